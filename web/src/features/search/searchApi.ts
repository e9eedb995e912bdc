import type { Locale } from '@pitchside/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryCall } from '../../api/queryCall';

/** The API takes up to 50 characters of search text. */
export const SEARCH_MAX_LENGTH = 50;

/** The text sent: trimmed, inner runs of spaces made one, cut to the API's limit. */
export function searchText(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH);
}

export const searchQuery = (locale: Locale, q: string, token: string) =>
  queryOptions({
    queryKey: ['search', 'answer', locale, q, token],
    queryFn: (context) => queryCall(context, 'GET /vdapi/search', { query: { q, limit: 20 } }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });

/** The search config: hot words (and suggestions for a text) shown before anything is searched. */
export const searchSuggestionsQuery = (locale: Locale, q = '') =>
  queryOptions({
    queryKey: ['search', 'suggestions', locale, q],
    queryFn: (context) =>
      queryCall(context, 'GET /vdapi/config/v2/index/search', { query: q ? { q } : undefined }),
    staleTime: 5 * 60_000,
  });
