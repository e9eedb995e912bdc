import type { Page } from '@playwright/test';
import { expect, hydrated } from './fixtures';

// The anchors list shows rooms on the air first, then the most followed, then by id (docs/API.md), 24 a
// page: a room a test has just made, followed by nobody and off the air, is on a later page once the run's
// other tests have made rooms too.

/**
 * Opens /matches/anchors (under `prefix`, the other route set's) and turns its pages until the room's tile
 * shows; false when the last page does not hold it (the list is drawn from answers shared for a moment,
 * so a caller polls).
 */
export async function showAnchorTile(page: Page, prefix: string, roomId: number): Promise<boolean> {
  await page.goto(`${prefix}/matches/anchors`);
  await hydrated(page);
  const tiles = page.locator('.anchor-tile');
  await expect(tiles.first()).toBeVisible();
  for (;;) {
    if ((await page.locator(`.anchor-tile[data-anchor-id="${roomId}"]`).count()) > 0) return true;
    const next = page.locator('.pager button').last();
    if ((await next.count()) === 0 || (await next.isDisabled())) return false;
    const first = (await tiles.first().getAttribute('data-anchor-id')) ?? '';
    await next.click();
    await expect(tiles.first()).not.toHaveAttribute('data-anchor-id', first);
  }
}
