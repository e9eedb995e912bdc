import { ComingPage } from '../features/placeholder/ComingPage';
import type { PageProps } from './pageProps';

export const SpecialPage = () => <ComingPage page="special" />;
export function SpecialDetailPage({ params }: PageProps) {
  return (
    <ComingPage page="specialDetail">
      <p className="page-subject">#{params.id}</p>
    </ComingPage>
  );
}
