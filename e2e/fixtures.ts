// The browser tests' `test`: Playwright's, with one change. A page the server drew is readable from
// its first paint, but its buttons, toggles and forms only do their work once its script has taken it
// over, which starts after that paint. After `page.goto` has loaded a drawn page (it embeds its start
// state), the page fixture waits until the page has hydrated (`data-hydrated` on <html>), so a test
// of what the script does never races it. A test of what comes before (e2e/hydration.spec.ts) asks for
// an earlier `waitUntil` ('commit', 'domcontentloaded') and is not held.
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

const HYDRATION_TIMEOUT_MS = 30_000;

/** Waits until a drawn page has hydrated; a page the browser draws alone (no start state) at once. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('page-state') || document.documentElement.hasAttribute('data-hydrated'),
    null,
    { timeout: HYDRATION_TIMEOUT_MS },
  );
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if ((options?.waitUntil ?? 'load') === 'load' || options?.waitUntil === 'networkidle')
        await hydrated(page);
      return response;
    };
    await use(page);
  },
});
