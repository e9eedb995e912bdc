import type { LocalizedText, Sport } from './types';
export interface LeagueSpec {
  id: number;
  sport: Sport;
  kind: 'league' | 'cup';
  name: LocalizedText;
  shortName: LocalizedText;
  country: string;
  /** Strength range of its clubs (domestic leagues). */
  strength: [number, number];
  /** Cups: the leagues whose clubs enter, and how many of each (strongest first). */
  entrants?: {
    leagueId: number;
    count: number;
  }[];
  hot: boolean;
  color: string;
  /** Esports title. */
  game?: string;
}
export declare const LEAGUE_SPECS: LeagueSpec[];
/** Clubs per domestic league. */
export declare const CLUBS_PER_LEAGUE: Record<Sport, number>;
