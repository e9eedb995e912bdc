// The gateways' cache of the anchors' HLS (issue 30 §1: "a thousand viewers of one room cost the ingest one
// copy"). A segment never changes: it is fetched from the ingest once, while any number of viewers wait on
// that one fetch, and kept (bounded by bytes, oldest out first). A playlist changes every segment: it is
// shared for `playlistTtlMs` (well under a segment), so pollers cost the ingest one fetch per period.

export interface CachedAnswer {
  status: number;
  body: Buffer;
  contentType: string;
}

export interface HlsCacheOptions {
  fetchUpstream(path: string): Promise<CachedAnswer>;
  playlistTtlMs: number;
  maxSegmentBytes: number;
  now?: () => number;
  onUpstreamFetch?(kind: 'playlist' | 'segment'): void;
}

export interface HlsCache {
  get(path: string): Promise<CachedAnswer>;
  /** Bytes of segments held now. */
  segmentBytes(): number;
}

const kindOf = (path: string): 'playlist' | 'segment' => (path.endsWith('.m3u8') ? 'playlist' : 'segment');

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
        if (kind === 'segment') keepSegment(path, answer);
        else {
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
      if (kindOf(path) === 'segment') {
        const held = segments.get(path);
        if (held) return held;
        return fetchOnce(path);
      }
      const held = playlists.get(path);
      if (held && now() - held.at < options.playlistTtlMs) return held.answer;
      return fetchOnce(path);
    },
    segmentBytes: () => bytes,
  };
}
