// In the first download, only this: the follows and the alerts code load once the browser allows
// notifications (FollowAlerts.tsx loads the alerts themselves only for a followed team with alerts
// on), so a visitor who has not allowed them downloads none of it (the phone's budget, bench:web).
import { Suspense } from 'react';
import { lazyOnline } from '../../render/preloadable';
import { usePermission } from './permission';

const FollowAlerts = lazyOnline(() => import('./FollowAlerts'));

export function AlertsGate() {
  if (usePermission() !== 'granted') return null;
  return (
    <Suspense fallback={null}>
      <FollowAlerts />
    </Suspense>
  );
}
