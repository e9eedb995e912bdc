import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeViolations } from './axe';
import { expect, type Locator, type Page, test } from './fixtures';
import { lookAt } from './shots';
import { claimLiveMatch, moveMatch } from './testClock';

// Live lists pushed over Socket.IO (the gateway's topics), against the running gateway and origin, in
// both layouts. A score change is caused through the origin's test controls (testClock.ts).
const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const isPhone = () => test.info().project.name === 'mobile';

async function shot(page: Page, name: string) {
  await lookAt(page, {
    path: join(artifacts, `${test.info().project.name}-${name}.png`),
    // A phone's fixed tab bar would float mid-page in a full-page capture: keep its viewport.
    fullPage: !isPhone(),
  });
}

/**
 * Brings a card of a long list onto the screen. When the list no longer draws it (it moved out of the rows
 * near the screen), the page is scrolled down from the top a screen at a time until it is drawn again;
 * says whether it had to be.
 */
async function findCard(page: Page, card: Locator): Promise<boolean> {
  const drawn = (await card.count()) > 0;
  if (!drawn) {
    await page.evaluate(() => window.scrollTo(0, 0));
    for (let screen = 0; screen < 100 && (await card.count()) === 0; screen++) {
      const moved = await page.evaluate(async () => {
        const top = window.scrollY;
        window.scrollBy(0, window.innerHeight * 0.8);
        // The list draws the rows near the new position in the next frame.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return window.scrollY > top;
      });
      if (!moved) break;
    }
  }
  await card.scrollIntoViewIfNeeded({ timeout: 2_000 });
  return !drawn;
}

/** Scores of the cards on the page, by match id. */
async function scores(page: Page): Promise<Map<string, string>> {
  const entries = await page
    .locator('li.match-card')
    .evaluateAll((cards) =>
      cards.map((card) => [
        card.getAttribute('data-match-id') ?? '',
        card.querySelector('[data-testid="score"]')?.textContent ?? '',
      ]),
    );
  return new Map(entries as [string, string][]);
}

test('a score the engine changes appears on the open live list without a reload', async ({ page }) => {
  const match = await claimLiveMatch({ goalAhead: true });
  await page.goto('/live/football');
  const section = page.locator('section[data-pushed="true"]');
  await expect(section).toBeVisible({ timeout: 20_000 });
  // Kicked off a moment ago: the pushed list brings it in.
  const card = page.locator(`li.match-card[data-match-id="${match.id}"]`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  // Marks this document: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await shot(page, 'live-football');
  const before = (await scores(page)).get(String(match.id)) ?? '';
  // A long list draws only the cards near the screen (WindowedList, beyond 60 matches on a busy
  // afternoon), and kick-offs and full times move the cards in it: the card is kept on the screen, and
  // looked for down the list when it has moved out of what is drawn.
  await card.scrollIntoViewIfNeeded();
  // The goal, caused now.
  const scored = await moveMatch(match.id, 'goal');
  let redrawn = false;
  await expect(async () => {
    redrawn = (await findCard(page, card)) || redrawn;
    await expect(card.getByTestId('score')).not.toHaveText(before, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(card.getByTestId('score')).toContainText(`${scored.score.home} - ${scored.score.away}`);
  // The changed score is highlighted for a moment, on a card that was drawn when it changed.
  if (!redrawn) await expect(card.locator('.match-score')).toHaveClass(/flash/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('home tabs, live sections and the football section list matches', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('li.match-card').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('li.match-card .status-label').first()).toBeVisible();
  // The first paint comes from REST; the pushed list with its clocks and odds takes over once settled.
  await expect(page.locator('[data-pushed="true"] li.match-card .card-odds').first()).toBeVisible({
    timeout: 20_000,
  });
  await shot(page, 'home-live');
  // Under the live list, the rest of the day: the day's football and the last results, in the page's HTML.
  const day = page.getByRole('region', { name: '今日足球' });
  await expect(day).toBeVisible();
  await expect(page.getByRole('region', { name: '最近赛果' }).locator('li.today-row').first()).toBeVisible();
  const listTop = (await page.locator('li.match-card').first().boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(listTop).toBeLessThan((await day.boundingBox())?.y ?? 0);
  await page.getByRole('link', { name: '赛果' }).first().click();
  await expect(page).toHaveURL(/tab=result/);
  await expect(page.locator('li.match-card').first()).toBeVisible();
  await shot(page, 'home-results');
  await page.goto('/live');
  await expect(page.locator('section[data-pushed="true"]').first()).toBeVisible({ timeout: 20_000 });
  await shot(page, 'live-all');
  await page.goto('/zq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('足球');
  await expect(page.locator('li.match-card').first()).toBeVisible();
  await shot(page, 'zq');
});

test('spoiler-free mode hides scores until one is tapped', async ({ page }) => {
  await page.goto('/live/football');
  await expect(page.locator('li.match-card').first()).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('防剧透').check();
  const first = page.locator('li.match-card').first();
  const cover = first.getByRole('button', { name: '点击查看比分' }).first();
  await expect(cover).toBeVisible();
  await expect(first.locator('[data-testid="score"]')).not.toHaveText(/\d+ - \d+/);
  await cover.click();
  await expect(first.locator('[data-testid="score"]')).toHaveText(/\d+ - \d+/);
  await page.reload();
  // The choice is kept; what was revealed is not.
  await expect(
    page.locator('li.match-card').first().getByRole('button', { name: '点击查看比分' }).first(),
  ).toBeVisible();
  await page.getByLabel('防剧透').uncheck();
});

test('a part of a card still loading when the connection goes keeps the page and its banner, and comes in once it is back', async ({
  page,
  context,
}) => {
  // The match bell's chunk is asked for once the page is the browser's: held until the browser is
  // offline, then cut, as a phone losing its signal mid-load sees it.
  let asked = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/MatchBell-[^/]*\.js(\?|$)/, async (route) => {
    if (asked) return route.continue();
    asked = true;
    await released;
    await route.abort('internetdisconnected');
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Page error|TypeError/.test(message.text()))
      errors.push(message.text());
  });
  await page.goto('/live/football');
  await expect(page.locator('section[data-pushed="true"] li.match-card').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => asked, { timeout: 20_000 }).toBe(true);
  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  release();
  // The page stays, saying the connection is lost; not the error page.
  await expect(page.locator('[data-connection="lost"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('section[data-pushed="true"] li.match-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '出错了' })).toHaveCount(0);
  expect(await page.locator('li.match-card .match-bell').count()).toBe(0);
  // Back online: the banner goes and the bells come in, the chunk asked for again.
  await context.setOffline(false);
  await expect(page.locator('[data-connection="lost"]')).toBeHidden({ timeout: 20_000 });
  await expect(page.locator('li.match-card .match-bell').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: '出错了' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the connection state shows when the socket is lost', async ({ page, context }) => {
  await page.goto('/live/football');
  // A page drawn on the server shows pushed data at once: wait for the live chunk's full cards, whose
  // socket is what goes.
  await expect(page.locator('section[data-pushed="true"] li.match-card .card-odds').first()).toBeVisible({
    timeout: 20_000,
  });
  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(page.locator('[data-connection="lost"]')).toBeVisible({ timeout: 30_000 });
  await context.setOffline(false);
  await expect(page.locator('[data-connection="lost"]')).toBeHidden({ timeout: 30_000 });
});

for (const path of ['/live/football', '/live/detail/first']) {
  test(`accessibility audit of ${path} with pushed data`, async ({ page }) => {
    // An audit is seconds of the processor's work; on a busy machine many more (a limit ends a hang).
    test.setTimeout(120_000);
    await page.goto('/live/football');
    await expect(page.locator('section[data-pushed="true"] li.match-card').first()).toBeVisible({
      timeout: 20_000,
    });
    if (path.startsWith('/live/detail')) {
      await page.locator('li.match-card a.match-link').first().click();
      await expect(page.getByTestId('detail-score')).toBeVisible({ timeout: 20_000 });
    }
    expect(await axeViolations(page)).toEqual([]);
  });
}
