// Where a match stands, as the cards need it before any of its telling (MatchScore, SportTerms), and which
// of its counts are shown.
import type { MatchStatus, MatchSummary } from '@pitchside/shared';

/** Kicked off (or abandoned after kick-off): a score exists. Not started, pending, postponed, cancelled: none. */
export function hasStarted(status: MatchStatus): boolean {
  return status !== 0 && status !== -11 && status !== -14 && status !== -10;
}

/** Extra time and the shoot-out say the score was level: spoiler-free mode does not name them. */
export const givesAwayLevel = (status: MatchStatus) => status === 4 || status === 5;

/**
 * Which of a match's counts a list or the tracker shows: a real number or none (docs/API.md "Real and
 * generated"). A match whose score is simulated is marked so, and every count of it is the engine's; a
 * real match's corners are never the data's, nor the cards of one of no full season file.
 */
export function shownCounts(match: Pick<MatchSummary, 'simulated' | 'cardsFromFile'>): {
  corners: boolean;
  cards: boolean;
} {
  return { corners: match.simulated, cards: match.simulated || match.cardsFromFile };
}
