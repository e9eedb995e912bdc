import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';
import './player.css';

/** A player id that can have a page: an event or a row without one (an old payload) gets no link. */
export const isPlayerId = (id: unknown): id is number => Number.isSafeInteger(id) && (id as number) > 0;

/** A player's name leading to his page (line-ups, the timeline, scorers, squads, search). */
export function PlayerLink({
  id,
  children,
  className,
}: {
  id: number | null | undefined;
  children: ReactNode;
  className?: string;
}) {
  const setPath = useSetPath();
  if (!isPlayerId(id)) return <>{children}</>;
  return (
    <Link className={className ? `player-link ${className}` : 'player-link'} to={setPath(`/player/${id}`)}>
      {children}
    </Link>
  );
}
