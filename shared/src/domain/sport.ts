// The product's three sports, as the wire speaks of them: the `sport` code of the /vdapi queries and
// answers (PRODUCT §3) and the name in live topic names (`live:esport`, docs/API.md, Topics).
import type { SportCode } from '../api/vdapi';

export const SPORTS = ['football', 'basketball', 'esport'] as const;
export type Sport = (typeof SPORTS)[number];

/** 1 football, 2 basketball, 3 esports. */
export const SPORT_CODES: Readonly<Record<Sport, SportCode>> = { football: 1, basketball: 2, esport: 3 };

/** The sport of a code, or null for a number that is none. */
export function sportOfCode(code: number): Sport | null {
  return SPORTS.find((sport) => SPORT_CODES[sport] === code) ?? null;
}
