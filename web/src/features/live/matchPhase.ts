// Where a match stands, as the cards need it before any of its telling (MatchScore, SportTerms).
import type { MatchStatus } from '@pitchside/shared';

/** Kicked off (or abandoned after kick-off): a score exists. Not started, pending, postponed, cancelled: none. */
export function hasStarted(status: MatchStatus): boolean {
  return status !== 0 && status !== -11 && status !== -14 && status !== -10;
}

/** Extra time and the shoot-out say the score was level: spoiler-free mode does not name them. */
export const givesAwayLevel = (status: MatchStatus) => status === 4 || status === 5;
