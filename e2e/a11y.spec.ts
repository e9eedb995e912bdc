import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/** WCAG 2.1 A and AA rules: landmarks, names, labels, contrast, language. */
const audit = (page: import('@playwright/test').Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();

for (const path of ['/', '/matches', '/no-such-page']) {
  test(`accessibility audit of ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    // Let the first data arrive (or fail) so the audit sees the settled page.
    await page.waitForLoadState('networkidle');
    const results = await audit(page);
    const problems = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(problems).toEqual([]);
  });
}

test('landmarks a screen reader can jump between', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: '语言' })).toBeVisible();
});
