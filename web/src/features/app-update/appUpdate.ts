/** PRODUCT §4 / §9: the build manifest is checked every 60 minutes. */
export const UPDATE_POLL_MS = 60 * 60 * 1000;
export const BUILD_MANIFEST_PATH = '/builds/latest.json';

/**
 * Fetches the manifest and says whether it names another build than the running one.
 * Any failure (offline, missing file, odd JSON) means "no update": the check runs again in an hour.
 */
export async function hasNewBuild(runningBuildId: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(`${BUILD_MANIFEST_PATH}?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return false;
    const manifest: unknown = await response.json();
    const buildId =
      manifest !== null && typeof manifest === 'object'
        ? (manifest as { buildId?: unknown }).buildId
        : undefined;
    return typeof buildId === 'string' && buildId !== '' && buildId !== runningBuildId;
  } catch {
    return false;
  }
}

/** Polls hourly and calls `onNewBuild` once when a different build id appears. Returns the stop function. */
export function watchForNewBuild(
  runningBuildId: string,
  onNewBuild: () => void,
  { fetcher = fetch, intervalMs = UPDATE_POLL_MS }: { fetcher?: typeof fetch; intervalMs?: number } = {},
): () => void {
  let stopped = false;
  const timer = setInterval(async () => {
    if (await hasNewBuild(runningBuildId, fetcher)) {
      if (stopped) return;
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
