import { expect, type Page, test } from './fixtures';
import { claimLiveMatch } from './testClock';

// What comes before a drawn page's script has taken it over. That every route is drawn by the server
// and hydrates without a mismatch, in each language and on both layouts, is checked by the route
// sweep (sweep.spec.ts).

/** A football match of this test's own in play (kicked off by the test controls), as it is on the live list. */
async function liveMatchId(page: Page): Promise<string> {
  // With a stream: its stream-sync and bullet switches are among the controls checked.
  const { id } = await claimLiveMatch({ sport: 'football', video: true });
  await page.goto('/live/football');
  await expect(page.locator(`li.match-card[data-match-id="${id}"]`)).toBeVisible({ timeout: 20_000 });
  return String(id);
}

/** Holds back the page's scripts (so it stays as the server drew it) until the returned call. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a button tapped before the script has taken over a drawn page does its work once it has', async ({
  page,
}) => {
  // The page's scripts are held back until the tap is made, so the tap surely comes first.
  const release = await holdScripts(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/live/football', { waitUntil: 'commit' });
  const signIn = page.locator('[data-route-set]').getByRole('button', { name: '登录', exact: true }).first();
  await signIn.click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: '登录 / 注册' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a drawn page's switches and choices wait, disabled, until its script has taken over", async ({
  page,
}) => {
  const id = await liveMatchId(page);
  // The page's scripts are held back, so what is checked is surely the page before hydration.
  const release = await holdScripts(page);
  await page.goto(`/live/detail/${id}?tab=odds`, { waitUntil: 'commit' });
  // A change made now would be undone by hydration: the language, the spoiler-free, stream-sync,
  // sound and bullet switches, and the odds' company cannot be changed yet.
  const controls = [
    page.locator('.language-menu select'),
    page.locator('.spoiler-switch input'),
    page.getByTestId('stream-sync'),
    page.getByTestId('bullet-switch'),
    page.locator('.odds-tab select'),
  ];
  for (const control of controls) await expect(control.first()).toBeDisabled();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  for (const control of controls) await expect(control.first()).toBeEnabled();
});

test('a drawn page is on screen before its script is fetched, and then hydrates', async ({ page }) => {
  for (const path of ['/', '/live/football']) {
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^?]*\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return { paint, load: navigation.loadEventStart, scripts };
    });
    // The page's first paint and its load event both come before the first of its scripts is asked for.
    expect(timing.paint, path).not.toBeNull();
    expect(timing.scripts.length, path).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(
      timing.paint ?? Number.POSITIVE_INFINITY,
    );
    expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.load);
  }
});
