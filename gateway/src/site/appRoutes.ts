// Which paths the app answers (PRODUCT.md §2): both route sets, with or without their prefix.
// The route table itself belongs to @pitchside/shared (`matchRoute`) so the gateway and the web app
// agree; until it lands there, this mirrors the table of PRODUCT.md §2.

const ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/404$/,
  /^\/about$/,
  /^\/live$/,
  /^\/live\/(basketball|football|esport|video)$/,
  /^\/live\/detail\/[1-9]\d{0,15}$/,
  /^\/matches$/,
  /^\/matches\/(anchors|colects|football|hot|results)$/,
  /^\/matches\/detail\/[1-9]\d{0,15}$/,
  /^\/product\/(order|steward)$/,
  /^\/protocol$/,
  /^\/search$/,
  /^\/special$/,
  /^\/special\/[1-9]\d{0,15}$/,
  /^\/user$/,
  /^\/user\/feed$/,
  /^\/zq$/,
  /^\/zq\/detail\/[1-9]\d{0,15}$/,
];

export type AppRoute = { routeSet: 'mobile' | 'pc' | null; path: string };

/** The route a URL path opens, or null when no route matches (the app's 404 page, status 404). */
export function appRoute(urlPath: string): AppRoute | null {
  const trimmed = urlPath.length > 1 && urlPath.endsWith('/') ? urlPath.slice(0, -1) : urlPath;
  let routeSet: AppRoute['routeSet'] = null;
  let path = trimmed;
  for (const prefix of ['mobile', 'pc'] as const) {
    if (trimmed === `/${prefix}` || trimmed.startsWith(`/${prefix}/`)) {
      routeSet = prefix;
      path = trimmed.slice(prefix.length + 1) || '/';
    }
  }
  return ROUTE_PATTERNS.some((pattern) => pattern.test(path)) ? { routeSet, path } : null;
}
