// The gateways' cache of the anchors' HLS (issue 30 §1: "a thousand viewers of one room cost the ingest one
// copy"). A segment never changes: it is fetched from the ingest once, while any number of viewers wait on
// that one fetch, and kept (bounded by bytes, oldest out first). A playlist changes every segment: it is
// shared for `playlistTtlMs` (well under a segment), so pollers cost the ingest one fetch per period.
// LL-HLS (RFC 8216bis): a part is kept like a segment; a blocking playlist request
// (index.m3u8?_HLS_msn=…&_HLS_part=…) is keyed by its full path with the query, so every viewer waiting for
// the same part shares one held request to the ingest, and its answer (which has that part, whatever came
// after) is shared for `blockingTtlMs`. A refused (400) or timed-out (503) blocking answer is not kept.

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

export function createHlsCache(options: HlsCacheOptions): HlsCache {
  const now = options.now ?? Date.now;
  const segments = new Map<string, CachedAnswer>();
  let bytes = 0;
  const playlists = new Map<string, { at: number; answer: CachedAnswer }>();
  const inFlight = new Map<string, Promise<CachedAnswer>>();

  const keepSegment = (path: string, answer: CachedAnswer) => {
    if (answer.status !== 200) return;
    segments.set(path, answer);
    bytes += answer.body.length;
    for (const [oldest, held] of segments) {
      if (bytes <= options.maxSegmentBytes) break;
      segments.delete(oldest);
      bytes -= held.body.length;
    }
  };

  const fetchOnce = (path: string): Promise<CachedAnswer> => {
    const pending = inFlight.get(path);
    if (pending) return pending;
    const kind = kindOf(path);
    options.onUpstreamFetch?.(kind);
    const fetched = options.fetchUpstream(path).then(
      (answer) => {
        inFlight.delete(path);
        if (kind !== 'playlist') keepSegment(path, answer);
        else if (answer.status === 200 || !path.includes('?')) {
          playlists.set(path, { at: now(), answer });
          // Old sessions' playlists do not pile up.
          if (playlists.size > 1000)
            for (const key of [...playlists.keys()].slice(0, 500)) playlists.delete(key);
        }
        return answer;
      },
      (error: unknown) => {
        inFlight.delete(path);
        throw error;
      },
    );
    inFlight.set(path, fetched);
    return fetched;
  };

  return {
    async get(path) {
      if (kindOf(path) !== 'playlist') {
        const held = segments.get(path);
        if (held) return held;
        return fetchOnce(path);
      }
      const held = playlists.get(path);
      const ttl = path.includes('?') ? (options.blockingTtlMs ?? 3000) : options.playlistTtlMs;
      if (held && now() - held.at < ttl) return held.answer;
      return fetchOnce(path);
    },
    segmentBytes: () => bytes,
  };
}
