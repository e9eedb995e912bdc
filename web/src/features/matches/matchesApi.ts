import type { Locale, SportCode } from '@pitchside/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';

/** Names come in the request's language, so the locale is part of every key (as in api/queries.ts). */
/** One API day (YYYY-MM-DD at the `x-timezone` zone) of the schedule: matches not finished. */
export const scheduleQuery = (
  locale: Locale,
  sport: SportCode,
  date: string,
  token: string,
  leagueId?: number,
) =>
  queryOptions({
    // The token keys the answer too: `hasColect` follows the signed-in user.
    queryKey: ['matches', 'schedule', locale, sport, date, leagueId ?? 0, token],
    queryFn: ({ signal }) =>
      apiCall('GET /vdapi/match/v1/schedule', { query: { sport, date, leagueId, pageSize: 100 } }, signal),
    refetchInterval: 60_000,
  });

/** One API day of results: the finished matches. */
export const resultQuery = (locale: Locale, sport: SportCode, date: string, token: string) =>
  queryOptions({
    queryKey: ['matches', 'result', locale, sport, date, token],
    queryFn: ({ signal }) =>
      apiCall('GET /vdapi/match/v1/result', { query: { sport, date, pageSize: 100 } }, signal),
  });

export const indexFootballQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['matches', 'index-football', locale],
    queryFn: ({ signal }) => apiCall('GET /vdapi/config/v2/index/football', {}, signal),
    refetchInterval: 60_000,
  });

export const hotLeaguesQuery = (locale: Locale, sport: SportCode = 1) =>
  queryOptions({
    queryKey: ['matches', 'hot-league', locale, sport],
    queryFn: ({ signal }) => apiCall('GET /vdapi/match/v1/hot/league', { query: { sport } }, signal),
    refetchInterval: 60_000,
  });

export const anchorsQuery = (locale: Locale, page: number) =>
  queryOptions({
    queryKey: ['matches', 'anchors', locale, page],
    queryFn: ({ signal }) => apiCall('GET /vdapi/anchor/list', { query: { page, pageSize: 24 } }, signal),
    placeholderData: keepPreviousData,
  });

/** The signed-in user's favourites; the token is part of the key so another user never sees them. */
export const favListQuery = (locale: Locale, token: string, page = 1) =>
  queryOptions({
    queryKey: ['matches', 'favourites', locale, token, page],
    queryFn: ({ signal }) => apiCall('GET /vdapi/user/favList', { query: { page, pageSize: 50 } }, signal),
    // Stars are toggled on cards anywhere (the live feature's favourite store): read again on every visit.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
