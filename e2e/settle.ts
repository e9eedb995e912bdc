// When a page is ready to be read, for the specs that read a whole page (its words, its layout).
import { expect, type Page } from './fixtures';

/** The page's content is in: no skeleton or busy list left. */
export async function filled(page: Page): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main .skeleton, main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * The page has settled: its content in, its fonts loaded (what is measured has its final size), and every
 * picture on it loaded or failed (the lazy ones brought into view too). (Waiting for the network to be quiet instead costs half a second a page, and a live
 * page is never quiet for long.)
 */
export async function settled(page: Page): Promise<void> {
  await filled(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), null, {
    timeout: 20_000,
  });
}
