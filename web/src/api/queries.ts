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
