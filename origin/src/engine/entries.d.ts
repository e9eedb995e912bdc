import { type BasketballSim } from './basketball';
import { type EsportsSim } from './esports';
import { type Fate, type FootballSim } from './football';
import { type Squad } from './lineup';
import type { League, Match, ReplayMatch, Sport, Team } from './types';
export type MatchEntry =
  | {
      sport: 'football';
      match: Match;
      sim: FootballSim;
      home: Team;
      away: Team;
      squads: {
        home: Squad;
        away: Squad;
      };
      neutral: boolean;
    }
  | {
      sport: 'basketball';
      match: Match;
      sim: BasketballSim;
      home: Team;
      away: Team;
    }
  | {
      sport: 'esports';
      match: Match;
      sim: EsportsSim;
      home: Team;
      away: Team;
    };
export declare function newMatch(o: {
  id: number;
  sport: Sport;
  league: League;
  home: Team;
  away: Team;
  startTime: number;
  round: string;
  knockout: boolean;
  venue: string;
}): Match;
export declare function footballSimFor(o: {
  seed: number;
  match: Match;
  home: Team;
  away: Team;
  neutral: boolean;
  fate: Fate;
  replay?: ReplayMatch;
}): MatchEntry;
export declare function basketballSimFor(seed: number, match: Match, home: Team, away: Team): MatchEntry;
export declare function esportsSimFor(
  seed: number,
  match: Match,
  home: Team,
  away: Team,
  game: string,
): MatchEntry;
/** Plays an entry up to engine time `until`; true when anything moved. */
export declare function advanceEntry(entry: MatchEntry, until: number): boolean;
