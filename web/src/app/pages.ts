// The web's part of the route table (docs/ARCHITECTURE.md, "Each page declares its data once"). A
// page is declared once, in shared/src/routes.ts: its pattern, head data, topics, answers and subject,
// as functions of the request. The web adds the component of each key (from its chunk, checked at
// compile time), and the query options behind each answer's name (PAGE_QUERIES): the options the
// components read, so the server entry's prefetch (entry-server.tsx), the shell's loader on a
// navigation (AppShell.tsx) and the components ask for one and the same thing, by a call that is the
// same on both ends (api/queryCall.ts).
import {
  PAGES,
  type PageDeclaration,
  type PageKey,
  type PageQueries,
  type RouteRequest,
  shellAnswers,
  type TopicName,
} from '@pitchside/shared';
import { type FetchQueryOptions, hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { indexHotQuery, initConfigQuery } from '../api/queries';
import { collectionDetailQuery } from '../features/collection/collectionApi';
import { indexFootballQuery, liveListQuery } from '../features/live/liveQueries';
import { recentQuery, todayQueries } from '../features/live/todayQueries';
import { detailQuery, oddsQuery, streamQuery } from '../features/match-detail/detailData';
import { parseSport, resultDayQueries, scheduleDayQueries } from '../features/matches/matchesApi';
import { chosenDay, stripDays } from '../features/matches/useStripDay';
import { playerPageQuery } from '../features/player/playerApi';
import { leagueTableQuery } from '../features/special/specialApi';
import { teamPageQuery } from '../features/team/teamApi';
import { collectionView, matchDetailView } from '../pages/lazyViews';
import type { PageProps } from '../pages/pageProps';
import { lazyComponent, type Preloadable, preloadable } from '../render/preloadable';

export type { RouteRequest };

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

/** A builder of query options as a builder of a page's answers, with the same arguments. */
const answer =
  <A extends unknown[], TData, TKey extends QueryKey>(
    build: (...args: A) => FetchQueryOptions<TData, Error, TData, TKey>,
  ) =>
  (...args: A): RouteQuery =>
    query(build(...args));

/**
 * The options behind each answer a route entry names: one builder per answer, the one its component
 * reads. A name added to PageQueries in shared does not compile until it is built here.
 */
export const PAGE_QUERIES: PageQueries<RouteQuery> = {
  initConfig: answer(initConfigQuery),
  indexHot: answer(indexHotQuery),
  indexFootball: answer(indexFootballQuery),
  liveList: answer(liveListQuery),
  recent: answer(recentQuery),
  today: (request) => {
    const today = todayQueries(request.locale, request.now, request.timeZone);
    return [
      ...today.schedule.map((options) => query(options)),
      ...today.results.map((options) => query(options)),
    ];
  },
  // For a reader not signed in, as the page is drawn until the browser has read its session.
  dayMatches: (kind, request) => {
    const sport = parseSport(request.search.get('sport'));
    const direction = kind === 'schedule' ? 'next' : 'past';
    const day = chosenDay(stripDays(direction, request.now, request.timeZone), request.search.get('date'));
    return kind === 'schedule'
      ? scheduleDayQueries(request.locale, sport, day, '').map((options) => query(options))
      : resultDayQueries(request.locale, sport, day, '').map((options) => query(options));
  },
  matchDetail: answer(detailQuery),
  matchStreams: answer(streamQuery),
  matchOdds: answer(oddsQuery),
  leagueTable: answer(leagueTableQuery),
  player: answer(playerPageQuery),
  // As a reader not signed in (the token keys them), as the page is drawn until the browser has read its session.
  team: (locale, teamId) => query(teamPageQuery(locale, teamId, '')),
  collection: (locale, collectionId) => query(collectionDetailQuery(locale, collectionId, '')),
};

type PageModule = Record<string, ComponentType<PageProps>>;

/** A page group's chunk and its source, by which the server finds its files in the build manifest. */
interface PageGroup<M = unknown> {
  module: Preloadable<M>;
  source: string;
}

/** Where a page's component comes from: its chunk, its export's name, and a view in a chunk of its own. */
export interface PageComponent {
  group: PageGroup<PageModule>;
  component: string;
  nested?: PageGroup;
}

/** Pages the shell renders from a chunk: every page of the route table but the error page. */
export type ShellPageKey = Exclude<PageKey, 'notFound'>;

const group = <M>(importer: () => Promise<M>, source: string): PageGroup<M> => ({
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

/** A page's component: the export `component` of the chunk's module, a page component (checked at compile time). */
const page = <K extends string, M extends Record<K, ComponentType<PageProps>>>(
  chunk: PageGroup<M>,
  component: K,
  nested?: PageGroup,
): PageComponent => ({ group: chunk as unknown as PageGroup<PageModule>, component, nested });

/** The component of every page of the route table (the error page is drawn by the shell itself). */
export const PAGE_COMPONENTS: Record<ShellPageKey, PageComponent> = {
  home: page(home, 'HomePage'),
  about: page(info, 'AboutPage'),
  live: page(live, 'LivePage'),
  liveBasketball: page(live, 'LiveBasketballPage'),
  liveFootball: page(live, 'LiveFootballPage'),
  liveEsport: page(live, 'LiveEsportPage'),
  liveVideo: page(live, 'LiveVideoPage'),
  liveDetail: page(live, 'LiveDetailPage', matchDetailView),
  matches: page(matches, 'MatchesPage'),
  matchesAnchors: page(matches, 'MatchesAnchorsPage'),
  matchesColects: page(matches, 'MatchesColectsPage'),
  matchesFootball: page(matches, 'MatchesFootballPage'),
  matchesHot: page(matches, 'MatchesHotPage'),
  matchesResults: page(matches, 'MatchesResultsPage'),
  matchDetail: page(matches, 'MatchDetailPage', collectionView),
  productOrder: page(info, 'ProductOrderPage'),
  productSteward: page(info, 'ProductStewardPage'),
  protocol: page(info, 'ProtocolPage'),
  search: page(search, 'SearchPage'),
  special: page(special, 'SpecialPage'),
  specialDetail: page(special, 'SpecialDetailPage'),
  user: page(user, 'UserPage'),
  userFeed: page(user, 'UserFeedPage'),
  zq: page(zq, 'ZqPage'),
  zqDetail: page(zq, 'ZqDetailPage', matchDetailView),
  team: page(team, 'TeamPage'),
  player: page(player, 'PlayerPage'),
};

/** The topics the page at a request draws (none for the error page). */
export function routeTopics(key: ShellPageKey | null, request: RouteRequest): TopicName[] {
  const declared: PageDeclaration | undefined = key ? PAGES[key] : undefined;
  return declared?.topics?.(request) ?? [];
}

/** The answer whose "not found" makes the page at a request a 404, if its entry names one. */
export function routeSubject(key: ShellPageKey | null, request: RouteRequest): RouteQuery | null {
  const declared: PageDeclaration | undefined = key ? PAGES[key] : undefined;
  return declared?.subject?.(request, PAGE_QUERIES) ?? null;
}

/** The answers the page at a request draws: the shell's, its subject, its others (each once). */
export function routeQueries(key: ShellPageKey | null, request: RouteRequest): RouteQuery[] {
  const declared: PageDeclaration | undefined = key ? PAGES[key] : undefined;
  const subject = routeSubject(key, request);
  const all = [
    ...shellAnswers(request, PAGE_QUERIES),
    ...(subject ? [subject] : []),
    ...(declared?.queries?.(request, PAGE_QUERIES) ?? []),
  ];
  const keys = all.map((answer) => hashKey(answer.queryKey));
  return all.filter((_, index) => keys.indexOf(keys[index] ?? '') === index);
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
    const { group: chunk, component: pick } = PAGE_COMPONENTS[key];
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
  const { group: chunk, nested } = PAGE_COMPONENTS[key];
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
