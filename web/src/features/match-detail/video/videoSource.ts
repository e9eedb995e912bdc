import { topicName } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiCall } from '../../../api/client';
import { useLocale } from '../../../i18n/useLocale';
import { type LiveRuntime, useTopic } from '../../live/loadLive';
import { ANCHOR_PARAM, roomIdOf } from '../../matches/anchorWatch';
import { useMatchStreams } from '../detailData';

/** What the video area shows: a stream, an anchor's room, or the live tracker drawn from the events. */
export type Source = { kind: 'feed'; id: string } | { kind: 'anchor'; id: number } | { kind: 'tracker' };

/**
 * The match's streams and anchors, the one the fan chose (else the first stream) and the address it
 * plays: an anchor's comes from their room, read once and then pushed on the room's topic.
 */
export function useVideoSource(
  matchId: number,
  liveAnchors: number | undefined,
  runtime: LiveRuntime | null,
) {
  const locale = useLocale();
  const stream = useMatchStreams(matchId, liveAnchors);
  // An anchor's card leads here with its room chosen (`?anchor=`, anchorWatch.ts): it plays at once.
  const [search] = useSearchParams();
  const [chosen, choose] = useState<Source | null>(() => {
    const anchorId = roomIdOf(search.get(ANCHOR_PARAM));
    return anchorId === null ? null : { kind: 'anchor', id: anchorId };
  });

  const feeds = stream.data?.isLive ? stream.data.sources : [];
  const anchors = stream.data?.anchors ?? [];
  const source: Source | null = chosen ?? (feeds[0] ? { kind: 'feed', id: feeds[0].id } : null);
  const anchorId = source?.kind === 'anchor' ? source.id : null;
  const room = useQuery({
    queryKey: ['anchor-room', anchorId ?? 0, locale],
    queryFn: ({ signal }) => apiCall('GET /vdapi/anchor/room/:id', { params: { id: anchorId ?? 0 } }, signal),
    enabled: anchorId !== null,
  });
  // Watching an anchor's room is holding its topic: the gateway counts the room's viewers by it, and
  // pushes the count on it as it changes.
  const roomTopic = useTopic(
    runtime,
    anchorId !== null ? topicName({ kind: 'room', anchorId: String(anchorId), locale }) : null,
  );
  const watched = roomTopic.state?.anchor;
  const shownAnchors = anchors.map((anchor) =>
    watched && anchor.id === watched.id ? { ...anchor, viewers: watched.viewers } : anchor,
  );
  const feed = source?.kind === 'feed' ? feeds.find((candidate) => candidate.id === source.id) : undefined;
  // An anchor's stream comes and goes with their software: the room's topic pushes each change, so the
  // player says when they are offline and mounts the new stream (a new address) by itself.
  const roomNow = roomTopic.state ?? room.data;
  const anchorOffline = anchorId !== null && roomNow !== undefined && roomNow.hlsUrl === '';
  const src = anchorId !== null ? (roomNow?.hlsUrl ?? '') : (feed?.hlsUrl ?? '');
  return { source, choose, feeds, anchors, shownAnchors, feed, anchorOffline, src };
}

export type VideoSource = ReturnType<typeof useVideoSource>;
