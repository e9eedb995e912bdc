// League tables: earlier rounds of the season (drawn from the goal model, scores only) plus the
// results played in the engine window.

import { poisson, rngFor } from '../rng';
import { goalRates, MEAN_ADDED } from '../sports/model';
import type { League, Match, ResultSummary, StandingRow, Team } from '../types';
import type { TieBreak } from '../world/competitions';

const EARLIER_ROUNDS = 10;

/** Full-match expected goals of each side (sum of the minute weights is folded into the rates). */
export function expectedGoals(
  home: Team,
  away: Team,
  neutral: boolean,
  knockout: boolean,
): { home: number; away: number } {
  const r = goalRates({ homeStrength: home.strength, awayStrength: away.strength, neutral, knockout });
  const weight = 90 + MEAN_ADDED.first + MEAN_ADDED.second;
  return { home: r.home * weight, away: r.away * weight };
}

export interface SeasonResult {
  homeTeamId: number;
  awayTeamId: number;
  home: number;
  away: number;
  startTime: number;
}

/** Scores of the rounds before the window (deterministic per league). */
export function earlierResults(
  seed: number,
  league: League,
  teams: Map<number, Team>,
  before: number,
): SeasonResult[] {
  const rng = rngFor(seed, 'season', league.id);
  const ids = league.teamIds;
  const out: SeasonResult[] = [];
  for (let round = 0; round < EARLIER_ROUNDS; round++) {
    const shift = (round * 5 + 1) % ids.length;
    for (let i = 0; i < ids.length / 2; i++) {
      const a = teams.get(ids[i] as number);
      const b = teams.get(ids[(i + shift + ids.length / 2) % ids.length] as number);
      if (!a || !b || a === b) continue;
      const [home, away] = round % 2 === 0 ? [a, b] : [b, a];
      const xg = expectedGoals(home, away, false, false);
      out.push({
        homeTeamId: home.id,
        awayTeamId: away.id,
        home: poisson(rng, xg.home),
        away: poisson(rng, xg.away),
        startTime: before - (EARLIER_ROUNDS - round) * 7 * 86_400_000,
      });
    }
  }
  return out;
}

type Row = StandingRow & { wins: number; awayGf: number; awayWins: number };

/** Points, goal difference and goals of `id` in the results among `group` (head to head). */
function miniTable(results: readonly SeasonResult[], group: ReadonlySet<number>) {
  const rows = new Map<number, { points: number; gd: number; gf: number }>();
  for (const id of group) rows.set(id, { points: 0, gd: 0, gf: 0 });
  for (const r of results) {
    const h = rows.get(r.homeTeamId);
    const a = rows.get(r.awayTeamId);
    if (!h || !a) continue;
    h.gf += r.home;
    a.gf += r.away;
    h.gd += r.home - r.away;
    a.gd += r.away - r.home;
    h.points += r.home > r.away ? 3 : r.home === r.away ? 1 : 0;
    a.points += r.away > r.home ? 3 : r.home === r.away ? 1 : 0;
  }
  return rows;
}

/**
 * The table of a competition from its results: 3 points a win, 1 a draw, then the competition's own
 * tie-breaks in order (head-to-head criteria are computed among the clubs level on points), then the
 * team id so the order is total.
 */
export function table(
  league: League,
  results: readonly SeasonResult[],
  tieBreaks: readonly TieBreak[] = ['gd', 'gf'],
): StandingRow[] {
  const rows = new Map<number, Row>();
  for (const id of league.teamIds) {
    rows.set(id, {
      rank: 0,
      teamId: id,
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      points: 0,
      form: [],
      wins: 0,
      awayGf: 0,
      awayWins: 0,
    });
  }
  const sorted = [...results].sort((a, b) => a.startTime - b.startTime);
  for (const r of sorted) {
    const h = rows.get(r.homeTeamId);
    const a = rows.get(r.awayTeamId);
    if (!h || !a) continue;
    for (const [row, gf, ga, away] of [
      [h, r.home, r.away, false],
      [a, r.away, r.home, true],
    ] as const) {
      row.played++;
      row.goalsFor += gf;
      row.goalsAgainst += ga;
      const o: 'W' | 'D' | 'L' = gf > ga ? 'W' : gf === ga ? 'D' : 'L';
      if (o === 'W') row.won++;
      else if (o === 'D') row.drawn++;
      else row.lost++;
      row.points += o === 'W' ? 3 : o === 'D' ? 1 : 0;
      row.form = [...row.form, o].slice(-5);
      if (away) {
        row.awayGf += gf;
        if (o === 'W') row.awayWins++;
      }
    }
  }
  const list = [...rows.values()];
  const level = new Map<number, Map<number, { points: number; gd: number; gf: number }>>();
  for (const points of new Set(list.map((r) => r.points))) {
    const group = new Set(list.filter((r) => r.points === points).map((r) => r.teamId));
    if (group.size > 1) level.set(points, miniTable(sorted, group));
  }
  const h2h = (r: Row) => level.get(r.points)?.get(r.teamId) ?? { points: 0, gd: 0, gf: 0 };
  const value = (r: Row, k: TieBreak): number => {
    switch (k) {
      case 'gd':
        return r.goalsFor - r.goalsAgainst;
      case 'gf':
        return r.goalsFor;
      case 'h2hPoints':
        return h2h(r).points;
      case 'h2hGd':
        return h2h(r).gd;
      case 'h2hGf':
        return h2h(r).gf;
      case 'wins':
        return r.won;
      case 'awayGf':
        return r.awayGf;
      case 'awayWins':
        return r.awayWins;
    }
  };
  list.sort((x, y) => {
    if (y.points !== x.points) return y.points - x.points;
    for (const k of tieBreaks) {
      const d = value(y, k) - value(x, k);
      if (d !== 0) return d;
    }
    return x.teamId - y.teamId;
  });
  return list.map((r, i) => ({
    rank: i + 1,
    teamId: r.teamId,
    played: r.played,
    won: r.won,
    drawn: r.drawn,
    lost: r.lost,
    goalsFor: r.goalsFor,
    goalsAgainst: r.goalsAgainst,
    points: r.points,
    form: r.form,
  }));
}

export function resultOf(m: Match): SeasonResult {
  return {
    homeTeamId: m.homeTeamId,
    awayTeamId: m.awayTeamId,
    home: m.score.home,
    away: m.score.away,
    startTime: m.startTime,
  };
}

export function summary(
  r: SeasonResult,
  leagueId: number,
  forTeam: number,
  matchId: number | null,
): ResultSummary {
  const own = forTeam === r.homeTeamId ? r.home : r.away;
  const other = forTeam === r.homeTeamId ? r.away : r.home;
  return {
    matchId,
    leagueId,
    startTime: r.startTime,
    homeTeamId: r.homeTeamId,
    awayTeamId: r.awayTeamId,
    score: { home: r.home, away: r.away },
    halfTimeScore: null,
    outcome: own > other ? 'W' : own === other ? 'D' : 'L',
  };
}
