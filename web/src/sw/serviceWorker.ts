// Pitchside's service worker (docs/ARCHITECTURE.md, "The installable app"), on Workbox: the build's files
// and the undrawn app shell precached in one cache per build, pages from the network first (navigation
// preload, 3 s) with the shell, else the offline page in the visitor's language, as the fallback; the
// player's and the carousel's chunks cached when first used. A new build's worker takes over at once
// (skipWaiting and clients.claim) and deletes the old build's caches: pages come from the network, so an
// open page keeps working, and a script of the old build that is gone by then reloads the page in full
// (PRODUCT §8). Which requests it answers is swRouting.ts's.
import type { Locale } from '@pitchside/shared';
import { cacheNames, clientsClaim, setCacheNameDetails } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { addPlugins, getCacheKeyForURL, precache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { openAlertedMatch } from './notificationClick';
import { OFFLINE_PAGE_CSP, offlinePage } from './offlinePage';
import { isPageMessage, isSiteLocale, type PageMessage, type WorkerReply } from './protocol';
import {
  APP_SHELL_HEADER,
  type BuildInfo,
  FILES_CACHE,
  NAVIGATION_TIMEOUT_MS,
  requestKind,
  SHELL_CACHE,
  SHELL_URL,
  STATE_CACHE,
  staleCaches,
} from './swRouting';

declare const self: ServiceWorkerGlobalScope & { __PITCHSIDE_BUILD__?: BuildInfo };

const build: BuildInfo = self.__PITCHSIDE_BUILD__ ?? { id: 'unbuilt', precache: [] };
const origin = self.location.origin;
const LOCALE_KEY = '/__pitchside/locale';

// The build's caches: pitchside-shell-{id} (precached), pitchside-files-{id} (kept on first use).
setCacheNameDetails({ prefix: 'pitchside', precache: SHELL_CACHE, runtime: FILES_CACHE, suffix: build.id });

// Hashed names carry their revision, and the shell is the build's own (its cache is): no revision key.
precache([...build.precache, SHELL_URL].map((url) => ({ url, revision: null })));
addPlugins([
  {
    // The shell undrawn: a page drawn on the server would carry its route's markup and that moment's
    // scores. The hashed files come from the HTTP cache when the page has just loaded them.
    requestWillFetch: async ({ request }) =>
      new URL(request.url).pathname === SHELL_URL
        ? new Request(request.url, {
            cache: 'no-cache',
            credentials: 'same-origin',
            headers: { [APP_SHELL_HEADER]: '1' },
          })
        : request,
  },
]);

/**
 * A file this build saved, or undefined. Read through the cache storage with the cache's name rather than
 * Workbox's matchPrecache, which opens the cache and so makes it again when a newer build's worker has just
 * deleted it (a request this worker was still answering as the new one took over).
 */
async function savedFile(url: string): Promise<Response | undefined> {
  const key = getCacheKeyForURL(url);
  return key ? caches.match(key, { cacheName: cacheNames.precache }) : undefined;
}

/** The browser's language as the site names it (PRODUCT §4), until a page says otherwise. */
function browserLocale(): Locale {
  const primary = self.navigator.language.toLowerCase().split('-')[0];
  const locale = primary === 'zh' ? 'cn' : primary;
  return isSiteLocale(locale) ? locale : 'cn';
}

async function visitorLocale(): Promise<Locale> {
  const saved = await (await caches.open(STATE_CACHE)).match(LOCALE_KEY);
  const locale = saved ? await saved.text() : null;
  return isSiteLocale(locale) ? locale : browserLocale();
}

const network = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_MS / 1000 });

// Pages: whatever the gateway answers (a 404 page, a 5xx) is its to show; only no answer, or none
// within 3 s, falls back to the saved shell, and without one to the offline page.
registerRoute(
  ({ request }) => requestKind(request, origin) === 'navigation',
  async (options) => {
    try {
      return await network.handle(options);
    } catch {
      const shell = await savedFile(SHELL_URL);
      if (shell) return shell;
      const url = new URL(options.request.url);
      return new Response(offlinePage(await visitorLocale(), `${url.pathname}${url.search}`), {
        status: 503,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': OFFLINE_PAGE_CSP,
          'cache-control': 'no-store',
        },
      });
    }
  },
);

// The build's files and pictures: precached, else kept when first used (only a whole, same-site
// answer: a 404 after a deploy must not stick).
const files = new CacheFirst({ cacheName: cacheNames.runtime });
registerRoute(
  ({ request }) => requestKind(request, origin) === 'asset',
  async (options) => (await savedFile(options.request.url)) ?? files.handle(options),
);

// Pages start downloading while the worker wakes up, rather than after.
enableNavigationPreload();
clientsClaim();

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of staleCaches(await caches.keys(), build.id)) await caches.delete(key);
    })(),
  );
});

function onPageMessage(message: PageMessage, port: MessagePort | undefined): Promise<void> | undefined {
  switch (message.type) {
    case 'locale':
      return caches.open(STATE_CACHE).then((cache) => cache.put(LOCALE_KEY, new Response(message.locale)));
    case 'build': {
      const reply: WorkerReply = { type: 'build', id: build.id };
      port?.postMessage(reply);
      return undefined;
    }
  }
}

self.addEventListener('message', (event) => {
  if (!isPageMessage(event.data)) return;
  const work = onPageMessage(event.data, event.ports[0]);
  if (work) event.waitUntil(work);
});

// A goal or kick-off alert tapped (the page shows them through this worker's registration): open
// its match (notificationClick.ts).
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openAlertedMatch(self.clients, event.notification.data, self.location.origin));
});
