/**
 * PRODUCT §8: a chunk that fails to load during navigation (typically after a new deploy removed it)
 * causes a full reload to the target path. The guard remembers the last reload so a chunk that is
 * really gone shows the error page instead of reloading forever.
 */
const GUARD_KEY = 'pitchside.chunkReload';
const GUARD_WINDOW_MS = 10_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk \S+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

interface Guard {
  path: string;
  at: number;
}

function readGuard(): Guard | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(GUARD_KEY) ?? 'null');
    if (value && typeof value === 'object' && 'path' in value && 'at' in value) return value as Guard;
  } catch {
    // An unreadable guard is no guard.
  }
  return null;
}

interface ReloadOptions {
  now?: number;
  assign?: (url: string) => void;
  /** Whether the browser has a network (navigator.onLine). */
  online?: () => boolean;
  /** Runs `then` once the network is back. */
  whenOnline?: (then: () => void) => void;
}

/**
 * Reloads fully to `target` unless that was just tried; returns whether a reload was started (or, with
 * no network, is waiting for it). Offline, a chunk that fails to load is not a new deploy: reloading
 * then would only show the browser's own error page, so the reload waits for the network.
 */
export function reloadToTarget(
  target: string,
  {
    now = Date.now(),
    assign = (url: string) => window.location.assign(url),
    online = () => navigator.onLine,
    whenOnline = (then: () => void) => window.addEventListener('online', then, { once: true }),
  }: ReloadOptions = {},
): boolean {
  if (!online()) {
    whenOnline(() => reloadToTarget(target, { assign, online, whenOnline }));
    return true;
  }
  const guard = readGuard();
  if (guard && guard.path === target && now - guard.at < GUARD_WINDOW_MS) return false;
  try {
    sessionStorage.setItem(GUARD_KEY, JSON.stringify({ path: target, at: now }));
  } catch {
    // Without sessionStorage we still reload once; a loop is then bounded by the browser.
  }
  assign(target);
  return true;
}

/** Vite reports failed preloads on window; turn them into the same full reload. */
export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const target = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (reloadToTarget(target)) event.preventDefault();
  });
}
