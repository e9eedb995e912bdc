import { API_TIMEZONE, type Locale, type SportCode } from '@pitchside/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { queryCall } from '../../api/queryCall';
import { apiDates, type StripDay } from './dateStrip';

/** The sport of `?sport=`: football unless basketball (2) or esports (3). */
export function parseSport(raw: string | null): SportCode {
  const sport = Number(raw);
  return sport === 2 || sport === 3 ? sport : 1;
}

/** The league of `?league=` on the football schedule, or every league. */
export function leagueOf(search: URLSearchParams): number | undefined {
  return Number(search.get('league')) || undefined;
}

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
    queryFn: (context) =>
      queryCall(context, 'GET /vdapi/match/v1/schedule', { query: { sport, date, leagueId, pageSize: 100 } }),
    refetchInterval: 60_000,
  });

/** One API day of results: the finished matches. */
export const resultQuery = (locale: Locale, sport: SportCode, date: string, token: string) =>
  queryOptions({
    queryKey: ['matches', 'result', locale, sport, date, token],
    queryFn: (context) =>
      queryCall(context, 'GET /vdapi/match/v1/result', { query: { sport, date, pageSize: 100 } }),
  });

/**
 * The queries of a visitor's day of schedules or results: one per API day it spans (the API counts
 * days at UTC+8, PRODUCT §7, so a day elsewhere is one or two of them). The day view reads these, and
 * the route table prefetches them for the day the request names (app/pages.ts).
 */
export function dayMatchesQueries(
  kind: 'schedule' | 'result',
  locale: Locale,
  sport: SportCode,
  day: StripDay,
  token: string,
  leagueId?: number,
) {
  const queries: (ReturnType<typeof scheduleQuery> | ReturnType<typeof resultQuery>)[] =
    kind === 'schedule'
      ? scheduleDayQueries(locale, sport, day, token, leagueId)
      : resultDayQueries(locale, sport, day, token);
  return queries;
}

export const scheduleDayQueries = (
  locale: Locale,
  sport: SportCode,
  day: StripDay,
  token: string,
  leagueId?: number,
) => apiDates(day, Number(API_TIMEZONE)).map((date) => scheduleQuery(locale, sport, date, token, leagueId));

export const resultDayQueries = (locale: Locale, sport: SportCode, day: StripDay, token: string) =>
  apiDates(day, Number(API_TIMEZONE)).map((date) => resultQuery(locale, sport, date, token));

/** The leagues with most interest now; the token keys the answer (its matches' favourite marks). */
export const hotLeaguesQuery = (locale: Locale, token: string, sport: SportCode = 1) =>
  queryOptions({
    queryKey: ['matches', 'hot-league', locale, sport, token],
    queryFn: (context) => queryCall(context, 'GET /vdapi/match/v1/hot/league', { query: { sport } }),
    refetchInterval: 60_000,
  });

export const anchorsQuery = (locale: Locale, page: number) =>
  queryOptions({
    queryKey: ['matches', 'anchors', locale, page],
    queryFn: (context) => queryCall(context, 'GET /vdapi/anchor/list', { query: { page, pageSize: 24 } }),
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
