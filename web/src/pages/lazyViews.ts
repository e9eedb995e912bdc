// Views in chunks of their own inside a page's chunk (the detail brings hls.js, the collection hls.js
// and swiper), preloadable so a server-rendered page loads them before hydrating (app/pages.ts).
import { preloadable } from '../render/preloadable';

export const matchDetailView = {
  module: preloadable(() => import('../features/match-detail/MatchLiveView')),
  source: 'src/features/match-detail/MatchLiveView.tsx',
};

export const collectionView = {
  module: preloadable(() => import('../features/collection/CollectionView')),
  source: 'src/features/collection/CollectionView.tsx',
};
