import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXTS } from './offlineTexts';
import { shellWorker } from './shellWorker';
import { APP_SHELL_HEADER, SHELL_URL, shellCacheName } from './swRouting';

const origin = 'https://pitchside.example';

/** The browser's Cache Storage, kept in maps (Chromium's own is exercised by e2e/pwa.spec.ts). */
function memoryCaches(network: (request: Request) => Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), origin).href;
  const open = async (name: string) => {
    let store = stores.get(name);
    if (!store) {
      store = new Map();
      stores.set(name, store);
    }
    const entries = store;
    return {
      match: async (request: RequestInfo | URL) => entries.get(key(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => {
        entries.set(key(request), response);
      },
      addAll: async (requests: string[]) => {
        for (const path of requests) {
          const response = await network(new Request(key(path)));
          if (!response.ok) throw new TypeError(`addAll: ${path} answered ${response.status}`);
          entries.set(key(path), response);
        }
      },
    } as unknown as Cache;
  };
  return {
    stores,
    caches: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
  };
}

function setup(options: { online?: boolean; buildId?: string; timeoutMs?: number } = {}) {
  const state = {
    online: options.online ?? true,
    hang: false,
    served: [] as string[],
    shellHeaders: [] as (string | null)[],
  };
  const network = async (request: Request): Promise<Response> => {
    if (state.hang) return new Promise<Response>(() => undefined);
    if (!state.online) throw new TypeError('Failed to fetch');
    const path = new URL(request.url).pathname;
    state.served.push(path);
    state.shellHeaders.push(request.headers.get(APP_SHELL_HEADER));
    if (path.includes('gone')) return new Response('not found', { status: 404 });
    const type = path.endsWith('.js') ? 'text/javascript' : 'text/html';
    return new Response(`${path} of the network`, { headers: { 'content-type': type } });
  };
  const { caches, stores } = memoryCaches(network);
  const worker = shellWorker({
    build: { id: options.buildId ?? 'b1', precache: ['/assets/index-1.js', '/logo.svg'] },
    caches,
    fetch: network,
    origin,
    defaultLocale: 'cn',
    timeoutMs: options.timeoutMs ?? 3_000,
  });
  return { state, worker, stores, caches };
}

/** A page request: scripts may not make one (the mode is the browser's), so it is set on the object. */
function navigate(path: string): Request {
  const request = new Request(`${origin}${path}`);
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
}

afterEach(() => vi.useRealTimers());

describe('the shell worker', () => {
  it('saves the shell and the build files at install, in the build’s own cache', async () => {
    const { worker, stores } = setup();
    await worker.install();
    const saved = stores.get(shellCacheName('b1'));
    expect([...(saved?.keys() ?? [])].map((url) => new URL(url).pathname).sort()).toEqual([
      SHELL_URL,
      '/assets/index-1.js',
      '/logo.svg',
    ]);
  });

  it('asks for the shell undrawn, and pages as the gateway draws them', async () => {
    const { worker, state } = setup();
    await worker.install();
    const shellCall = state.served.indexOf(SHELL_URL);
    expect(state.shellHeaders[shellCall]).toBe('1');
    await worker.respond(navigate('/live'));
    expect(state.shellHeaders.at(-1)).toBeNull();
  });

  it('gets pages from the network first, the shell when offline, the offline page without a shell', async () => {
    const { worker, state, stores } = setup();
    await worker.install();
    const online = await worker.respond(navigate('/matches'));
    expect(await online?.text()).toBe('/matches of the network');
    state.online = false;
    const offline = await worker.respond(navigate('/matches'));
    expect(await offline?.text()).toBe('/ of the network');
    // The shell gone (storage cleared): the offline page, in the language a page last told.
    stores.get(shellCacheName('b1'))?.delete(new URL(SHELL_URL, origin).href);
    await worker.setLocale('vi');
    const page = await worker.respond(navigate('/live?x="><script>'));
    expect(page?.status).toBe(503);
    expect(page?.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = (await page?.text()) ?? '';
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain(OFFLINE_TEXTS.vi.title);
    expect(html).toContain('href="/live?x=%22%3E%3Cscript%3E"');
    expect(html).not.toContain('<script');
  });

  it('shows the shell when the network does not answer in time', async () => {
    vi.useFakeTimers();
    const { worker, state } = setup({ timeoutMs: 3_000 });
    await worker.install();
    state.hang = true;
    const answer = worker.respond(navigate('/live'));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await (await answer)?.text()).toBe('/ of the network');
  });

  it('uses the navigation preload when the browser started one', async () => {
    const { worker, state } = setup();
    await worker.install();
    state.served = [];
    const answer = await worker.respond(navigate('/zq'), Promise.resolve(new Response('preloaded')));
    expect(await answer?.text()).toBe('preloaded');
    expect(state.served).toEqual([]);
  });

  it('serves build files from the cache, keeps new ones, never a failed one', async () => {
    const { worker, state, stores } = setup();
    await worker.install();
    state.online = false;
    const saved = await worker.respond(new Request(`${origin}/assets/index-1.js`));
    expect(await saved?.text()).toBe('/assets/index-1.js of the network');
    state.online = true;
    await worker.respond(new Request(`${origin}/assets/hls.light-2.js`));
    expect((await worker.respond(new Request(`${origin}/assets/gone-3.js`)))?.status).toBe(404);
    const kept = [...(stores.get(shellCacheName('b1'))?.keys() ?? [])].map((url) => new URL(url).pathname);
    expect(kept).toContain('/assets/hls.light-2.js');
    expect(kept).not.toContain('/assets/gone-3.js');
  });

  it('leaves live data to the network', () => {
    const { worker } = setup();
    expect(worker.respond(new Request(`${origin}/vdapi/match/v1/live?sport=1`))).toBeNull();
    expect(worker.respond(new Request(`${origin}/builds/latest.json`))).toBeNull();
  });

  it('fails its install when the shell cannot be saved, so the old worker stays', async () => {
    const { worker } = setup({ online: false });
    await expect(worker.install()).rejects.toThrow();
  });

  it("deletes the other builds' caches when it takes over", async () => {
    const old = setup({ buildId: 'b1' });
    await old.worker.install();
    const next = shellWorker({
      build: { id: 'b2', precache: [] },
      caches: old.caches,
      fetch: async () => new Response('shell'),
      origin,
      defaultLocale: 'en',
    });
    await next.install();
    await next.activate();
    expect([...old.stores.keys()]).toEqual([shellCacheName('b2')]);
  });
});
