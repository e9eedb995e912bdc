import { ComingPage } from '../features/placeholder/ComingPage';
import type { PageProps } from './pageProps';

export function LivePage() {
  return <ComingPage page="live" />;
}

export function LiveSectionPage({ params }: PageProps) {
  return (
    <ComingPage page="liveSection">
      <p className="page-subject">{params.section}</p>
    </ComingPage>
  );
}

export function LiveDetailPage({ params }: PageProps) {
  return (
    <ComingPage page="liveDetail">
      <p className="page-subject">#{params.id}</p>
    </ComingPage>
  );
}
