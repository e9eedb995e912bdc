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

/** The competition's table by its rules (the rows a team's page shows too) and its knockout bracket. */
export const leagueTableQuery = (locale: Locale, leagueId: number) =>
  queryOptions({
    queryKey: ['special', 'table', locale, leagueId],
    queryFn: ({ signal }) => apiCall('GET /vdapi/match/v1/league/table', { query: { leagueId } }, signal),
    refetchInterval: 60_000,
  });

/** Top scorers and assists over REST: the first paint, and while the socket has no state. */
export const leagueScorersQuery = (locale: Locale, leagueId: number) =>
  queryOptions({
    queryKey: ['special', 'scorers', locale, leagueId],
    queryFn: ({ signal }) => apiCall('GET /vdapi/match/v1/league/scorers', { query: { leagueId } }, signal),
  });
