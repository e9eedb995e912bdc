/**
 * The date strip of schedules and results (PRODUCT §9 "date strip helpers: past N+1 days or next N
 * days with weekday labels"). The strip's days are the visitor's own calendar days, like the
 * kick-off times. The API counts days in the zone of the `x-timezone` header (8, PRODUCT §7), so one
 * of the visitor's days is asked for as the one or two API days it overlaps, then filtered.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** Minutes east of UTC at an instant (the browser's: `-new Date(ms).getTimezoneOffset()`). */
export type ZoneOffset = (ms: number) => number;

export const browserZoneOffset: ZoneOffset = (ms) => -new Date(ms).getTimezoneOffset();

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC in a named zone (the server draws in the visitor's zone, not its own). */
export function zoneOffsetOf(timeZone: string | undefined): ZoneOffset {
  if (!timeZone) return browserZoneOffset;
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    zoneFormats.set(timeZone, format);
  }
  const zone = format;
  return (ms) => {
    // "GMT+08:00", "GMT-03:30", or "GMT" for UTC itself.
    const name = zone.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return match[1] === '-' ? -minutes : minutes;
  };
}

export interface StripDay {
  /** Days from today (0 today, -1 yesterday, 1 tomorrow), kept in the URL. */
  offset: number;
  /** YYYY-MM-DD of the visitor's calendar. */
  date: string;
  /** Day of the week, 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Month 1-12 and day of the month 1-31, for the label. */
  month: number;
  day: number;
  /** The day as instants: [start, end). */
  start: number;
  end: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar date (and its parts) of an instant seen `shiftMs` east of UTC. */
function calendar(ms: number, shiftMs: number) {
  const local = new Date(ms + shiftMs);
  const month = local.getUTCMonth() + 1;
  const day = local.getUTCDate();
  return {
    date: `${local.getUTCFullYear()}-${pad(month)}-${pad(day)}`,
    weekday: local.getUTCDay(),
    month,
    day,
  };
}

/** Midnight of the local day holding `ms`, shifted by `offset` days (offsets re-read at each end for DST). */
function localMidnight(ms: number, offset: number, zone: ZoneOffset): number {
  const shift = zone(ms) * MINUTE_MS;
  const midnight = Math.floor((ms + shift) / DAY_MS) * DAY_MS + offset * DAY_MS;
  // The offset that applies at that midnight (it may differ across a DST change).
  return midnight - zone(midnight - shift) * MINUTE_MS;
}

function dayAt(now: number, offset: number, zone: ZoneOffset): StripDay {
  const start = localMidnight(now, offset, zone);
  const end = localMidnight(now, offset + 1, zone);
  return { offset, ...calendar(start, zone(start) * MINUTE_MS), start, end };
}

/** The next `count` days, today first (schedules). */
export function nextDays(now: number, count: number, zone: ZoneOffset = browserZoneOffset): StripDay[] {
  return Array.from({ length: count }, (_, index) => dayAt(now, index, zone));
}

/** The past `count` + 1 days, today last (results read left to right up to today). */
export function pastDays(now: number, count: number, zone: ZoneOffset = browserZoneOffset): StripDay[] {
  return Array.from({ length: count + 1 }, (_, index) => dayAt(now, index - count, zone));
}

/** Keeps an offset from the URL inside the strip; anything else is today. */
export function stripOffset(days: readonly StripDay[], raw: string | null): number {
  if (raw === null || !/^-?\d{1,2}$/.test(raw)) return 0;
  const offset = Number(raw);
  return days.some((day) => day.offset === offset) ? offset : 0;
}

/** The API's days (YYYY-MM-DD at `tzHours`) that a visitor's day overlaps: one or two. */
export function apiDates(day: Pick<StripDay, 'start' | 'end'>, tzHours: number): string[] {
  const first = calendar(day.start, tzHours * HOUR_MS).date;
  const last = calendar(day.end - 1, tzHours * HOUR_MS).date;
  return first === last ? [first] : [first, last];
}

/**
 * The matches of one visitor day from the API days asked for: once each, inside the day, in
 * kick-off order for schedules and newest first for results.
 */
export function matchesOfDay<M extends { id: number; startTime: number }>(
  lists: readonly (readonly M[] | undefined)[],
  day: Pick<StripDay, 'start' | 'end'>,
  order: 'kickOff' | 'newestFirst',
): M[] {
  const byId = new Map<number, M>();
  for (const list of lists) {
    for (const match of list ?? []) {
      if (match.startTime >= day.start && match.startTime < day.end) byId.set(match.id, match);
    }
  }
  const sign = order === 'kickOff' ? 1 : -1;
  return [...byId.values()].sort((a, b) => sign * (a.startTime - b.startTime) || a.id - b.id);
}
