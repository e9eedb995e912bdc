/**
 * Live and on-demand HLS (RFC 8216) under /vdapi/hls: every live match with a stream and
 * every streamer room plays a live sliding-window stream, highlight clips play as VOD. The
 * playlists are written per request from the clock; the segments are fixtures held in memory.
 *
 * Players (hls.js, Safari) fetch these URLs themselves and cannot add the signed headers of
 * PRODUCT.md §7, so every route here is marked `signed: false` in its config.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Static, Type } from 'typebox';
import { ApiError, CODES } from '../http/envelope';
import { loadSegmentLibrary, type QualityLevel, type SegmentLibrary } from './fixtures';
import {
  clipWindow,
  DEFAULT_LIVE_WINDOW,
  liveWindow,
  type MediaWindow,
  masterPlaylist,
  mediaPlaylist,
  targetDurationSeconds,
} from './playlist';

export { clipMasterPath, liveMasterPath } from './urls';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route is fetched by a media element or player, which cannot send the signed
     * headers, so the signature check skips it. Absent means signed.
     */
    signed?: boolean;
  }
}

type Maybe<T> = T | Promise<T>;

export interface VideoOptions {
  /** The clock, ms since epoch; tests move it to watch a live playlist advance. */
  now?: () => number;
  /** The segments to serve; the committed fixtures when absent. */
  segments?: SegmentLibrary;
  /** Segments per live playlist. */
  windowSize?: number;
  /** Whether a live stream id is on air now; every well-formed id is, when absent. */
  streamExists?: (streamId: string) => Maybe<boolean>;
  /**
   * When the stream went live (ms since epoch); must give the same instant on every call.
   * When absent or unknown, LIVE_EPOCH: playlists then do not depend on when the origin started,
   * so a restart does not send a player's media sequence back.
   */
  streamStartedAt?: (streamId: string) => Maybe<number | undefined>;
  /** Whether a clip id exists; every well-formed id does, when absent. */
  clipExists?: (clipId: string) => Maybe<boolean>;
  /** The clip's length in seconds, so the video lasts what the list says; 8-20 s when unknown. */
  clipDurationSeconds?: (clipId: string) => Maybe<number | undefined>;
}

const TAGS = ['video'];
/** Default start of every live stream. */
export const LIVE_EPOCH = Date.UTC(2026, 0, 1);
const M3U8 = 'application/vnd.apple.mpegurl';
const MPEG_TS = 'video/mp2t';
/** A live media playlist changes every segment: always ask again. */
const LIVE_PLAYLIST_CACHE = 'no-cache';
/** Master and clip playlists only change if the stream or clip goes away. */
const STABLE_PLAYLIST_CACHE = 'public, max-age=60';
/** A segment URL always names the same bytes. */
const SEGMENT_CACHE = 'public, max-age=31536000, immutable';

/** Ids the engine hands out for streams and clips (decimal ids included). */
const MediaId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });
const QualityId = Type.String({ pattern: '^[0-9]{3,4}p$' });

const LiveParams = Type.Object({ streamId: MediaId });
const LiveLevelParams = Type.Object({ streamId: MediaId, quality: QualityId });
const ClipParams = Type.Object({ clipId: MediaId });
const ClipLevelParams = Type.Object({ clipId: MediaId, quality: QualityId });
const SegmentParams = Type.Object({
  quality: QualityId,
  segment: Type.String({ pattern: '^(0|[1-9][0-9]{0,5})\\.ts$' }),
});

function notFound(request: FastifyRequest): ApiError {
  return new ApiError(CODES.notFound, 'notFound', { path: request.url.split('?')[0] ?? '/' });
}

function playlist(reply: FastifyReply, text: string, cacheControl: string): string {
  reply
    .header('content-type', M3U8)
    .header('cache-control', cacheControl)
    .header('access-control-allow-origin', '*');
  return text;
}

async function video(fastify: FastifyInstance, options: VideoOptions) {
  const now = options.now ?? Date.now;
  const library = options.segments ?? (await loadSegmentLibrary());
  const windowSize = options.windowSize ?? DEFAULT_LIVE_WINDOW;
  const targetDuration = targetDurationSeconds(library.segmentDurationsMs);
  const master = masterPlaylist(library.qualities);
  const streamExists = options.streamExists ?? (() => true);
  const clipExists = options.clipExists ?? (() => true);

  function level(request: FastifyRequest, qualityId: string): QualityLevel {
    const found = library.qualities.find((quality) => quality.id === qualityId);
    if (!found) throw notFound(request);
    return found;
  }

  async function liveStream(request: FastifyRequest, streamId: string): Promise<void> {
    if (!(await streamExists(streamId))) throw notFound(request);
  }

  async function clip(request: FastifyRequest, clipId: string): Promise<void> {
    if (!(await clipExists(clipId))) throw notFound(request);
  }

  function render(window: MediaWindow, qualityId: string, kind: 'live' | 'vod'): string {
    return mediaPlaylist({ window, qualityId, targetDurationSeconds: targetDuration, kind });
  }

  const config = { signed: false };

  fastify.get<{ Params: Static<typeof LiveParams> }>(
    '/vdapi/hls/live/:streamId/master.m3u8',
    { config, schema: { tags: TAGS, summary: 'Live master playlist (quality levels)', params: LiveParams } },
    async (request, reply) => {
      await liveStream(request, request.params.streamId);
      return playlist(reply, master, STABLE_PLAYLIST_CACHE);
    },
  );

  fastify.get<{ Params: Static<typeof LiveLevelParams> }>(
    '/vdapi/hls/live/:streamId/:quality/index.m3u8',
    {
      config,
      schema: { tags: TAGS, summary: 'Live media playlist (sliding window)', params: LiveLevelParams },
    },
    async (request, reply) => {
      const { streamId, quality } = request.params;
      const { id } = level(request, quality);
      await liveStream(request, streamId);
      const startedAt = (await options.streamStartedAt?.(streamId)) ?? LIVE_EPOCH;
      const window = liveWindow({
        streamId,
        startedAt,
        now: now(),
        segmentDurationsMs: library.segmentDurationsMs,
        windowSize,
      });
      return playlist(reply, render(window, id, 'live'), LIVE_PLAYLIST_CACHE);
    },
  );

  fastify.get<{ Params: Static<typeof ClipParams> }>(
    '/vdapi/hls/clip/:clipId/master.m3u8',
    { config, schema: { tags: TAGS, summary: 'Clip master playlist', params: ClipParams } },
    async (request, reply) => {
      await clip(request, request.params.clipId);
      return playlist(reply, master, STABLE_PLAYLIST_CACHE);
    },
  );

  fastify.get<{ Params: Static<typeof ClipLevelParams> }>(
    '/vdapi/hls/clip/:clipId/:quality/index.m3u8',
    { config, schema: { tags: TAGS, summary: 'Clip media playlist (VOD)', params: ClipLevelParams } },
    async (request, reply) => {
      const { clipId, quality } = request.params;
      const { id } = level(request, quality);
      await clip(request, clipId);
      const seconds = await options.clipDurationSeconds?.(clipId);
      const window = clipWindow({
        clipId,
        segmentDurationsMs: library.segmentDurationsMs,
        durationMs: seconds === undefined ? undefined : Math.max(0, seconds * 1000),
      });
      return playlist(reply, render(window, id, 'vod'), STABLE_PLAYLIST_CACHE);
    },
  );

  fastify.get<{ Params: Static<typeof SegmentParams> }>(
    '/vdapi/hls/seg/:quality/:segment',
    { config, schema: { tags: TAGS, summary: 'MPEG-TS segment (H.264 + AAC)', params: SegmentParams } },
    async (request, reply) => {
      const { quality, segment } = request.params;
      const bytes = library.segment(quality, Number.parseInt(segment, 10));
      if (!bytes) throw notFound(request);
      reply
        .header('content-type', MPEG_TS)
        .header('cache-control', SEGMENT_CACHE)
        .header('access-control-allow-origin', '*');
      return bytes;
    },
  );
}

/**
 * Routes only, kept encapsulated. Failures are thrown as ApiError and answered in the envelope
 * by the replies plugin, which must be registered first.
 */
export default fp(video, {
  name: 'pitchside-video',
  fastify: '5.x',
  dependencies: ['pitchside-replies'],
  encapsulate: true,
});
