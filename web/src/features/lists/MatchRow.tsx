import type { MatchSummary } from '@pitchside/shared';
import { MatchCard } from '../live/MatchCard';
import '../live/live.css';
import './lists.css';

/**
 * A list of match cards (the live feature's card: status and clock, score, odds, the favourite
 * star). Kick-off times read in the visitor's own zone; the page names it (TimeZoneNote).
 */
export function MatchRows({ matches }: { matches: readonly MatchSummary[] }) {
  return (
    <ul className="match-list">
      {matches.map((match) => (
        <MatchCard key={match.id} match={match} />
      ))}
    </ul>
  );
}
