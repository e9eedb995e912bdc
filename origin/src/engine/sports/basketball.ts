// Basketball at the level the live section needs: four 12-minute quarters, a running score per
// quarter, half time and overtime, on the shared status codes (../types.ts, Match.status).
import { canTransition, type MatchStatus, MATCH_STATUS as S } from '@pitchside/shared';
import { chance, type Rng } from '../rng';
import type { Match } from '../types';
import { MINUTE_MS } from './football';

const QUARTER = 12;
const OVERTIME = 5;
const QUARTER_BREAK = 2;
const HALF_TIME = 15;

/**
 * Points a team scores in a game of 48 minutes, on average: the NBA's league average (115.5 points per
 * team per game at the 2023-24 season's midpoint, Statitudes, "Midseason check-in", January 2024). The
 * world's leagues play 12-minute quarters, so they score at that pace.
 */
export const TEAM_POINTS_PER_GAME = 115;
/**
 * The expected winning margin per point of strength (a 35-point gap in a league: 14 points), so that a
 * league's best side wins by less on average than the best NBA side ever did (+12.6, OKC 2024-25).
 */
const MARGIN_PER_STRENGTH = 0.4;
/** Home court, in points (NBA home sides win by about two to three points on average). */
const HOME_COURT = 2.5;
/** A made basket is a three 37% of the time; free throws make about 17% of a team's points. */
const THREE_SHARE = 0.37;
const FREE_THROW_SHARE = 0.17;

export interface BasketballSim {
  match: Match;
  rng: Rng;
  /** Expected points a minute of each side: the league's pace tilted by the gap in strength. */
  perMinute: { home: number; away: number };
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
  // The margin is capped so that no pairing is a rout by design; the dice still make the odd blowout.
  const margin = Math.max(
    -25,
    Math.min(25, (homeStrength - awayStrength) * MARGIN_PER_STRENGTH + HOME_COURT),
  );
  const minutes = 4 * QUARTER;
  const perMinute = {
    home: (TEAM_POINTS_PER_GAME + margin / 2) / minutes,
    away: (TEAM_POINTS_PER_GAME - margin / 2) / minutes,
  };
  return { match, rng, perMinute, minuteInPeriod: 0, breakLeft: 0, nextStepAt: match.startTime };
}

function setStatus(sim: BasketballSim, to: MatchStatus, time: number): void {
  if (!canTransition(sim.match.status, to))
    throw new Error(`illegal status move ${sim.match.status} -> ${to}`);
  sim.onStatus?.(sim.match.status, to);
  sim.match.status = to;
  sim.match.updatedAt = time;
}

/** About 100 possessions a side in 48 minutes (the NBA's pace): two a minute, a third now and then. */
const POSSESSIONS_PER_MINUTE = 2.08;

/**
 * A minute's points of one side whose expected points a minute are `mean`, possession by possession:
 * each ends in nothing, a free throw's point, or a basket of two or three. (Drawn per possession rather
 * than as a free count of baskets, a team's game total spreads like a real one, about 12 points.)
 */
function points(rng: Rng, mean: number): number {
  const possessions = 2 + (chance(rng, POSSESSIONS_PER_MINUTE - 2) ? 1 : 0);
  const perPossession = mean / POSSESSIONS_PER_MINUTE;
  const point = perPossession * FREE_THROW_SHARE;
  const basket = (perPossession * (1 - FREE_THROW_SHARE)) / (2 + THREE_SHARE);
  let p = 0;
  for (let i = 0; i < possessions; i++) {
    const r = rng.next();
    if (r < point) p += 1;
    else if (r < point + basket) p += chance(rng, THREE_SHARE) ? 3 : 2;
  }
  return p;
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
  const ph = points(sim.rng, sim.perMinute.home);
  const pa = points(sim.rng, sim.perMinute.away);
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
