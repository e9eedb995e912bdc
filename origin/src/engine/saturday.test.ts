import { describe, expect, it } from 'vitest';
import { nextSaturdayAfternoon } from './calendar';

describe('nextSaturdayAfternoon', () => {
  it('is the coming Saturday 14:00 UTC, or the one after once that has begun', () => {
    expect(nextSaturdayAfternoon(Date.UTC(2026, 10, 24, 14, 31))).toBe('2026-11-28T14:00:00Z');
    expect(nextSaturdayAfternoon(Date.UTC(2026, 10, 28, 9))).toBe('2026-11-28T14:00:00Z');
    expect(nextSaturdayAfternoon(Date.UTC(2026, 10, 28, 14, 1))).toBe('2026-12-05T14:00:00Z');
    expect(nextSaturdayAfternoon(Date.UTC(2026, 10, 29, 0))).toBe('2026-12-05T14:00:00Z');
  });
});
