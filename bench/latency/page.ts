// One real Chromium page on the live football list, reading its DOM: each time a card's score changes,
// the page notes the change and the animation frame that shows it.
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

export type Sighting = { key: string; at: number };

const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Runs in the page: watches every card's score and records each side that moves, at the animation
 * frame after the DOM changed (the one that shows it). Plain JavaScript source, so that nothing the
 * TypeScript runner adds to functions goes into the page.
 */
const WATCH_SCORES = `(() => {
  const held = new Map();
  const seen = [];
  window.scoreSightings = seen;
  const scan = () => {
    const moved = [];
    for (const card of document.querySelectorAll('li.match-card')) {
      const id = card.getAttribute('data-match-id');
      const text = card.querySelector('[data-testid="score"]')?.textContent ?? '';
      const found = /(\\d+)\\s*-\\s*(\\d+)/.exec(text);
      if (!id || !found) continue;
      const score = { home: Number(found[1]), away: Number(found[2]) };
      const before = held.get(id);
      if (before && score.home !== before.home) moved.push(id + ':home=' + score.home);
      if (before && score.away !== before.away) moved.push(id + ':away=' + score.away);
      held.set(id, score);
    }
    if (moved.length === 0) return;
    requestAnimationFrame(() => {
      const at = performance.timeOrigin + performance.now();
      for (const key of moved) seen.push({ key, at });
    });
  };
  scan();
  new MutationObserver(scan).observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

export class LivePage {
  private constructor(
    readonly browser: Browser,
    readonly page: Page,
  ) {}

  static async open(url: string): Promise<LivePage> {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${url}/live/football`);
    // The list is on the socket (not only the REST answer), and has cards.
    await page.locator('section[data-pushed="true"]').waitFor({ timeout: 60_000 });
    await page.locator('li.match-card').first().waitFor({ timeout: 60_000 });
    await page.evaluate(WATCH_SCORES);
    return new LivePage(browser, page);
  }

  async reset(): Promise<void> {
    await this.page.evaluate('window.scoreSightings.length = 0');
  }

  async sightings(): Promise<Sighting[]> {
    return (await this.page.evaluate('window.scoreSightings')) as Sighting[];
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
