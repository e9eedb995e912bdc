// Which requests the service worker answers, and how (docs/ARCHITECTURE.md, "The installable app"; the
// strategies are Workbox's, serviceWorker.ts):
//   navigation  a page: the network first (the gateway writes each page's head data and language),
//               the saved app shell when the network fails or is slow, else the offline page;
//   asset       the build's files (hashed, never changing) and the site's pictures: from the build's
//               caches, else the network, kept for next time;
//   network     everything else, untouched: live data and accounts (a stale score or odds are worse
//               than none), the socket, the build manifest the update check reads, the manifest and
//               this worker's own script. The worker does not answer them at all.

export type RequestKind = 'navigation' | 'asset' | 'network';

export interface RequestLike {
  method: string;
  mode: string;
  url: string;
  headers: { has(name: string): boolean };
}

/** Never from the worker: the API, sockets, the gateway's own paths, the update check, itself. */
const NETWORK_ONLY =
  /^\/(?:vdapi|userapi|socket\.io|builds|metrics|healthz|readyz)(?:\/|$)|^\/(?:sw\.js|manifest\.webmanifest)$/;
/** The site's own pictures besides the build's assets. */
const SITE_PICTURES = /^\/(?:logo\.svg|favicon\.svg|icons\/[\w.-]+\.png)$/;

export function requestKind(request: RequestLike, origin: string): RequestKind {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || NETWORK_ONLY.test(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  // Ranges (media) are the browser's to cache.
  if (request.headers.has('range')) return 'network';
  if (url.pathname.startsWith('/assets/') || SITE_PICTURES.test(url.pathname)) return 'asset';
  return 'network';
}

/** Written into sw.js by the build (web/build/pwa.ts): the build's id and the files to keep. */
export interface BuildInfo {
  id: string;
  /** Paths of the build's files saved at install: scripts, styles and pictures of every page. */
  precache: readonly string[];
}

/**
 * A build's caches (Workbox's names: `pitchside-{kind}-{build id}`): the shell and the files saved at
 * install, and the files kept when first used. A new build fills its own; the old ones go when it takes over.
 */
export const SHELL_CACHE = 'shell';
export const FILES_CACHE = 'files';
export const SHELL_CACHE_PREFIX = `pitchside-${SHELL_CACHE}-`;
const BUILD_CACHE_PREFIXES = [SHELL_CACHE_PREFIX, `pitchside-${FILES_CACHE}-`];
/** What outlives builds: the visitor's language for the offline page. */
export const STATE_CACHE = 'pitchside-state';
/** The page saved as the app shell: the home page, which boots the app on any route. */
export const SHELL_URL = '/';
/**
 * Asks the gateway for the shell undrawn (shared APP_SHELL_HEADER, written out here so the worker's
 * script stays free of the shared package; swRouting.test.ts holds them equal).
 */
export const APP_SHELL_HEADER = 'x-app-shell';
/**
 * How long a page may take before the saved shell is shown instead. Long enough for a slow phone
 * network to answer, short enough that a dead one does not look like a hang.
 */
export const NAVIGATION_TIMEOUT_MS = 3_000;

export function shellCacheName(buildId: string): string {
  return `${SHELL_CACHE_PREFIX}${buildId}`;
}

/** The caches of other builds, to delete once this build has taken over. */
export function staleCaches(keys: readonly string[], buildId: string): string[] {
  return keys.filter((key) =>
    BUILD_CACHE_PREFIXES.some((prefix) => key.startsWith(prefix) && key !== `${prefix}${buildId}`),
  );
}
