import type { FavList, IndexFootball, Locale, MatchList, MatchPage } from '@pitchside/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import type { LiveSportName } from './liveTopics';
import { SPORT_CODES } from './liveTopics';

/** The live list over REST: the first paint, and the fallback while the socket is away. */
export const liveListQuery = (sport: LiveSportName, locale: Locale) =>
  queryOptions({
    queryKey: ['live-list', sport, locale],
    queryFn: ({ signal }) => apiGet<MatchList>('/vdapi/match/v1/live', { sport: SPORT_CODES[sport] }, signal),
    placeholderData: keepPreviousData,
  });

export const indexFootballQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['index-football', locale],
    queryFn: ({ signal }) => apiGet<IndexFootball>('/vdapi/config/v2/index/football', undefined, signal),
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
      const today = await apiGet<MatchPage>(
        '/vdapi/match/v1/result',
        { sport: 1, date: 0, pageSize: 100 },
        signal,
      );
      if (today.list.length > 0) return today;
      return apiGet<MatchPage>('/vdapi/match/v1/result', { sport: 1, date: -1, pageSize: 100 }, signal);
    },
    placeholderData: keepPreviousData,
  });

export const favouritesQuery = (locale: Locale, user: number) =>
  queryOptions({
    queryKey: ['fav-list', locale, user],
    queryFn: ({ signal }) => apiGet<FavList>('/vdapi/user/favList', { pageSize: 100 }, signal),
  });
