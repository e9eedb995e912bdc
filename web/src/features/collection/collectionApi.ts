import type { Locale, VideoComment } from '@pitchside/shared';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { ASKED_ON_ARRIVAL } from '../../api/queries';
import { queryCall } from '../../api/queryCall';

/** Comments come a page at a time, newest first. */
export const COMMENT_PAGE_SIZE = 20;

export const channelTagsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['collection', 'tags', locale],
    queryFn: (context) => queryCall(context, 'GET /vdapi/videoChannelTag/list', {}),
    staleTime: 10 * 60_000,
  });

export const collectionsQuery = (locale: Locale, tagId: number | undefined, page: number) =>
  queryOptions({
    queryKey: ['collection', 'list', locale, tagId ?? 0, page],
    queryFn: (context) =>
      queryCall(context, 'GET /vdapi/videoCollection/list', { query: { tagId, page, pageSize: 12 } }),
    placeholderData: keepPreviousData,
  });

/**
 * A highlight collection; the route table's subject of /matches/detail/{id}, which the server draws as
 * a reader not signed in (app/pages.ts).
 */
export const collectionDetailQuery = (locale: Locale, id: number, token: string) =>
  queryOptions({
    queryKey: ['collection', 'detail', locale, id, token],
    queryFn: (context) => queryCall(context, 'GET /vdapi/videoCollection/detail/:id', { params: { id } }),
  });

export const commentsQuery = (videoId: number) =>
  infiniteQueryOptions({
    queryKey: ['collection', 'comments', videoId],
    queryFn: ({ signal, pageParam }) =>
      apiCall(
        'GET /vdapi/videoComment/videoCommentList',
        { query: { videoId, page: pageParam, pageSize: COMMENT_PAGE_SIZE } },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    meta: ASKED_ON_ARRIVAL,
  });

export function postComment(videoId: number, content: string): Promise<VideoComment> {
  return apiCall('POST /vdapi/videoComment/commentVideo', { body: { videoId, content } });
}

/** "3:05" from seconds. */
export function clipLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The viewer started the collection's video: one view per device within the window (docs/API.md). */
export function recordPlay(videoId: number) {
  return apiCall('POST /vdapi/videoCollection/play', { body: { videoId } });
}

/**
 * A collection's views written for the reader, or null before its first play: a count is real plays
 * (docs/API.md, POST /vdapi/videoCollection/play) and none is shown where there are none.
 */
export function viewsLabel(views: number, language: string): string | null {
  if (views <= 0) return null;
  return new Intl.NumberFormat(language === 'cn' ? 'zh-CN' : language).format(views);
}
