import type {
  Locale,
  VideoChannelTagList,
  VideoCollectionDetail,
  VideoCollectionPage,
  VideoComment,
  VideoCommentPage,
} from '@pitchside/shared';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../api/client';

/** Comments come a page at a time, newest first. */
export const COMMENT_PAGE_SIZE = 20;

export const channelTagsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['collection', 'tags', locale],
    queryFn: ({ signal }) => apiGet<VideoChannelTagList>('/vdapi/videoChannelTag/list', undefined, signal),
    staleTime: 10 * 60_000,
  });

export const collectionsQuery = (locale: Locale, tagId: number | undefined, page: number) =>
  queryOptions({
    queryKey: ['collection', 'list', locale, tagId ?? 0, page],
    queryFn: ({ signal }) =>
      apiGet<VideoCollectionPage>('/vdapi/videoCollection/list', { tagId, page, pageSize: 12 }, signal),
    placeholderData: keepPreviousData,
  });

export const collectionDetailQuery = (locale: Locale, id: number, token: string) =>
  queryOptions({
    queryKey: ['collection', 'detail', locale, id, token],
    queryFn: ({ signal }) =>
      apiGet<VideoCollectionDetail>(`/vdapi/videoCollection/detail/${id}`, undefined, signal),
  });

export const commentsQuery = (videoId: number) =>
  infiniteQueryOptions({
    queryKey: ['collection', 'comments', videoId],
    queryFn: ({ signal, pageParam }) =>
      apiGet<VideoCommentPage>(
        '/vdapi/videoComment/videoCommentList',
        { videoId, page: pageParam, pageSize: COMMENT_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export function postComment(videoId: number, content: string): Promise<VideoComment> {
  return apiPost<VideoComment>('/vdapi/videoComment/commentVideo', { videoId, content });
}

/** "3:05" from seconds. */
export function clipLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
