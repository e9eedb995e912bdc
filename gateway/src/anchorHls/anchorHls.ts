// /anchorhls/{room}/{session}/{file}: the anchors' rooms' HLS, from the ingest (ingest/) through
// this gateway's cache (hlsCache.ts). Counts each room's viewers (addresses that read its playlist in the
// last VIEWER_WINDOW_MS) for /metrics. A CDN in front caches the same way: segments for long, playlists for
// under a segment (docs/ARCHITECTURE.md "Anchors' ingest").
import { ANCHOR_HLS_PREFIX } from '@pitchside/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, type Registry } from 'prom-client';
import { createHlsCache, kindOf } from './hlsCache';

export interface AnchorHlsOptions {
  /** The ingest's HTTP address, e.g. http://127.0.0.1:8935. */
  ingestUrl: string;
  timeoutMs: number;
  playlistTtlMs?: number;
  maxSegmentBytes?: number;
  registry?: Registry;
  now?: () => number;
}

const VIEWER_WINDOW_MS = 10_000;
const PARAMS = /^[0-9]{1,10}$/;
const SESSION = /^[a-z0-9]{8,32}$/;
const FILE = /^(index\.m3u8|seg[0-9]{6}\.(ts|m4s)|part[0-9]{8}\.m4s|init\.mp4)$/;
const NUMBER = /^[0-9]{1,9}$/;

/**
 * A playlist's LL-HLS delivery directives (blocking reload, RFC 8216bis 6.2.5.2) as the one query the cache
 * keys and the ingest receives: '' without any, null when refused (a 400, as the ingest would answer).
 */
export function directivesQuery(search: string, playlist: boolean): string | null {
  const query = new URLSearchParams(search);
  const names = [...query.keys()];
  if (names.length === 0) return '';
  if (!playlist) return null;
  if (new Set(names).size !== names.length) return null;
  if (names.some((name) => name !== '_HLS_msn' && name !== '_HLS_part')) return null;
  const msn = query.get('_HLS_msn');
  const part = query.get('_HLS_part');
  if (msn === null || !NUMBER.test(msn) || (part !== null && !NUMBER.test(part))) return null;
  // Normalized (no leading zeros, one order): the same request is one cache entry.
  return `?_HLS_msn=${Number(msn)}${part === null ? '' : `&_HLS_part=${Number(part)}`}`;
}

async function anchorHls(fastify: FastifyInstance, options: AnchorHlsOptions) {
  const now = options.now ?? Date.now;
  const registers = options.registry ? [options.registry] : [];
  const upstreamFetches = new Counter({
    name: 'gateway_anchor_hls_upstream_fetches_total',
    help: "Fetches of the anchors' HLS from the ingest, by kind (one per segment whatever the viewers)",
    labelNames: ['kind'],
    registers,
  });
  const served = new Counter({
    name: 'gateway_anchor_hls_served_total',
    help: "Answers of the anchors' HLS to viewers, by kind",
    labelNames: ['kind'],
    registers,
  });
  /** Room -> address -> when it last read the room's playlist. */
  const seen = new Map<string, Map<string, number>>();
  new Gauge({
    name: 'gateway_anchor_room_viewers',
    help: "Addresses that read a room's playlist in the last 10 s, by room",
    labelNames: ['room'],
    registers,
    collect() {
      this.reset();
      const at = now();
      for (const [room, viewers] of seen) {
        for (const [address, time] of viewers) if (at - time > VIEWER_WINDOW_MS) viewers.delete(address);
        if (viewers.size === 0) seen.delete(room);
        else this.set({ room }, viewers.size);
      }
    },
  });

  const cache = createHlsCache({
    playlistTtlMs: options.playlistTtlMs ?? 250,
    maxSegmentBytes: options.maxSegmentBytes ?? 256 * 1024 * 1024,
    now,
    onUpstreamFetch: (kind) => upstreamFetches.inc({ kind }),
    async fetchUpstream(path) {
      const response = await fetch(new URL(path, options.ingestUrl), {
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      return {
        // 400 (a blocking request too far ahead) and 503 (held past its time) are the viewer's to see.
        status: [200, 400, 503].includes(response.status) ? response.status : 404,
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
  });

  fastify.get<{ Params: { room: string; session: string; file: string } }>(
    `${ANCHOR_HLS_PREFIX}/:room/:session/:file`,
    async (request, reply) => {
      const { room, session, file } = request.params;
      if (!PARAMS.test(room) || !SESSION.test(session) || !FILE.test(file)) return reply.code(404).send();
      const playlist = file === 'index.m3u8';
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const query = directivesQuery(search, playlist);
      if (query === null) return reply.code(400).header('cache-control', 'no-store').send();
      if (playlist) {
        const viewers = seen.get(room) ?? new Map<string, number>();
        seen.set(room, viewers);
        viewers.set(request.ip, now());
      }
      let answer: Awaited<ReturnType<typeof cache.get>>;
      try {
        answer = await cache.get(`${ANCHOR_HLS_PREFIX}/${room}/${session}/${file}${query}`);
      } catch (error) {
        // The ingest is away: the viewer's player retries; the gateway itself carries on.
        request.log.warn({ err: error }, 'anchor HLS not fetched from the ingest');
        return reply.code(502).header('cache-control', 'no-store').send();
      }
      served.inc({ kind: kindOf(file) });
      if (answer.status !== 200)
        return reply
          .code(answer.status === 400 || answer.status === 503 ? answer.status : 404)
          .header('cache-control', 'no-store')
          .send();
      return reply
        .code(200)
        .header('content-type', answer.contentType)
        .header(
          'cache-control',
          playlist ? 'public, max-age=0, s-maxage=1' : 'public, max-age=3600, immutable',
        )
        .send(answer.body);
    },
  );
}

export default fp(anchorHls, { name: 'gateway-anchor-hls' });
