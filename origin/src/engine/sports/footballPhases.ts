// The phases of a football match: status moves, whistles, the clock, stoppage time, the end of each
// half, the shoot-out, and the moments kept for the odds. football.ts steps through them.
import { canTransition, type EventNote, MATCH_STATUS, type MatchStatus } from '@pitchside/shared';
import type { OddsSnapshot } from '../odds/odds';
import { chance, type Rng, weightedIndex } from '../rng';
import type { Match, Pair, Side } from '../types';
import type { RealPlay, ScriptedGoal, SideState } from './footballEvents';
import { ADDED_TIME, type ClockPoint } from './model';

// Read once: a simulation's every minute asks it (docs/ARCHITECTURE.md "Tests and their time").
const S = MATCH_STATUS;

export const MINUTE_MS = 60_000;
const HALF_TIME_BREAK = 15;

/** An irregular fate, drawn when the fixture is made (about 2% of matches). */
export type Fate =
  | { kind: 'normal' }
  | { kind: 'postponed'; at: number; rescheduleTo: number | null; stay?: boolean }
  | { kind: 'cancelled'; at: number }
  | { kind: 'pending'; delayMinutes: number }
  | { kind: 'interrupted'; minute: number; duration: number }
  | { kind: 'abandoned'; minute: number };

export interface FootballScript {
  goals: ScriptedGoal[];
  /** Shoot-out kicks, in order (home first each round), when the file has one. */
  shootout: { side: Side; scored: boolean }[] | null;
  extraTime: boolean;
}

export interface FootballSim {
  match: Match;
  rng: Rng;
  /** See MinuteContext.detail. */
  detailRng: Rng;
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
  /** Scorers of the script (see MinuteContext.keep). */
  keep: ReadonlySet<string>;
  /** See MinuteContext.named. */
  named: ReadonlySet<string> | null;
  /** See MinuteContext.real. */
  real: RealPlay | null;
  /** Second leg of a two-legged tie: the first leg's goals from this match's home side; the tie is level on aggregate. */
  firstLeg: Pair | null;
  kicks: { side: Side; scored: boolean }[];
  eventSeq: number;
  /** Moments the live odds are priced at (../odds/odds.ts). */
  snapshots: OddsSnapshot[];
  /** Called on every status change (tests check it against the shared table). */
  onStatus?: (from: MatchStatus, to: MatchStatus) => void;
}

export function isFinal(status: MatchStatus): boolean {
  return status === S.FULL_TIME || status === S.CANCELLED || status === S.ABANDONED;
}

export function setStatus(sim: FootballSim, to: MatchStatus, time: number): void {
  const m = sim.match;
  if (!canTransition(m.status, to, m.interruptedFrom))
    throw new Error(`illegal status move ${m.status} -> ${to} (match ${m.id})`);
  sim.onStatus?.(m.status, to);
  m.status = to;
  m.updatedAt = time;
}

export function whistle(
  sim: FootballSim,
  minute: number,
  stoppage: number,
  time: number,
  detail: EventNote,
): void {
  const m = sim.match;
  m.events.push({
    id: ++sim.eventSeq,
    minute,
    stoppage,
    period: m.status,
    code: 101,
    type: 'startstop',
    side: 'home',
    playerId: null,
    playerName: '',
    relatedPlayerName: null,
    score: { ...m.score },
    detail,
    time,
  });
}

function drawAdded(sim: FootballSim, minute: number): number {
  const d = minute === 45 ? ADDED_TIME.first : minute === 90 ? ADDED_TIME.second : ADDED_TIME.extra;
  let added = d.values[weightedIndex(sim.rng, d.weights)] ?? 0;
  for (const g of sim.script?.goals ?? []) if (g.minute === minute) added = Math.max(added, g.offset);
  // A real match's added time reaches its last change or card of that half.
  for (const side of [sim.real?.home, sim.real?.away])
    for (const e of [...(side?.substitutions ?? []), ...(side?.cards ?? [])])
      if (e.minute === minute) added = Math.max(added, e.offset);
  return added;
}

export function updateClock(sim: FootballSim, time: number): void {
  const m = sim.match;
  const { minute, stoppageNext, added } = sim.at;
  m.clock.minute = m.status === S.HALF_TIME ? 45 : minute;
  m.clock.stoppage = stoppageNext;
  m.clock.addedTime = stoppageNext > 0 ? added : 0;
  m.clock.display =
    m.status === S.HALF_TIME
      ? 'HT'
      : m.status === S.PENALTIES
        ? 'Pen'
        : m.status === S.FULL_TIME
          ? 'FT'
          : m.status > 0
            ? stoppageNext > 0
              ? `${minute}+${stoppageNext}`
              : `${minute}`
            : '';
  m.updatedAt = time;
}

export function startPeriod(sim: FootballSim, status: MatchStatus, minute: number, time: number): void {
  setStatus(sim, status, time);
  sim.at = { minute, stoppageNext: 0, added: 0 };
  sim.match.clock.periodStartTime = time;
  whistle(sim, minute, 0, time, status === S.PENALTIES ? 'shootout' : 'kick-off');
}

function finish(sim: FootballSim, time: number): void {
  setStatus(sim, S.FULL_TIME, time);
  whistle(sim, sim.at.minute, sim.at.stoppageNext, time, 'full-time');
}

/** Level after 90 or 120 minutes: on the day, or on aggregate in a second leg. */
function level(sim: FootballSim): boolean {
  const m = sim.match;
  const first = sim.firstLeg ?? { home: 0, away: 0 };
  return m.score.home + first.home === m.score.away + first.away;
}

function endOfHalf(sim: FootballSim, time: number): void {
  const m = sim.match;
  const minute = sim.at.minute;
  if (minute === 45) {
    m.halfTimeScore = { ...m.score };
    m.halfTimeCorners = { ...m.corners };
    setStatus(sim, S.HALF_TIME, time);
    whistle(sim, 45, sim.at.stoppageNext, time, 'half-time');
    sim.breakLeft = HALF_TIME_BREAK;
  } else if (minute === 90) {
    m.fullTimeScore = { ...m.score };
    const extra = sim.script ? sim.script.extraTime : m.knockout && level(sim);
    if (extra) startPeriod(sim, S.EXTRA_TIME, 91, time);
    else if (sim.script ? sim.script.shootout !== null : m.knockout && level(sim))
      startPeriod(sim, S.PENALTIES, 90, time);
    else finish(sim, time);
  } else if (minute === 105) {
    sim.at = { minute: 106, stoppageNext: 0, added: 0 };
  } else {
    m.extraTimeScore = { ...m.score };
    if (sim.script ? sim.script.shootout !== null : level(sim)) startPeriod(sim, S.PENALTIES, 120, time);
    else finish(sim, time);
  }
}

export function advanceSlot(sim: FootballSim, time: number): void {
  const at = sim.at;
  const halfEnd = at.minute === 45 || at.minute === 90 || at.minute === 105 || at.minute === 120;
  if (at.stoppageNext === 0 && halfEnd) {
    const added = drawAdded(sim, at.minute);
    if (added > 0) {
      at.stoppageNext = 1;
      at.added = added;
    } else endOfHalf(sim, time);
  } else if (at.stoppageNext > 0) {
    if (at.stoppageNext < at.added) at.stoppageNext++;
    else endOfHalf(sim, time);
  } else at.minute++;
}

/** Shoot-out: one round (a kick each) per step, five rounds then sudden death. */
export function shootoutRound(sim: FootballSim, time: number): void {
  const m = sim.match;
  const p = m.penaltyScore ?? { home: 0, away: 0 };
  m.penaltyScore = p;
  for (const side of ['home', 'away'] as const) {
    const scripted = sim.script?.shootout?.[sim.kicks.length];
    const scored = scripted ? scripted.scored : chance(sim.rng, 0.72);
    sim.kicks.push({ side, scored });
    if (scored) p[side]++;
    const taken = { home: Math.ceil(sim.kicks.length / 2), away: Math.floor(sim.kicks.length / 2) };
    const decidedEarly =
      taken.home <= 5 && (p.home > p.away + 5 - taken.away || p.away > p.home + 5 - taken.home);
    const scriptDone = sim.script?.shootout ? sim.kicks.length >= sim.script.shootout.length : false;
    if (
      sim.script?.shootout
        ? scriptDone
        : decidedEarly || (side === 'away' && taken.away >= 5 && p.home !== p.away)
    ) {
      m.updatedAt = time;
      finish(sim, time);
      return;
    }
  }
}

/** One engine minute of a football match at engine time `time`. */

/** Keeps the moments that move the odds: status changes, goals, red cards, corners, every fifth minute. */
export function recordSnapshot(sim: FootballSim, time: number): void {
  const m = sim.match;
  if (m.status < 1 || m.status > 3) return;
  const last = sim.snapshots[sim.snapshots.length - 1];
  const same =
    last &&
    last.status === m.status &&
    last.score.home === m.score.home &&
    last.score.away === m.score.away &&
    last.reds.home + last.reds.away === m.redCards.home + m.redCards.away &&
    last.corners.home + last.corners.away === m.corners.home + m.corners.away;
  if (same && (m.status === 2 || sim.at.stoppageNext > 0 || sim.at.minute % 5 !== 0)) return;
  sim.snapshots.push({
    time,
    minute: m.clock.minute,
    status: m.status,
    at: { ...sim.at },
    score: { ...m.score },
    reds: { ...m.redCards },
    corners: { ...m.corners },
  });
}
