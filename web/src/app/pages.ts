import type { PageKey } from '@pitchside/shared';
import { type ComponentType, lazy } from 'react';
import type { PageProps } from '../pages/pageProps';

type PageModule = Record<string, ComponentType<PageProps>>;

/** Pages the shell renders from a chunk: every page of the route table but the error page. */
export type ShellPageKey = Exclude<PageKey, 'notFound'>;

/** One lazily loaded chunk per page group; `pick` names the component inside it. */
function page(load: () => Promise<PageModule>, pick: string) {
  return lazy(async () => {
    const module = await load();
    const component = module[pick];
    if (!component) throw new Error(`page component ${pick} is missing`);
    return { default: component };
  });
}

const live = () => import('../pages/LivePages');
const matches = () => import('../pages/MatchesPages');
const zq = () => import('../pages/ZqPages');
const user = () => import('../pages/UserPages');
const info = () => import('../pages/InfoPages');
const special = () => import('../pages/SpecialPages');
const search = () => import('../pages/SearchPage');
const team = () => import('../pages/TeamPages');
const home = () => import('../features/home/HomePage');

/** Where each page of PRODUCT §2 lives (the error page is rendered by the shell itself). */
const PAGE_SOURCES: Record<ShellPageKey, readonly [() => Promise<PageModule>, string]> = {
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

const lazyPages = new Map<ShellPageKey, ComponentType<PageProps>>();

/** The lazily loaded component of a page (made once per page, so React keeps its state). */
export function pageComponent(key: ShellPageKey): ComponentType<PageProps> {
  let component = lazyPages.get(key);
  if (!component) {
    const [load, pick] = PAGE_SOURCES[key];
    component = page(load, pick);
    lazyPages.set(key, component);
  }
  return component;
}

/** Starts fetching a page's chunk early (while its layout chunk is still on the way). */
export function preloadPage(key: ShellPageKey): void {
  PAGE_SOURCES[key][0]().catch(() => {
    // The lazy component reports the failure when it renders.
  });
}
