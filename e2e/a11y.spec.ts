import { expect, test } from './fixtures';

// The axe audit of every route (WCAG 2.1 A/AA and best practice) is part of the route sweep
// (sweep.spec.ts).

test('landmarks a screen reader can jump between', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: '语言' })).toBeVisible();
});
