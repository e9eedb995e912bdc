import { Link } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';
import { FollowStar } from './FollowStar';
import './follow.css';

/** A team's name leading to its page, with the star that follows it (cards, scoreboard, tables, search). */
export function TeamName({ id, name, star = true }: { id: number; name: string; star?: boolean }) {
  const setPath = useSetPath();
  return (
    <>
      <Link className="team-link" to={setPath(`/team/${id}`)}>
        <span>{name}</span>
      </Link>
      {star && <FollowStar kind="team" id={id} name={name} />}
    </>
  );
}
