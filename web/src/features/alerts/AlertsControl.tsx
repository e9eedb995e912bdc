import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFollowMessages } from '../follow/followMessages';
import { setFollowAlerts } from '../follow/followStore';
import { useFollow } from '../follow/useFollows';
import { toasts } from '../toast/toastStore';
import { Switch } from '../ui/Switch';
import { useAlertMessages } from './alertMessages';
import { askPermission, usePermission } from './permission';
import './alerts.css';

/**
 * A followed team's goal and kick-off alerts: the per-team switch (kept with the follow) and the
 * browser's permission, asked for only when the visitor taps the button, with what to do when the
 * browser blocks notifications. Nothing shows until the team is followed.
 */
export function AlertsControl({ teamId }: { teamId: number }) {
  useFollowMessages();
  useAlertMessages();
  const { t } = useTranslation();
  const follow = useFollow('team', teamId);
  const permission = usePermission();
  const [asking, setAsking] = useState(false);
  if (!follow) return null;
  const ask = async () => {
    setAsking(true);
    try {
      await askPermission();
    } finally {
      setAsking(false);
    }
  };
  return (
    <div className="alerts-control" data-permission={permission}>
      <Switch
        checked={follow.alerts}
        onChange={(on) => {
          void setFollowAlerts('team', teamId, on).then((saved) => {
            if (!saved) toasts.show(t('follow.failed'), 'error');
          });
        }}
        label={t('follow.alerts')}
        className="alerts-switch"
        title={t('follow.alertsHint')}
        testId="alerts-switch"
      />
      {follow.alerts && permission === 'default' && (
        <button type="button" className="alerts-enable" onClick={() => void ask()} disabled={asking}>
          {t('alerts.enable')}
        </button>
      )}
      {follow.alerts && (
        <p className="muted small alerts-state" role="status">
          {asking
            ? t('alerts.asking')
            : permission === 'granted'
              ? t('alerts.granted')
              : permission === 'denied'
                ? t('alerts.denied')
                : permission === 'unsupported'
                  ? t('alerts.unsupported')
                  : t('follow.alertsHint')}
        </p>
      )}
    </div>
  );
}
