// Basketball at the level the live section needs: four 12-minute quarters, a running score per
// quarter, half time and overtime, on the shared status codes (../types.ts, Match.status).
import { canTransition, type MatchStatus, MATCH_STATUS as S } from '@pitchside/shared';
import { chance, poisson, type Rng } from '../rng';
import type { Match } from '../types';
import { MINUTE_MS } from './football';

const QUARTER = 12;
const OVERTIME = 5;
const QUARTER_BREAK = 2;
const HALF_TIME = 15;

export interface BasketballSim {
  match: Match;
  rng: Rng;
  /** Share of scoring chances of the home side. */
  homeShare: number;
  minuteInPeriod: number;
  breakLeft: number;
  nextStepAt: number;
  onStatus?: (from: MatchStatus, to: MatchStatus) => void;
}

export function createBasketballSim(
  match: Match,
  rng: Rng,
  homeStrength: number,
  awayStrength: number,
): BasketballSim {
  match.basketball = { quarters: [], currentQuarter: 0, secondsLeft: QUARTER * 60 };
  const homeShare = 1 / (1 + Math.exp(-(homeStrength - awayStrength + 3) / 25));
  return { match, rng, homeShare, minuteInPeriod: 0, breakLeft: 0, nextStepAt: match.startTime };
}

function setStatus(sim: BasketballSim, to: MatchStatus, time: number): void {
  if (!canTransition(sim.match.status, to))
    throw new Error(`illegal status move ${sim.match.status} -> ${to}`);
  sim.onStatus?.(sim.match.status, to);
  sim.match.status = to;
  sim.match.updatedAt = time;
}

function points(rng: Rng, share: number): number {
  let p = 0;
  const baskets = poisson(rng, 0.9 * share);
  for (let i = 0; i < baskets; i++) p += chance(rng, 0.37) ? 3 : 2;
  return p + poisson(rng, 0.35 * share);
}

function startQuarter(sim: BasketballSim, time: number): void {
  const b = sim.match.basketball;
  if (!b) return;
  b.quarters.push({ home: 0, away: 0 });
  b.currentQuarter = b.quarters.length;
  b.secondsLeft = (b.currentQuarter > 4 ? OVERTIME : QUARTER) * 60;
  sim.minuteInPeriod = 0;
  sim.match.clock.periodStartTime = time;
}

export function stepBasketball(sim: BasketballSim, time: number): void {
  const m = sim.match;
  const b = m.basketball;
  if (!b) return;
  sim.nextStepAt = time + MINUTE_MS;
  if (m.status === S.NOT_STARTED) {
    setStatus(sim, S.FIRST_HALF, time);
    startQuarter(sim, time);
    return;
  }
  if (sim.breakLeft > 0) {
    sim.breakLeft--;
    if (sim.breakLeft === 0) {
      if (m.status === S.HALF_TIME) setStatus(sim, S.SECOND_HALF, time);
      startQuarter(sim, time);
    }
    return;
  }
  const q = b.quarters[b.quarters.length - 1];
  if (!q) return;
  const ph = points(sim.rng, 2 * sim.homeShare);
  const pa = points(sim.rng, 2 * (1 - sim.homeShare));
  q.home += ph;
  q.away += pa;
  m.score.home += ph;
  m.score.away += pa;
  sim.minuteInPeriod++;
  const length = b.currentQuarter > 4 ? OVERTIME : QUARTER;
  b.secondsLeft = (length - sim.minuteInPeriod) * 60;
  m.clock.minute = (Math.min(b.currentQuarter, 4) - 1) * QUARTER + sim.minuteInPeriod;
  m.clock.display = `Q${b.currentQuarter > 4 ? `OT${b.currentQuarter - 4}` : b.currentQuarter} ${length - sim.minuteInPeriod}:00`;
  m.updatedAt = time;
  if (sim.minuteInPeriod < length) return;
  if (b.currentQuarter === 2) {
    m.halfTimeScore = { ...m.score };
    setStatus(sim, S.HALF_TIME, time);
    m.clock.display = 'HT';
    sim.breakLeft = HALF_TIME;
  } else if (b.currentQuarter >= 4) {
    if (m.score.home === m.score.away) {
      if (m.status !== S.EXTRA_TIME) setStatus(sim, S.EXTRA_TIME, time);
      sim.breakLeft = QUARTER_BREAK;
    } else {
      m.fullTimeScore = { ...m.score };
      setStatus(sim, S.FULL_TIME, time);
      m.clock.display = 'FT';
    }
  } else sim.breakLeft = QUARTER_BREAK;
}
