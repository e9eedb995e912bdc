import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsColour, oddsRow, parseStats, returnRate } from './odds';

describe('oddsRow', () => {
  it('uses the last complete group for the bottom line and the opening group on top', () => {
    expect(oddsRow([1.9, 3.2, 4.1, 1.85, 3.3, 4.2, 1.8, 3.4, 4.4])).toEqual({
      top: [1.9, 3.2, 4.1],
      bottom: [1.8, 3.4, 4.4],
      bottomGroup: 2,
    });
    expect(oddsRow([1.9, 3.2, 4.1, 1.85, 3.3, 4.2, 0, 0, 0])).toMatchObject({
      bottom: [1.85, 3.3, 4.2],
      bottomGroup: 1,
    });
    expect(oddsRow([1.9, 3.2, 4.1, null, null, null, 1.8, null, 4.4])).toMatchObject({
      bottom: [1.9, 3.2, 4.1],
      bottomGroup: 0,
    });
  });

  it('accepts a handicap line of 0 or below in the middle and numeric text', () => {
    expect(oddsRow([0.95, -0.5, 0.9, '0.93', '0', '0.92'])).toMatchObject({
      bottom: [0.93, 0, 0.92],
      bottomGroup: 1,
    });
  });

  it('gives no rows for gaps, short arrays and garbage', () => {
    expect(oddsRow([])).toEqual({ top: null, bottom: null, bottomGroup: null });
    expect(oddsRow([1.9, 3.2])).toEqual({ top: null, bottom: null, bottomGroup: null });
    expect(oddsRow(['x', 'y', 'z', Number.NaN, 1, 2, Number.POSITIVE_INFINITY, 1, 1])).toEqual({
      top: null,
      bottom: null,
      bottomGroup: null,
    });
    expect(oddsRow(null as unknown as number[])).toEqual({ top: null, bottom: null, bottomGroup: null });
  });

  it('always picks a complete group when one exists, the latest one', () => {
    const value = fc.oneof(fc.double({ min: 0.01, max: 50, noNaN: true }), fc.constant(null), fc.constant(0));
    fc.assert(
      fc.property(fc.array(value, { minLength: 9, maxLength: 9 }), (numbers) => {
        const row = oddsRow(numbers);
        const complete = [0, 1, 2].filter((g) => {
          const [a, b, c] = numbers.slice(g * 3, g * 3 + 3);
          return typeof a === 'number' && a > 0 && typeof b === 'number' && typeof c === 'number' && c > 0;
        });
        expect(row.bottomGroup).toBe(complete.length > 0 ? complete[complete.length - 1] : null);
      }),
    );
  });
});

describe('parseStats', () => {
  it('reads three comma-separated numbers', () => {
    expect(parseStats('1.85,3.40,4.20')).toEqual([1.85, 3.4, 4.2]);
    expect(parseStats(' 0.95 , -0.5 , 0.90 ')).toEqual([0.95, -0.5, 0.9]);
  });

  it('returns null for empty or malformed lists', () => {
    for (const bad of [
      '',
      '1.8,3.4',
      '1,2,3,4',
      '1.8,,4.2',
      'a,b,c',
      '1e5,1,1',
      '0x10,1,1',
      null,
      undefined,
    ]) {
      expect(parseStats(bad)).toBeNull();
    }
  });
});

describe('oddsColour', () => {
  it('is up when higher, down when lower, equal otherwise', () => {
    expect(oddsColour(1.85, 1.9)).toBe('up');
    expect(oddsColour(1.9, 1.85)).toBe('down');
    expect(oddsColour(1.9, 1.9)).toBe('equal');
    expect(oddsColour('1.90', 1.9)).toBe('equal');
    expect(oddsColour(0.1 + 0.2, 0.3)).toBe('equal');
    expect(oddsColour(undefined, 1.9)).toBe('equal');
    expect(oddsColour(1.9, 'x')).toBe('equal');
  });

  it('is antisymmetric', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, min: -100, max: 100 }),
        fc.double({ noNaN: true, min: -100, max: 100 }),
        (a, b) => {
          const forward = oddsColour(a, b);
          const backward = oddsColour(b, a);
          expect(
            forward === 'equal' ? backward === 'equal' : backward !== forward && backward !== 'equal',
          ).toBe(true);
        },
      ),
    );
  });
});

describe('returnRate', () => {
  it('is 1 / (1/a + 1/b + 1/c) as a percent with two decimals', () => {
    expect(returnRate(3, 3, 3)).toEqual({ value: 100, text: '100.00%' });
    expect(returnRate(2.1, 3.3, 3.5)).toEqual({ value: 93.9, text: '93.90%' });
    expect(returnRate('1.85', '3.40', '4.20')).toEqual({ value: 93.22, text: '93.22%' });
  });

  it('is null for missing, zero, negative or non-numeric odds', () => {
    expect(returnRate(0, 3, 3)).toBeNull();
    expect(returnRate(-2, 3, 3)).toBeNull();
    expect(returnRate(null, 3, 3)).toBeNull();
    expect(returnRate('abc', 3, 3)).toBeNull();
    expect(returnRate(Number.NaN, 3, 3)).toBeNull();
    expect(returnRate(Number.POSITIVE_INFINITY, 3, 3)).toBeNull();
  });

  it('lies below the smallest odd times 100 and above a third of it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1.01, max: 100, noNaN: true }), { minLength: 3, maxLength: 3 }),
        ([a = 2, b = 2, c = 2]) => {
          const rate = returnRate(a, b, c);
          expect(rate).not.toBeNull();
          const min = Math.min(a, b, c) * 100;
          expect(rate?.value ?? 0).toBeLessThanOrEqual(min + 0.005);
          expect(rate?.value ?? 0).toBeGreaterThanOrEqual(min / 3 - 0.005);
          expect(rate?.text).toMatch(/^\d+\.\d{2}%$/);
        },
      ),
    );
  });
});
