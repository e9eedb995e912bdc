import { type Locale, tableTopic } from '@pitchside/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { queryCall } from '../../api/queryCall';

/** Rounds per page of a league's results or fixtures: about twenty match cards on a phone. */
export const ROUNDS_PER_PAGE = 2;

/**
 * A competition's own table as it stands (a cup: its league phase) and its knockout bracket, over REST
 * until `meta.topic`, the table's topic, has a state (useLeagueTable).
 */
export const leagueTableQuery = (locale: Locale, leagueId: number) =>
  queryOptions({
    queryKey: ['special', 'table', locale, leagueId],
    queryFn: (context) => queryCall(context, 'GET /vdapi/match/v1/league/table', { query: { leagueId } }),
    refetchInterval: 60_000,
    meta: { topic: tableTopic(leagueId, locale) },
  });

/** Top scorers and assists over REST: the first paint, and while the socket has no state. */
export const leagueScorersQuery = (locale: Locale, leagueId: number) =>
  queryOptions({
    queryKey: ['special', 'scorers', locale, leagueId],
    queryFn: ({ signal }) => apiCall('GET /vdapi/match/v1/league/scorers', { query: { leagueId } }, signal),
  });

/** The season by rounds: results newest round first, or fixtures next round first, a page of rounds at a time. */
export const leagueRoundsQuery = (
  locale: Locale,
  leagueId: number,
  part: 'results' | 'fixtures',
  token: string,
) =>
  infiniteQueryOptions({
    queryKey: ['special', 'rounds', locale, leagueId, part, token],
    queryFn: (context) =>
      queryCall(context, 'GET /vdapi/match/v1/league/rounds', {
        query: { leagueId, part, page: context.pageParam, pageSize: ROUNDS_PER_PAGE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    refetchInterval: 60_000,
  });
