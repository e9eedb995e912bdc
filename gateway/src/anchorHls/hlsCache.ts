// The gateways' cache of the anchors' HLS (a thousand viewers of one room cost the ingest one
// copy: docs/ARCHITECTURE.md "Anchors' ingest"). A segment never changes: it is fetched from the ingest once, while any number of viewers wait on
// that one fetch, and kept (bounded by bytes, oldest out first). A playlist changes every segment: it is
// shared for `playlistTtlMs` (well under a segment), so pollers cost the ingest one fetch per period.
// LL-HLS (RFC 8216bis): a part is kept like a segment; a blocking playlist request
// (index.m3u8?_HLS_msn=…&_HLS_part=…) is keyed by its full path with the query, so every viewer waiting for
// the same part shares one held request to the ingest, and its answer (which has that part, whatever came
// after) is shared for `blockingTtlMs`. A refused (400) or timed-out (503) blocking answer is not kept.
// The caches, their byte bound, their time limits and their shared fetches are lru-cache's.
import { LRUCache } from 'lru-cache';
import { cacheClock } from '../clock';

export interface CachedAnswer {
  status: number;
  body: Buffer;
  contentType: string;
}

export interface HlsCacheOptions {
  fetchUpstream(path: string): Promise<CachedAnswer>;
  playlistTtlMs: number;
  /** How long an answer to a blocking playlist request is shared (default: 3 s). */
  blockingTtlMs?: number;
  maxSegmentBytes: number;
  now?: () => number;
  onUpstreamFetch?(kind: HlsKind): void;
}

export interface HlsCache {
  get(path: string): Promise<CachedAnswer>;
  /** Bytes of segments held now. */
  segmentBytes(): number;
}

export type HlsKind = 'playlist' | 'segment' | 'part';

/** A path's kind; a query is only ever on a playlist (anchorHls.ts checks). */
export const kindOf = (path: string): HlsKind => {
  const file = path.split('?')[0] ?? '';
  if (file.endsWith('.m3u8')) return 'playlist';
  return /(^|\/)part[0-9]+\.m4s$/.test(file) ? 'part' : 'segment';
};

/**
 * lru-cache keeps no entry larger than its `maxEntrySize`: an answer given this size goes to everyone
 * waiting for it and is not kept.
 */
const NOT_KEPT = Number.MAX_SAFE_INTEGER;

export function createHlsCache(options: HlsCacheOptions): HlsCache {
  const now = options.now ?? Date.now;
  const fetchUpstream = (path: string): Promise<CachedAnswer> => {
    options.onUpstreamFetch?.(kindOf(path));
    return options.fetchUpstream(path);
  };
  // lru-cache shares one fetch among everyone asking for a path while it runs (`fetch`), and an
  // in-flight fetch it evicts still answers its waiters (`ignoreFetchAbort`).
  const segments = new LRUCache<string, CachedAnswer>({
    maxSize: options.maxSegmentBytes,
    // Only a whole segment is kept: one the ingest does not have is asked again.
    sizeCalculation: (answer) => (answer.status === 200 ? Math.max(1, answer.body.length) : NOT_KEPT),
    fetchMethod: fetchUpstream,
    ignoreFetchAbort: true,
  });
  const playlists = new LRUCache<string, CachedAnswer>({
    // Old sessions' playlists do not pile up.
    max: 1000,
    ttl: options.playlistTtlMs,
    perf: cacheClock(now),
    ttlResolution: 0,
    maxEntrySize: NOT_KEPT - 1,
    // A refused or timed-out blocking answer is not kept; a plain playlist's answer is, whatever it is.
    sizeCalculation: (answer, path) => (answer.status === 200 || !path.includes('?') ? 1 : NOT_KEPT),
    fetchMethod: fetchUpstream,
    ignoreFetchAbort: true,
  });

  return {
    async get(path) {
      if (kindOf(path) !== 'playlist') return segments.forceFetch(path);
      const ttl = path.includes('?') ? (options.blockingTtlMs ?? 3000) : options.playlistTtlMs;
      // Shared for less than its time: lru-cache would still serve it at exactly its time.
      return playlists.forceFetch(path, { ttl, forceRefresh: playlists.getRemainingTTL(path) <= 0 });
    },
    segmentBytes: () => segments.calculatedSize,
  };
}
