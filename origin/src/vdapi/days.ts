// Calendar days in the visitor's time zone (the `x-timezone` header, hours east of UTC; PRODUCT.md §7
// sends 8). A `date` query is either YYYY-MM-DD in that zone or a day offset from today (0 today, -1
// yesterday, 1 tomorrow).

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The product sends timezone 8 (PRODUCT.md §7). */
export const DEFAULT_TIMEZONE_HOURS = 8;

/** Hours east of UTC from the header: -12..14, quarter hours allowed; anything else is the default. */
export function timezoneHours(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^[+-]?\d{1,2}(\.\d{1,2})?$/.test(value.trim())) return DEFAULT_TIMEZONE_HOURS;
  const hours = Number(value.trim());
  if (hours < -12 || hours > 14 || !Number.isInteger(hours * 4)) return DEFAULT_TIMEZONE_HOURS;
  return hours;
}

export interface DayWindow {
  start: number;
  end: number;
}

/** The window [start, end) of the day containing `now`, shifted by `offset` days. */
export function dayWindowOffset(now: number, offset: number, tzHours: number): DayWindow {
  const shift = tzHours * HOUR_MS;
  const today = Math.floor((now + shift) / DAY_MS);
  const start = (today + offset) * DAY_MS - shift;
  return { start, end: start + DAY_MS };
}

/** The day window of a `date` query, or null when it names no real day (e.g. 2026-02-30). */
export function dayWindow(date: string | undefined, now: number, tzHours: number): DayWindow | null {
  if (date === undefined || date === '') return dayWindowOffset(now, 0, tzHours);
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!calendar) {
    if (!/^[+-]?\d{1,2}$/.test(date)) return null;
    return dayWindowOffset(now, Number(date), tzHours);
  }
  const [year, month, day] = [Number(calendar[1]), Number(calendar[2]), Number(calendar[3])];
  if (year < 1970 || year > 2200) return null;
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  const start = utc - tzHours * HOUR_MS;
  return { start, end: start + DAY_MS };
}
