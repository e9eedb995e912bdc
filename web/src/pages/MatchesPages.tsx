import { ComingPage } from '../features/placeholder/ComingPage';
import type { PageProps } from './pageProps';

export const MatchesPage = () => <ComingPage page="matches" />;
export const MatchesAnchorsPage = () => <ComingPage page="matchesAnchors" />;
export const MatchesColectsPage = () => <ComingPage page="matchesColects" />;
export const MatchesFootballPage = () => <ComingPage page="matchesFootball" />;
export const MatchesHotPage = () => <ComingPage page="matchesHot" />;
export const MatchesResultsPage = () => <ComingPage page="matchesResults" />;

export function MatchDetailPage({ params }: PageProps) {
  return (
    <ComingPage page="matchDetail">
      <p className="page-subject">#{params.id}</p>
    </ComingPage>
  );
}
