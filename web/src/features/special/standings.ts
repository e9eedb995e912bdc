import type { LeagueTable, MatchSummary } from '@pitchside/shared';

export type StandingRow = LeagueTable['table'][number];

const FINISHED = new Set<number>([-1, -12]);

/** A league's window split for its page: fixtures (kick-off order) and results (newest first). */
export function splitLeagueMatches(matches: readonly MatchSummary[]) {
  const fixtures = matches.filter((m) => !FINISHED.has(m.status)).sort((a, b) => a.startTime - b.startTime);
  const results = matches.filter((m) => FINISHED.has(m.status)).sort((a, b) => b.startTime - a.startTime);
  return { fixtures, results };
}
