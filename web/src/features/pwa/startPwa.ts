// The installable app's start, in the first download: only this. The rest (registering the service
// worker, the offline state) is a chunk of its own, loaded once the page has loaded and settled, like
// the live chunk (features/live/loadLive.ts), so it never weighs on the first paint (the phone's /
// budget, bench:web); at once when the browser is, or goes, offline (the worker keeps it saved).

/** How long after the load event the chunk loads: after the page's own downloads. */
const SETTLE_MS = 5_000;

let loading: Promise<typeof import('./pwaRuntime')> | null = null;

export function loadPwaRuntime(): Promise<typeof import('./pwaRuntime')> {
  loading ??= import('./pwaRuntime').then((runtime) => {
    runtime.startPwaRuntime();
    return runtime;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * Offline, the chunk can come only from the worker's saved files. A page the worker does not control
 * (the first visit) waits for the network instead: a chunk that fails to load counts as a build that
 * is gone, and that reloads the page in full (app/chunkReload.ts), which offline is the browser's
 * error page.
 */
const reachable = () =>
  navigator.onLine || ('serviceWorker' in navigator && navigator.serviceWorker.controller !== null);

export function startPwa(): void {
  const start = () => void loadPwaRuntime().catch(() => undefined);
  const startWhenReachable = () => {
    if (reachable()) start();
    else window.addEventListener('online', start, { once: true });
  };
  window.addEventListener('offline', startWhenReachable, { once: true });
  if (!navigator.onLine) startWhenReachable();
  else if (document.readyState === 'complete') setTimeout(startWhenReachable, SETTLE_MS);
  else window.addEventListener('load', () => setTimeout(startWhenReachable, SETTLE_MS), { once: true });
}
