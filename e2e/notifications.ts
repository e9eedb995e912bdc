import type { PlaywrightTestOptions, PlaywrightWorkerOptions } from '@playwright/test';
import { FULL } from './browsers';
import type { Page } from './fixtures';

/**
 * What a spec of alerts runs with, by `test.use(ALERTING)` at the top of its file (a browser is a
 * worker's, so not in a describe): the full browser, which shows notifications (browsers.ts), its service
 * worker (alerts are shown through it) and notifications allowed.
 */
export const ALERTING: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  launchOptions: FULL,
  serviceWorkers: 'allow',
  permissions: ['notifications'],
};

/** An alert shown, as the service worker's registration gives it back. */
export interface Shown {
  tag: string;
  title: string;
  body: string;
  /** When it was shown: Chromium stamps each notification. */
  timestamp: number;
  data: { matchId?: number; path?: string } | null;
}

/** The alerts shown, read back from the service worker's registration (getNotifications). */
export function notifications(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      tag: n.tag,
      title: n.title,
      body: n.body,
      timestamp: (n as Notification & { timestamp: number }).timestamp,
      data: n.data as { matchId?: number; path?: string } | null,
    }));
  });
}
