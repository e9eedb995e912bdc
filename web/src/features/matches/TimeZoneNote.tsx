import { useTranslation } from 'react-i18next';
import { usePageNow, useTimeZone } from '../../render/renderEnv';
import { useViewer } from '../session/useViewer';
import { visitorTimeZone } from './kickOff';
import { useMatchesMessages } from './matchesMessages';

/** Says which zone the kick-off times are in (the visitor's own). */
export function TimeZoneNote() {
  useMatchesMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const now = usePageNow();
  const timeZone = useTimeZone();
  return (
    <p className="time-zone-note muted">
      {t('matches.timeZone', { zone: visitorTimeZone(locale, now, timeZone) })}
    </p>
  );
}
