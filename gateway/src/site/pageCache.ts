// Rendered pages, shared for a moment. The key holds the page, the locale, the route set, the time
// zone and the versions of the topics the page draws, so a new score is a new key at once; the time
// limit (a second by default) bounds what changes outside the topics (clocks, the origin's lists).
// Requests that arrive while a page is being rendered wait for that render rather than starting one:
// a goal that brings ten thousand visitors costs one render per second, not ten thousand.
// The cache, its bounds, its times and its shared renders are lru-cache's.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { cacheClock } from '../clock';

export type Page = {
  status: number;
  html: string;
  /** CSP sources of the page's inlined <style> elements (`sha256-…`), which the site's policy adds. */
  styleHashes?: readonly string[];
  /** CSP sources of the `style` attribute values of its drawn markup. */
  styleAttributeHashes?: readonly string[];
};

export type CachedPage = Page & {
  bytes: Buffer;
  /** Compressed once per page, on first request for that encoding. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
};

export type PageCacheOptions = {
  /** How long a page is shared; 0 renders for every request. */
  ttlMs: number;
  /**
   * After that, for this long, the page is still sent at once while a new render is made behind it:
   * the key holds the topic versions, so what ages is only the origin's slower lists and the clock.
   */
  staleMs?: number;
  now: () => number;
  maxEntries?: number;
  /** The bytes of pages kept at most (default 256 MiB). */
  maxBytes?: number;
};

export type Served = { page: CachedPage; how: 'rendered' | 'shared' | 'cached' | 'stale' };

type Render = () => Promise<Page>;

/**
 * lru-cache keeps no entry larger than its `maxEntrySize`: a page given this size goes to everyone
 * waiting for it and is not kept.
 */
const NOT_KEPT = Number.MAX_SAFE_INTEGER;

export class PageCache {
  readonly #options: PageCacheOptions;
  // lru-cache: one render shared by every request for a key while it runs (`fetch`, the render handed
  // in as its context), the page kept for its time and its stale time, bounded in entries and bytes.
  readonly #pages: LRUCache<string, CachedPage, Render> | null;

  constructor(options: PageCacheOptions) {
    this.#options = options;
    this.#pages =
      options.ttlMs > 0
        ? new LRUCache<string, CachedPage, Render>({
            max: options.maxEntries ?? 500,
            maxSize: options.maxBytes ?? 256 * 1024 * 1024,
            // Error pages of unknown paths are not kept: a crawler's every typo would fill the cache.
            sizeCalculation: (page) => (page.status === 200 ? Math.max(1, page.bytes.length) : NOT_KEPT),
            maxEntrySize: NOT_KEPT - 1,
            // Kept while it may still be sent.
            ttl: Math.ceil(options.ttlMs + (options.staleMs ?? 0)),
            perf: cacheClock(options.now),
            ttlResolution: 0,
            fetchMethod: async (_key, _stale, { context }) => toCached(await context()),
            // A failed render behind a stale page leaves that page in place; an evicted render still
            // answers the requests waiting for it.
            noDeleteOnFetchRejection: true,
            ignoreFetchAbort: true,
          })
        : null;
  }

  async get(key: string, render: Render): Promise<Served> {
    if (this.#pages === null) return { page: toCached(await render()), how: 'rendered' };
    // Its age against the two times: fresh, still to be sent at once (while a render is made behind
    // it), or too old to send (a render is waited for).
    const left = this.#pages.getRemainingTTL(key);
    const sendStale = left > 0 && left <= (this.#options.staleMs ?? 0);
    const status: LRUCache.Status<string, CachedPage, Render> = {};
    const page = await this.#pages.forceFetch(key, {
      context: render,
      status,
      allowStale: sendStale,
      // lru-cache still serves an entry at exactly its time, and a stale page is to be rendered anew.
      forceRefresh: sendStale || left <= 0,
    });
    switch (status.fetch) {
      case 'hit':
        return { page, how: 'cached' };
      case 'inflight':
        return { page, how: status.returnedStale ? 'stale' : 'shared' };
      default:
        return { page, how: sendStale ? 'stale' : 'rendered' };
    }
  }
}

function toCached(page: Page): CachedPage {
  return { ...page, bytes: Buffer.from(page.html), encoded: {} };
}

/** The page in the best encoding the request accepts (brotli, then gzip), compressed once. */
export function encodedPage(
  page: CachedPage,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = acceptedEncodings(acceptEncoding);
  const accepts = (name: string) => accepted.has(name);
  const encoding = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
  if (!encoding) return { body: page.bytes };
  let body = page.encoded[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? // Quality 5: most of brotli's gain at a fraction of the cost of 11, paid once per page.
          brotliCompressSync(page.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(page.bytes, { level: 6 });
    page.encoded[encoding] = body;
  }
  return { body, encoding };
}

/** The encodings an Accept-Encoding header allows (q above 0; RFC 9110 §12.5.3). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const entry of (header ?? '').split(',').slice(0, 20)) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) out.add(name);
  }
  return out;
}
