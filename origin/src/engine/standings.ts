// League tables: earlier rounds of the season (drawn from the goal model, scores only) plus the
// results played in the engine window.
import { goalRates, MEAN_ADDED } from './model';
import { poisson, rngFor } from './rng';
import type { League, Match, ResultSummary, StandingRow, Team } from './types';

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

export function table(league: League, results: readonly SeasonResult[]): StandingRow[] {
  const rows = new Map<number, StandingRow>();
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
    });
  }
  const sorted = [...results].sort((a, b) => a.startTime - b.startTime);
  for (const r of sorted) {
    const h = rows.get(r.homeTeamId);
    const a = rows.get(r.awayTeamId);
    if (!h || !a) continue;
    for (const [row, gf, ga] of [
      [h, r.home, r.away],
      [a, r.away, r.home],
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
    }
  }
  const list = [...rows.values()].sort(
    (x, y) =>
      y.points - x.points ||
      y.goalsFor - y.goalsAgainst - (x.goalsFor - x.goalsAgainst) ||
      y.goalsFor - x.goalsFor ||
      x.teamId - y.teamId,
  );
  list.forEach((row, i) => {
    row.rank = i + 1;
  });
  return list;
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
