/**
 * The route table of PRODUCT §2. The web app renders from it and the gateway uses it to answer
 * 404 for unknown paths and to pick page head data, so both agree on what exists.
 */
import type { RouteSet } from './device/routeSet';

/** Which page head data (title, keywords, description) a route uses (PRODUCT §3 "page head data"). */
export type HeadKey = 'home' | 'zq' | 'live' | 'matches' | 'user';
export const HEAD_KEYS: readonly HeadKey[] = ['home', 'zq', 'live', 'matches', 'user'];

export interface RouteDefinition {
  /** The path without a route-set prefix; `:id` marks the id parameter. */
  pattern: string;
  page: PageKey;
  hasId: boolean;
  head: HeadKey;
}

/** Paths of PRODUCT §2 in its order, then the product's additions; every route set has the same list. */
export const ROUTES = [
  { pattern: '/', page: 'home', hasId: false, head: 'home' },
  { pattern: '/404', page: 'notFound', hasId: false, head: 'home' },
  { pattern: '/about', page: 'about', hasId: false, head: 'home' },
  { pattern: '/live', page: 'live', hasId: false, head: 'live' },
  { pattern: '/live/basketball', page: 'liveBasketball', hasId: false, head: 'live' },
  { pattern: '/live/football', page: 'liveFootball', hasId: false, head: 'live' },
  { pattern: '/live/esport', page: 'liveEsport', hasId: false, head: 'live' },
  { pattern: '/live/video', page: 'liveVideo', hasId: false, head: 'live' },
  { pattern: '/live/detail/:id', page: 'liveDetail', hasId: true, head: 'live' },
  { pattern: '/matches', page: 'matches', hasId: false, head: 'matches' },
  { pattern: '/matches/anchors', page: 'matchesAnchors', hasId: false, head: 'matches' },
  { pattern: '/matches/colects', page: 'matchesColects', hasId: false, head: 'matches' },
  { pattern: '/matches/football', page: 'matchesFootball', hasId: false, head: 'matches' },
  { pattern: '/matches/hot', page: 'matchesHot', hasId: false, head: 'matches' },
  { pattern: '/matches/results', page: 'matchesResults', hasId: false, head: 'matches' },
  { pattern: '/matches/detail/:id', page: 'matchDetail', hasId: true, head: 'matches' },
  { pattern: '/product/order', page: 'productOrder', hasId: false, head: 'home' },
  { pattern: '/product/steward', page: 'productSteward', hasId: false, head: 'home' },
  { pattern: '/protocol', page: 'protocol', hasId: false, head: 'home' },
  { pattern: '/search', page: 'search', hasId: false, head: 'home' },
  { pattern: '/special', page: 'special', hasId: false, head: 'home' },
  { pattern: '/special/:id', page: 'specialDetail', hasId: true, head: 'home' },
  { pattern: '/user', page: 'user', hasId: false, head: 'user' },
  { pattern: '/user/feed', page: 'userFeed', hasId: false, head: 'user' },
  { pattern: '/zq', page: 'zq', hasId: false, head: 'zq' },
  { pattern: '/zq/detail/:id', page: 'zqDetail', hasId: true, head: 'zq' },
  // Added to PRODUCT §2's list: a team's page (club or national team), reached from every team name.
  { pattern: '/team/:id', page: 'team', hasId: true, head: 'home' },
  // Added too: a player's page, reached from line-ups, the timeline, scorers, squads and search (issue 26 §3).
  { pattern: '/player/:id', page: 'player', hasId: true, head: 'home' },
] as const satisfies readonly {
  pattern: string;
  page: string;
  hasId: boolean;
  head: HeadKey;
}[];

export type PageKey = (typeof ROUTES)[number]['page'];

/** Prefixes of the two route sets (PRODUCT §2); the chosen set is also served without one. */
export const ROUTE_SET_PREFIXES: Readonly<Record<RouteSet, '/mobile' | '/pc'>> = {
  mobile: '/mobile',
  pc: '/pc',
};

/** A route id: a positive integer of at most 12 digits, no leading zero. */
export const ROUTE_ID_PATTERN = /^[1-9][0-9]{0,11}$/;

export interface RouteMatch {
  /** The prefix the path carried; null when unprefixed (the set chosen for the device). */
  set: RouteSet | null;
  page: PageKey;
  params: { id?: number };
  route: RouteDefinition;
}

const STATIC_ROUTES = new Map<string, RouteDefinition>(
  ROUTES.filter((route) => !route.hasId).map((route) => [route.pattern, route]),
);
const ID_ROUTES = new Map<string, RouteDefinition>(
  ROUTES.filter((route) => route.hasId).map((route) => [route.pattern.slice(0, -'/:id'.length), route]),
);

/**
 * Matches a pathname (a query or fragment is ignored; one trailing slash is tolerated). Null
 * when nothing matches or the id is invalid: both give the 404 page (PRODUCT §2). Matching is
 * case-sensitive and literal: no percent-decoding, no empty segments.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  if (typeof pathname !== 'string') return null;
  let path = pathname.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/')) return null;
  let set: RouteSet | null = null;
  for (const [name, prefix] of Object.entries(ROUTE_SET_PREFIXES) as [RouteSet, string][]) {
    if (path === prefix || path.startsWith(`${prefix}/`)) {
      set = name;
      path = path.slice(prefix.length) || '/';
      break;
    }
  }
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (path.includes('//')) return null;

  const fixed = STATIC_ROUTES.get(path);
  if (fixed !== undefined) return { set, page: fixed.page, params: {}, route: fixed };

  const slash = path.lastIndexOf('/');
  const withId = ID_ROUTES.get(path.slice(0, slash));
  const id = path.slice(slash + 1);
  if (withId === undefined || !ROUTE_ID_PATTERN.test(id)) return null;
  return { set, page: withId.page, params: { id: Number(id) }, route: withId };
}

/** The path of a page (without a set prefix unless one is given); ids must be valid route ids. */
export function routePath(page: PageKey, params: { id?: number } = {}, set?: RouteSet): string {
  const route = ROUTES.find((candidate) => candidate.page === page);
  if (route === undefined) throw new RangeError(`unknown page ${String(page)}`);
  let path: string = route.pattern;
  if (route.hasId) {
    const id = String(params.id);
    if (!ROUTE_ID_PATTERN.test(id)) throw new RangeError(`invalid id for ${page}: ${id}`);
    path = path.replace(':id', id);
  }
  if (set === undefined) return path;
  return path === '/' ? ROUTE_SET_PREFIXES[set] : `${ROUTE_SET_PREFIXES[set]}${path}`;
}
