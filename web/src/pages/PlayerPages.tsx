import { PlayerPage as PlayerView } from '../features/player/PlayerPage';
import type { PageProps } from './pageProps';

export function PlayerPage({ params }: PageProps) {
  return <PlayerView key={params.id} playerId={Number(params.id)} />;
}
