// Pitchside's service worker: the app shell for instant repeat visits and an offline page
// (shellWorker.ts), one cache per build. A new build's worker takes over at once (skipWaiting and
// clients.claim) and deletes the old build's cache: pages are fetched from the network first, so a
// page that is open keeps working, and a script of the old build that is gone by then reloads the
// page in full (PRODUCT §8). The open page's reload offer (features/app-update) is unchanged.
import type { Locale } from '@pitchside/shared';
import { isPageMessage, isSiteLocale, type PageMessage, type WorkerReply } from './protocol';
import { type BuildInfo, shellWorker } from './shellWorker';

declare const self: ServiceWorkerGlobalScope & { __PITCHSIDE_BUILD__?: BuildInfo };

/** The browser's language as the site names it (PRODUCT §4), until a page says otherwise. */
function browserLocale(): Locale {
  const primary = self.navigator.language.toLowerCase().split('-')[0];
  const locale = primary === 'zh' ? 'cn' : primary;
  return isSiteLocale(locale) ? locale : 'cn';
}

const build: BuildInfo = self.__PITCHSIDE_BUILD__ ?? { id: 'unbuilt', precache: [] };
const worker = shellWorker({
  build,
  caches: self.caches,
  fetch: (request) => self.fetch(request),
  origin: self.location.origin,
  defaultLocale: browserLocale(),
});

self.addEventListener('install', (event) => {
  event.waitUntil(worker.install().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await worker.activate();
      // Pages start downloading while the worker wakes up, rather than after.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const answer = worker.respond(
    event.request,
    event.request.mode === 'navigate' ? event.preloadResponse : undefined,
  );
  if (answer) event.respondWith(answer);
});

function onPageMessage(message: PageMessage, port: MessagePort | undefined): Promise<void> | undefined {
  switch (message.type) {
    case 'locale':
      return worker.setLocale(message.locale);
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
