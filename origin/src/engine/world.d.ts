import { type CountryNames } from './names';
import { type Rng } from './rng';
import type { League, Player, Position, Sport, Team } from './types';
export interface World {
  leagues: Map<number, League>;
  teams: Map<number, Team>;
  /** Team id by exact English name (replay). */
  teamByName: Map<string, Team>;
}
export declare function leagueCrestUrl(id: number): string;
export declare function teamCrestUrl(id: number): string;
/** A squad with unique shirt numbers; goalkeepers wear 1, 12/13 and 23 in football. */
export declare function makeSquad(
  rng: Rng,
  team: {
    id: number;
    sport: Sport;
    strength: number;
  },
  names: CountryNames,
  given?: {
    name: string;
    position: Position;
  }[],
): Player[];
export interface TeamSeed {
  id: number;
  sport: Sport;
  en: string;
  cn: string;
  strength: number;
  countryKey: string;
  leagueIds: number[];
}
export declare function makeTeam(
  seed: number,
  t: TeamSeed,
  given?: {
    name: string;
    position: Position;
  }[],
): Team;
/** Builds every league and club of the world from the seed. */
export declare function buildWorld(seed: number): World;
/** The crest of a league: its short name on the league colour. */
export declare function leagueCrest(seed: number, league: League): string;
