// The answers of the day's football board and the next kick-off, built once: the board's components
// read these options and the route table (app/pages.ts) prefetches the very same ones, so the server
// draws the board in the page's first HTML and the browser does not ask again on arrival.
import { type Locale, SPORT_CODES, type Sport } from '@pitchside/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryCall } from '../../api/queryCall';
import { nextDays, zoneOffsetOf } from '../days/dateStrip';
import { resultDayQueries, scheduleDayQueries } from '../days/dayQueries';

/** The last results and the next kick-offs of a sport, whatever their day (GET /vdapi/match/v1/recent). */
export const recentQuery = (locale: Locale, sport: Sport) =>
  queryOptions({
    queryKey: ['recent', locale, sport],
    queryFn: (context) =>
      queryCall(context, 'GET /vdapi/match/v1/recent', { query: { sport: SPORT_CODES[sport], limit: 10 } }),
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });

/** The reader's today, at an instant in a zone (undefined: the browser's own). */
export const todayOf = (now: number, timeZone: string | undefined) =>
  nextDays(now, 1, zoneOffsetOf(timeZone))[0];

/**
 * Today's football, to come and played: the schedule and the results of the API days the reader's day
 * spans, as a reader not signed in (the board pins favourites from the reader's own list, so the
 * answers are the same for everyone and the server's draw is the browser's).
 */
export function todayQueries(locale: Locale, now: number, timeZone: string | undefined) {
  const day = todayOf(now, timeZone);
  if (!day) return { schedule: [], results: [] };
  return { schedule: scheduleDayQueries(locale, 1, day, ''), results: resultDayQueries(locale, 1, day, '') };
}
