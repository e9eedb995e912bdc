// A football match as a state machine advanced one engine minute per step. The live path steps
// it as the clock passes; `simulateFootball` steps a match to its end in one call (bench, past days).
import { MATCH_STATUS } from '@pitchside/shared';
import { type Rng, rngFor } from '../rng';
import type { Match, Pair, Side, Team } from '../types';
import { type MinuteContext, playMinute, type RealPlay, type SideState } from './footballEvents';
import {
  advanceSlot,
  type Fate,
  type FootballScript,
  type FootballSim,
  isFinal,
  MINUTE_MS,
  recordSnapshot,
  setStatus,
  shootoutRound,
  startPeriod,
  updateClock,
  whistle,
} from './footballPhases';
import { goalRates } from './model';

// Read once: a simulation's every minute asks it (docs/ARCHITECTURE.md "Tests and their time").
const S = MATCH_STATUS;

export { type Fate, type FootballScript, type FootballSim, isFinal, MINUTE_MS } from './footballPhases';

export function stepFootball(sim: FootballSim, time: number): void {
  const m = sim.match;
  const fate = sim.fate;
  switch (m.status) {
    case S.NOT_STARTED:
      if (!sim.fateDone && fate.kind === 'postponed') {
        sim.fateDone = true;
        setStatus(sim, S.POSTPONED, time);
        // A rescheduled match shows its new date an hour later; otherwise it is called off later on.
        // A season's postponed fixture stays postponed (its new date is not known yet).
        sim.nextStepAt =
          fate.stay === true
            ? Number.POSITIVE_INFINITY
            : fate.rescheduleTo !== null
              ? time + 3_600_000
              : m.startTime + 6 * 3_600_000;
        return;
      }
      if (!sim.fateDone && fate.kind === 'cancelled') {
        sim.fateDone = true;
        setStatus(sim, S.CANCELLED, time);
        return;
      }
      if (!sim.fateDone && fate.kind === 'pending') {
        sim.fateDone = true;
        setStatus(sim, S.PENDING, time);
        sim.nextStepAt = time + fate.delayMinutes * MINUTE_MS;
        return;
      }
      startPeriod(sim, S.FIRST_HALF, 1, time);
      break;
    case S.PENDING:
      startPeriod(sim, S.FIRST_HALF, 1, time);
      break;
    case S.POSTPONED:
      if (fate.kind === 'postponed' && fate.rescheduleTo !== null) {
        setStatus(sim, S.NOT_STARTED, time);
        m.startTime = fate.rescheduleTo;
        // A real fixture now kicks off on a date the engine chose: its facts say so.
        if (m.facts.kickOff !== 'generated') m.facts.kickOff = 'replayed';
        sim.nextStepAt = m.startTime;
        return;
      }
      setStatus(sim, S.CANCELLED, time);
      return;
    case S.HALF_TIME:
      sim.breakLeft--;
      if (sim.breakLeft <= 0) startPeriod(sim, S.SECOND_HALF, 46, time);
      break;
    case S.PENALTIES:
      shootoutRound(sim, time);
      break;
    case S.INTERRUPTED:
      sim.breakLeft--;
      if (sim.breakLeft <= 0) {
        const from = m.interruptedFrom ?? S.FIRST_HALF;
        setStatus(sim, from, time);
        delete m.interruptedFrom;
      }
      break;
    case S.FIRST_HALF:
    case S.SECOND_HALF:
    case S.EXTRA_TIME:
      playSlot(sim, time);
      break;
    default:
      return;
  }
  updateClock(sim, time);
  recordSnapshot(sim, time);
  sim.nextStepAt = time + MINUTE_MS;
}

function playSlot(sim: FootballSim, time: number): void {
  const m = sim.match;
  const { minute, stoppageNext } = sim.at;
  const scripted = sim.script
    ? sim.script.goals.filter((g) => g.minute === minute && g.offset === stoppageNext)
    : null;
  const ctx: MinuteContext = {
    match: m,
    rng: sim.rng,
    detail: sim.detailRng,
    sides: sim.sides,
    rates: sim.rates,
    time,
    nextEventId: () => ++sim.eventSeq,
    scripted,
    keep: sim.keep,
    named: sim.named,
    real: sim.real,
  };
  playMinute(ctx, minute, stoppageNext);
  const fate = sim.fate;
  if (!sim.fateDone && (fate.kind === 'abandoned' || fate.kind === 'interrupted') && minute === fate.minute) {
    sim.fateDone = true;
    if (fate.kind === 'abandoned') {
      setStatus(sim, S.ABANDONED, time);
      whistle(sim, minute, stoppageNext, time, 'abandoned');
      return;
    }
    advanceSlot(sim, time);
    if (m.status === S.HALF_TIME || isFinal(m.status)) return;
    m.interruptedFrom = m.status;
    setStatus(sim, S.INTERRUPTED, time);
    sim.breakLeft = fate.duration;
    return;
  }
  advanceSlot(sim, time);
}

export interface FootballSetup {
  match: Match;
  home: Team;
  away: Team;
  rng: Rng;
  /** Draws for the detail around the story (MinuteContext.detail); by default one made from the match id. */
  detailRng?: Rng;
  neutral: boolean;
  fate: Fate;
  script?: FootballScript | null;
  /** Starting elevens and benches (../world/lineup.ts). */
  squads: Record<Side, { starters: Team['players']; bench: Team['players'] }>;
  /** Names a real match's generated events may use (see MinuteContext.named); null: any player. */
  named?: ReadonlySet<string> | null;
  /** Second leg of a two-legged tie: the first leg's goals, from this match's home side. */
  firstLeg?: Pair | null;
  /** A real match's changes and cards (a full-format file's), played at their minutes. */
  real?: RealPlay | null;
}

export function createFootballSim(setup: FootballSetup): FootballSim {
  const { match, home, away } = setup;
  const rates = goalRates({
    homeStrength: home.strength,
    awayStrength: away.strength,
    neutral: setup.neutral,
    knockout: match.knockout,
  });
  const homeShare = rates.home / (rates.home + rates.away);
  const share = { home: 0.5 + (homeShare - 0.5) * 0.7, away: 0 };
  share.away = 1 - share.home;
  const side = (s: Side): SideState => ({
    onPitch: [...setup.squads[s].starters],
    bench: [...setup.squads[s].bench],
    // Most sides use four or five of their five changes; a few stop at three.
    subsLeft: [3, 4, 4, 5, 5, 5][Math.floor(setup.rng.next() * 6)] ?? 5,
    windowsLeft: 3,
    cameOn: new Set(),
    booked: new Set(),
    share: share[s],
    sentOff: 0,
  });
  const fate = setup.fate;
  return {
    match,
    rng: setup.rng,
    detailRng: setup.detailRng ?? rngFor(match.id, 'detail'),
    rates,
    sides: { home: side('home'), away: side('away') },
    at: { minute: 1, stoppageNext: 0, added: 0 },
    breakLeft: 0,
    fate,
    fateDone: false,
    nextStepAt:
      fate.kind === 'postponed' || fate.kind === 'cancelled'
        ? Math.min(fate.at, match.startTime)
        : match.startTime,
    script: setup.script ?? null,
    keep: new Set((setup.script?.goals ?? []).flatMap((g) => (g.name ? [g.name] : []))),
    named: setup.named ?? null,
    real: setup.real ?? null,
    firstLeg: setup.firstLeg ?? null,
    kicks: [],
    eventSeq: 0,
    snapshots: [],
  };
}

/** Steps a match until `until` (engine time) or its end. */
export function advanceFootball(sim: FootballSim, until: number): boolean {
  let changed = false;
  while (sim.nextStepAt <= until && !isFinal(sim.match.status)) {
    stepFootball(sim, sim.nextStepAt);
    changed = true;
  }
  return changed;
}

/** Plays a whole match at once: no clock involved beyond the match's own timeline. */
export function simulateFootball(sim: FootballSim): Match {
  advanceFootball(sim, Number.POSITIVE_INFINITY);
  return sim.match;
}
