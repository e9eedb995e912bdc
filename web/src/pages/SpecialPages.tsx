import { LeaguePage } from '../features/special/LeaguePage';
import { SpecialList } from '../features/special/SpecialList';
import type { PageProps } from './pageProps';

export const SpecialPage = () => <SpecialList />;

export function SpecialDetailPage({ params }: PageProps) {
  return <LeaguePage key={params.id} leagueId={Number(params.id)} />;
}
