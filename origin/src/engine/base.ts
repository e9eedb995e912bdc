// Base types of the engine's data model: a leaf file (it imports only @pitchside/shared), so the other
// type files can use them without importing types.ts back.
import type { BookmakerId, Locale, MatchStatus, OddsType, Sport } from '@pitchside/shared';

// The product's own words: the engine speaks of its sports and languages as the wire does.
export type { BookmakerId, Locale, OddsType, Sport };
/** A value of `MATCH_STATUS` (@pitchside/shared): 0, 1, 2, 3, 4, 5, -1, -10 ... -14 (PRODUCT.md §4). */
export type MatchStatusCode = MatchStatus;
/** A numeric event code of @pitchside/shared (`eventCode(type, side)`, e.g. 1029 home goal, 535 VAR). */
export type EventCode = number;
/** A text in each interface language. */
export type LocalizedText = Record<Locale, string>;

export type Side = 'home' | 'away';
/** A pair of per-side numbers (goals, corners, cards, shots...). */
export interface Pair {
  home: number;
  away: number;
}
/** Where a fact comes from: the real data file, or the engine (generated, never presented as real). */
export type Provenance = 'file' | 'generated';
/**
 * Where a match's goal minutes and scorers come from: the file; generated (a file of scores only); or
 * the file's, fitted to its score where they disagreed (some minutes moved, a goal left out, or a goal
 * the file does not list added with a drawn minute and no scorer: docs/API.md, "Reading the minutes").
 */
export type GoalsProvenance = Provenance | 'fitted';
