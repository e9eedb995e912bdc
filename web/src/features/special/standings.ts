import type { MatchIntel, MatchSummary } from '@pitchside/shared';

export type StandingRow = NonNullable<MatchIntel['homeStanding']>;

/**
 * The league table is read from the match intel answers (each carries both teams' table rows): the
 * fewest matches whose teams cover every team of the league's window, latest first (freshest rows).
 */
export function standingSources(matches: readonly MatchSummary[], limit = 16): number[] {
  const covered = new Set<number>();
  const picked: number[] = [];
  const latestFirst = [...matches].sort((a, b) => b.startTime - a.startTime);
  for (const match of latestFirst) {
    if (picked.length >= limit) break;
    if (covered.has(match.homeId) && covered.has(match.awayId)) continue;
    covered.add(match.homeId);
    covered.add(match.awayId);
    picked.push(match.id);
  }
  return picked;
}

/** One row per team, by rank (then points): the first answer that names a team wins. */
export function mergeStandings(intels: readonly (MatchIntel | undefined)[]): StandingRow[] {
  const rows = new Map<number, StandingRow>();
  for (const intel of intels) {
    for (const row of [intel?.homeStanding, intel?.awayStanding]) {
      if (row && !rows.has(row.teamId)) rows.set(row.teamId, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.rank - b.rank || b.points - a.points);
}

const FINISHED = new Set<number>([-1, -12]);

/** A league's window split for its page: fixtures (kick-off order) and results (newest first). */
export function splitLeagueMatches(matches: readonly MatchSummary[]) {
  const fixtures = matches.filter((m) => !FINISHED.has(m.status)).sort((a, b) => a.startTime - b.startTime);
  const results = matches.filter((m) => FINISHED.has(m.status)).sort((a, b) => b.startTime - a.startTime);
  return { fixtures, results };
}
