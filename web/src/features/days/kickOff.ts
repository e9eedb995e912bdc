import type { Locale } from '@pitchside/shared';

/** The reader's locale for dates and times: 28/11/2026 (en, vi), 2026/11/28 (cn). */
export const INTL: Readonly<Record<Locale, string>> = { cn: 'zh-CN', en: 'en-GB', vi: 'vi-VN' };

/** The zone the times are shown in, e.g. "Europe/Berlin (GMT+1)", shown beside every list. */
export function visitorTimeZone(locale: Locale, now: number, timeZone?: string): string {
  const format = new Intl.DateTimeFormat(INTL[locale], { timeZoneName: 'shortOffset', timeZone });
  const zone = format.resolvedOptions().timeZone;
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  const offset = format.formatToParts(now).find((part) => part.type === 'timeZoneName')?.value ?? '';
  return offset && offset !== zone ? `${zone} (${offset})` : zone;
}

/** Weekday label of a strip day ("Mon", "周一", "T2"). */
export function weekdayLabel(weekday: number, locale: Locale): string {
  // 2026-11-22 was a Sunday: add the weekday to it, read in UTC.
  return new Intl.DateTimeFormat(INTL[locale], { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2026, 10, 22 + weekday),
  );
}
