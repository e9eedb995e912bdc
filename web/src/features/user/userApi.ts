import type { Locale, MatchSummary } from '@pitchside/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';

/** The signed-in user's profile; keyed by token so another account never sees it. */
export const profileQuery = (token: string) =>
  queryOptions({
    queryKey: ['user', 'profile', token],
    queryFn: ({ signal }) => apiCall('GET /userapi/getUser', {}, signal),
    staleTime: 60_000,
  });

/** Register time as a date in the reader's language and zone; '' when unreadable. */
export function registerDate(iso: string, locale: Locale): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return '';
  const intl = locale === 'cn' ? 'zh-CN' : locale === 'vi' ? 'vi-VN' : 'en-GB';
  return new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeStyle: 'short' }).format(time);
}

/** The letter shown in place of a missing avatar. */
export function avatarInitial(nickName: string, email: string): string {
  const source = nickName.trim() || email.trim();
  return source ? (Array.from(source)[0] ?? '?').toUpperCase() : '?';
}

const ENDED = new Set<number>([-1, -10, -12]);

/**
 * The feed's matches still to come or in play: the followed teams' first (in the origin's order: in play,
 * then soonest), then the favourites, soonest first; each match once.
 */
export function feedMatches(
  followed: readonly MatchSummary[],
  favourites: readonly MatchSummary[],
): MatchSummary[] {
  const coming = (list: readonly MatchSummary[]) => list.filter((match) => !ENDED.has(match.status));
  const first = coming(followed);
  const shown = new Set(first.map((match) => match.id));
  const rest = coming(favourites)
    .filter((match) => !shown.has(match.id))
    .sort((a, b) => a.startTime - b.startTime);
  return [...first, ...rest];
}
