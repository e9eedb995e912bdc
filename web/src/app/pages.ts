// The web's part of the route table (docs/ARCHITECTURE.md, "Each page declares its data once"). A
// page is declared once, in shared/src/routes.ts: its pattern, head data, title, navigation item and
// layout parts, topics, answers and subject, as functions of the request. The web adds the component of
// each key (a feature's export in its chunk, checked at compile time), and the query options behind each
// answer's name (PAGE_QUERIES): the options the
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
import {
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  hashKey,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { type ComponentType, createElement } from 'react';
import { indexHotQuery, initConfigQuery } from '../api/queries';
import {
  channelTagsQuery,
  collectionDetailQuery,
  collectionsQuery,
} from '../features/collection/collectionApi';
import { resultDayQueries, scheduleDayQueries } from '../features/days/dayQueries';
import { indexFootballQuery, liveListQuery } from '../features/live/liveQueries';
import { recentQuery, todayQueries } from '../features/live/todayQueries';
import { detailQuery, oddsQuery, streamQuery } from '../features/match-detail/detailData';
import { anchorsQuery, hotLeaguesQuery, leagueOf, parseSport } from '../features/matches/matchesApi';
import { chosenDay, stripDays } from '../features/matches/useStripDay';
import { playerPageQuery } from '../features/player/playerApi';
import { searchQuery, searchSuggestionsQuery, searchText } from '../features/search/searchApi';
import { leagueRoundsQuery, leagueTableQuery } from '../features/special/specialApi';
import { teamPageQuery } from '../features/team/teamApi';
import type { Catalog } from '../i18n/catalogs/cn';
import { lazyComponent, type Preloadable, preloadable } from '../render/preloadable';
import type { PageProps } from '../routing/pageProps';

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

/** A page's answer read a page at a time (useInfiniteQuery): its first page. */
export function infiniteQuery<TData, TKey extends QueryKey, TPage>(
  options: FetchInfiniteQueryOptions<TData, Error, TData, TKey, TPage>,
): RouteQuery {
  const topic = options.meta?.topic;
  return {
    queryKey: options.queryKey,
    topic: typeof topic === 'string' ? (topic as TopicName) : null,
    prefetch: (client) => client.prefetchInfiniteQuery(options),
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
  // Football only, of `?league=` (FootballView), for a reader not signed in.
  footballSchedule: (request) => {
    const day = chosenDay(stripDays('next', request.now, request.timeZone), request.search.get('date'));
    return scheduleDayQueries(request.locale, 1, day, '', leagueOf(request.search)).map((options) =>
      query(options),
    );
  },
  matchDetail: answer(detailQuery),
  matchStreams: answer(streamQuery),
  matchOdds: answer(oddsQuery),
  leagueTable: answer(leagueTableQuery),
  player: answer(playerPageQuery),
  // As a reader not signed in (the token keys them), as the page is drawn until the browser has read its session.
  team: (locale, teamId) => query(teamPageQuery(locale, teamId, '')),
  collection: (locale, collectionId) => query(collectionDetailQuery(locale, collectionId, '')),
  // The collection list's first view: every tag, page 1 (CollectionList).
  collections: (locale) => [query(channelTagsQuery(locale)), query(collectionsQuery(locale, undefined, 1))],
  anchors: (locale) => query(anchorsQuery(locale, 1)),
  hotLeagues: (locale) => query(hotLeaguesQuery(locale, '')),
  leagueRounds: (locale, leagueId) => infiniteQuery(leagueRoundsQuery(locale, leagueId, 'fixtures', '')),
  search: (request) => {
    const text = searchText(request.search.get('q') ?? '');
    return text
      ? query(searchQuery(request.locale, text, ''))
      : query(searchSuggestionsQuery(request.locale));
  },
};

/** A page's chunk and its source, by which the server finds its files in the build manifest. */
interface PageChunk<M = unknown> {
  module: Preloadable<M>;
  source: string;
}

/**
 * Where a page's component comes from: its chunk (a feature's module, loaded when the page is shown), the
 * export that draws it, and the props it is drawn with besides the route's params.
 */
export interface PageComponent {
  chunk: PageChunk<Record<string, unknown>>;
  component: string;
  props: Record<string, unknown>;
}

/** A title the catalogs word: a page's (`pages.about.title`) or the error page's. */
export type PageTitle = `pages.${keyof Catalog['pages'] & string}.title` | 'error.title';

/** The route table read for titles: an entry naming a title the catalogs do not word does not compile. */
const TITLED: Readonly<Record<PageKey, { readonly pattern: string; readonly title?: PageTitle }>> = PAGES;

/** The title of a page's entry, for the browser's tab; null: its head data's. */
export function pageTitle(key: PageKey): PageTitle | null {
  return TITLED[key].title ?? null;
}

/** Pages the shell renders from a chunk: every page of the route table but the error page. */
export type ShellPageKey = Exclude<PageKey, 'notFound'>;

/** A feature's module as a page chunk; `source` is its path under web/ (the build manifest's key). */
const chunk = <M>(importer: () => Promise<M>, source: string): PageChunk<M> => ({
  module: preloadable(importer),
  source,
});

/** The props a page's component takes besides the route's params. */
type OwnProps<C> = C extends ComponentType<infer P> ? Omit<P, keyof PageProps> : never;

/**
 * A page's component: the export `component` of the chunk's module, drawn with the route's params and
 * `props`, which it must take (checked at compile time).
 */
function page<M, K extends keyof M & string>(
  from: PageChunk<M>,
  component: K,
  ...props: keyof OwnProps<M[K]> extends never ? [] : [props: OwnProps<M[K]>]
): PageComponent {
  return {
    chunk: from as unknown as PageChunk<Record<string, unknown>>,
    component,
    props: (props[0] ?? {}) as Record<string, unknown>,
  };
}

const home = chunk(() => import('../features/home/HomePage'), 'src/features/home/HomePage.tsx');
const liveSections = chunk(
  () => import('../features/live/LiveSections'),
  'src/features/live/LiveSections.tsx',
);
// The detail and the collection bring hls.js (the collection swiper too): each a chunk of its own.
const matchDetail = chunk(
  () => import('../features/match-detail/MatchLiveView'),
  'src/features/match-detail/MatchLiveView.tsx',
);
const collection = chunk(
  () => import('../features/collection/CollectionView'),
  'src/features/collection/CollectionView.tsx',
);
const schedule = chunk(
  () => import('../features/matches/ScheduleView'),
  'src/features/matches/ScheduleView.tsx',
);
const football = chunk(
  () => import('../features/matches/FootballView'),
  'src/features/matches/FootballView.tsx',
);
const hot = chunk(() => import('../features/matches/HotView'), 'src/features/matches/HotView.tsx');
const anchors = chunk(
  () => import('../features/matches/AnchorsView'),
  'src/features/matches/AnchorsView.tsx',
);
const favourites = chunk(
  () => import('../features/matches/FavouritesView'),
  'src/features/matches/FavouritesView.tsx',
);
const about = chunk(() => import('../features/info/AboutView'), 'src/features/info/AboutView.tsx');
const order = chunk(() => import('../features/info/OrderView'), 'src/features/info/OrderView.tsx');
const steward = chunk(() => import('../features/info/StewardView'), 'src/features/info/StewardView.tsx');
const protocol = chunk(() => import('../features/info/ProtocolView'), 'src/features/info/ProtocolView.tsx');
const search = chunk(() => import('../features/search/SearchView'), 'src/features/search/SearchView.tsx');
const specials = chunk(
  () => import('../features/special/SpecialList'),
  'src/features/special/SpecialList.tsx',
);
const league = chunk(() => import('../features/special/LeaguePage'), 'src/features/special/LeaguePage.tsx');
const profile = chunk(() => import('../features/user/ProfileView'), 'src/features/user/ProfileView.tsx');
const feed = chunk(() => import('../features/user/FeedView'), 'src/features/user/FeedView.tsx');
const zq = chunk(() => import('../features/live/ZqSection'), 'src/features/live/ZqSection.tsx');
const team = chunk(() => import('../features/team/TeamPage'), 'src/features/team/TeamPage.tsx');
const player = chunk(() => import('../features/player/PlayerPage'), 'src/features/player/PlayerPage.tsx');

/** The component of every page of the route table (the error page is drawn by the shell itself). */
export const PAGE_COMPONENTS: Record<ShellPageKey, PageComponent> = {
  home: page(home, 'HomePage'),
  about: page(about, 'AboutView'),
  live: page(liveSections, 'LiveAllPage'),
  liveBasketball: page(liveSections, 'LiveSportPage', { sport: 'basketball' }),
  liveFootball: page(liveSections, 'LiveSportPage', { sport: 'football' }),
  liveEsport: page(liveSections, 'LiveSportPage', { sport: 'esport' }),
  liveVideo: page(liveSections, 'LiveVideoListPage'),
  liveDetail: page(matchDetail, 'default'),
  matches: page(schedule, 'SchedulePage'),
  matchesAnchors: page(anchors, 'AnchorsView'),
  matchesColects: page(favourites, 'FavouritesView'),
  matchesFootball: page(football, 'FootballView'),
  matchesHot: page(hot, 'HotView'),
  matchesResults: page(schedule, 'ResultsPage'),
  collection: page(collection, 'default'),
  productOrder: page(order, 'OrderView'),
  productSteward: page(steward, 'StewardView'),
  protocol: page(protocol, 'ProtocolView'),
  search: page(search, 'SearchView'),
  special: page(specials, 'SpecialList'),
  specialDetail: page(league, 'LeaguePage'),
  user: page(profile, 'ProfileView'),
  userFeed: page(feed, 'FeedView'),
  zq: page(zq, 'ZqSectionPage'),
  zqDetail: page(matchDetail, 'default'),
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
    const { chunk: from, component: pick, props } = PAGE_COMPONENTS[key];
    component = lazyComponent(from.module, (loaded) => {
      const picked = loaded[pick] as ComponentType<PageProps> | undefined;
      if (!picked) throw new Error(`page component ${pick} is missing`);
      if (Object.keys(props).length === 0) return picked;
      // The entry's own props (a sport) beside the route's params.
      return ({ params }: PageProps) => createElement(picked, { ...props, params });
    });
    lazyPages.set(key, component);
  }
  return component;
}

/** Starts fetching a page's chunk early (while its layout chunk is still on the way). */
export function preloadPage(key: ShellPageKey): Promise<unknown> {
  return PAGE_COMPONENTS[key].chunk.module.load().catch(() => {
    // The lazy component reports the failure when it renders.
  });
}

/** The source module of a page's chunk (for the server render's list of modules to preload). */
export function pageSources(key: ShellPageKey): string[] {
  return [PAGE_COMPONENTS[key].chunk.source];
}
