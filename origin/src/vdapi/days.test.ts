import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayWindow, dayWindowOffset, timezoneHours } from './days';

const NOW = Date.UTC(2026, 5, 14, 20, 0); // 2026-06-15 04:00 in UTC+8

describe('days in the visitor time zone', () => {
  it('today in UTC+8 starts at 16:00 UTC the day before', () => {
    expect(dayWindowOffset(NOW, 0, 8)).toEqual({
      start: Date.UTC(2026, 5, 14, 16),
      end: Date.UTC(2026, 5, 15, 16),
    });
    expect(dayWindow('2026-06-15', NOW, 8)).toEqual(dayWindowOffset(NOW, 0, 8));
    expect(dayWindow('-1', NOW, 8)).toEqual(dayWindow('2026-06-14', NOW, 8));
    expect(dayWindow(undefined, NOW, 0)).toEqual({
      start: Date.UTC(2026, 5, 14),
      end: Date.UTC(2026, 5, 15),
    });
  });

  it('refuses days that do not exist', () => {
    for (const date of ['2026-02-30', '2026-13-01', '2026-00-10', '1969-12-31', 'today', '123']) {
      expect(dayWindow(date, NOW, 8)).toBeNull();
    }
  });

  it('reads x-timezone, falling back to 8', () => {
    expect(timezoneHours('8')).toBe(8);
    expect(timezoneHours('-5')).toBe(-5);
    expect(timezoneHours('5.5')).toBe(5.5);
    expect(timezoneHours(['7'])).toBe(7);
    for (const odd of [undefined, '', 'abc', '15', '-13', '5.3']) expect(timezoneHours(odd)).toBe(8);
  });

  it('every window is one day long and contains its own start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: -99, max: 99 }),
        fc.integer({ min: -48, max: 56 }).map((q) => q / 4),
        (now, offset, tz) => {
          const window = dayWindowOffset(now, offset, tz);
          expect(window.end - window.start).toBe(86_400_000);
          expect(dayWindowOffset(window.start, 0, tz)).toEqual(window);
        },
      ),
    );
  });
});
