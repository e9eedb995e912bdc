import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePageNow, useTimeZone } from '../../render/renderEnv';
import { nextDays, pastDays, type StripDay, stripOffset, zoneOffsetOf } from '../days/dateStrip';

/** Days shown: a week ahead for schedules, today and six days back for results. */
export const STRIP_DAYS = 7;

/** The strip's days at an instant, in a zone (undefined: the browser's). */
export function stripDays(direction: 'next' | 'past', now: number, timeZone: string | undefined): StripDay[] {
  const zone = zoneOffsetOf(timeZone);
  return direction === 'next' ? nextDays(now, STRIP_DAYS, zone) : pastDays(now, STRIP_DAYS - 1, zone);
}

/** The chosen day of a strip, from the URL's `date`. */
export function chosenDay(days: readonly StripDay[], raw: string | null): StripDay {
  const offset = stripOffset(days, raw);
  return days.find((entry) => entry.offset === offset) ?? (days[0] as StripDay);
}

/** The strip's days and the chosen one, kept in the URL (`?date=-2`) so a day can be shared. */
export function useStripDay(direction: 'next' | 'past') {
  const [params, setParams] = useSearchParams();
  // One strip per visit of the page: the day does not roll over under the reader's finger. A page the
  // server drew keeps the server's instant and zone until hydrated (render/renderEnv.tsx).
  const now = usePageNow();
  const timeZone = useTimeZone();
  const days = useMemo(() => stripDays(direction, now, timeZone), [direction, now, timeZone]);
  const day = chosenDay(days, params.get('date'));
  const offset = day.offset;
  const select = (next: number) =>
    setParams(
      (previous) => {
        const copy = new URLSearchParams(previous);
        if (next === 0) copy.delete('date');
        else copy.set('date', String(next));
        return copy;
      },
      { replace: true },
    );
  return { days, day, offset, select };
}
