// The browser's notification permission as a small store: the alerts start only once it is granted,
// and the permission control shows it. It is asked for only on the visitor's tap (askPermission).
import { useSyncExternalStore } from 'react';

export type AlertPermission = NotificationPermission | 'unsupported';

const listeners = new Set<() => void>();
let watching = false;

export function notificationPermission(): AlertPermission {
  return typeof Notification === 'function' ? Notification.permission : 'unsupported';
}

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!watching && typeof navigator !== 'undefined' && navigator.permissions) {
    watching = true;
    // The visitor may change it in the browser's site settings while the page is open.
    navigator.permissions.query({ name: 'notifications' }).then(
      (status) => status.addEventListener('change', changed),
      () => undefined,
    );
  }
  return () => listeners.delete(listener);
}

/** Asks the browser (call from a tap or a click only: browsers ignore or penalise other asks). */
export async function askPermission(): Promise<AlertPermission> {
  if (notificationPermission() === 'unsupported') return 'unsupported';
  try {
    await Notification.requestPermission();
  } finally {
    changed();
  }
  return notificationPermission();
}

export function usePermission(): AlertPermission {
  return useSyncExternalStore(subscribe, notificationPermission, () => 'default');
}
