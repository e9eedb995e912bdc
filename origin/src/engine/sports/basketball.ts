// Basketball at the level the live section needs: four quarters (12 minutes in the NBA and the CBA,
// FIBA's 10 elsewhere), a running score per quarter, half time and overtime, on the shared status codes
// (../types.ts, Match.status).
import { canTransition, MATCH_STATUS, type MatchStatus } from '@pitchside/shared';
import { chance, type Rng } from '../rng';
import type { Match } from '../types';
import { MINUTE_MS } from './football';

// Read once: a simulation's every minute asks it (docs/ARCHITECTURE.md "Tests and their time").
const S = MATCH_STATUS;

const OVERTIME = 5;
const QUARTER_BREAK = 2;
const HALF_TIME = 15;

/** How a league plays: its quarter's length and the points a team scores in a game of it, with the source. */
export interface BasketballRules {
  /** Minutes a quarter: 12 (NBA and CBA) or 10 (FIBA: EuroLeague, VBA). */
  quarter: 10 | 12;
  /** A team's points per regulation game, on average: the league's real figure. */
  teamPointsPerGame: number;
  /** Where the figures come from; "assumed" when no league average was found. */
  source: string;
}

/**
 * Points a team scores in a game of 48 minutes, on average: the NBA's league average (115.5 points per
 * team per game at the 2023-24 season's midpoint, Statitudes, "Midseason check-in", January 2024).
 */
export const TEAM_POINTS_PER_GAME = 115.5;

const NBA_RULES: BasketballRules = {
  quarter: 12,
  teamPointsPerGame: TEAM_POINTS_PER_GAME,
  source: 'NBA 2023-24 at mid-season: 115.5 PPG (Statitudes, "Midseason check-in", Jan 2024)',
};

/**
 * Each of the engine's own leagues' rules, by league id (world/leagues.ts), taken from the real league of
 * its region. The Americas' league plays by the NBA's rules. China's plays the CBA's 48 minutes, as the
 * NBA does (Sham Sports, "Chinese Basketball Association Statistics, 2010"); no sourced CBA league
 * scoring average was found, so it scores at the NBA's pace, said as an assumption. Europe's plays the
 * EuroLeague's FIBA 40 minutes at 81.9 points per team (Eurohoops with Statathlon, "Offense wins
 * EuroLeague games", 2018: up from 75.9 in 2015-16). Vietnam's plays the VBA's FIBA 40 minutes at 76.6
 * points per team (29 VBA results of one June-July season, published by BetsAPI's VBA results list; mean
 * of both teams' points).
 */
export const BASKETBALL_RULES: Readonly<Record<number, BasketballRules>> = {
  31: NBA_RULES,
  32: {
    quarter: 12,
    teamPointsPerGame: TEAM_POINTS_PER_GAME,
    source: "assumed: the NBA's pace over the CBA's 48 minutes (no sourced CBA league average)",
  },
  33: {
    quarter: 10,
    teamPointsPerGame: 81.9,
    source: 'EuroLeague: 81.9 PPG (Eurohoops/Statathlon, 2018)',
  },
  34: {
    quarter: 10,
    teamPointsPerGame: 76.6,
    source: 'VBA: 76.6 PPG over 29 results of one season (BetsAPI VBA results)',
  },
};

/** The rules of a league; the NBA's for a league the table does not name. */
export function basketballRules(leagueId: number): BasketballRules {
  return BASKETBALL_RULES[leagueId] ?? NBA_RULES;
}

/**
 * The expected winning margin per point of strength (a 35-point gap in a 48-minute league: 14 points),
 * so that a league's best side wins by less on average than the best NBA side ever did (+12.6, OKC
 * 2024-25). A league that scores less has its margins scaled down with its points.
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
  rules: BasketballRules;
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
  const rules = basketballRules(match.leagueId);
  match.basketball = { quarters: [], currentQuarter: 0, secondsLeft: rules.quarter * 60 };
  // Margins scale with the league's scoring, capped so that no pairing is a rout by design; the dice
  // still make the odd blowout.
  const scale = rules.teamPointsPerGame / TEAM_POINTS_PER_GAME;
  const cap = 25 * scale;
  const margin = Math.max(
    -cap,
    Math.min(cap, ((homeStrength - awayStrength) * MARGIN_PER_STRENGTH + HOME_COURT) * scale),
  );
  const minutes = 4 * rules.quarter;
  const perMinute = {
    home: (rules.teamPointsPerGame + margin / 2) / minutes,
    away: (rules.teamPointsPerGame - margin / 2) / minutes,
  };
  return { match, rng, rules, perMinute, minuteInPeriod: 0, breakLeft: 0, nextStepAt: match.startTime };
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
  b.secondsLeft = (b.currentQuarter > 4 ? OVERTIME : sim.rules.quarter) * 60;
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
  const length = b.currentQuarter > 4 ? OVERTIME : sim.rules.quarter;
  b.secondsLeft = (length - sim.minuteInPeriod) * 60;
  m.clock.minute = (Math.min(b.currentQuarter, 4) - 1) * sim.rules.quarter + sim.minuteInPeriod;
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
