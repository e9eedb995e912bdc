import { type Locale, liveTopic, SPORT_CODES, type Sport } from '@pitchside/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { queryCall } from '../../api/queryCall';

/**
 * The live list over REST, for when its topic has no state: a page the browser draws alone (a page
 * reached in the browser, the offline shell), the home page until its deferred socket is in, a socket
 * that is away, and a server render whose gateway holds no state of the topic. `meta.topic` names the
 * topic whose state replaces it (app/pages.ts leaves it out where that state is held).
 */
export const liveListQuery = (sport: Sport, locale: Locale) =>
  queryOptions({
    queryKey: ['live-list', sport, locale],
    queryFn: (context) =>
      queryCall(context, 'GET /vdapi/match/v1/live', { query: { sport: SPORT_CODES[sport] } }),
    placeholderData: keepPreviousData,
    meta: { topic: liveTopic(sport, locale) },
  });

export const indexFootballQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['index-football', locale],
    queryFn: (context) => queryCall(context, 'GET /vdapi/config/v2/index/football', {}),
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
