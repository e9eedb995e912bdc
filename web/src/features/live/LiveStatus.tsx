import { useTranslation } from 'react-i18next';
import { type LiveRuntime, useConnectionState } from './loadLive';

/** Says so when the socket is down (pushes stop until it is back) or a topic is stale. */
export function LiveStatus({ runtime, stale }: { runtime: LiveRuntime | null; stale?: boolean }) {
  const { t } = useTranslation();
  const connection = useConnectionState(runtime);
  if (connection === 'disconnected') {
    return (
      <p className="live-status lost" role="status" data-connection="lost">
        {t('live.connection.lost')}
      </p>
    );
  }
  if (stale) {
    return (
      <p className="live-status stale" role="status" data-stale="true">
        {t('live.connection.stale')}
      </p>
    );
  }
  return null;
}
