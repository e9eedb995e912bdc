// Screenshots for a person to look at: what the pages look like as the tests leave them, on each layout
// and in each language. Taken when asked for (E2E_SHOTS=1), as a run of about 380 of them costs the
// browser tests half a minute that no check needs; a failing test's screenshot is taken regardless
// (playwright.config.ts `screenshot: 'only-on-failure'`).
import type { Locator, Page } from './fixtures';

export const SHOTS = process.env.E2E_SHOTS === '1';

type Options = NonNullable<Parameters<Page['screenshot']>[0]>;

/** A screenshot of the page (or of one element) to `path`, when screenshots are asked for; else nothing. */
export async function lookAt(
  target: Page | Locator,
  options: Options & { path: string },
): Promise<Buffer | null> {
  if (!SHOTS) return null;
  const { fullPage, ...rest } = options;
  return 'goto' in target ? target.screenshot(options) : target.screenshot(rest);
}
