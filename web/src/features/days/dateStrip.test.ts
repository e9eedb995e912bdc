import { describe, expect, it } from 'vitest';
import {
  apiDates,
  matchesOfDay,
  nextDays,
  pastDays,
  stripOffset,
  type ZoneOffset,
  zoneOffsetOf,
} from './dateStrip';

// 2026-11-22 18:00 UTC: still Sunday 22 November in London, already Monday 23 at UTC+8.
const NOW = Date.UTC(2026, 10, 22, 18, 0);
const fixed =
  (minutes: number): ZoneOffset =>
  () =>
    minutes;

describe('date strip', () => {
  it("lists the visitor's next N days from today, with weekdays", () => {
    const days = nextDays(NOW, 3, fixed(0));
    expect(days.map((d) => d.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(days.map((d) => d.offset)).toEqual([0, 1, 2]);
    expect(days.map((d) => d.weekday)).toEqual([0, 1, 2]);
    expect(days[0]?.start).toBe(Date.UTC(2026, 10, 22));
    expect(days[0]?.end).toBe(Date.UTC(2026, 10, 23));
  });

  it('follows the zone: at UTC+8 that moment is already the 23rd', () => {
    const [today] = nextDays(NOW, 1, fixed(480));
    expect(today?.date).toBe('2026-11-23');
    expect(today?.start).toBe(Date.UTC(2026, 10, 22, 16));
  });

  it('lists the past N+1 days ending today', () => {
    const days = pastDays(NOW, 2, fixed(-300));
    expect(days.map((d) => d.date)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(days.map((d) => d.offset)).toEqual([-2, -1, 0]);
  });

  it('crosses month and year ends', () => {
    const days = nextDays(Date.UTC(2026, 11, 31, 12), 2, fixed(0));
    expect(days.map((d) => [d.date, d.month, d.day])).toEqual([
      ['2026-12-31', 12, 31],
      ['2027-01-01', 1, 1],
    ]);
  });

  it('keeps days 23 or 25 hours long across a daylight-saving change', () => {
    // A zone at +60 that moves to +120 from 2026-03-29 01:00 UTC.
    const zone: ZoneOffset = (ms) => (ms >= Date.UTC(2026, 2, 29, 1) ? 120 : 60);
    const [day] = nextDays(Date.UTC(2026, 2, 29, 10), 1, zone);
    expect(day?.date).toBe('2026-03-29');
    expect((day?.end ?? 0) - (day?.start ?? 0)).toBe(23 * 3_600_000);
  });

  it('asks the API for the one or two of its days a visitor day overlaps', () => {
    const [london] = nextDays(NOW, 1, fixed(0));
    expect(london && apiDates(london, 8)).toEqual(['2026-11-22', '2026-11-23']);
    const [shanghai] = nextDays(NOW, 1, fixed(480));
    expect(shanghai && apiDates(shanghai, 8)).toEqual(['2026-11-23']);
  });

  it('accepts only an offset that is in the strip', () => {
    const days = pastDays(NOW, 6, fixed(0));
    expect(stripOffset(days, '-3')).toBe(-3);
    expect(stripOffset(days, '4')).toBe(0);
    expect(stripOffset(days, 'x')).toBe(0);
    expect(stripOffset(days, null)).toBe(0);
  });

  it("merges the API days into the visitor's day, once per match, in order", () => {
    const day = { start: 100, end: 200 };
    const first = [
      { id: 1, startTime: 90 },
      { id: 2, startTime: 150 },
    ];
    const second = [
      { id: 3, startTime: 120 },
      { id: 2, startTime: 150 },
      { id: 4, startTime: 200 },
    ];
    expect(matchesOfDay([first, second], day, 'kickOff').map((m) => m.id)).toEqual([3, 2]);
    expect(matchesOfDay([first, undefined, second], day, 'newestFirst').map((m) => m.id)).toEqual([2, 3]);
  });
});

describe('named zones', () => {
  const MINUTE = 60_000;
  it("reads a zone's offset on each side of its summer-time changes, read again or not", () => {
    const london = zoneOffsetOf('Europe/London');
    // Summer time starts 2026-03-29 01:00 UTC and ends 2026-10-25 01:00 UTC.
    const start = Date.UTC(2026, 2, 29, 1);
    const end = Date.UTC(2026, 9, 25, 1);
    for (let round = 0; round < 2; round++) {
      expect(london(start - MINUTE)).toBe(0);
      expect(london(start)).toBe(60);
      expect(london(end - MINUTE)).toBe(60);
      expect(london(end)).toBe(0);
    }
  });

  it('reads half-hour zones and a half-hour summer time', () => {
    expect(zoneOffsetOf('Asia/Kolkata')(NOW)).toBe(330);
    expect(zoneOffsetOf('America/St_Johns')(NOW)).toBe(-210);
    // Lord Howe Island moves by 30 minutes: +11:00 in summer (to 2026-04-05 02:00 local, 15:00 UTC the day before), +10:30 after.
    const lordHowe = zoneOffsetOf('Australia/Lord_Howe');
    const change = Date.UTC(2026, 3, 4, 15);
    expect([lordHowe(change - MINUTE), lordHowe(change)]).toEqual([660, 630]);
  });

  it("is the browser's own offset without a zone", () => {
    expect(zoneOffsetOf(undefined)(NOW)).toBe(-new Date(NOW).getTimezoneOffset());
  });
});
