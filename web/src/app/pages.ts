import { type ComponentType, lazy } from 'react';
import type { PageKey } from '../features/placeholder/ComingPage';
import type { PageProps } from '../pages/pageProps';

type PageModule = Record<string, ComponentType<PageProps>>;

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
const home = () => import('../pages/HomePage');

/** Every page of PRODUCT §2 (the error page is rendered by the shell itself). */
export const PAGES: Record<PageKey, ComponentType<PageProps>> = {
  home: page(home, 'HomePage'),
  about: page(info, 'AboutPage'),
  live: page(live, 'LivePage'),
  liveSection: page(live, 'LiveSectionPage'),
  liveDetail: page(live, 'LiveDetailPage'),
  matches: page(matches, 'MatchesPage'),
  anchors: page(matches, 'AnchorsPage'),
  colects: page(matches, 'ColectsPage'),
  matchesFootball: page(matches, 'MatchesFootballPage'),
  hot: page(matches, 'HotPage'),
  results: page(matches, 'ResultsPage'),
  matchDetail: page(matches, 'MatchDetailPage'),
  productOrder: page(info, 'ProductOrderPage'),
  productSteward: page(info, 'ProductStewardPage'),
  protocol: page(info, 'ProtocolPage'),
  search: page(search, 'SearchPage'),
  special: page(special, 'SpecialPage'),
  specialDetail: page(special, 'SpecialDetailPage'),
  user: page(user, 'UserPage'),
  userFeed: page(user, 'UserFeedPage'),
  zq: page(zq, 'ZqPage'),
  zqDetail: page(zq, 'ZqDetailPage'),
};
