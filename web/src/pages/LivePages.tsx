import { Suspense } from 'react';
import { LiveAllPage, LiveSportPage, LiveVideoListPage } from '../features/live/LiveSections';
import { Skeleton } from '../features/ui/Skeleton';
import { lazyComponent } from '../render/preloadable';
import { matchDetailView } from './lazyViews';
import type { PageProps } from './pageProps';

const MatchLiveView = lazyComponent(matchDetailView.module, (module) => module.default);

export const LivePage = () => <LiveAllPage />;
export const LiveBasketballPage = () => <LiveSportPage sport="basketball" />;
export const LiveFootballPage = () => <LiveSportPage sport="football" />;
export const LiveEsportPage = () => <LiveSportPage sport="esport" />;
export const LiveVideoPage = () => <LiveVideoListPage />;

export function LiveDetailPage({ params }: PageProps) {
  return (
    <Suspense fallback={<Skeleton rows={6} />}>
      <MatchLiveView matchId={Number(params.id)} section="live" />
    </Suspense>
  );
}
