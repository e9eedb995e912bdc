// Rendered pages, shared for a moment. The key holds the page, the locale, the route set, the time
// zone and the versions of the topics the page draws, so a new score is a new key at once; the time
// limit (a second by default) bounds what changes outside the topics (clocks, the origin's lists).
// Requests that arrive while a page is being rendered wait for that render rather than starting one:
// a goal that brings ten thousand visitors costs one render per second, not ten thousand.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
};

export type Served = { page: CachedPage; how: 'rendered' | 'shared' | 'cached' | 'stale' };

export class PageCache {
  readonly #options: PageCacheOptions;
  readonly #pages = new Map<string, { until: number; page: CachedPage }>();
  readonly #rendering = new Map<string, Promise<CachedPage>>();

  constructor(options: PageCacheOptions) {
    this.#options = options;
  }

  async get(key: string, render: () => Promise<Page>): Promise<Served> {
    if (this.#options.ttlMs <= 0) return { page: toCached(await render()), how: 'rendered' };
    const now = this.#options.now();
    const hit = this.#pages.get(key);
    if (hit && hit.until > now) return { page: hit.page, how: 'cached' };
    const pending = this.#rendering.get(key);
    if (hit && hit.until + (this.#options.staleMs ?? 0) > now) {
      if (!pending) this.#render(key, render).catch(() => {});
      return { page: hit.page, how: 'stale' };
    }
    if (pending) return { page: await pending, how: 'shared' };
    return { page: await this.#render(key, render), how: 'rendered' };
  }

  async #render(key: string, render: () => Promise<Page>): Promise<CachedPage> {
    const rendering = render().then(toCached);
    this.#rendering.set(key, rendering);
    try {
      const page = await rendering;
      this.#store(key, page);
      return page;
    } finally {
      this.#rendering.delete(key);
    }
  }

  #store(key: string, page: CachedPage): void {
    const now = this.#options.now();
    // Error pages of unknown paths are not kept: a crawler's every typo would fill the cache.
    if (page.status !== 200) return;
    this.#pages.delete(key);
    this.#pages.set(key, { until: now + this.#options.ttlMs, page });
    const max = this.#options.maxEntries ?? 500;
    if (this.#pages.size <= max) return;
    const staleMs = this.#options.staleMs ?? 0;
    for (const [old, entry] of this.#pages) if (entry.until + staleMs <= now) this.#pages.delete(old);
    while (this.#pages.size > max) {
      const oldest = this.#pages.keys().next().value;
      if (oldest === undefined) break;
      this.#pages.delete(oldest);
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
function acceptedEncodings(header: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const entry of (header ?? '').split(',').slice(0, 20)) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) out.add(name);
  }
  return out;
}
