/**
 * How to tell a match's score, the one rule every surface uses (match card, scoreboard, results,
 * search, league pages, favourites, feed): the score shown, whether it came after extra time, the
 * shoot-out, and who won. Pure: the words are the web's, per language.
 */
import type { MatchSummary } from '../api/vdapi';
import { MATCH_STATUS } from './matchStatus';

export type MatchSide = 'home' | 'away';

/** What a surface needs to tell the result. */
export interface ScoreTelling {
  /** The score shown: football goals with extra time (never the shoot-out), basketball points, esports games. */
  home: number;
  away: number;
  /** Extra time was played to its end: the score is after extra time ("a.e.t."). */
  afterExtraTime: boolean;
  /** The shoot-out's score, running while it is taken, final once it is over; null without one. */
  penalties: { readonly home: number; readonly away: number } | null;
  /** The winner of a finished match (the shoot-out counts); null for a draw or a match not over. */
  winner: MatchSide | null;
  /** How a finished match with a winner was decided; null otherwise. */
  decidedBy: 'regular' | 'extraTime' | 'penalties' | null;
}

export type ScoredMatch = Pick<
  MatchSummary,
  'status' | 'homeScore' | 'awayScore' | 'extraTimeScore' | 'penaltyScore'
>;

const sideAhead = (home: number, away: number): MatchSide | null =>
  home > away ? 'home' : away > home ? 'away' : null;

export function tellScore(match: ScoredMatch): ScoreTelling {
  const penalties = match.penaltyScore;
  const afterExtraTime = match.extraTimeScore !== null;
  const onScore = sideAhead(match.homeScore, match.awayScore);
  const winner =
    match.status === MATCH_STATUS.FULL_TIME
      ? (onScore ?? (penalties && sideAhead(penalties.home, penalties.away)))
      : null;
  const decidedBy =
    winner === null ? null : onScore === null ? 'penalties' : afterExtraTime ? 'extraTime' : 'regular';
  return { home: match.homeScore, away: match.awayScore, afterExtraTime, penalties, winner, decidedBy };
}
