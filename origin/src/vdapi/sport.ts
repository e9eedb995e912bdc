// Sport codes of the /vdapi queries and answers: 1 football, 2 basketball, 3 esports.
import type { SportCode } from '@pitchside/shared';
import type { Sport } from '../engine/types';

const BY_CODE: Record<SportCode, Sport> = { 1: 'football', 2: 'basketball', 3: 'esports' };
const BY_SPORT: Record<Sport, SportCode> = { football: 1, basketball: 2, esports: 3 };

export function sportOfCode(code: number): Sport {
  return BY_CODE[code as SportCode] ?? 'football';
}

export function codeOfSport(sport: Sport): SportCode {
  return BY_SPORT[sport];
}
