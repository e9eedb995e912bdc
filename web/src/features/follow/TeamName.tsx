import { Link } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';
import { FollowStar } from './FollowStar';
import './follow.css';

/** A team's name leading to its page, with the star that follows it (cards, scoreboard, tables, search). */
export function TeamName({
  id,
  name,
  star = true,
  stat,
}: {
  id: number;
  name: string;
  star?: boolean;
  /** Names the name's cell for readers and tests (a table's `data-stat="team"`), the star left out. */
  stat?: string;
}) {
  const setPath = useSetPath();
  return (
    <>
      <Link className="team-link" to={setPath(`/team/${id}`)}>
        <span data-stat={stat}>{name}</span>
      </Link>
      {star && <FollowStar kind="team" id={id} name={name} />}
    </>
  );
}
