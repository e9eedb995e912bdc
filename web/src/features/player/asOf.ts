import type { Locale } from '@pitchside/shared';
import { INTL } from '../days/kickOff';

/** A data month ('2026-06') in the reader's words: 2026年6月, June 2026, tháng 6 năm 2026. */
export function dataMonth(asOf: string, locale: Locale): string {
  const [year = 0, month = 1] = asOf.split('-').map(Number);
  return new Intl.DateTimeFormat(INTL[locale], { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}
