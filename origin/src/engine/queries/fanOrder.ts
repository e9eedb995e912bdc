// The order of every list a fan reads, written once: what is in play first, then what comes
// next (the soonest first), then what is over (the newest first). Search, a team's matches, a league's
// rounds and the hot lists all sort by these, so no list puts a February fixture above tonight's match.
import { isLiveStatus } from '@pitchside/shared';
import type { Match } from '../types';

/**
 * Where a match stands for a fan: in play (or interrupted), to come (postponed included, unless it is never
 * played again), or over.
 */
export type FanPhase = 'live' | 'next' | 'over';

export function fanPhase(m: Pick<Match, 'status' | 'neverReplayed'>): FanPhase {
  if (isLiveStatus(m.status) || m.status === -13) return 'live';
  if (m.status === -14 && m.neverReplayed) return 'over';
  if (m.status === 0 || m.status === -11 || m.status === -14) return 'next';
  return 'over';
}

const PHASE_RANK: Record<FanPhase, number> = { live: 0, next: 1, over: 2 };

type Timed = Pick<Match, 'status' | 'startTime' | 'id' | 'neverReplayed'>;

/** Kick-off order: the soonest first (equal kick-offs by id, so the order never flickers). */
export const soonestFirst = (a: Timed, b: Timed) => a.startTime - b.startTime || a.id - b.id;
/** The newest kick-off first. */
export const newestFirst = (a: Timed, b: Timed) => soonestFirst(b, a);

/** In play (kick-off order), then to come (the soonest first, postponed last), then over (the newest first). */
export function fanOrder(a: Timed, b: Timed): number {
  const pa = fanPhase(a);
  const pb = fanPhase(b);
  if (pa !== pb) return PHASE_RANK[pa] - PHASE_RANK[pb];
  if (pa === 'over') return newestFirst(a, b);
  // A postponed match has no date yet: after the dated ones.
  const pp = Number(a.status === -14) - Number(b.status === -14);
  return pp || soonestFirst(a, b);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/**
 * A season's rounds as the results and the fixtures list them, by the matches each list holds of them:
 * results the newest round first, fixtures the next round first. A round is placed by the median kick-off
 * of those matches, so one match played weeks early (Matchday 31's rearranged fixture) sits with the
 * results of its weeks, not above the matchday just played.
 */
export function roundsInFanOrder<R extends { matches: readonly Timed[] }>(
  rounds: readonly R[],
  part: 'results' | 'fixtures',
): R[] {
  const at = new Map(rounds.map((r) => [r, median(r.matches.map((m) => m.startTime))]));
  const when = (r: R) => at.get(r) ?? 0;
  return [...rounds].sort((a, b) => (part === 'results' ? when(b) - when(a) : when(a) - when(b)));
}

/** The last `limit` finished matches, the newest first: what a page with nothing in play reports. */
export function lastResults<M extends Timed>(matches: readonly M[], limit: number): M[] {
  return matches
    .filter((m) => m.status === -1)
    .sort(newestFirst)
    .slice(0, limit);
}

/**
 * The next `limit` matches to kick off at or after `at`, the soonest first: dated ones only (a postponed
 * match has no kick-off to count down to).
 */
export function nextKickOffs<M extends Timed>(matches: readonly M[], at: number, limit: number): M[] {
  return matches
    .filter((m) => m.status === 0 && m.startTime >= at)
    .sort(soonestFirst)
    .slice(0, limit);
}
