import { type Locale, SPORT_CODES, type Sport } from '@pitchside/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';

/** The live list over REST: the first paint, and the fallback while the socket is away. */
export const liveListQuery = (sport: Sport, locale: Locale) =>
  queryOptions({
    queryKey: ['live-list', sport, locale],
    queryFn: ({ signal }) =>
      apiCall('GET /vdapi/match/v1/live', { query: { sport: SPORT_CODES[sport] } }, signal),
    placeholderData: keepPreviousData,
  });

export const indexFootballQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['index-football', locale],
    queryFn: ({ signal }) => apiCall('GET /vdapi/config/v2/index/football', {}, signal),
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });

/**
 * The home page's results: today's, or yesterday's while today has none yet (football keeps the real
 * schedule, so just after midnight nothing has finished today).
 */
export const resultsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['results-latest', locale],
    queryFn: async ({ signal }) => {
      const call = 'GET /vdapi/match/v1/result';
      const today = await apiCall(call, { query: { sport: 1, date: '0', pageSize: 100 } }, signal);
      if (today.list.length > 0) return today;
      return apiCall(call, { query: { sport: 1, date: '-1', pageSize: 100 } }, signal);
    },
    placeholderData: keepPreviousData,
  });

export const favouritesQuery = (locale: Locale, user: number) =>
  queryOptions({
    queryKey: ['fav-list', locale, user],
    queryFn: ({ signal }) => apiCall('GET /vdapi/user/favList', { query: { pageSize: 100 } }, signal),
  });
