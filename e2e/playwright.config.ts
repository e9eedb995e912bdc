import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { SHELL } from './browsers';
import { MAILBOX_SMTP_URL } from './mailbox';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

/**
 * Ports of the product started for the tests: apart from the usual 3000/4000 so a running dev
 * stack (or another test run) is left alone. Its embedded database lives in a scratch folder.
 */
const gatewayPort = process.env.E2E_GATEWAY_PORT ?? '3100';
const originPort = process.env.E2E_ORIGIN_PORT ?? '4100';

/**
 * Where the engine's clock starts for the run (ENGINE_START): the next Saturday 14:00 UTC on which every
 * shipped competition is in season (the engine's `nextSaturdayAfternoon`). Football is the real season
 * calendar, so a weekday morning has next to nothing live, a Saturday afternoon has matches in play,
 * which the pages show, and a competition at rest (J1 and the Chinese Super League in winter, the
 * European ones in summer) has none. Ahead of the wall clock rather than behind, so that every day of
 * the past week on the results pages has been played. E2E_ENGINE_START overrides it.
 */
const engineStart = process.env.E2E_ENGINE_START ?? (await saturdayFromSeasons());
// Every worker loads this file again, and inherits the runner's environment: the runner's answer stands,
// and a worker does not import the engine and read the seasons (about 3 s of processor time a worker).
process.env.E2E_ENGINE_START = engineStart;

async function saturdayFromSeasons(): Promise<string> {
  const { nextSaturdayAfternoon } = await import('@pitchside/origin/engine');
  const { loadSeasons } = await import('@pitchside/origin/engine/plugin');
  return nextSaturdayAfternoon(Date.now(), loadSeasons());
}

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
          // The synthetic test picture, labelled a test, for the matches with video (the player's tests).
          TEST_STREAMS: '1',
          // Every browser of the run signs up from loopback: more different e-mails an hour than one
          // visitor's address is allowed (docs/API.md "What each call tells").
          EMAILS_PER_ADDRESS: '100000',
          // And open their sockets from it, each page a socket (docs/API.md "Budgets per address").
          SOCKETS_PER_ADDRESS: '100000',
          CONNECTS_PER_ADDRESS: '100000',
          EVENTS_PER_ADDRESS: '1000000',
          NEW_TOPICS_PER_ADDRESS: '100000',
          // The anchors' ingest of this run (anchors.spec.ts publishes to it).
          RTMP_PORT: process.env.E2E_RTMP_PORT ?? '19450',
          INGEST_HTTP_PORT: process.env.E2E_INGEST_HTTP_PORT ?? '19451',
          HLS_DIR: join(process.env.E2E_DATA_DIR ?? join(tmpdir(), 'pitchside-e2e-data'), 'hls'),
          // Warnings and errors only (the output is not kept): logging a line for each of the run's requests
          // cost the origin and the gateway about 15 s of processor time a run.
          LOG_LEVEL: 'warn',
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
          env: {
            PORT: originPort,
            SMTP_URL: MAILBOX_SMTP_URL,
            TEST_CONTROLS: '1',
            TEST_STREAMS: '1',
            EMAILS_PER_ADDRESS: '100000',
            // And open their sockets from it, each page a socket (docs/API.md "Budgets per address").
            SOCKETS_PER_ADDRESS: '100000',
            CONNECTS_PER_ADDRESS: '100000',
            EVENTS_PER_ADDRESS: '1000000',
            NEW_TOPICS_PER_ADDRESS: '100000',
          },
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

/**
 * Which layout runs which spec. What a page looks like and how it is reached depends on the layout:
 * those specs run on both. Every other spec tests what the layout does not change, and runs on one
 * project, taking turns in the order of their names, so that each project has about half of them.
 * A new spec file is in that turn unless it is named here. The JavaScript budget is a phone's alone.
 */
const BOTH_LAYOUTS = [
  'bell',
  'centre',
  'layout',
  'pages',
  'pwa',
  'season',
  'seasons',
  'shell',
  'sweep',
  'tracker',
  'userText',
];
const MOBILE_ONLY = ['budget'];
const specName = (file: string) => file.replace(/\.spec\.ts$/, '');
const specFiles = readdirSync(here)
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();
const oneLayout = specFiles.filter(
  (file) => !BOTH_LAYOUTS.includes(specName(file)) && !MOBILE_ONLY.includes(specName(file)),
);
const filesOf = (names: readonly string[]) =>
  specFiles.filter((file) => names.includes(specName(file))).map((file) => `**/${file}`);
const inTurn = (turn: 0 | 1) =>
  oneLayout.filter((_, index) => index % 2 === turn).map((file) => `**/${file}`);

/**
 * The specs whose tests take longest (minutes each on this 2-core machine: every route in a language, a
 * world played, a stack of their own), started first. Workers take tests in the order they are listed:
 * the layouts' projects one after the other, a project's files by name. That listed the desktop's sweep
 * and world last, where a long test started late runs alone while the other worker has nothing left to
 * take. Longest first, the short tests fill in beside them at the end.
 */
const FIRST = ['sweep', 'world', 'scores'];

type Project = NonNullable<PlaywrightTestConfig['projects']>[number];

/**
 * The layouts' projects, each in two parts under its name (`--project=mobile` takes both, and a test
 * reads its layout by the name as before): every layout's FIRST specs, then every layout's others.
 */
function longestFirst(layouts: { name: string; files: string[]; use: Project['use'] }[]): Project[] {
  const first = filesOf(FIRST);
  const part = (starts: boolean) =>
    layouts.map(({ name, files, use }) => ({
      name,
      use,
      testMatch: files.filter((file) => first.includes(file) === starts),
    }));
  return [...part(true), ...part(false)].filter((project) => project.testMatch.length > 0);
}

export default defineConfig({
  testDir: '.',
  globalSetup: './mailbox.ts',
  outputDir: 'test-results/artifacts',
  // One stack for the run (webServer), shared by the workers: each test makes its own accounts and
  // data (account.ts), so tests run in any order and side by side. A file whose tests build on each
  // other says so with `test.describe.configure({ mode: 'serial' })`.
  fullyParallel: true,
  // Three at once on two cores: many tests wait on the site (a push, the engine's clock), and with two
  // the processors stood idle 8% of the step (11 min 44 s to 12 min 44 s over three runs); with three
  // they were busy 98% of it, and the step took 11 min 28 s.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    // The product's first audience reads Chinese: a fresh visitor starts in cn.
    locale: 'zh-CN',
    // A trace records every action's page and costs about a quarter of the run's processor time, failing
    // or not: off unless asked for (E2E_TRACE=retain-on-failure). A failure still leaves its screenshot
    // and the page's accessibility tree (error-context.md).
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The service worker, where a spec reads it (pwa, alerts, the match bell: `serviceWorkers: 'allow'`).
    // Elsewhere it would install in every new context and save the whole build there, about a second of
    // the browser's processor time a test that no check of it reads.
    serviceWorkers: 'block',
    // The site's motion follows the reader's setting (styles.css). At the tests' speed odds change thirty
    // times as often as in a real match, and each change's highlight is a 2.5 s animation of a background,
    // redrawn every frame: the tests read that a value is highlighted (its class), not the animation.
    reducedMotion: 'reduce',
    // Chromium's headless shell; the specs of alerts, the full browser (browsers.ts).
    launchOptions: SHELL,
  },
  // Each layout's specs, the longest first (FIRST).
  projects: longestFirst([
    {
      name: 'mobile',
      files: [...filesOf([...BOTH_LAYOUTS, ...MOBILE_ONLY]), ...inTurn(0)],
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
      files: [...filesOf(BOTH_LAYOUTS), ...inTurn(1)],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ]),
  webServer,
});
