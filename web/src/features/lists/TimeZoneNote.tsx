import { useTranslation } from 'react-i18next';
import { usePageNow, useTimeZone } from '../../render/renderEnv';
import { visitorTimeZone } from '../days/kickOff';
import { useViewer } from '../session/useViewer';
import './lists.css';
import { useListsMessages } from './listsMessages';

/** Says which zone the kick-off times are in (the visitor's own). */
export function TimeZoneNote() {
  useListsMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const now = usePageNow();
  const timeZone = useTimeZone();
  return (
    <p className="time-zone-note muted">
      {t('lists.timeZone', { zone: visitorTimeZone(locale, now, timeZone) })}
    </p>
  );
}
