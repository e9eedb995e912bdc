/**
 * The route table of PRODUCT §2 (docs/ARCHITECTURE.md, "Each page declares its data once"): one entry
 * per page, and the only one. It says the page's pattern and head data, and, as functions of the
 * request, the gateway topics it draws, the origin's answers it draws and its subject: the answer whose
 * "not found" makes the page a 404. The gateway reads the pattern and head to answer 404 and write the
 * head, with or without the web's build; the web's server entry prefetches the answers and watches the
 * topics; the browser's shell loads the answers on a navigation. The web adds only the component of
 * each key (web/src/app/pages.ts, checked at compile time) and the query options behind each name of
 * `PageQueries` (the very options the components read).
 */
import { liveTopic, matchTopic, oddsTopic, type TopicName, tableTopic } from './contract/topics';
import type { NavItem } from './device/navigation';
import type { RouteSet } from './device/routeSet';
import type { Locale } from './domain/locale';
import { SPORTS, type Sport } from './domain/sport';
import { buildPath, matchPattern, parsePattern, type RoutePattern } from './routePattern';

export { ROUTE_ID_PATTERN } from './routePattern';

/**
 * Which page head data (title, keywords, description) a route uses (PRODUCT §3 "page head data"), and
 * `liveStreams`: the live streams' page, whose title says what it lists (matches with a live stream), not
 * the live section's.
 */
export type HeadKey = 'home' | 'zq' | 'live' | 'liveStreams' | 'matches' | 'user';
export const HEAD_KEYS: readonly HeadKey[] = ['home', 'zq', 'live', 'liveStreams', 'matches', 'user'];

/** What a page's data is a function of: the request, as the server and the browser both know it. */
export interface RouteRequest {
  /** The route's validated parameters (a positive integer id). */
  params: { id?: number };
  /** The address's query (`?date=-2&sport=2`). */
  search: URLSearchParams;
  locale: Locale;
  routeSet: RouteSet;
  /** The zone times are drawn in (undefined: the browser's own). */
  timeZone: string | undefined;
  /** The instant the page is drawn at (ms). */
  now: number;
}

/**
 * The origin's answers a page can draw, by name. The web builds each from the query options its
 * components read (web/src/app/pages.ts, `PAGE_QUERIES`), so the server's prefetch, the browser's
 * loader and the component ask for the very same thing; here an entry only names them.
 */
export interface PageQueries<Q> {
  /** The header's and footer's config: drawn on every page. */
  initConfig(locale: Locale): Q;
  indexHot(locale: Locale): Q;
  indexFootball(locale: Locale): Q;
  /** A sport's matches in play, over REST while its live topic has no state. */
  liveList(sport: Sport, locale: Locale): Q;
  /** A sport's last results and next kick-offs. */
  recent(locale: Locale, sport: Sport): Q;
  /** The day's football board (TodayBoard): the reader's day at the request's instant and zone. */
  today(request: RouteRequest): Q[];
  /** A day of schedules or results: `?sport=` and `?date=` on the strip at the request's instant and zone. */
  dayMatches(kind: 'schedule' | 'result', request: RouteRequest): Q[];
  /** The football schedule's day (`?date=`), of the league of `?league=` or every league. */
  footballSchedule(request: RouteRequest): Q[];
  matchDetail(id: number, locale: Locale): Q;
  matchStreams(id: number, locale: Locale): Q;
  matchOdds(id: number, locale: Locale): Q;
  leagueTable(locale: Locale, leagueId: number): Q;
  player(locale: Locale, playerId: number): Q;
  team(locale: Locale, teamId: number): Q;
  /** A highlight collection. */
  collection(locale: Locale, collectionId: number): Q;
  /** The highlight collections' channel tags, and their first page of every tag. */
  collections(locale: Locale): Q[];
  /** The anchors' first page. */
  anchors(locale: Locale): Q;
  /** The leagues with most interest now, with their live and next matches. */
  hotLeagues(locale: Locale): Q;
  /** A competition's coming rounds, the first page (its fixtures tab). */
  leagueRounds(locale: Locale, leagueId: number): Q;
  /** The search page: the hot words, or the answer to `?q=`. */
  search(request: RouteRequest): Q;
}

/** Answers of a page, named in `PageQueries` (the web's query options, the gateway's nothing). */
export type PageAnswers = <Q>(request: RouteRequest, q: PageQueries<Q>) => Q[];

/**
 * What a page carries of the layout besides the header (PRODUCT §2 "Mobile parts"); the desktop
 * footer is on every page.
 */
export interface PageChrome {
  /** The phone's bottom tab bar. */
  tabBar?: boolean;
  /**
   * The live sections' switcher (all, basketball, football, esports, video): on both layouts, or on
   * the phone only (the home page, whose desktop has its own filter tabs there).
   */
  liveMenu?: 'both' | 'phone';
  /** The phone's footer. */
  footer?: boolean;
}

/** One page: everything the site knows of it but its component. */
export interface PageDeclaration {
  /** The path without a route-set prefix, by segments; the segment `:id` is the id (routePattern.ts). */
  pattern: string;
  head: HeadKey;
  /**
   * Its own title in the browser's tab, beside the site's name: a key the web's catalogs word
   * (`pages.about.title`; the compiler checks it, web/src/app/pages.ts). Without one, its head data's.
   */
  title?: string;
  /** The item of the header's and the tab bar's navigation it lights; none when absent. */
  nav?: NavItem;
  chrome?: PageChrome;
  /** The gateway topics the page draws: the server watches them and embeds their states. */
  topics?: (request: RouteRequest) => TopicName[];
  /**
   * The origin's answers the page draws, as its components ask for them. An answer whose options name
   * a topic (`meta.topic`) is what the page reads while that topic has no state: the server asks for it
   * only when the gateway holds none, the browser leaves it to the component (a state may come first).
   */
  queries?: PageAnswers;
  /**
   * The record the page is about (a match, a player, a competition): drawn like its other answers, and
   * when the origin does not know it, the page is answered 404 (its markup tells the reader so).
   */
  subject?: <Q>(request: RouteRequest, q: PageQueries<Q>) => Q;
}

/** The id of a route with one (matchRoute has checked it). */
function idOf(request: RouteRequest): number {
  const id = request.params.id;
  if (id === undefined) throw new RangeError('this route has an id');
  return id;
}

/**
 * Live sections: each sport's topic, its list over REST while the topic has no state, and its next
 * kick-off (drawn by the server, so a list with nothing in play does not grow when it arrives).
 */
const liveSections = (sports: readonly Sport[]) => ({
  topics: (request: RouteRequest) => sports.map((sport) => liveTopic(sport, request.locale)),
  queries: <Q>(request: RouteRequest, q: PageQueries<Q>) => [
    ...sports.map((sport) => q.liveList(sport, request.locale)),
    ...sports.map((sport) => q.recent(request.locale, sport)),
  ],
});

/** Live sections with the day's football under them (TodayBoard). */
const liveWithToday = (sports: readonly Sport[]) => ({
  topics: liveSections(sports).topics,
  queries: <Q>(request: RouteRequest, q: PageQueries<Q>) => [
    ...liveSections(sports).queries(request, q),
    ...q.today(request),
    q.recent(request.locale, 'football'),
  ],
});

/** Whether the page opens on its odds tab (`?tab=odds`). */
const onOddsTab = (request: RouteRequest) => request.search.get('tab') === 'odds';

/**
 * A match's detail: its record (over REST while its topic has no state), its topic and its streams;
 * opened on its odds tab, the odds topic and the odds over REST too, so the tab asks for nothing on arrival.
 */
const matchDetail = {
  subject: <Q>(request: RouteRequest, q: PageQueries<Q>) => q.matchDetail(idOf(request), request.locale),
  topics: (request: RouteRequest): TopicName[] => [
    matchTopic(idOf(request), request.locale),
    ...(onOddsTab(request) ? [oddsTopic(idOf(request), request.locale)] : []),
  ],
  queries: <Q>(request: RouteRequest, q: PageQueries<Q>) => [
    q.matchStreams(idOf(request), request.locale),
    ...(onOddsTab(request) ? [q.matchOdds(idOf(request), request.locale)] : []),
  ],
};

/** A day of schedules or results (DayMatchesView). */
const dayMatches = (kind: 'schedule' | 'result') => ({
  queries: <Q>(request: RouteRequest, q: PageQueries<Q>) => q.dayMatches(kind, request),
});

/** A live section's page: lit as live, with the tab bar and the live menu on both layouts. */
const livePage = { nav: 'live', chrome: { tabBar: true, liveMenu: 'both' } } as const;

/**
 * Every page, in PRODUCT §2's order, then the product's additions; every route set has the same list.
 * `notFound` is the error page the shell draws itself.
 */
export const PAGES = {
  home: {
    pattern: '/',
    head: 'home',
    nav: 'home',
    chrome: { tabBar: true, liveMenu: 'phone', footer: true },
    topics: liveSections(['football']).topics,
    queries: (request, q) => [...liveWithToday(['football']).queries(request, q), q.indexHot(request.locale)],
  },
  notFound: { pattern: '/404', head: 'home', title: 'error.title' },
  about: { pattern: '/about', head: 'home', title: 'pages.about.title', chrome: { footer: true } },
  live: { pattern: '/live', head: 'live', ...livePage, ...liveWithToday(SPORTS) },
  liveBasketball: { pattern: '/live/basketball', head: 'live', ...livePage, ...liveSections(['basketball']) },
  liveFootball: { pattern: '/live/football', head: 'live', ...livePage, ...liveWithToday(['football']) },
  liveEsport: { pattern: '/live/esport', head: 'live', ...livePage, ...liveSections(['esport']) },
  // Matches in play with a live stream: an anchor's, a real one (a test server's test picture, labelled so).
  liveVideo: { pattern: '/live/video', head: 'liveStreams', ...livePage, ...liveSections(SPORTS) },
  liveDetail: { pattern: '/live/detail/:id', head: 'live', nav: 'live', ...matchDetail },
  // Today's schedule, then the highlight collections.
  matches: {
    pattern: '/matches',
    head: 'matches',
    nav: 'matches',
    chrome: { tabBar: true },
    queries: (request, q) => [
      ...dayMatches('schedule').queries(request, q),
      ...q.collections(request.locale),
    ],
  },
  matchesAnchors: {
    pattern: '/matches/anchors',
    head: 'matches',
    nav: 'matches',
    queries: (request, q) => [q.anchors(request.locale)],
  },
  matchesColects: { pattern: '/matches/colects', head: 'matches', nav: 'matches' },
  // Football in play (the same answer as /zq's), then the football schedule of the chosen day and league.
  matchesFootball: {
    pattern: '/matches/football',
    head: 'matches',
    nav: 'matches',
    queries: (request, q) => [q.indexFootball(request.locale), ...q.footballSchedule(request)],
  },
  matchesHot: {
    pattern: '/matches/hot',
    head: 'matches',
    nav: 'matches',
    queries: (request, q) => [q.hotLeagues(request.locale)],
  },
  matchesResults: { pattern: '/matches/results', head: 'matches', nav: 'matches', ...dayMatches('result') },
  // A match's highlight collection.
  collection: {
    pattern: '/matches/detail/:id',
    head: 'matches',
    nav: 'matches',
    subject: (request, q) => q.collection(request.locale, idOf(request)),
  },
  productOrder: { pattern: '/product/order', head: 'home', title: 'pages.productOrder.title' },
  productSteward: { pattern: '/product/steward', head: 'home', title: 'pages.productSteward.title' },
  protocol: { pattern: '/protocol', head: 'home', title: 'pages.protocol.title' },
  search: {
    pattern: '/search',
    head: 'home',
    title: 'pages.search.title',
    queries: (request, q) => [q.search(request)],
  },
  // The menu's competitions (the shell's answer), with what is live in each.
  special: {
    pattern: '/special',
    head: 'home',
    title: 'pages.special.title',
    nav: 'special',
    queries: (request, q) => [q.hotLeagues(request.locale)],
  },
  // A competition's page: its table as it stands, pushed (every tab reads it for the competition's kind).
  specialDetail: {
    pattern: '/special/:id',
    head: 'home',
    title: 'pages.specialDetail.title',
    nav: 'special',
    subject: (request, q) => q.leagueTable(request.locale, idOf(request)),
    topics: (request) => [tableTopic(idOf(request), request.locale)],
    // Every tab names the competition by the menu, its hot matches or its coming rounds.
    queries: (request, q) => [q.hotLeagues(request.locale), q.leagueRounds(request.locale, idOf(request))],
  },
  user: { pattern: '/user', head: 'user', nav: 'user', chrome: { tabBar: true } },
  userFeed: { pattern: '/user/feed', head: 'user', nav: 'user' },
  zq: {
    pattern: '/zq',
    head: 'zq',
    nav: 'football',
    chrome: { tabBar: true },
    topics: liveSections(['football']).topics,
    queries: (request, q) => [
      ...liveSections(['football']).queries(request, q),
      q.indexFootball(request.locale),
    ],
  },
  zqDetail: { pattern: '/zq/detail/:id', head: 'zq', nav: 'football', ...matchDetail },
  // Added to PRODUCT §2's list: a team's page (club or national team), reached from every team name.
  team: {
    pattern: '/team/:id',
    head: 'home',
    title: 'pages.team.title',
    subject: (request, q) => q.team(request.locale, idOf(request)),
  },
  // Added too: a player's page, reached from line-ups, the timeline, scorers, squads and search.
  player: {
    pattern: '/player/:id',
    head: 'home',
    title: 'pages.player.title',
    subject: (request, q) => q.player(request.locale, idOf(request)),
  },
} as const satisfies Record<string, PageDeclaration>;

export type PageKey = keyof typeof PAGES;

/** The answers every page draws, the error page too: the shell's header and footer. */
export const shellAnswers: PageAnswers = (request, q) => [q.initConfig(request.locale)];

/** A page's row of the table: its declaration with its key. */
export interface RouteDefinition extends PageDeclaration {
  page: PageKey;
  /** Whether the pattern has the id segment. */
  hasId: boolean;
}

const PATTERNS = new Map<PageKey, RoutePattern>(
  (Object.keys(PAGES) as PageKey[]).map((page) => [page, parsePattern(PAGES[page].pattern)]),
);

const patternOf = (page: PageKey): RoutePattern => {
  const pattern = PATTERNS.get(page);
  if (pattern === undefined) throw new RangeError(`unknown page ${String(page)}`);
  return pattern;
};

/** The table as a list, in its order. */
export const ROUTES: readonly RouteDefinition[] = (Object.keys(PAGES) as PageKey[]).map((page) => {
  const declaration: PageDeclaration = PAGES[page];
  return { ...declaration, page, hasId: patternOf(page).hasId };
});

/** Prefixes of the two route sets (PRODUCT §2); the chosen set is also served without one. */
export const ROUTE_SET_PREFIXES: Readonly<Record<RouteSet, '/mobile' | '/pc'>> = {
  mobile: '/mobile',
  pc: '/pc',
};

export interface RouteMatch {
  /** The prefix the path carried; null when unprefixed (the set chosen for the device). */
  set: RouteSet | null;
  page: PageKey;
  params: { id?: number };
  route: RouteDefinition;
}

/**
 * A matcher of pathnames over a table of routes (a query or fragment is ignored; one trailing slash is
 * tolerated): each pattern segment by segment, routes without an id first, so a literal segment is
 * never read as an id. Null when nothing matches or the id is invalid: both give the 404 page
 * (PRODUCT §2). Matching is case-sensitive and literal: no percent-decoding, no empty segments.
 */
export function routeMatcher<R extends { pattern: string }>(
  routes: readonly R[],
): (pathname: string) => { set: RouteSet | null; route: R; params: { id?: number } } | null {
  const patterns = routes
    .map((route) => ({ route, pattern: parsePattern(route.pattern) }))
    .sort((a, b) => Number(a.pattern.hasId) - Number(b.pattern.hasId));
  return (pathname) => {
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
    for (const { route, pattern } of patterns) {
      const params = matchPattern(pattern, path);
      if (params !== null) return { set, route, params };
    }
    return null;
  };
}

const matchTable = routeMatcher(ROUTES);

/** The page of a pathname in the route table (routeMatcher), or null: the 404 page. */
export function matchRoute(pathname: string): RouteMatch | null {
  const match = matchTable(pathname);
  return match === null ? null : { ...match, page: match.route.page };
}

/** The path of a page (without a set prefix unless one is given); ids must be valid route ids. */
export function routePath(page: PageKey, params: { id?: number } = {}, set?: RouteSet): string {
  const path = buildPath(patternOf(page), params);
  if (set === undefined) return path;
  return path === '/' ? ROUTE_SET_PREFIXES[set] : `${ROUTE_SET_PREFIXES[set]}${path}`;
}

/** The name of a page's answers in `PageQueries`. */
export type PageQueryName = keyof PageQueries<unknown>;

/** Each answer as its name: what an entry names, read without the web's options. */
const ANSWER_NAMES: PageQueries<PageQueryName> = {
  initConfig: () => 'initConfig',
  indexHot: () => 'indexHot',
  indexFootball: () => 'indexFootball',
  liveList: () => 'liveList',
  recent: () => 'recent',
  today: () => ['today'],
  dayMatches: () => ['dayMatches'],
  footballSchedule: () => ['footballSchedule'],
  matchDetail: () => 'matchDetail',
  matchStreams: () => 'matchStreams',
  matchOdds: () => 'matchOdds',
  leagueTable: () => 'leagueTable',
  player: () => 'player',
  team: () => 'team',
  collection: () => 'collection',
  collections: () => ['collections'],
  anchors: () => 'anchors',
  hotLeagues: () => 'hotLeagues',
  leagueRounds: () => 'leagueRounds',
  search: () => 'search',
};

/**
 * The kind of record a page's id names, read from its subject (`matchDetail`: a match, `team`, `player`,
 * `leagueTable`: a competition, `collection`): the tests that visit every route with a real id hold one
 * id per kind, so a page added with an id of a known kind needs nothing more of them.
 */
export function subjectName(page: PageKey): PageQueryName | null {
  const declaration: PageDeclaration = PAGES[page];
  const request: RouteRequest = {
    params: { id: 1 },
    search: new URLSearchParams(),
    locale: 'en',
    routeSet: 'mobile',
    timeZone: undefined,
    now: 0,
  };
  return declaration.subject?.(request, ANSWER_NAMES) ?? null;
}
