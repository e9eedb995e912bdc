import { Suspense } from 'react';
import { CollectionList } from '../features/collection/CollectionList';
import { AnchorsView } from '../features/matches/AnchorsView';
import { FavouritesView } from '../features/matches/FavouritesView';
import { FootballView } from '../features/matches/FootballView';
import { HotView } from '../features/matches/HotView';
import { MatchesFrame } from '../features/matches/MatchesFrame';
import { DayMatchesView } from '../features/matches/ScheduleView';
import { Skeleton } from '../features/ui/Skeleton';
import { lazyComponent } from '../render/preloadable';
import { collectionView } from './lazyViews';
import type { PageProps } from './pageProps';

// The collection view brings hls.js and swiper: its own chunk, loaded on /matches/detail only.
const CollectionView = lazyComponent(collectionView.module, (module) => module.default);

export const MatchesPage = () => (
  <MatchesFrame page="matches">
    <DayMatchesView kind="schedule" />
    <CollectionList />
  </MatchesFrame>
);

export const MatchesFootballPage = () => (
  <MatchesFrame page="matchesFootball">
    <FootballView />
  </MatchesFrame>
);

export const MatchesHotPage = () => (
  <MatchesFrame page="matchesHot">
    <HotView />
  </MatchesFrame>
);

export const MatchesResultsPage = () => (
  <MatchesFrame page="matchesResults">
    <DayMatchesView kind="result" />
  </MatchesFrame>
);

export const MatchesAnchorsPage = () => (
  <MatchesFrame page="matchesAnchors">
    <AnchorsView />
  </MatchesFrame>
);

export const MatchesColectsPage = () => (
  <MatchesFrame page="matchesColects">
    <FavouritesView />
  </MatchesFrame>
);

export function MatchDetailPage({ params }: PageProps) {
  return (
    <Suspense fallback={<Skeleton rows={6} />}>
      <CollectionView key={params.id} id={Number(params.id)} />
    </Suspense>
  );
}
