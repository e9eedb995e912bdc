import { useTranslation } from 'react-i18next';
import { visitorTimeZone } from './kickOff';
import { useViewer } from './useViewer';

/** Says which zone the kick-off times are in (the visitor's own). */
export function TimeZoneNote() {
  const { t } = useTranslation();
  const { locale } = useViewer();
  return (
    <p className="time-zone-note muted">
      {t('matches.timeZone', { zone: visitorTimeZone(locale, Date.now()) })}
    </p>
  );
}
