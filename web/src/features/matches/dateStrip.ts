/**
 * The date strip of schedules and results (PRODUCT §9 "date strip helpers: past N+1 days or next N
 * days with weekday labels"). Days are calendar days of the zone the API counts them in (the
 * `x-timezone` header, PRODUCT §7), so each entry's `date` is exactly the day the server lists.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface StripDay {
  /** Days from today (0 today, -1 yesterday, 1 tomorrow): the `date` query of the API. */
  offset: number;
  /** YYYY-MM-DD in the API's zone. */
  date: string;
  /** Day of the week, 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Month 1-12 and day of the month 1-31, for the label. */
  month: number;
  day: number;
}

function dayAt(now: number, offset: number, tzHours: number): StripDay {
  const local = new Date(now + tzHours * HOUR_MS + offset * DAY_MS);
  const month = local.getUTCMonth() + 1;
  const day = local.getUTCDate();
  const date = `${local.getUTCFullYear()}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { offset, date, weekday: local.getUTCDay(), month, day };
}

/** The next `count` days, today first (schedules). */
export function nextDays(now: number, count: number, tzHours: number): StripDay[] {
  return Array.from({ length: count }, (_, index) => dayAt(now, index, tzHours));
}

/** The past `count` + 1 days, today last (results read left to right up to today). */
export function pastDays(now: number, count: number, tzHours: number): StripDay[] {
  return Array.from({ length: count + 1 }, (_, index) => dayAt(now, index - count, tzHours));
}

/** Keeps an offset from the URL inside the strip; anything else is today. */
export function stripOffset(days: readonly StripDay[], raw: string | null): number {
  if (raw === null || !/^-?\d{1,2}$/.test(raw)) return 0;
  const offset = Number(raw);
  return days.some((day) => day.offset === offset) ? offset : 0;
}
