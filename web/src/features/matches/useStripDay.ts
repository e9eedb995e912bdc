import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { nextDays, pastDays, type StripDay, stripOffset } from './dateStrip';

/** Days shown: a week ahead for schedules, today and six days back for results. */
export const STRIP_DAYS = 7;

/** The strip's days and the chosen one, kept in the URL (`?date=-2`) so a day can be shared. */
export function useStripDay(direction: 'next' | 'past') {
  const [params, setParams] = useSearchParams();
  // One strip per visit of the page: the day does not roll over under the reader's finger.
  const days: StripDay[] = useMemo(
    () => (direction === 'next' ? nextDays(Date.now(), STRIP_DAYS) : pastDays(Date.now(), STRIP_DAYS - 1)),
    [direction],
  );
  const offset = stripOffset(days, params.get('date'));
  const day = days.find((entry) => entry.offset === offset) ?? (days[0] as StripDay);
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
