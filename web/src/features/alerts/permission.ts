// The browser's notification permission as a small store: the alerts start only once it is granted,
// and the permission control shows it. It is asked for only on the visitor's tap (askPermission).
import { useSyncExternalStore } from 'react';

export type AlertPermission = NotificationPermission | 'unsupported';

const listeners = new Set<() => void>();
let watching = false;
/**
 * The permission as last read. Reading `Notification.permission` asks the browser's own process each
 * time (about 1 ms on a phone), and every bell on a page reads it as it draws: 49 ms of a phone's start
 * on a live list (bench:lighthouse). It is read once and again only when it may have changed.
 */
let known: AlertPermission | undefined;

function read(): AlertPermission {
  return typeof Notification === 'function' ? Notification.permission : 'unsupported';
}

export function notificationPermission(): AlertPermission {
  known ??= read();
  return known;
}

function changed(): void {
  known = read();
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
