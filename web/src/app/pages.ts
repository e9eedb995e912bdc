// The route table (docs/ARCHITECTURE.md, "Each page declares its data once"): one entry per page,
// over the shared row that says its pattern and head data (shared/src/routes.ts, which the gateway
// reads without the web to answer a 404 and write the head). The entry says the page's chunk and, as
// functions of the request, the gateway topics and the origin's answers it draws. The server entry
// watches those topics and prefetches those queries (entry-server.tsx), the shell loads them on a
// navigation in the browser (AppShell.tsx), and the page's components read the very same query
// options: one builder per query, whose call is the same on both ends (api/queryCall.ts).
import {
  type Locale,
  type PageKey,
  ROUTES,
  type RouteDefinition,
  type RouteMatch,
  type RouteSet,
  SPORTS,
  type Sport,
  type TopicName,
} from '@pitchside/shared';
import { type FetchQueryOptions, hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { indexHotQuery, initConfigQuery } from '../api/queries';
import { indexFootballQuery, liveListQuery } from '../features/live/liveQueries';
import { liveTopic, matchTopic, oddsTopic, tableTopic } from '../features/live/liveTopics';
import { recentQuery, todayQueries } from '../features/live/todayQueries';
import { detailQuery, oddsQuery, streamQuery } from '../features/match-detail/detailData';
import { parseSport, resultDayQueries, scheduleDayQueries } from '../features/matches/matchesApi';
import { chosenDay, stripDays } from '../features/matches/useStripDay';
import { playerPageQuery } from '../features/player/playerApi';
import { leagueTableQuery } from '../features/special/specialApi';
import { collectionView, matchDetailView } from '../pages/lazyViews';
import type { PageProps } from '../pages/pageProps';
import { lazyComponent, type Preloadable, preloadable } from '../render/preloadable';

/** What a page's data is a function of: the request, as the server and the browser both know it. */
export interface RouteRequest {
  /** The route's validated parameters (a positive integer id). */
  params: RouteMatch['params'];
  /** The address's query (`?date=-2&sport=2`). */
  search: URLSearchParams;
  locale: Locale;
  routeSet: RouteSet;
  /** The zone times are drawn in (undefined: the browser's own). */
  timeZone: string | undefined;
  /** The instant the page is drawn at (ms). */
  now: number;
}

/** One answer a page draws, made by `query` from the options its component reads (built once). */
export interface RouteQuery {
  readonly queryKey: QueryKey;
  /** The topic whose state replaces the answer (the options' `meta.topic`), else null. */
  readonly topic: TopicName | null;
  /** Asks a client for it with those options (nothing is asked while the client holds it fresh). */
  prefetch(client: QueryClient): Promise<void>;
}

/** A page's answer, from the very options (queryKey, queryFn) its component hands useQuery. */
export function query<TData, TKey extends QueryKey>(
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): RouteQuery {
  const topic = options.meta?.topic;
  return {
    queryKey: options.queryKey,
    topic: typeof topic === 'string' ? (topic as TopicName) : null,
    prefetch: (client) => client.prefetchQuery(options),
  };
}

type PageModule = Record<string, ComponentType<PageProps>>;

/** A page group's chunk and its source, by which the server finds its files in the build manifest. */
interface PageGroup<M = unknown> {
  module: Preloadable<M>;
  source: string;
}

export interface PageEntry {
  /** The chunk the page's component comes from, its export's name, and a view in a chunk of its own. */
  chunk: { group: PageGroup<PageModule>; component: string; nested?: PageGroup };
  /** The gateway topics the page draws: the server watches them and embeds their states. */
  topics?: (request: RouteRequest) => TopicName[];
  /**
   * The origin's answers the page draws, as its components ask for them. A query whose `meta.topic`
   * names a topic is what the page reads while that topic has no state: the server asks for it only
   * when the gateway holds none, the browser leaves it to the component (a state may come first).
   */
  queries?: (request: RouteRequest) => RouteQuery[];
}

/** A page's whole entry: the shared row (pattern, head data) and the web's part. */
export type RouteEntry = RouteDefinition & PageEntry;

/** Pages the shell renders from a chunk: every page of the route table but the error page. */
export type ShellPageKey = Exclude<PageKey, 'notFound'>;

const group = (importer: () => Promise<PageModule>, source: string): PageGroup<PageModule> => ({
  module: preloadable(importer),
  source,
});

const live = group(() => import('../pages/LivePages'), 'src/pages/LivePages.tsx');
const matches = group(() => import('../pages/MatchesPages'), 'src/pages/MatchesPages.tsx');
const zq = group(() => import('../pages/ZqPages'), 'src/pages/ZqPages.tsx');
const user = group(() => import('../pages/UserPages'), 'src/pages/UserPages.tsx');
const info = group(() => import('../pages/InfoPages'), 'src/pages/InfoPages.tsx');
const special = group(() => import('../pages/SpecialPages'), 'src/pages/SpecialPages.tsx');
const search = group(() => import('../pages/SearchPage'), 'src/pages/SearchPage.tsx');
const team = group(() => import('../pages/TeamPages'), 'src/pages/TeamPages.tsx');
const player = group(() => import('../pages/PlayerPages'), 'src/pages/PlayerPages.tsx');
const home = group(() => import('../features/home/HomePage'), 'src/features/home/HomePage.tsx');

const page = (
  chunk: PageGroup<PageModule>,
  component: string,
  data: Omit<PageEntry, 'chunk'> & { nested?: PageGroup } = {},
): PageEntry => {
  const { nested, ...rest } = data;
  return { chunk: { group: chunk, component, nested }, ...rest };
};

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
  queries: (request: RouteRequest) => [
    ...sports.map((sport) => query(liveListQuery(sport, request.locale))),
    ...sports.map((sport) => query(recentQuery(request.locale, sport))),
  ],
});

/** The day's football under a live list (TodayBoard): the reader's day and the last results. */
const todayBoard = (request: RouteRequest): RouteQuery[] => {
  const today = todayQueries(request.locale, request.now, request.timeZone);
  return [
    ...today.schedule.map((options) => query(options)),
    ...today.results.map((options) => query(options)),
    query(recentQuery(request.locale, 'football')),
  ];
};

/** Live sections with the day's football under them (football's next kick-off is asked once). */
const liveWithToday = (sports: readonly Sport[]) => ({
  topics: liveSections(sports).topics,
  queries: (request: RouteRequest) => {
    const all = [...liveSections(sports).queries(request), ...todayBoard(request)];
    const keys = all.map((entry) => hashKey(entry.queryKey));
    return all.filter((_, index) => keys.indexOf(keys[index] ?? '') === index);
  },
});

/** Whether the page opens on its odds tab (`?tab=odds`). */
const onOddsTab = (request: RouteRequest) => request.search.get('tab') === 'odds';

/**
 * A match's detail: its topic, its streams, and the detail over REST while the topic has no state;
 * opened on its odds tab, the odds topic and the odds over REST too, so the tab asks for nothing on arrival.
 */
const matchDetail = {
  topics: (request: RouteRequest) => [
    matchTopic(idOf(request), request.locale),
    ...(onOddsTab(request) ? [oddsTopic(idOf(request), request.locale)] : []),
  ],
  queries: (request: RouteRequest) => [
    query(streamQuery(idOf(request), request.locale)),
    query(detailQuery(idOf(request), request.locale)),
    ...(onOddsTab(request) ? [query(oddsQuery(idOf(request), request.locale))] : []),
  ],
};

/**
 * A day of schedules or results (DayMatchesView): the sport of `?sport=` and the day of `?date=` on
 * the strip at the request's instant and zone (useStripDay), for a reader not signed in, as the page
 * is drawn until the browser has read its session.
 */
const dayMatches = (kind: 'schedule' | 'result') => ({
  queries: (request: RouteRequest): RouteQuery[] => {
    const sport = parseSport(request.search.get('sport'));
    const direction = kind === 'schedule' ? 'next' : 'past';
    const day = chosenDay(stripDays(direction, request.now, request.timeZone), request.search.get('date'));
    return kind === 'schedule'
      ? scheduleDayQueries(request.locale, sport, day, '').map((options) => query(options))
      : resultDayQueries(request.locale, sport, day, '').map((options) => query(options));
  },
});

/** Every page of PRODUCT §2 (the error page is drawn by the shell itself). */
export const PAGES: Record<ShellPageKey, PageEntry> = {
  home: page(home, 'HomePage', {
    topics: liveSections(['football']).topics,
    queries: (request) => [
      ...liveWithToday(['football']).queries(request),
      query(indexHotQuery(request.locale)),
    ],
  }),
  about: page(info, 'AboutPage'),
  live: page(live, 'LivePage', liveWithToday(SPORTS)),
  liveBasketball: page(live, 'LiveBasketballPage', liveSections(['basketball'])),
  liveFootball: page(live, 'LiveFootballPage', liveWithToday(['football'])),
  liveEsport: page(live, 'LiveEsportPage', liveSections(['esport'])),
  liveVideo: page(live, 'LiveVideoPage', liveSections(SPORTS)),
  liveDetail: page(live, 'LiveDetailPage', { ...matchDetail, nested: matchDetailView }),
  matches: page(matches, 'MatchesPage', dayMatches('schedule')),
  matchesAnchors: page(matches, 'MatchesAnchorsPage'),
  matchesColects: page(matches, 'MatchesColectsPage'),
  matchesFootball: page(matches, 'MatchesFootballPage'),
  matchesHot: page(matches, 'MatchesHotPage'),
  matchesResults: page(matches, 'MatchesResultsPage', dayMatches('result')),
  matchDetail: page(matches, 'MatchDetailPage', { nested: collectionView }),
  productOrder: page(info, 'ProductOrderPage'),
  productSteward: page(info, 'ProductStewardPage'),
  protocol: page(info, 'ProtocolPage'),
  search: page(search, 'SearchPage'),
  special: page(special, 'SpecialPage'),
  // A competition's page: its table as it stands, pushed (every tab reads it for the competition's kind).
  specialDetail: page(special, 'SpecialDetailPage', {
    topics: (request) => [tableTopic(idOf(request), request.locale)],
    queries: (request) => [query(leagueTableQuery(request.locale, idOf(request)))],
  }),
  user: page(user, 'UserPage'),
  userFeed: page(user, 'UserFeedPage'),
  zq: page(zq, 'ZqPage', {
    topics: liveSections(['football']).topics,
    queries: (request) => [
      ...liveSections(['football']).queries(request),
      query(indexFootballQuery(request.locale)),
    ],
  }),
  zqDetail: page(zq, 'ZqDetailPage', { ...matchDetail, nested: matchDetailView }),
  team: page(team, 'TeamPage'),
  player: page(player, 'PlayerPage', {
    queries: (request) => [query(playerPageQuery(request.locale, idOf(request)))],
  }),
};

/** What the shell draws on every page, the error page too: the header's and footer's config. */
const shellQueries = (request: RouteRequest): RouteQuery[] => [query(initConfigQuery(request.locale))];

const ROWS = new Map<PageKey, RouteDefinition>(ROUTES.map((row) => [row.page, row]));

/** A page's whole entry: its shared row and its part here. */
export function routeEntry(key: ShellPageKey): RouteEntry {
  const row = ROWS.get(key);
  if (!row) throw new RangeError(`no route for ${key}`);
  return { ...row, ...PAGES[key] };
}

/** The topics the page at a request draws (none for the error page). */
export function routeTopics(key: ShellPageKey | null, request: RouteRequest): TopicName[] {
  return key ? (PAGES[key].topics?.(request) ?? []) : [];
}

/** The answers the page at a request draws, the shell's with them. */
export function routeQueries(key: ShellPageKey | null, request: RouteRequest): RouteQuery[] {
  return [...shellQueries(request), ...(key ? (PAGES[key].queries?.(request) ?? []) : [])];
}

/**
 * The browser's loader: on a navigation, the page's answers are asked for while its chunk is still
 * on the way, rather than once its components mount. Answers already held and fresh (a page the server
 * drew) are not asked again; one a topic replaces is left to the page, whose topic may have a state.
 */
export function loadRouteData(client: QueryClient, key: ShellPageKey | null, request: RouteRequest): void {
  for (const answer of routeQueries(key, request)) {
    if (answer.topic === null) void answer.prefetch(client);
  }
}

const lazyPages = new Map<ShellPageKey, ComponentType<PageProps>>();

/** The lazily loaded component of a page (made once per page, so React keeps its state). */
export function pageComponent(key: ShellPageKey): ComponentType<PageProps> {
  let component = lazyPages.get(key);
  if (!component) {
    const { group: chunk, component: pick } = PAGES[key].chunk;
    component = lazyComponent(chunk.module, (loaded) => {
      const picked = loaded[pick];
      if (!picked) throw new Error(`page component ${pick} is missing`);
      return picked;
    });
    lazyPages.set(key, component);
  }
  return component;
}

const groupsOf = (key: ShellPageKey): PageGroup[] => {
  const { group: chunk, nested } = PAGES[key].chunk;
  return nested ? [chunk, nested] : [chunk];
};

/** Starts fetching a page's chunks early (while its layout chunk is still on the way). */
export function preloadPage(key: ShellPageKey): Promise<unknown> {
  return Promise.all(groupsOf(key).map((entry) => entry.module.load())).catch(() => {
    // The lazy component reports the failure when it renders.
  });
}

/** The source modules of a page's chunks (for the server render's list of modules to preload). */
export function pageSources(key: ShellPageKey): string[] {
  return groupsOf(key).map((entry) => entry.source);
}
