// In the first download, only this: it loads the alerts code (alertsRuntime.ts) when, and only
// when, the visitor follows a team with alerts on and the browser allows notifications, so every
// other visitor's phone downloads none of it (bench:web).
import { useEffect } from 'react';
import { useFollows } from '../follow/useFollows';
import { usePermission } from './permission';

export function FollowAlerts() {
  const { follows } = useFollows();
  const permission = usePermission();
  const wanted =
    permission === 'granted' && [...follows.values()].some((entry) => entry.kind === 'team' && entry.alerts);
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
