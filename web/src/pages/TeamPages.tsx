import { TeamPage as TeamView } from '../features/team/TeamPage';
import type { PageProps } from './pageProps';

export function TeamPage({ params }: PageProps) {
  return <TeamView key={params.id} teamId={Number(params.id)} />;
}
