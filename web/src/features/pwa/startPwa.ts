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

export function startPwa(): void {
  const start = () => void loadPwaRuntime().catch(() => undefined);
  window.addEventListener('offline', start, { once: true });
  if (!navigator.onLine) start();
  else if (document.readyState === 'complete') setTimeout(start, SETTLE_MS);
  else window.addEventListener('load', () => setTimeout(start, SETTLE_MS), { once: true });
}
