// What the read side of an engine reads: its world, its matches and its time. createEngine (../engine.ts)
// makes it once; the queries of this folder answer from it and never change it.
import { isLiveStatus } from '@pitchside/shared';
import type { FileMeeting } from '../content/fileMeetings';
import type { MatchEntry } from '../sports/entries';
import type { Match, Sport } from '../types';
import type { TieBreak } from '../world/competitions';
import type { World } from '../world/world';

export interface EngineState {
  readonly seed: number;
  readonly world: World;
  readonly entries: readonly MatchEntry[];
  readonly byId: ReadonlyMap<number, MatchEntry>;
  /** The tie-breaks of each real competition's table, by league id. */
  readonly rulesOf: ReadonlyMap<number, TieBreak[]>;
  /** Meetings of the data files the engine does not play (EngineOptions.history), for the intel's head-to-head. */
  readonly fileMeetings: readonly FileMeeting[];
  /** The engine time (virtual ms) as of the last advance. */
  now(): number;
  /** The engine time one match is played to: `now()`, plus its lead where a test moved it (control.ts). */
  matchNow(matchId: number): number;
}

/** The matches of a sport (every sport when none), in the engine's order. */
export const matchesOf = (state: EngineState, sport?: Sport): Match[] =>
  state.entries.filter((e) => sport === undefined || e.sport === sport).map((e) => e.match);

export const byKickOff = (a: Match, b: Match) => a.startTime - b.startTime || a.id - b.id;

/** In play, or interrupted (-13). */
export const inPlay = (m: Match) => isLiveStatus(m.status) || m.status === -13;

/** The football matches finished by now, the latest kick-off first. */
export const finishedFootball = (state: EngineState): Match[] =>
  matchesOf(state, 'football')
    .filter((m) => m.status === -1 && m.startTime <= state.now())
    .sort((a, b) => b.startTime - a.startTime);
