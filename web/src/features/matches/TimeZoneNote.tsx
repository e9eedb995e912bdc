import { useTranslation } from 'react-i18next';
import { useViewer } from '../session/useViewer';
import { visitorTimeZone } from './kickOff';
import { useMatchesMessages } from './matchesMessages';

/** Says which zone the kick-off times are in (the visitor's own). */
export function TimeZoneNote() {
  useMatchesMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  return (
    <p className="time-zone-note muted">
      {t('matches.timeZone', { zone: visitorTimeZone(locale, Date.now()) })}
    </p>
  );
}
