import { expect, type Page, test } from './fixtures';
import { watchViolations } from './watch';

// The site works under its Content-Security-Policy (docs/API.md "Security headers"): the live stream and
// a highlight clip play (hls.js: blob: media, its worker), the Socket.IO connection brings pushed data,
// and the origin's own /docs page runs under its policy. That every route of PRODUCT §2 loads with no
// violation, signed out and signed in, in each language and on both layouts, is checked by the route
// sweep (sweep.spec.ts).

const originPort = process.env.E2E_ORIGIN_PORT ?? '4100';

/**
 * A football match in play with a stream, as early in its match as can be (the engine runs fast in these
 * tests, so a match near its end may leave the air before the test is done), waiting for one if need be.
 */
async function liveMatchWithVideo(page: Page): Promise<string> {
  await page.goto('/live/football');
  let chosen = '';
  await expect
    .poll(
      async () => {
        const cards = await page.locator('section[data-pushed="true"] li.match-card').evaluateAll((items) =>
          items.map((card) => {
            const [base, added] = (card.querySelector('.match-clock')?.textContent ?? '')
              .replace("'", '')
              .split('+');
            const minute = Number(base) + Number(added || 0);
            return {
              id: card.getAttribute('data-match-id') ?? '',
              // 'HT' and the like: the middle of the match.
              minute: Number.isFinite(minute) ? minute : 45,
              status: Number(card.querySelector('.status-label')?.getAttribute('data-status') ?? 0),
              video: card.querySelector('.video-mark') !== null,
            };
          }),
        );
        const playing = cards.filter((card) => card.video && card.status >= 1 && card.status <= 3);
        chosen = playing.sort((a, b) => a.minute - b.minute)[0]?.id ?? '';
        return chosen;
      },
      { timeout: 60_000, message: 'a football match in play with a stream' },
    )
    .not.toBe('');
  return chosen;
}

/** A highlight collection, from the page that lists them. */
async function findCollection(page: Page): Promise<string> {
  await page.goto('/matches');
  const tile = page.locator('main .collection-tile').first();
  await expect(tile).toBeVisible({ timeout: 20_000 });
  return (await tile.getAttribute('href'))?.split('/').pop() ?? '';
}

/** Opens a route and waits until it has rendered and finished loading what it shows. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  // The policy is there to be kept: a page without it would show no violation either.
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await expect(page.locator('main').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main [role="status"][aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  // Lazy pictures load as they scroll into view: bring them in, so their loads are checked too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

async function expectPlaying(page: Page, selector: string, through: 'hls.js' | 'any player') {
  const video = page.locator(selector).first();
  await expect(video).toBeAttached({ timeout: 20_000 });
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play().catch(() => undefined);
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.5);
  // Played through hls.js and Media Source Extensions (a blob: source), not by the browser itself.
  if (through === 'hls.js') {
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/^blob:/);
  }
}

test.describe('content security policy', () => {
  test('the live stream and a highlight clip play, and pushed data comes in, with no violation', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const violations = await watchViolations(page);
    const collection = await findCollection(page);
    // Pushed over Socket.IO (connect-src), and the live stream through hls.js (blob: media, its worker).
    await visit(page, `/live/detail/${await liveMatchWithVideo(page)}`);
    await expect(page.getByTestId('detail-score')).toHaveText(/\d+-\d+/, { timeout: 20_000 });
    await expectPlaying(page, '[data-testid="match-video"]', 'hls.js');
    // A highlight clip: video on demand, through hls.js with its worker on, or natively where the
    // browser plays HLS itself (this Chromium does).
    await visit(page, `/matches/detail/${collection}`);
    await expectPlaying(page, 'main .clip-player video', 'any player');
    expect(violations).toEqual([]);
  });

  test("the origin's /docs page runs under its own policy", async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(`http://127.0.0.1:${originPort}/docs`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible({ timeout: 20_000 });
    expect(violations).toEqual([]);
  });
});
