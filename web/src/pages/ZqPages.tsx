import { ComingPage } from '../features/placeholder/ComingPage';
import type { PageProps } from './pageProps';

export const ZqPage = () => <ComingPage page="zq" />;
export function ZqDetailPage({ params }: PageProps) {
  return (
    <ComingPage page="zqDetail">
      <p className="page-subject">#{params.id}</p>
    </ComingPage>
  );
}
