import { Link } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';
import { FittedTeamName } from '../ui/FittedTeamName';
import { fitStep } from '../ui/teamNameFit';
import { FollowStar } from './FollowStar';
import './follow.css';

/** A team id that can have a page: data without one (an unknown side, an old payload) gets no link. */
export const isTeamId = (id: unknown): id is number => Number.isSafeInteger(id) && (id as number) > 0;

/** A team's name leading to its page, with the star that follows it (cards, scoreboard, tables, search). */
export function TeamName({
  id,
  name,
  short,
  star = true,
  stat,
  wraps = false,
}: {
  id: number;
  name: string;
  /** The name fans shorten it to: given where the box may be too narrow (cards, scoreboard). */
  short?: string | undefined;
  star?: boolean;
  /** Names the name's cell for readers and tests (a table's `data-stat="team"`), the star left out. */
  stat?: string;
  /**
   * The whole name in up to two lines rather than one cut short (a table's team column on a phone):
   * its box is at least as wide as two lines of it need (`data-fit`, teamNameFit.ts; follow.css).
   */
  wraps?: boolean;
}) {
  const setPath = useSetPath();
  const fitted = short !== undefined;
  const label = fitted ? (
    <FittedTeamName name={name} short={short} />
  ) : (
    <span
      data-stat={stat}
      className={wraps ? 'team-name-wraps' : undefined}
      data-fit={wraps ? fitStep(name) : undefined}
    >
      {name}
    </span>
  );
  // Without a team to lead to, the name alone: never a link to /team/undefined, never a star for it.
  if (!isTeamId(id)) {
    return fitted ? <span className="team-link-fitted">{label}</span> : label;
  }
  return (
    <>
      {/* A fitted name takes the room its side leaves (follow.css), so the link is a flex box. */}
      <Link
        className={fitted ? 'team-link team-link-fitted' : wraps ? 'team-link team-link-wraps' : 'team-link'}
        to={setPath(`/team/${id}`)}
      >
        {label}
      </Link>
      {star && <FollowStar kind="team" id={id} name={name} />}
    </>
  );
}
