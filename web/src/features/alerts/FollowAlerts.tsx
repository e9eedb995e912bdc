// Loaded once the browser allows notifications (AlertsGate.tsx): it loads the alerts code
// (alertsRuntime.ts) when, and only when, the visitor also follows a team, or a match with its bell,
// with alerts on.
import { useEffect } from 'react';
import { useFollows } from '../follow/useFollows';
import { usePermission } from './permission';

export default function FollowAlerts() {
  const { follows } = useFollows();
  const permission = usePermission();
  const wanted =
    permission === 'granted' &&
    [...follows.values()].some((entry) => (entry.kind === 'team' || entry.kind === 'match') && entry.alerts);
  useEffect(() => {
    if (!wanted) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    import('./alertsRuntime').then(
      (runtime) => {
        if (!cancelled) stop = runtime.startAlerts();
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [wanted]);
  return null;
}
