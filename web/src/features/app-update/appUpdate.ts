/** PRODUCT §4 / §9: the build manifest is checked every 60 minutes. */
export const UPDATE_POLL_MS = 60 * 60 * 1000;
/** Served by the gateway: `{ id, timestamp }`, the id changing with every build it serves. */
export const BUILD_MANIFEST_PATH = '/builds/latest.json';

/** The build id the manifest names now; null when it cannot be read (offline, missing, odd JSON). */
export async function fetchBuildId(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(`${BUILD_MANIFEST_PATH}?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const manifest: unknown = await response.json();
    if (manifest === null || typeof manifest !== 'object') return null;
    const { id } = manifest as { id?: unknown };
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Reads the build id once at start (the build this page came with), then hourly; calls `onNewBuild`
 * once when the id differs. An unreadable manifest is skipped: the check runs again in an hour.
 * Returns the stop function.
 */
export function watchForNewBuild(
  onNewBuild: () => void,
  { fetcher = fetch, intervalMs = UPDATE_POLL_MS }: { fetcher?: typeof fetch; intervalMs?: number } = {},
): () => void {
  let stopped = false;
  let running: string | null = null;
  const baseline = fetchBuildId(fetcher).then((id) => {
    running = id;
  });
  const timer = setInterval(async () => {
    await baseline;
    const current = await fetchBuildId(fetcher);
    if (stopped || current === null) return;
    if (running === null) {
      running = current;
      return;
    }
    if (current !== running) {
      stopped = true;
      clearInterval(timer);
      onNewBuild();
    }
  }, intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
