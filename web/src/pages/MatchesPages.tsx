import { ComingPage } from '../features/placeholder/ComingPage';
import type { PageProps } from './pageProps';

export const MatchesPage = () => <ComingPage page="matches" />;
export const AnchorsPage = () => <ComingPage page="anchors" />;
export const ColectsPage = () => <ComingPage page="colects" />;
export const MatchesFootballPage = () => <ComingPage page="matchesFootball" />;
export const HotPage = () => <ComingPage page="hot" />;
export const ResultsPage = () => <ComingPage page="results" />;
export function MatchDetailPage({ params }: PageProps) {
  return (
    <ComingPage page="matchDetail">
      <p className="page-subject">#{params.id}</p>
    </ComingPage>
  );
}
