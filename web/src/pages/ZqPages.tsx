import { Suspense } from 'react';
import { ZqSectionPage } from '../features/live/ZqSection';
import { Skeleton } from '../features/ui/Skeleton';
import { lazyComponent } from '../render/preloadable';
import { matchDetailView } from './lazyViews';
import type { PageProps } from './pageProps';

const MatchDetailPage = lazyComponent(matchDetailView.module, (module) => module.default);

export const ZqPage = () => <ZqSectionPage />;

export function ZqDetailPage({ params }: PageProps) {
  return (
    <Suspense fallback={<Skeleton rows={6} />}>
      <MatchDetailPage matchId={Number(params.id)} section="zq" />
    </Suspense>
  );
}
