import { describe, expect, it } from 'vitest';
import { SPORT_CODES, SPORTS, sportOfCode } from './sport';

describe('sport codes', () => {
  it('name each sport by one code and back', () => {
    for (const sport of SPORTS) expect(sportOfCode(SPORT_CODES[sport])).toBe(sport);
    expect(Object.values(SPORT_CODES).sort()).toEqual([1, 2, 3]);
  });

  it('know no other code', () => {
    for (const code of [0, 4, -1, 1.5, Number.NaN]) expect(sportOfCode(code)).toBeNull();
  });
});
