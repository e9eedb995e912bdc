import { type MatchStatus } from '@pitchside/shared';
import { type ScriptedGoal, type SideState } from './footballEvents';
import { type ClockPoint } from './model';
import type { OddsSnapshot } from './odds';
import { type Rng } from './rng';
import type { Match, Pair, Side, Team } from './types';
export declare const MINUTE_MS = 60000;
/** An irregular fate, drawn when the fixture is made (about 2% of matches). */
export type Fate =
  | {
      kind: 'normal';
    }
  | {
      kind: 'postponed';
      at: number;
      rescheduleTo: number | null;
    }
  | {
      kind: 'cancelled';
      at: number;
    }
  | {
      kind: 'pending';
      delayMinutes: number;
    }
  | {
      kind: 'interrupted';
      minute: number;
      duration: number;
    }
  | {
      kind: 'abandoned';
      minute: number;
    };
export interface FootballScript {
  goals: ScriptedGoal[];
  /** Shoot-out kicks, in order (home first each round), when the file has one. */
  shootout:
    | {
        side: Side;
        scored: boolean;
      }[]
    | null;
  extraTime: boolean;
}
export interface FootballSim {
  match: Match;
  rng: Rng;
  rates: Pair;
  sides: Record<Side, SideState>;
  /** Next slot of play. */
  at: ClockPoint;
  breakLeft: number;
  fate: Fate;
  fateDone: boolean;
  /** Engine time of the next step. */
  nextStepAt: number;
  script: FootballScript | null;
  kicks: {
    side: Side;
    scored: boolean;
  }[];
  eventSeq: number;
  /** Moments the live odds are priced at (odds.ts). */
  snapshots: OddsSnapshot[];
  /** Called on every status change (tests check it against the shared table). */
  onStatus?: (from: MatchStatus, to: MatchStatus) => void;
}
export declare function isFinal(status: MatchStatus): boolean;
/** One engine minute of a football match at engine time `time`. */
export declare function stepFootball(sim: FootballSim, time: number): void;
export interface FootballSetup {
  match: Match;
  home: Team;
  away: Team;
  rng: Rng;
  neutral: boolean;
  fate: Fate;
  script?: FootballScript | null;
  /** Starting elevens and benches (lineup.ts). */
  squads: Record<
    Side,
    {
      starters: Team['players'];
      bench: Team['players'];
    }
  >;
}
export declare function createFootballSim(setup: FootballSetup): FootballSim;
/** Steps a match until `until` (engine time) or its end. */
export declare function advanceFootball(sim: FootballSim, until: number): boolean;
/** Plays a whole match at once: no clock involved beyond the match's own timeline. */
export declare function simulateFootball(sim: FootballSim): Match;
