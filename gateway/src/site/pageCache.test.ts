import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedPage, type Page, PageCache } from './pageCache';

/** A render that finishes when told to, counting how often it ran. */
function renders() {
  let count = 0;
  const waiting: (() => void)[] = [];
  return {
    get count() {
      return count;
    },
    render:
      (html: string, status = 200) =>
      (): Promise<Page> => {
        count += 1;
        return new Promise((resolve) => waiting.push(() => resolve({ status, html })));
      },
    finish() {
      for (const done of waiting.splice(0)) done();
    },
  };
}

describe('PageCache', () => {
  it('makes one render for requests that arrive while it runs and for a second after', async () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1000, now: () => now });
    const made = renders();
    const burst = Array.from({ length: 1000 }, () => cache.get('live|cn|v7', made.render('<p>7</p>')));
    made.finish();
    const served = await Promise.all(burst);
    expect(made.count).toBe(1);
    expect(served.filter((s) => s.how === 'rendered')).toHaveLength(1);
    expect(served.filter((s) => s.how === 'shared')).toHaveLength(999);
    now = 999;
    expect(await cache.get('live|cn|v7', made.render('<p>again</p>'))).toMatchObject({ how: 'cached' });
    // Another topic version is another page at once.
    const next = cache.get('live|cn|v8', made.render('<p>8</p>'));
    made.finish();
    expect(await next).toMatchObject({ how: 'rendered', page: { html: '<p>8</p>' } });
    expect(made.count).toBe(2);
  });

  it('sends a page past its second at once while a new render is made behind it', async () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1000, staleMs: 10_000, now: () => now });
    const made = renders();
    const first = cache.get('home|en|v1', made.render('<p>old</p>'));
    made.finish();
    await first;
    now = 1500;
    expect(await cache.get('home|en|v1', made.render('<p>new</p>'))).toMatchObject({
      how: 'stale',
      page: { html: '<p>old</p>' },
    });
    // The one render behind it is shared; once done, its page is served.
    expect(await cache.get('home|en|v1', made.render('<p>newer</p>'))).toMatchObject({ how: 'stale' });
    expect(made.count).toBe(2);
    made.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('home|en|v1', made.render('<p>x</p>'))).toMatchObject({
      how: 'cached',
      page: { html: '<p>new</p>' },
    });
    // Too old to send: a render is waited for.
    now = 1500 + 1000 + 10_000;
    const late = cache.get('home|en|v1', made.render('<p>late</p>'));
    made.finish();
    expect(await late).toMatchObject({ how: 'rendered', page: { html: '<p>late</p>' } });
  });

  it('renders every request when sharing is off, and never keeps a 404', async () => {
    const cache = new PageCache({ ttlMs: 0, now: () => 0 });
    const made = renders();
    const pages = [cache.get('k', made.render('a')), cache.get('k', made.render('b'))];
    made.finish();
    expect((await Promise.all(pages)).map((s) => s.how)).toEqual(['rendered', 'rendered']);
    const shared = new PageCache({ ttlMs: 1000, now: () => 0 });
    const missing = shared.get('nope', made.render('404', 404));
    made.finish();
    await missing;
    const again = shared.get('nope', made.render('404', 404));
    made.finish();
    expect(await again).toMatchObject({ how: 'rendered' });
  });
  it('keeps pages within its bytes, the least recently served out first', async () => {
    const cache = new PageCache({ ttlMs: 1000, now: () => 0, maxBytes: 2500 });
    const made = renders();
    const serve = async (key: string) => {
      const served = cache.get(key, made.render('x'.repeat(1000)));
      made.finish();
      return (await served).how;
    };
    await serve('a');
    await serve('b');
    expect(await serve('a')).toBe('cached');
    // A third page passes 2,500 bytes: b, served least recently, goes.
    await serve('c');
    expect(await serve('a')).toBe('cached');
    expect(await serve('b')).toBe('rendered');
  });

  it('keeps a stale page when the render behind it fails, and tells the request waiting for a render', async () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1000, staleMs: 10_000, now: () => now });
    const made = renders();
    const first = cache.get('k', made.render('<p>old</p>'));
    made.finish();
    await first;
    now = 1500;
    expect(await cache.get('k', () => Promise.reject(new Error('render failed')))).toMatchObject({
      how: 'stale',
      page: { html: '<p>old</p>' },
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', made.render('<p>x</p>'))).toMatchObject({
      how: 'stale',
      page: { html: '<p>old</p>' },
    });
    const missing = new PageCache({ ttlMs: 1000, now: () => 0 });
    await expect(missing.get('k', () => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    );
  });
});

describe('encodedPage', () => {
  const page = { status: 200, html: 'x'.repeat(5000), bytes: Buffer.from('x'.repeat(5000)), encoded: {} };

  it('compresses once per encoding, brotli first, by the q-values of Accept-Encoding', () => {
    const br = encodedPage(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(page.html);
    expect(encodedPage(page, 'br;q=1, gzip').body).toBe(br.body);
    const gzip = encodedPage(page, 'br;q=0, gzip;q=0.5');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page.html);
    expect(encodedPage(page, undefined)).toEqual({ body: page.bytes });
    expect(encodedPage(page, 'identity')).toEqual({ body: page.bytes });
  });
});
