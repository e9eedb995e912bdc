/**
 * "3 minutes ago" text for comments, news and match lists (PRODUCT §4 relative time): just now
 * under a minute, then minutes, hours, days, months, years ago; future times say the match is
 * about to start. Numbers and grammar come from Intl.RelativeTimeFormat, which ships zh and vi
 * data in browsers and in Node with full ICU; the two fixed phrases are ours.
 */
import type { Locale } from '../domain/locale';

const INTL_LOCALE: Readonly<Record<Locale, string>> = { cn: 'zh-CN', en: 'en', vi: 'vi' };

const JUST_NOW: Readonly<Record<Locale, string>> = { cn: '刚刚', en: 'just now', vi: 'vừa xong' };
const ABOUT_TO_START: Readonly<Record<Locale, string>> = {
  cn: '即将开始',
  en: 'about to start',
  vi: 'sắp bắt đầu',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formatters = new Map<Locale, Intl.RelativeTimeFormat>();

function formatterFor(locale: Locale): Intl.RelativeTimeFormat {
  let formatter = formatters.get(locale);
  if (formatter === undefined) {
    // numeric 'always': the product says "1 day ago", not "yesterday".
    formatter = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'always', style: 'long' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

function toMillis(time: number | Date | string): number {
  if (time instanceof Date) return time.getTime();
  if (typeof time === 'string') return Date.parse(time);
  return time;
}

/**
 * Relative text for `then` seen at `now` (ms since the epoch, a Date, or an ISO string). Months
 * are 30 days and years 365 days, which is what a reader expects from "2 months ago". Returns ''
 * for an invalid time rather than throwing, so one bad record does not break a list.
 */
export function relativeTime(
  then: number | Date | string,
  now: number | Date | string,
  locale: Locale,
): string {
  const thenMs = toMillis(then);
  const nowMs = toMillis(now);
  if (!Number.isFinite(thenMs) || !Number.isFinite(nowMs)) return '';
  const safeLocale: Locale = Object.hasOwn(INTL_LOCALE, locale) ? locale : 'cn';
  const elapsed = nowMs - thenMs;
  if (elapsed < 0) return ABOUT_TO_START[safeLocale];
  if (elapsed < MINUTE) return JUST_NOW[safeLocale];
  const format = formatterFor(safeLocale);
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return format.format(-days, 'day');
  if (days < 365) return format.format(-Math.floor(days / 30), 'month');
  return format.format(-Math.floor(days / 365), 'year');
}
