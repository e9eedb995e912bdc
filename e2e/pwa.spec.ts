import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { type BrowserContext, expect, type Page, test } from './fixtures';
import { lookAt } from './shots';
import { watchViolations } from './watch';

// The installable app (docs/ARCHITECTURE.md "The installable app"): Chromium finds the site
// installable with its manifest in the visitor's language; the service worker keeps the app shell,
// so with the network off the site still opens, says it is offline, and shows the offline page when
// even the shell is gone; a new build replaces the saved shell. In cn, en and vi, on both layouts (the
// offline shell in each language on one of them, the install on the phone, the update on the desktop).

test.use({ serviceWorkers: 'allow' });

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const isPhone = () => test.info().project.name === 'mobile';

const LANGUAGES = [
  {
    locale: 'cn',
    lang: 'zh-CN',
    name: '球场边 - 足球直播',
    shortName: '球场边',
    offline: '网络已断开',
    retry: '重试',
    matches: '赛程',
  },
  {
    locale: 'en',
    lang: 'en',
    name: 'Pitchside - football live',
    shortName: 'Pitchside',
    offline: 'You are offline',
    retry: 'Try again',
    matches: 'Matches',
  },
  {
    locale: 'vi',
    lang: 'vi',
    name: 'Pitchside - trực tiếp bóng đá',
    shortName: 'Pitchside',
    offline: 'Bạn đang ngoại tuyến',
    retry: 'Thử lại',
    matches: 'Lịch thi đấu',
  },
] as const;

async function shot(page: Page, name: string) {
  await lookAt(page, { path: join(artifacts, `${test.info().project.name}-${name}.png`) });
}

async function inLanguage(context: BrowserContext, baseURL: string, locale: string) {
  await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL }]);
}

/** The page is controlled by the site's worker (registered once the page has settled). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 45_000 });
}

/** The build the controlling worker serves (its answer to the page's `build` message). */
function workerBuild(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve((event.data as { id: string }).id);
        navigator.serviceWorker.controller?.postMessage({ type: 'build' }, [channel.port2]);
      }),
  );
}

const shellCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((key) => key.startsWith('pitchside-shell-')));

/** The caches of a build: the shell's and the files kept on first use. */
const buildCaches = (page: Page) =>
  page.evaluate(async () =>
    (await caches.keys()).filter((key) => /^pitchside-(shell|files)-/.test(key)).sort(),
  );

/** The paths a cache of the site holds. */
const cachedPaths = (page: Page, name: string) =>
  page.evaluate(
    async (cacheName) =>
      (await (await caches.open(cacheName)).keys()).map((request) => new URL(request.url).pathname).sort(),
    name,
  );

/** The files the worker saves at install, as its script lists them (web/build/pwa.ts writes the list). */
async function precacheOf(request: APIRequestContext): Promise<string[]> {
  const worker = await (await request.get('/sw.js')).text();
  const header = /^self\.__PITCHSIDE_BUILD__=(\{.*?\});/m.exec(worker)?.[1];
  return (JSON.parse(header ?? '{}') as { precache?: string[] }).precache ?? [];
}

test('installable, with the manifest in cn, en and vi', async ({ playwright, baseURL }) => {
  // The manifest, the worker and what it saves are the site's, whatever the layout: read where a site is
  // most often installed.
  test.skip(!isPhone(), 'installing is read on the phone: the manifest and the worker serve both layouts');
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('baseURL is not set');
  // A browser profile of its own: Chromium installs nothing from an incognito context (which every
  // other context of the tests is).
  const profile = await mkdtemp(join(tmpdir(), 'pitchside-pwa-profile-'));
  const use = test.info().project.use;
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...use.launchOptions,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    locale: 'zh-CN',
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const violations = await watchViolations(context);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    // The manifest as Chromium read it for the page it shows, in each language in turn.
    for (const language of LANGUAGES) {
      await inLanguage(context, baseURL, language.locale);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: unknown[];
        data?: string;
      };
      expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data ?? '{}') as {
        name: string;
        short_name: string;
        lang: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(data, language.locale).toMatchObject({
        name: language.name,
        short_name: language.shortName,
        lang: language.lang,
      });
      expect(data.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      if (language.locale !== 'cn') continue;
      for (const icon of data.icons) {
        const response = await page.request.get(icon.src);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('image/png');
      }
    }
    await controlled(page);
    // Chromium's own installability check (what its install prompt and Lighthouse's former
    // "installable manifest" audit use): no errors.
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const build = await workerBuild(page);
    const served = (await (await page.request.get('/builds/latest.json')).json()) as { id: string };
    expect(build).toBe(served.id);
    expect(await shellCaches(page)).toEqual([`pitchside-shell-${build}`]);
    // At install it saved the shell and the build's files in the build's own cache…
    const precache = await precacheOf(page.request);
    expect(precache.length).toBeGreaterThan(10);
    expect(await cachedPaths(page, `pitchside-shell-${build}`)).toEqual([...precache, '/'].sort());
    // …the shell undrawn (asked for with x-app-shell): no page's markup or scores in it.
    const shell = await page.evaluate(
      async (name) => (await (await caches.open(name)).match('/'))?.text() ?? '',
      `pitchside-shell-${build}`,
    );
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('id="page-state"');
    // Pages start downloading while the worker wakes up.
    const preload = await page.evaluate(
      async () => (await (await navigator.serviceWorker.ready).navigationPreload.getState()).enabled,
    );
    expect(preload).toBe(true);
    // A file not saved at install (the video player's) is kept when first used; a missing one is not.
    const player = (await readdir(join(root, 'web', 'dist', 'assets'))).find(
      (name) => /^hls.*\.js$/.test(name) && !precache.includes(`/assets/${name}`),
    );
    expect(player, 'a chunk of the player left out at install').toBeDefined();
    const statuses = await page.evaluate(
      async (paths) => Promise.all(paths.map(async (path) => (await fetch(path)).status)),
      [`/assets/${player}`, '/assets/gone-0000.js'],
    );
    expect(statuses).toEqual([200, 404]);
    // Saved behind the answer (the worker's waitUntil).
    await expect.poll(() => cachedPaths(page, `pitchside-files-${build}`)).toContain(`/assets/${player}`);
    expect(await cachedPaths(page, `pitchside-files-${build}`)).not.toContain('/assets/gone-0000.js');
    expect(violations).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

for (const language of LANGUAGES) {
  test(`offline in ${language.locale}: the site opens from the worker and says it is offline`, async ({
    page,
    context,
    baseURL,
  }) => {
    // The offline shell is each layout's; its words are each language's: each language is read on one
    // layout (cn and vi on the phone, en on the desktop), so both layouts and all three languages are.
    test.skip(
      (language.locale === 'en') === isPhone(),
      `offline in ${language.locale} is read on the ${language.locale === 'en' ? 'desktop' : 'phone'}`,
    );
    test.setTimeout(90_000);
    if (!baseURL) throw new Error('baseURL is not set');
    const violations = await watchViolations(context);
    await inLanguage(context, baseURL, language.locale);
    await page.goto('/');
    await expect(page.locator('[data-route-set]')).toBeVisible();
    await controlled(page);
    await expect(page.locator('[data-offline-state]')).toHaveCount(0);

    // Online, the worker answers pages (from the network) and the build's files only: live data,
    // accounts and the socket reach the gateway, so nothing the page shows is a saved score.
    const data: { path: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/^\/(?:vdapi|userapi|socket\.io)\//.test(path))
        data.push({ path, fromWorker: response.fromServiceWorker() });
    });
    const live = await page.goto('/live/football');
    expect(live?.fromServiceWorker()).toBe(true);
    // The scores came with the page, drawn by the gateway just now: the saved shell is never drawn.
    expect(await live?.text()).toContain('id="page-state"');
    await expect(page.locator('section[data-pushed="true"]')).toBeVisible({ timeout: 20_000 });
    expect(data.filter((response) => response.fromWorker)).toEqual([]);
    await page.goto('/');
    await expect(page.locator('[data-route-set]')).toBeVisible();

    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.locator('[data-route-set]')).toHaveAttribute(
      'data-route-set',
      isPhone() ? 'mobile' : 'pc',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    const offline = page.locator('[data-offline-state]');
    await expect(offline).toBeVisible();
    await expect(offline.getByRole('heading')).toHaveText(language.offline);
    await shot(page, `offline-${language.locale}`);

    // Another page of the app, its scripts from the worker too.
    await page.locator('a[href="/matches"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.matches);
    await expect(offline).toBeVisible();

    // Without even the saved shell (storage cleared), a page is the worker's offline page.
    await page.evaluate(async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith('pitchside-shell-')) await (await caches.open(key)).delete('/');
      }
    });
    const fallback = await page.goto('/live');
    expect(fallback?.status()).toBe(503);
    expect(fallback?.fromServiceWorker()).toBe(true);
    // Its own policy: no script may run on it.
    expect(fallback?.headers()['content-security-policy']).toContain("default-src 'none'");
    await expect(page.locator('main[data-offline-page]')).toHaveAttribute(
      'data-offline-page',
      language.locale,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.offline);
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await shot(page, `offline-page-${language.locale}`);

    // Back online, "try again" opens the page.
    await context.setOffline(false);
    await page.getByRole('link', { name: language.retry }).click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(page.locator('[data-route-set]')).toBeVisible();
    await expect(page.locator('[data-offline-state]')).toHaveCount(0);
    expect(violations).toEqual([]);
  });
}

/** A free port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A gateway of its own serving `webDist`, in front of the tests' origin. */
async function startGateway(port: number, webDist: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ORIGIN_URL: `http://127.0.0.1:${process.env.E2E_ORIGIN_PORT ?? '4100'}`,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/readyz`).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

test('a new build replaces the saved shell, and the update check offers it', async ({ browser }) => {
  // The worker's update is the same on both layouts: read on the desktop.
  test.skip(isPhone(), 'the update is read on the desktop');
  test.setTimeout(180_000);
  // A copy of the built site, so that a "new build" can be made of it without touching the real one.
  const dist = await mkdtemp(join(tmpdir(), 'pitchside-pwa-dist-'));
  await cp(join(root, 'web', 'dist'), dist, { recursive: true });
  const port = await freePort();
  let gateway = await startGateway(port, dist);
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
  try {
    const page = await context.newPage();
    // The hourly check runs on a clock the test moves.
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('[data-route-set]')).toBeVisible();
    await page.clock.runFor(6_000);
    await controlled(page);
    const first = await workerBuild(page);
    expect(await shellCaches(page)).toEqual([`pitchside-shell-${first}`]);

    // A page the network does not answer within 3 s is the saved shell (the gateway paused).
    gateway.kill('SIGSTOP');
    try {
      const slow = await page.goto('/matches', { timeout: 20_000 });
      expect(slow?.fromServiceWorker()).toBe(true);
      expect(await slow?.text()).not.toContain('id="page-state"');
      await expect(page.locator('[data-route-set]')).toBeVisible();
    } finally {
      gateway.kill('SIGCONT');
    }

    // A build whose files cannot all be saved does not replace this one: its install fails, and the
    // worker in charge, its shell and its files stay.
    const worker = await readFile(join(dist, 'sw.js'), 'utf8');
    const broken = `${first.slice(0, 8)}e2e0broken`;
    await writeFile(
      join(dist, 'sw.js'),
      worker
        .replace(`"id":"${first}"`, `"id":"${broken}"`)
        .replace('"precache":[', '"precache":["/assets/gone-0000.js",'),
    );
    const installed = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
      const installing = registration?.installing;
      if (!installing) return 'no new worker';
      return new Promise<string>((resolve) => {
        const settled = () => {
          if (installing.state === 'redundant' || installing.state === 'activated') resolve(installing.state);
        };
        installing.addEventListener('statechange', settled);
        settled();
      });
    });
    expect(installed).toBe('redundant');
    expect(await workerBuild(page)).toBe(first);

    // The next build: another id in its manifest and worker, and a page that says which it is.
    const next = `${first.slice(0, 8)}e2e00next`;
    await writeFile(join(dist, 'sw.js'), worker.replace(`"id":"${first}"`, `"id":"${next}"`));
    await writeFile(join(dist, 'builds', 'latest.json'), JSON.stringify({ id: next, timestamp: Date.now() }));
    const index = await readFile(join(dist, 'index.html'), 'utf8');
    await writeFile(
      join(dist, 'index.html'),
      index.replace('</head>', `<meta name="pitchside-build" content="${next}"></head>`),
    );
    await stop(gateway);
    gateway = await startGateway(port, dist);

    // What the registration goes through from here, said when the new worker has not taken over in time.
    await page.evaluate(async () => {
      const seen: string[] = [];
      (window as unknown as { workerStory: string[] }).workerStory = seen;
      const registration = await navigator.serviceWorker.getRegistration();
      registration?.addEventListener('updatefound', () => {
        const worker = registration.installing;
        seen.push(`updatefound (${worker?.state ?? 'none'})`);
        worker?.addEventListener('statechange', () => seen.push(`new worker ${worker.state}`));
      });
      navigator.serviceWorker.addEventListener('controllerchange', () => seen.push('controllerchange'));
    });
    const workerStory = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const state = (worker: ServiceWorker | null | undefined) => worker?.state ?? 'none';
        return [
          ...(window as unknown as { workerStory: string[] }).workerStory,
          `now: installing ${state(registration?.installing)}, waiting ${state(registration?.waiting)}, active ${state(registration?.active)}`,
        ].join('; ');
      });

    // The hourly check sees the new id: the reload is offered, and the new worker has taken over
    // with a new shell, the old build's cache gone.
    await page.clock.fastForward('01:00:00');
    const reload = page.getByRole('button', { name: '立即刷新' });
    await expect(reload).toBeVisible({ timeout: 20_000 });
    // The new worker saves the whole build before it takes over, which a loaded machine takes a while to
    // do: waited for, then its shell is the only one. Waited for by the page's own record of the takeover
    // (controllerchange), not by asking the worker in charge its build again and again: Chromium lets a
    // new worker take over from one that has no event in hand, and a question every second kept the old
    // one busy on a loaded machine (the new one waited, installed, past two minutes in one run of eight).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { workerStory: string[] }).workerStory), {
        timeout: 120_000,
        intervals: [1_000],
      })
      .toContain('controllerchange')
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\nThe registration: ${await workerStory()}`);
      });
    expect(await workerBuild(page)).toBe(next);
    await expect.poll(() => shellCaches(page), { timeout: 30_000 }).toEqual([`pitchside-shell-${next}`]);
    // Every other build's cache gone: the old one's, and what the failed install had saved.
    expect((await buildCaches(page)).filter((key) => !key.endsWith(next))).toEqual([]);
    expect(await workerBuild(page)).toBe(next);
    await reload.click();
    await expect(page.locator('meta[name="pitchside-build"]')).toHaveAttribute('content', next);

    // Offline, the saved shell is the new build's.
    await context.setOffline(true);
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(page.locator('meta[name="pitchside-build"]')).toHaveAttribute('content', next);
    await expect(page.locator('[data-offline-state]')).toBeVisible();
  } finally {
    await context.close();
    await stop(gateway);
    await rm(dist, { recursive: true, force: true });
  }
});

test('the worker saves the site at install, but not the video player, which is saved when first used', async ({
  request,
}) => {
  const worker = await (await request.get('/sw.js')).text();
  const header = /^self\.__PITCHSIDE_BUILD__=(\{.*?\});/m.exec(worker)?.[1];
  const { precache } = JSON.parse(header ?? '{}') as { precache?: string[] };
  expect(precache?.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
  // hls.js, its transmuxing worker and the clip carousel's swiper are big and never play offline.
  expect(precache?.filter((path) => /\/(hls|swiper)[.-]/.test(path))).toEqual([]);
});
