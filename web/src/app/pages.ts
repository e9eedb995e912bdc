// The web's part of the route table (docs/ARCHITECTURE.md, "Each page declares its data once"). A
// page is declared once, in shared/src/routes.ts: its pattern, head data, title, navigation item and
// layout parts, topics, answers and subject, as functions of the request. The web adds the component of
// each key (a feature's export in its chunk, checked at compile time), and the query options behind each
// answer's name (PAGE_QUERIES, app/pageQueries.ts, a chunk loaded with the first navigation).
import {
  PAGES,
  type PageDeclaration,
  type PageKey,
  type RouteRequest,
  type TopicName,
} from '@pitchside/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, createElement } from 'react';
import type { Catalog } from '../i18n/catalogs/cn';
import { lazyComponent, type Preloadable, preloadable } from '../render/preloadable';
import type { PageProps } from '../routing/pageProps';

export type { RouteRequest };

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

/** The builders of the pages' answers: a chunk the browser needs only once it draws a page itself. */
const pageQueries = preloadable(() => import('./pageQueries'));

/**
 * The browser's loader: on a navigation, the page's answers are asked for while its chunk is still
 * on the way (the builders' chunk loads beside it, once), rather than once its components mount.
 * Answers already held and fresh are not asked again; one a topic replaces is left to the page, whose
 * topic may have a state. A page the server drew (`drawn`: the server render, and the browser while it
 * hydrates) holds every answer it was drawn from, so its loader asks for nothing and loads no builders
 * (hydration.test.tsx checks that nothing is asked on arrival); a component asks on mounting for an
 * answer the server could not draw.
 */
export function loadRouteData(
  client: QueryClient,
  key: ShellPageKey | null,
  request: RouteRequest,
  drawn: boolean,
): void {
  if (drawn) return;
  pageQueries.load().then(
    ({ routeQueries }) => {
      for (const answer of routeQueries(key, request)) {
        if (answer.topic === null) void answer.prefetch(client);
      }
    },
    // The builders' chunk failed (a build replaced): each component asks for its own answer as it mounts.
    () => {},
  );
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
