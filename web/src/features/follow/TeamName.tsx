import { Link } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';
import { TeamName as FittedName } from '../ui/TeamName';
import { FollowStar } from './FollowStar';
import './follow.css';

/** A team's name leading to its page, with the star that follows it (cards, scoreboard, tables, search). */
export function TeamName({
  id,
  name,
  short,
  star = true,
  stat,
}: {
  id: number;
  name: string;
  /** The name fans shorten it to: given where the box may be too narrow (cards, scoreboard). */
  short?: string | undefined;
  star?: boolean;
  /** Names the name's cell for readers and tests (a table's `data-stat="team"`), the star left out. */
  stat?: string;
}) {
  const setPath = useSetPath();
  return (
    <>
      <Link className="team-link" to={setPath(`/team/${id}`)}>
        {short === undefined ? (
          <span data-stat={stat}>{name}</span>
        ) : (
          <FittedName name={name} short={short} />
        )}
      </Link>
      {star && <FollowStar kind="team" id={id} name={name} />}
    </>
  );
}
