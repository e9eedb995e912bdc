import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StripDay } from '../days/dateStrip';
import { weekdayLabel } from '../days/kickOff';
import { useViewer } from '../session/useViewer';
import { useMatchesMessages } from './matchesMessages';
import { useActiveInView } from './useActiveInView';

/** A row of days to pick from (PRODUCT §9); today is named, the others show weekday and date. */
export function DateStrip({
  days,
  selected,
  onSelect,
}: {
  days: readonly StripDay[];
  selected: number;
  onSelect: (offset: number) => void;
}) {
  useMatchesMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const strip = useRef<HTMLUListElement>(null);
  useActiveInView(strip, selected);
  return (
    <nav className="date-strip" aria-label={t('matches.dateStrip')}>
      <ul ref={strip}>
        {days.map((day) => (
          <li key={day.date}>
            <button
              type="button"
              className={day.offset === selected ? 'date-chip active' : 'date-chip'}
              aria-pressed={day.offset === selected}
              data-date={day.date}
              onClick={() => onSelect(day.offset)}
            >
              <span className="date-weekday">
                {day.offset === 0 ? t('matches.today') : weekdayLabel(day.weekday, locale)}
              </span>
              <span className="date-day">
                {String(day.month).padStart(2, '0')}-{String(day.day).padStart(2, '0')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
