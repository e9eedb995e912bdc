import { Suspense } from 'react';
import { ZqSectionPage } from '../features/live/ZqSection';
import { Skeleton } from '../features/ui/Skeleton';
import { lazyComponent } from '../render/preloadable';
import { matchDetailView } from './lazyViews';
import type { PageProps } from './pageProps';

const MatchLiveView = lazyComponent(matchDetailView.module, (module) => module.default);

export const ZqPage = () => <ZqSectionPage />;

export function ZqDetailPage({ params }: PageProps) {
  return (
    <Suspense fallback={<Skeleton rows={6} />}>
      <MatchLiveView matchId={Number(params.id)} section="zq" />
    </Suspense>
  );
}
