import { ComingPage } from '../features/placeholder/ComingPage';
import type { PageProps } from './pageProps';

export const LivePage = () => <ComingPage page="live" />;
export const LiveBasketballPage = () => <ComingPage page="liveBasketball" />;
export const LiveFootballPage = () => <ComingPage page="liveFootball" />;
export const LiveEsportPage = () => <ComingPage page="liveEsport" />;
export const LiveVideoPage = () => <ComingPage page="liveVideo" />;

export function LiveDetailPage({ params }: PageProps) {
  return (
    <ComingPage page="liveDetail">
      <p className="page-subject">#{params.id}</p>
    </ComingPage>
  );
}
