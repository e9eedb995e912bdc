import type { PageKey } from '@pitchside/shared';
import type { ComponentType } from 'react';
import { collectionView, matchDetailView } from '../pages/lazyViews';
import type { PageProps } from '../pages/pageProps';
import { lazyComponent, type Preloadable, preloadable } from '../render/preloadable';

type PageModule = Record<string, ComponentType<PageProps>>;

/** Pages the shell renders from a chunk: every page of the route table but the error page. */
export type ShellPageKey = Exclude<PageKey, 'notFound'>;

/** A page group's chunk and its source, by which the server finds its files in the build manifest. */
interface PageGroup<M = unknown> {
  module: Preloadable<M>;
  source: string;
}

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
const home = group(() => import('../features/home/HomePage'), 'src/features/home/HomePage.tsx');

/** Where each page of PRODUCT §2 lives (the error page is rendered by the shell itself). */
const PAGE_SOURCES: Record<ShellPageKey, readonly [PageGroup<PageModule>, string]> = {
  home: [home, 'HomePage'],
  about: [info, 'AboutPage'],
  live: [live, 'LivePage'],
  liveBasketball: [live, 'LiveBasketballPage'],
  liveFootball: [live, 'LiveFootballPage'],
  liveEsport: [live, 'LiveEsportPage'],
  liveVideo: [live, 'LiveVideoPage'],
  liveDetail: [live, 'LiveDetailPage'],
  matches: [matches, 'MatchesPage'],
  matchesAnchors: [matches, 'MatchesAnchorsPage'],
  matchesColects: [matches, 'MatchesColectsPage'],
  matchesFootball: [matches, 'MatchesFootballPage'],
  matchesHot: [matches, 'MatchesHotPage'],
  matchesResults: [matches, 'MatchesResultsPage'],
  matchDetail: [matches, 'MatchDetailPage'],
  productOrder: [info, 'ProductOrderPage'],
  productSteward: [info, 'ProductStewardPage'],
  protocol: [info, 'ProtocolPage'],
  search: [search, 'SearchPage'],
  special: [special, 'SpecialPage'],
  specialDetail: [special, 'SpecialDetailPage'],
  user: [user, 'UserPage'],
  userFeed: [user, 'UserFeedPage'],
  zq: [zq, 'ZqPage'],
  zqDetail: [zq, 'ZqDetailPage'],
  team: [team, 'TeamPage'],
};

/** Views a page draws from a chunk of their own, loaded ahead with the page's. */
const NESTED: Partial<Record<ShellPageKey, PageGroup>> = {
  liveDetail: matchDetailView,
  zqDetail: matchDetailView,
  matchDetail: collectionView,
};

const lazyPages = new Map<ShellPageKey, ComponentType<PageProps>>();

/** The lazily loaded component of a page (made once per page, so React keeps its state). */
export function pageComponent(key: ShellPageKey): ComponentType<PageProps> {
  let component = lazyPages.get(key);
  if (!component) {
    const [{ module }, pick] = PAGE_SOURCES[key];
    component = lazyComponent(module, (loaded) => {
      const picked = loaded[pick];
      if (!picked) throw new Error(`page component ${pick} is missing`);
      return picked;
    });
    lazyPages.set(key, component);
  }
  return component;
}

const groupsOf = (key: ShellPageKey): PageGroup[] => {
  const nested = NESTED[key];
  return nested ? [PAGE_SOURCES[key][0], nested] : [PAGE_SOURCES[key][0]];
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
