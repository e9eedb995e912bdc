import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/**
 * Issue budget: the JavaScript a phone downloads for / stays within 150 KB compressed (gzip). The mobile
 * project alone runs it (playwright.config.ts).
 */
const BUDGET_BYTES = 150 * 1024;

test('the JavaScript a phone downloads for / stays within budget', async ({ page }) => {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });
  await page.goto('/');
  await expect(page.locator('[data-route-set="mobile"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts.values());
  const total = sizes.reduce((sum, size) => sum + size, 0);
  test.info().annotations.push({
    type: 'js-gzip-bytes',
    description: `${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzip`,
  });
  console.log(`JavaScript for / on a phone: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
  for (const [url, size] of scripts)
    console.log(`  ${((await size) / 1024).toFixed(1)} KB  ${new URL(url).pathname}`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
