// The browsers the tests drive. Most tests run in Chromium's headless shell: it draws pages and nothing of
// a browser's own, for about half the processor time of the full browser in headless mode. The shell has
// no notifications (it answers `Notification.permission` with "denied", whatever was granted), so the
// specs of alerts run in the full browser (ALERTING in notifications.ts).
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Root in a container has no sandbox; no GPU here; nothing fetched or synced on the browser's own. And no
 * optimising compilers for the pages' JavaScript (V8's Maglev and TurboFan): a test's page lives seconds,
 * and compiling its hot functions again for speed cost the renderers a fifth of their processor time over
 * the phone's sweep (62 and 71 s against 83 and 99 s, two runs each), for no check that reads speed.
 * Speed is measured by the benchmarks, in the browser a visitor runs (bench/).
 */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--js-flags=--no-opt --no-maglev',
];

const installed = (paths: readonly string[]) => paths.find((path) => existsSync(path));

/**
 * CHROMIUM_PATH when given (the root test command finds one: scripts/services.mjs), else Debian's headless
 * shell (`chromium-headless-shell`), else Debian's Chromium, else Playwright's own.
 */
export const SHELL: LaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? installed(['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']),
  args: ARGS,
};

/** The full browser: CHROMIUM_FULL_PATH when given, else Debian's Chromium, else Playwright's own. */
export const FULL: LaunchOptions = {
  executablePath: process.env.CHROMIUM_FULL_PATH ?? installed(['/usr/bin/chromium']),
  args: ARGS,
};
