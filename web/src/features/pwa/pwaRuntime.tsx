// The page's side of the installable app: registers the service worker (web/src/sw), keeps it told
// of the visitor's language (its offline page is in it), asks it to update when a new build is out,
// and shows the offline state while the browser has no network. Loaded by startPwa.ts.
import { createRoot, type Root } from 'react-dom/client';
import { currentLocale, i18next } from '../../i18n/i18n';
import type { PageMessage } from '../../sw/protocol';
import OfflineState from './OfflineState';
import { updateWorker } from './workerUpdate';

const WORKER_URL = '/sw.js';

/** The worker exists only in a build (web/build/pwa.ts writes it). */
const workerSupported = () => import.meta.env.PROD && 'serviceWorker' in navigator;

/** Sends a message to the active worker, once there is one. */
function tellWorker(message: PageMessage): void {
  if (workerSupported())
    void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage(message));
}

/**
 * A new build is out (the build manifest said so): fetch its worker now. It takes over at once and
 * replaces the saved shell with the new build's, so the reload the page offers, and the next visit
 * without network, get the new build. A failed attempt is made again (workerUpdate.ts); offline, the
 * old worker stays and the browser tries again on a later visit.
 */
export async function updateServiceWorker(): Promise<void> {
  if (!workerSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (registration) await updateWorker(registration);
}

let offlineRoot: Root | null = null;

function showConnection(): void {
  if (!offlineRoot) {
    // Above the app rather than over it: the band pushes the page down and covers none of it.
    const host = document.createElement('div');
    document.body.prepend(host);
    offlineRoot = createRoot(host);
  }
  offlineRoot.render(navigator.onLine ? null : <OfflineState />);
}

let started = false;

export function startPwaRuntime(): void {
  if (started) return;
  started = true;
  showConnection();
  window.addEventListener('online', showConnection);
  window.addEventListener('offline', showConnection);
  if (!workerSupported()) return;
  // By default the browser checks the worker's script on every visit, past the HTTP cache.
  navigator.serviceWorker.register(WORKER_URL).catch(() => {
    // No worker (private mode, storage refused): the site works as a plain site.
  });
  tellWorker({ type: 'locale', locale: currentLocale() });
  i18next.on('languageChanged', () => tellWorker({ type: 'locale', locale: currentLocale() }));
}
