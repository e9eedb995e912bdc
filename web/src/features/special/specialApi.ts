import type { Locale } from '@pitchside/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';

/** One league's matches over the whole window (a week back, a week ahead). */
export const leagueScheduleQuery = (locale: Locale, leagueId: number, token: string) =>
  queryOptions({
    queryKey: ['special', 'league', locale, leagueId, token],
    queryFn: ({ signal }) =>
      apiCall('GET /vdapi/match/v1/league/schedule', { query: { leagueId, pageSize: 100 } }, signal),
    refetchInterval: 60_000,
  });

export const matchIntelQuery = (locale: Locale, matchId: number) =>
  queryOptions({
    queryKey: ['special', 'intel', locale, matchId],
    queryFn: ({ signal }) => apiCall('GET /vdapi/detail/v1/intel/:id', { params: { id: matchId } }, signal),
    staleTime: 5 * 60_000,
  });
