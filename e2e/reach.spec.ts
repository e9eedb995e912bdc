import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoute, type PageKey, ROUTES } from '@pitchside/shared';
import { signUp } from './account';
import { expect, type Page, test } from './fixtures';

// PRODUCT §2: every route has a path from the home page, on the phone and on the desktop. A reader
// who starts at / and follows the site's own links (every same-origin anchor on each page, those
// in closed menus included) reaches each route; a parameterised one with the first id a link gives.
// The reader is signed in, as the profile and the feed are a signed-in reader's pages. The error page
// (/404) is where a broken link lands, so no link leads to it; it is left out.

const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');

/** The page has settled: its data in, no skeleton or busy list left. */
async function settled(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => {});
  await expect(page.locator('main .skeleton, main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/** The same-origin links of the page, as paths with their query, in document order. */
async function linksOf(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors
      .map((anchor) => new URL((anchor as HTMLAnchorElement).href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => `${url.pathname}${url.search}`),
  );
  return [...new Set(hrefs)];
}

test('every route of PRODUCT §2 is reached from / by following links', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const account = await signUp(baseURL ?? '', 'reach');
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userInfo', user);
    },
    [account.token, JSON.stringify(account.user)] as const,
  );

  const wanted = ROUTES.map((route) => route.page).filter((key) => key !== 'notFound');
  /** How each page was first reached: the trail of links from /. */
  const trail = new Map<PageKey, string[]>([['home', ['/']]]);
  const queue: { path: string; via: string[] }[] = [{ path: '/', via: [] }];
  const set = test.info().project.name === 'mobile' ? 'mobile' : 'pc';
  for (let next = queue.shift(); next; next = queue.shift()) {
    await page.goto(next.path);
    await settled(page);
    // Every link keeps to the device's set: none leaves it for the other set's prefix.
    await expect(page.locator('[data-route-set]')).toHaveAttribute('data-route-set', set);
    const via = [...next.via, next.path];
    for (const path of await linksOf(page)) {
      const route = matchRoute(path);
      if (!route || route.set !== null || trail.has(route.page)) continue;
      trail.set(route.page, [...via, path]);
      queue.push({ path, via });
    }
  }
  const missing = wanted.filter((key) => !trail.has(key));
  const report = [...trail].map(([key, path]) => `${key}: ${path.join(' → ')}`).join('\n');
  test.info().annotations.push({ type: 'trails', description: report });
  console.log(`Routes reached from / (${test.info().project.name}):\n${report}`);
  await page.screenshot({
    path: join(artifacts, `${test.info().project.name}-reach-last-page.png`),
    fullPage: test.info().project.name !== 'mobile',
  });
  expect(missing, `not reached from /:\n${report}`).toEqual([]);
});
