import {
  type FavList,
  type IndexFootball,
  type Locale,
  type MatchList,
  type MatchPage,
  SPORT_CODES,
  type Sport,
} from '@pitchside/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';

/** The live list over REST: the first paint, and the fallback while the socket is away. */
export const liveListQuery = (sport: Sport, locale: Locale) =>
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

export const resultsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['results-today', locale],
    queryFn: ({ signal }) =>
      apiGet<MatchPage>('/vdapi/match/v1/result', { sport: 1, date: 0, pageSize: 100 }, signal),
    placeholderData: keepPreviousData,
  });

export const favouritesQuery = (locale: Locale, user: number) =>
  queryOptions({
    queryKey: ['fav-list', locale, user],
    queryFn: ({ signal }) => apiGet<FavList>('/vdapi/user/favList', { pageSize: 100 }, signal),
  });
