import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_HEADERS, deviceIdFromClientId } from '@pitchside/shared';
import { expect, type Page, test } from './fixtures';
import { lookAt } from './shots';
import { claimLiveMatch } from './testClock';

const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');

const layout = (page: Page) => page.locator('[data-route-set]');
const isPhoneProject = () => test.info().project.name === 'mobile';

async function shot(page: Page, name: string) {
  await lookAt(page, {
    path: join(artifacts, `${test.info().project.name}-${name}.png`),
    // A phone's fixed tab bar would float mid-page in a full-page capture: keep its viewport.
    fullPage: !isPhoneProject(),
  });
}

test.describe('route sets', () => {
  test('/ serves the set that fits the device', async ({ page }) => {
    await page.goto('/');
    await expect(layout(page)).toHaveAttribute('data-route-set', isPhoneProject() ? 'mobile' : 'pc');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('resizing re-evaluates the set', async ({ page }) => {
    await page.goto('/');
    if (isPhoneProject()) {
      // A phone-like agent stays on the mobile set whatever the width.
      await page.setViewportSize({ width: 1280, height: 844 });
      await expect(layout(page)).toHaveAttribute('data-route-set', 'mobile');
    } else {
      await page.setViewportSize({ width: 600, height: 800 });
      await expect(layout(page)).toHaveAttribute('data-route-set', 'mobile');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(layout(page)).toHaveAttribute('data-route-set', 'pc');
    }
  });

  test('the other set stays reachable under its prefix', async ({ page }) => {
    const other = isPhoneProject() ? 'pc' : 'mobile';
    await page.goto(`/${other}/matches`);
    await expect(layout(page)).toHaveAttribute('data-route-set', other);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('赛程');
    // Links inside a prefixed set keep the prefix.
    await page.locator('a.brand').click();
    await expect(page).toHaveURL(new RegExp(`/${other}$`));
  });

  test('unknown paths and invalid ids show the error page', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL ?? '' }]);
    await page.goto('/no-such-page');
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
    await page.goto('/live/detail/not-a-number');
    await expect(page.getByText('Page not found: /live/detail/not-a-number')).toBeVisible();
    await page.goto('/mobile/zq/detail/0');
    await expect(page.getByText('Page not found: /mobile/zq/detail/0')).toBeVisible();
  });
});

test.describe('languages', () => {
  for (const { code, lang, heading } of [
    { code: 'en', lang: 'en', heading: 'Matches' },
    { code: 'vi', lang: 'vi', heading: 'Lịch thi đấu' },
  ]) {
    test(`switching to ${code} changes the page and survives a reload`, async ({ page }) => {
      await page.goto('/matches');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('赛程');
      await page.getByRole('combobox', { name: '语言' }).selectOption(code);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe(code);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected');
      expect(cookie?.value).toBe(code);
      expect(cookie?.sameSite).toBe('Lax');
    });
  }
});

test.describe('header tools', () => {
  test('the search box goes to /search?q=… and ignores empty text', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: '搜索' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await box.fill('Arsenal');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Arsenal$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Arsenal');
  });

  test('?p= on / is stored as pid and clears auth', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('authToken', 'old-token'));
    await page.goto('/?p=8080');
    await expect(layout(page)).toBeVisible();
    // Stored by the page's script, which starts once the drawn page is on screen.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pid'))).toBe('8080');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test('the device fingerprint is made by the first call, which carries it as the device id', async ({
    page,
  }) => {
    await page.goto('/');
    // A drawn page asks nothing on arrival, so nothing has needed the fingerprint yet (PRODUCT §3).
    expect(await page.evaluate(() => localStorage.getItem('uniqueId'))).toBeNull();
    // A call, not a picture: crests are served under /vdapi/img too, and load with the drawn page.
    const call = page.waitForRequest(
      (request) =>
        request.resourceType() === 'fetch' && new URL(request.url()).pathname.startsWith('/vdapi/'),
    );
    const box = page.getByRole('searchbox', { name: '搜索' });
    await box.fill('Arsenal');
    await box.press('Enter');
    const deviceId = (await call).headers()[API_HEADERS.deviceId];
    const stored = await page.evaluate(() => localStorage.getItem('uniqueId'));
    expect(stored).toMatch(/^[0-9a-f]{32}$/);
    expect(deviceId).toBe(deviceIdFromClientId(stored ?? ''));
  });
});

test.describe('real data', () => {
  test('home renders initconfig and live matches from the origin; screenshot saved', async ({ page }) => {
    // A football match of this test's own in play, whatever the hour of the run.
    await claimLiveMatch({ sport: 'football' });
    await page.goto('/');
    // The site name comes from initconfig in the visitor's language.
    await expect(page.locator('.brand-name')).not.toBeEmpty();
    await expect(page.locator('.match-card').first()).toBeVisible({ timeout: 20_000 });
    if (!isPhoneProject()) {
      await expect(page.locator('.site-footer .footer-legal')).not.toBeEmpty();
      // The follow QR code is a lazy image: it loads once scrolled into view.
      const qr = page.locator('.footer-follow img');
      await qr.scrollIntoViewIfNeeded();
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await shot(page, 'home-cn');
    await page.getByRole('combobox', { name: '语言' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('.match-card').first()).toBeVisible();
    await shot(page, 'home-en');
  });
});

test.describe('deploys', () => {
  test('a chunk that fails to load on navigation reloads the target path fully', async ({ page }) => {
    await page.goto('/live');
    // Every fetch of the chunk fails until the page has reloaded: a prefetch (a phone's touch can
    // start one) must not be the only request that fails.
    let blocked = 0;
    let reloaded = false;
    page.on('load', () => {
      reloaded = true;
    });
    await page.route(/\/assets\/ScheduleView-[^/]+\.js$/, (route) => {
      blocked += 1;
      return reloaded ? route.continue() : route.abort();
    });
    await page.evaluate(() => {
      (window as unknown as { beforeReload?: boolean }).beforeReload = true;
    });
    // The header's nav on a desktop, the tab bar on a phone.
    await page.getByRole('link', { name: '赛程' }).first().click();
    await expect(page).toHaveURL(/\/matches$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('赛程');
    // The reloaded page is drawn by the server: its heading shows before its script asks for the chunk.
    await expect.poll(() => blocked).toBeGreaterThanOrEqual(2);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(
      await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
    ).toBeUndefined();
  });
});
