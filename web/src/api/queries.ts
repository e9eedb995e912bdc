import type { Locale } from '@pitchside/shared';
import { keepPreviousData, QueryClient, queryOptions } from '@tanstack/react-query';
import { queryCall } from './queryCall';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: true },
    },
  });
}

/**
 * The `meta` of a query the browser asks for once a page has arrived, by design, rather than the server
 * drawing it with the page: its call hangs on another answer (the collection's match, the odds chart's
 * bookmakers), or it shows what readers wrote (comments, which a page shared for a second would show
 * stale). Every other query a page reads is named by its route entry (hydration.test.tsx holds them to it).
 */
export const ASKED_ON_ARRIVAL = { askedOnArrival: true } as const;

/** Names in the answers come in the request's language, so the locale is part of every key. */
export const initConfigQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['initconfig', locale],
    queryFn: (context) => queryCall(context, 'GET /vdapi/config/initconfig', {}),
    staleTime: 10 * 60_000,
    // Switching language keeps the header and footer in place until the new texts arrive.
    placeholderData: keepPreviousData,
  });

export const indexHotQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['index-hot', locale],
    queryFn: (context) => queryCall(context, 'GET /vdapi/config/v2/index/hot', {}),
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
