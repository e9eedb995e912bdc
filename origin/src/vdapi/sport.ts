// The /vdapi `sport` code of each of the engine's sports (the codes are the shared contract's
// SPORT_CODES). The engine spells the third sport 'esports' where the wire says 'esport'.
import {
  SPORT_CODES,
  type SportCode,
  type Sport as WireSport,
  sportOfCode as wireSportOfCode,
} from '@pitchside/shared';
import type { Sport } from '../engine/types';

const ENGINE_SPORT: Record<WireSport, Sport> = {
  football: 'football',
  basketball: 'basketball',
  esport: 'esports',
};

/** The engine's sport of a code; football for a code that names none (the queries' default). */
export function sportOfCode(code: number): Sport {
  return ENGINE_SPORT[wireSportOfCode(code) ?? 'football'];
}

export function codeOfSport(sport: Sport): SportCode {
  return SPORT_CODES[sport === 'esports' ? 'esport' : sport];
}
