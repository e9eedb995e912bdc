// Fetching a new build's service worker when the page learns of the build (pwaRuntime.ts). One attempt
// can fail for a passing reason: the worker's script or one of the build's files not answered on a busy
// or flaky network, which leaves the new worker redundant and the old build's shell saved. So the page
// tries again at once, a few times; past that the browser checks the worker again on the next visit.

/** The registration's parts this uses (a ServiceWorkerRegistration). */
export type UpdatableRegistration = Pick<ServiceWorkerRegistration, 'update' | 'installing' | 'waiting'>;

/** Attempts at fetching and installing a new worker, the first included. */
export const UPDATE_ATTEMPTS = 3;

/** The state a new worker ends its install in: running (it takes over at once, skipWaiting) or failed. */
function settled(worker: ServiceWorker): Promise<'activated' | 'redundant'> {
  return new Promise((resolve) => {
    const check = () => {
      if (worker.state === 'activated' || worker.state === 'redundant') {
        worker.removeEventListener('statechange', check);
        resolve(worker.state);
      }
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

/**
 * Fetches the worker's script again and waits for a new worker to take over; tries again when the
 * fetch fails or the new worker's install does. True when a new worker took over, false when there was
 * none to install (the same script) or every attempt failed.
 */
export async function updateWorker(
  registration: UpdatableRegistration,
  attempts: number = UPDATE_ATTEMPTS,
): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      await registration.update();
    } catch {
      continue;
    }
    const worker = registration.installing ?? registration.waiting;
    if (!worker) return false;
    if ((await settled(worker)) === 'activated') return true;
  }
  return false;
}
