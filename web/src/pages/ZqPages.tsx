import { lazy, Suspense } from 'react';
import { ZqSectionPage } from '../features/live/ZqSection';
import { Skeleton } from '../features/ui/Skeleton';
import type { PageProps } from './pageProps';

const MatchDetailPage = lazy(() => import('../features/match-detail/MatchDetailPage'));

export const ZqPage = () => <ZqSectionPage />;

export function ZqDetailPage({ params }: PageProps) {
  return (
    <Suspense fallback={<Skeleton rows={6} />}>
      <MatchDetailPage matchId={Number(params.id)} section="zq" />
    </Suspense>
  );
}
