// The schedule and the results of one of the reader's days: the queries of the API days it spans. The
// /matches day pages read them, the day's football board (live/TodayBoard) too, and the route table
// prefetches the very same ones (app/pages.ts). Names come in the request's language, so the locale is
// part of every key (as in api/queries.ts).
import { API_TIMEZONE, type Locale, type SportCode } from '@pitchside/shared';
import { queryOptions } from '@tanstack/react-query';
import { queryCall } from '../../api/queryCall';
import { apiDates, type StripDay } from './dateStrip';

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
