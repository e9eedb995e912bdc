import { describe, expect, it } from 'vitest';
import { nextDays, pastDays, stripOffset } from './dateStrip';

// 2026-11-22 18:00 UTC is already Monday 23 November at UTC+8.
const NOW = Date.UTC(2026, 10, 22, 18, 0);

describe('date strip', () => {
  it('lists the next N days from today in the API zone, with weekdays', () => {
    const days = nextDays(NOW, 3, 8);
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(days.map((d) => d.offset)).toEqual([0, 1, 2]);
    expect(days.map((d) => d.weekday)).toEqual([1, 2, 3]);
  });

  it('lists the past N+1 days ending today', () => {
    const days = pastDays(NOW, 2, 0);
    expect(days.map((d) => d.date)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(days.map((d) => d.offset)).toEqual([-2, -1, 0]);
    expect(days[2]?.weekday).toBe(0);
  });

  it('crosses month and year ends', () => {
    const days = nextDays(Date.UTC(2026, 11, 31, 12), 2, 0);
    expect(days.map((d) => [d.date, d.month, d.day])).toEqual([
      ['2026-12-31', 12, 31],
      ['2027-01-01', 1, 1],
    ]);
  });

  it('accepts only an offset that is in the strip', () => {
    const days = pastDays(NOW, 6, 8);
    expect(stripOffset(days, '-3')).toBe(-3);
    expect(stripOffset(days, '4')).toBe(0);
    expect(stripOffset(days, 'x')).toBe(0);
    expect(stripOffset(days, null)).toBe(0);
  });
});
