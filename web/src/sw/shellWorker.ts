// The service worker's work, apart from the events that start it (serviceWorker.ts), so it runs in a
// test with a cache store and a network handed in. The routing is swRouting.ts.
import type { Locale } from '@pitchside/shared';
import { OFFLINE_PAGE_CSP, offlinePage } from './offlinePage';
import { isSiteLocale } from './protocol';
import {
  APP_SHELL_HEADER,
  NAVIGATION_TIMEOUT_MS,
  requestKind,
  SHELL_URL,
  STATE_CACHE,
  shellCacheName,
  staleCaches,
} from './swRouting';

/** Written into sw.js by the build (web/build/pwa.ts): the build's id and the files to keep. */
export interface BuildInfo {
  id: string;
  /** Paths of the build's files saved at install: scripts, styles and pictures of every page. */
  precache: readonly string[];
}

export interface ShellWorkerOptions {
  build: BuildInfo;
  caches: Pick<CacheStorage, 'open' | 'keys' | 'delete'>;
  fetch(request: Request): Promise<Response>;
  /** The site's origin (the worker's own). */
  origin: string;
  /** The language for the offline page until a page has said which one the visitor reads. */
  defaultLocale: Locale;
  timeoutMs?: number;
}

export interface ShellWorker {
  /** Saves the shell and the build's files in the build's own cache. */
  install(): Promise<void>;
  /** Deletes the caches of other builds. */
  activate(): Promise<void>;
  /**
   * The answer to a request, or null when the worker leaves it to the network. `preload` is the
   * navigation preload's response, when the browser started one.
   */
  respond(request: Request, preload?: Promise<Response | undefined>): Promise<Response> | null;
  setLocale(locale: Locale): Promise<void>;
}

const LOCALE_KEY = '/__pitchside/locale';

class Timeout extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export function shellWorker(options: ShellWorkerOptions): ShellWorker {
  const { build, caches, origin } = options;
  const timeoutMs = options.timeoutMs ?? NAVIGATION_TIMEOUT_MS;
  const cacheName = shellCacheName(build.id);
  const shellCache = () => caches.open(cacheName);

  async function visitorLocale(): Promise<Locale> {
    const saved = await (await caches.open(STATE_CACHE)).match(LOCALE_KEY);
    const locale = saved ? await saved.text() : null;
    return isSiteLocale(locale) ? locale : options.defaultLocale;
  }

  async function navigation(request: Request, preload?: Promise<Response | undefined>): Promise<Response> {
    const network = (async () => (await preload?.catch(() => undefined)) ?? options.fetch(request))();
    try {
      // Whatever the gateway answers (a 404 page, a 5xx) is its to show; only no answer falls back.
      return await within(network, timeoutMs);
    } catch {
      network.catch(() => undefined);
      const shell = await (await shellCache()).match(SHELL_URL);
      if (shell) return shell;
      const url = new URL(request.url);
      return new Response(offlinePage(await visitorLocale(), `${url.pathname}${url.search}`), {
        status: 503,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': OFFLINE_PAGE_CSP,
          'cache-control': 'no-store',
        },
      });
    }
  }

  async function asset(request: Request): Promise<Response> {
    const cache = await shellCache();
    const saved = await cache.match(request);
    if (saved) return saved;
    const response = await options.fetch(request);
    // Only whole, same-site answers are kept (a 404 after a deploy must not stick).
    if (response.status === 200 && response.type !== 'opaque') await cache.put(request, response.clone());
    return response;
  }

  return {
    async install() {
      const cache = await shellCache();
      // The hashed files come from the HTTP cache when the page has just loaded them.
      await cache.addAll([...build.precache]);
      // Undrawn: a page drawn on the server would carry its route's markup and that moment's scores.
      const shell = await options.fetch(
        new Request(new URL(SHELL_URL, origin).href, {
          cache: 'no-cache',
          headers: { [APP_SHELL_HEADER]: '1' },
        }),
      );
      if (!shell.ok) throw new Error(`the app shell answered ${shell.status}`);
      await cache.put(SHELL_URL, shell);
    },
    async activate() {
      for (const key of staleCaches(await caches.keys(), build.id)) await caches.delete(key);
    },
    respond(request, preload) {
      const kind = requestKind(request, origin);
      if (kind === 'navigation') return navigation(request, preload);
      if (kind === 'asset') return asset(request);
      return null;
    },
    async setLocale(locale) {
      await (await caches.open(STATE_CACHE)).put(LOCALE_KEY, new Response(locale));
    },
  };
}
