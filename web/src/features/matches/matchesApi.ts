import type { Locale, SportCode } from '@pitchside/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { queryCall } from '../../api/queryCall';

/** The sport of `?sport=`: football unless basketball (2) or esports (3). */
export function parseSport(raw: string | null): SportCode {
  const sport = Number(raw);
  return sport === 2 || sport === 3 ? sport : 1;
}

/** The league of `?league=` on the football schedule, or every league. */
export function leagueOf(search: URLSearchParams): number | undefined {
  return Number(search.get('league')) || undefined;
}

// Names come in the request's language, so the locale is part of every key (as in api/queries.ts).

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
    // Rooms go on and off the air and their audiences move: an open list is read again.
    refetchInterval: 30_000,
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
