// The browser tests' `test`: Playwright's, with one change. A page the server drew is readable from
// its first paint, but its buttons, toggles and forms only do their work once its script has taken it
// over, which starts after that paint. After `page.goto` has loaded a drawn page (it embeds its start
// state), the goto waits until the page has hydrated (`data-hydrated` on <html>), so a test of what
// the script does never races it. This holds for every page a test opens: the `page` fixture's, and
// those of `context.newPage()` and of a context the test makes itself (`browser.newContext()`). A
// test of what comes before hydration (e2e/hydration.spec.ts) asks for an earlier `waitUntil`
// ('commit', 'domcontentloaded') and is not held.
import { type Browser, type BrowserContext, test as base, type Page } from '@playwright/test';

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

const held = new WeakSet<Page>();

/** Makes the page's `goto` wait for hydration after a load (above). */
function holdGoto(page: Page): void {
  if (held.has(page)) return;
  held.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? 'load') === 'load' || options?.waitUntil === 'networkidle')
      await hydrated(page);
    return response;
  };
}

const watched = new WeakSet<BrowserContext>();

/** Every page the context opens (newPage, a popup) holds its goto. */
function holdPages(context: BrowserContext): BrowserContext {
  if (watched.has(context)) return context;
  watched.add(context);
  context.on('page', holdGoto);
  for (const page of context.pages()) holdGoto(page);
  return context;
}

export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => holdPages(await newContext(options));
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await use(holdPages(context));
  },
  page: async ({ page }, use) => {
    holdGoto(page);
    await use(page);
  },
});
