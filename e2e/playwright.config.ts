import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nextSaturdayAfternoon } from '@pitchside/origin/engine';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { MAILBOX_SMTP_URL } from './mailbox';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** CHROMIUM_PATH when given (the root test command finds one), else Debian's Chromium, else Playwright's. */
const debianChromium = '/usr/bin/chromium';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(debianChromium) ? debianChromium : undefined);

/**
 * Ports of the product started for the tests: apart from the usual 3000/4000 so a running dev
 * stack (or another test run) is left alone. Its embedded database lives in a scratch folder.
 */
const gatewayPort = process.env.E2E_GATEWAY_PORT ?? '3100';
const originPort = process.env.E2E_ORIGIN_PORT ?? '4100';

/**
 * Where the engine's clock starts for the run (ENGINE_START): the next Saturday 14:00 UTC (the engine's
 * `nextSaturdayAfternoon`). Football is
 * the real schedule, so a weekday morning has next to nothing live; a Saturday afternoon has matches
 * in play from the first minute and, at the run's SPEED, for about 16 minutes after. `npm test` runs
 * each layout in two groups of specs, each with its own server, so that no group outlasts it. Ahead of the wall clock rather than
 * behind, so that every day of the past week on the results pages has been played. E2E_ENGINE_START
 * overrides it.
 */
const engineStart = process.env.E2E_ENGINE_START ?? nextSaturdayAfternoon(Date.now());

/**
 * What serves the site under test, in one place. The product start script (origin + gateway)
 * when the gateway has its server; otherwise the built site through `vite preview`, proxying the
 * API to the origin. E2E_BASE_URL points the tests at a site that is already running.
 */
function server(): { baseURL: string; webServer: PlaywrightTestConfig['webServer'] } {
  if (process.env.E2E_BASE_URL) return { baseURL: process.env.E2E_BASE_URL, webServer: undefined };
  if (existsSync(join(root, 'gateway/src/server.ts'))) {
    return {
      baseURL: `http://127.0.0.1:${gatewayPort}`,
      webServer: {
        command: 'npm start',
        cwd: root,
        url: `http://127.0.0.1:${gatewayPort}/`,
        env: {
          PORT: gatewayPort,
          ORIGIN_PORT: originPort,
          DATA_DIR: process.env.E2E_DATA_DIR ?? join(tmpdir(), 'pitchside-e2e-data'),
          // E-mail codes go to the tests' own mail server (mailbox.ts, started by globalSetup).
          SMTP_URL: MAILBOX_SMTP_URL,
          // Engine minutes per real minute: live specs see goals and full time within a test's time.
          SPEED: process.env.E2E_SPEED ?? '30',
          ENGINE_START: engineStart,
          // The tests' controls of the engine's clock and the code cooldown (e2e/testClock.ts).
          TEST_CONTROLS: '1',
        },
        reuseExistingServer: true,
        timeout: 240_000,
        stdout: 'ignore',
      },
    };
  }
  const origin = existsSync(join(root, 'origin/src/server.ts'))
    ? [
        {
          command: 'npx tsx origin/src/server.ts',
          cwd: root,
          url: `http://127.0.0.1:${originPort}/healthz`,
          env: { PORT: originPort, SMTP_URL: MAILBOX_SMTP_URL, TEST_CONTROLS: '1' },
          reuseExistingServer: true,
          timeout: 120_000,
          stdout: 'ignore' as const,
        },
      ]
    : [];
  return {
    baseURL: 'http://127.0.0.1:4173',
    webServer: [
      ...origin,
      {
        command: 'npx vite build && npx vite preview --port 4173 --strictPort --host 127.0.0.1',
        cwd: join(root, 'web'),
        url: 'http://127.0.0.1:4173/',
        env: { PITCHSIDE_UPSTREAM: `http://127.0.0.1:${originPort}` },
        reuseExistingServer: true,
        timeout: 240_000,
      },
    ],
  };
}

const { baseURL, webServer } = server();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './mailbox.ts',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    // The product's first audience reads Chinese: a fresh visitor starts in cn.
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: {
        browserName: 'chromium',
        userAgent: devices['iPhone 13'].userAgent,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer,
});
