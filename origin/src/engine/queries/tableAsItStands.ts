// A competition's tables: the final one from its finished matches (engine.standings), and the one as it
// stands, which the league table call, the team page and the table topic serve.

import { roundPhase } from '../season/rounds';
import { resultOf, table } from '../season/standings';
import type { League, Match, StandingRow, TableAsItStands } from '../types';
import { type EngineState, inPlay, matchesOf } from './state';

/** A competition's matches that count for its table (a cup: its league phase only). */
export function tableMatchesOf(state: EngineState, league: League): Match[] {
  return matchesOf(state, league.sport).filter(
    (m) => m.leagueId === league.id && roundPhase(league, m) === 'league',
  );
}

/** A competition's table from its finished matches (a cup: its league phase only). */
export function standingsOf(state: EngineState, leagueId: number): StandingRow[] {
  const league = state.world.leagues.get(leagueId);
  if (!league) return [];
  const played = tableMatchesOf(state, league).filter((m) => m.status === -1);
  if (league.kind === 'cup' && played.length === 0) return [];
  return table(league, played.map(resultOf), state.rulesOf.get(leagueId));
}

/**
 * The table as it would be if play ended now: the finished matches and those in play at
 * their score now, ranked by the same rules as the final table, each row with its place in the table of
 * the finished matches alone (before the matches in play began) and its match in play. With no match
 * in play it is the final table itself.
 */
export function tableAsItStandsOf(state: EngineState, leagueId: number): TableAsItStands {
  const league = state.world.leagues.get(leagueId);
  if (!league) return { live: false, rows: [] };
  const counted = tableMatchesOf(state, league);
  const finished = counted.filter((m) => m.status === -1);
  const playing = counted.filter(inPlay);
  const rules = state.rulesOf.get(leagueId);
  if (playing.length === 0) {
    const rows = standingsOf(state, leagueId);
    return { live: false, rows: rows.map((row) => ({ ...row, previousRank: null, liveMatchId: null })) };
  }
  const before = finished.length === 0 ? [] : table(league, finished.map(resultOf), rules);
  const placeBefore = new Map(before.map((row) => [row.teamId, row.rank]));
  const liveMatchOf = new Map<number, number>();
  for (const m of playing) {
    liveMatchOf.set(m.homeTeamId, m.id);
    liveMatchOf.set(m.awayTeamId, m.id);
  }
  const now = table(league, [...finished, ...playing].map(resultOf), rules);
  return {
    live: true,
    rows: now.map((row) => ({
      ...row,
      previousRank: placeBefore.get(row.teamId) ?? null,
      liveMatchId: liveMatchOf.get(row.teamId) ?? null,
    })),
  };
}
