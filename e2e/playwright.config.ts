import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Debian's Chromium when installed, else the browser Playwright downloads. */
const debianChromium = '/usr/bin/chromium';

/**
 * What serves the site under test, in one place. The product start script (origin + gateway on
 * port 3000) when the gateway has its server; until then the built site through `vite preview`,
 * proxying the API to the origin on port 4000. E2E_BASE_URL points the tests at a running site.
 */
function server(): { baseURL: string; webServer: PlaywrightTestConfig['webServer'] } {
  if (process.env.E2E_BASE_URL) return { baseURL: process.env.E2E_BASE_URL, webServer: undefined };
  if (existsSync(join(root, 'gateway/src/server.ts'))) {
    return {
      baseURL: 'http://127.0.0.1:3000',
      webServer: {
        command: 'npm start',
        cwd: root,
        url: 'http://127.0.0.1:3000/',
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
          url: 'http://127.0.0.1:4000/healthz',
          env: { PORT: '4000' },
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
        env: { PITCHSIDE_UPSTREAM: 'http://127.0.0.1:4000' },
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
      executablePath: existsSync(debianChromium) ? debianChromium : undefined,
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
