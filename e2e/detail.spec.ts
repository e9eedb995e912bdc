import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Page, test } from './fixtures';
import { claimLiveMatch, claimMatch, moveMatch } from './testClock';

// The match detail against the running gateway and origin: video, pushed score and status, odds filters,
// and scores held to the picture. A test that waits for football claims a match of its own and causes the
// goal or the whistle through the origin's test controls (testClock.ts).
const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const isPhone = () => test.info().project.name === 'mobile';

async function shot(page: Page, name: string) {
  await page.screenshot({
    path: join(artifacts, `${test.info().project.name}-${name}.png`),
    fullPage: !isPhone(),
  });
}

const score = (page: Page) => page.getByTestId('detail-score');

async function openDetail(context: BrowserContext, id: string, options: { video: boolean }): Promise<Page> {
  const page = await context.newPage();
  if (!options.video) await page.route('**/vdapi/hls/**', (route) => route.abort());
  await page.goto(`/live/detail/${id}`);
  await expect(score(page)).toHaveText(/\d+-\d+/, { timeout: 20_000 });
  return page;
}

test('the video plays, muted with an unmute button, and the odds filters change the table', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A match in play with video that no other test moves: its stream stays on air through the test.
  // (One the clock kicked off, as before: a match moved ahead to its kick-off showed no odds table on
  // the desktop layout, an open question.)
  const withVideo = await claimMatch({ state: 'live', video: true }).catch(() =>
    claimLiveMatch({ video: true }),
  );
  // hls.js turns the stream's segments into MP4 in a worker of its own, off the page's main thread.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(`/live/detail/${withVideo?.id}`);
  const video = page.getByTestId('match-video');
  await expect(page.getByRole('button', { name: /点击开启声音/ })).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.5);
  const first = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await page.waitForTimeout(2_500);
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(first + 1);
  await expect(page.locator('.detail-page')).toHaveAttribute('data-latency-ms', /\d/);
  expect(workers.filter((url) => /\/assets\/hls\.worker-[\w-]+\.js$/.test(url))).toHaveLength(1);
  await shot(page, 'detail-live');

  await page.getByRole('tab', { name: '指数' }).click();
  const rows = page.locator('.odds-table tbody[data-company]');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(page.locator('.odds-tab')).toHaveAttribute('data-odds-type', '11');
  await page.getByLabel('公司').selectOption('8');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-company', '8');
  await page.getByRole('button', { name: '大小球' }).click();
  await expect(page.locator('.odds-tab')).toHaveAttribute('data-odds-type', '31');
  await expect(page.locator('.odds-table thead')).toContainText('大');
  await page.getByRole('button', { name: '半场' }).click();
  await expect(page.locator('.odds-tab')).toHaveAttribute('data-odds-type', '32');
  await page.getByLabel('公司').selectOption('');
  await page.getByRole('button', { name: '胜平负' }).click();
  await page.getByRole('button', { name: '全场' }).click();
  await expect(page.locator('.odds-tab')).toHaveAttribute('data-odds-type', '11');
  await expect(page.locator('.odds-table')).toContainText('%');
  await shot(page, 'detail-odds');

  await page.getByRole('tab', { name: '阵容' }).click();
  await expect(page.locator('.pitch-player').first()).toBeVisible();
  // Generated players (not in the real squads data) are in italics, and a note says so.
  await expect(page.locator('.lineup-legend')).toHaveText('斜体名字为生成的球员（真实名单数据中没有）。');
  await shot(page, 'detail-lineup');
});

test('score and status follow the match to full time on open detail pages, without a reload', async ({
  context,
}) => {
  test.setTimeout(90_000);
  const match = await claimLiveMatch({ goalAhead: true });
  const detail = await openDetail(context, String(match.id), { video: false });
  await detail.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  const before = await score(detail).textContent();
  // A goal, then the final whistle, each caused now.
  const scored = await moveMatch(match.id, 'goal');
  await expect(score(detail)).not.toHaveText(before ?? '', { timeout: 20_000 });
  await expect(score(detail)).toContainText(`${scored.score.home}-${scored.score.away}`);
  await moveMatch(match.id, 'fulltime');
  const label = detail.locator('[data-testid="detail-status"] .status-label');
  await expect(label).toHaveAttribute('data-status', '-1', { timeout: 20_000 });
  // The label names full time in the page's language.
  await expect(label).toHaveText('完场');
  expect(await detail.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

interface ScoreChange {
  at: number;
  text: string;
  hold: number;
}

interface SyncRecord {
  pushed: ScoreChange[];
  shown: ScoreChange[];
}

test('with the stream in sync, a goal shows no earlier than the stream latency after its push', async ({
  context,
}) => {
  test.setTimeout(90_000);
  const match = await claimLiveMatch({ video: true, goalAhead: true });
  const detail = await context.newPage();
  await detail.goto(`/live/detail/${match.id}`);
  await expect(score(detail)).toHaveText(/\d+-\d+/, { timeout: 20_000 });
  await expect(detail.getByTestId('stream-sync')).toBeChecked();
  // The hold starts once the player has measured how far behind real time it plays.
  await expect(detail.locator('.detail-page')).toHaveAttribute('data-hold-ms', /^[1-9]\d*$/, {
    timeout: 30_000,
  });
  // Records when a pushed score reached the page (the store applied the gateway's patch) and
  // when the shown score changed, with the hold at that moment.
  await detail.evaluate(() => {
    const record: SyncRecord = { pushed: [], shown: [] };
    (window as unknown as { sync: SyncRecord }).sync = record;
    const article = document.querySelector<HTMLElement>('.detail-page');
    const target = document.querySelector('[data-testid="detail-score"]');
    if (!article || !target) return;
    const hold = () => Number(article.dataset.holdMs ?? 0);
    let pushed = article.dataset.pushedScore ?? '';
    let shown = target.textContent ?? '';
    new MutationObserver(() => {
      const now = article.dataset.pushedScore ?? '';
      if (now !== pushed) record.pushed.push({ at: Date.now(), text: now, hold: hold() });
      pushed = now;
    }).observe(article, { attributes: true, attributeFilter: ['data-pushed-score'] });
    new MutationObserver(() => {
      const now = target.textContent ?? '';
      if (now !== shown) record.shown.push({ at: Date.now(), text: now, hold: hold() });
      shown = now;
    }).observe(target, { subtree: true, childList: true, characterData: true });
  });
  // The goal, caused once the page records.
  await moveMatch(match.id, 'goal');
  let checked: { pushed: ScoreChange; shown: ScoreChange } | null = null;
  await expect
    .poll(
      async () => {
        const record = await detail.evaluate(() => (window as unknown as { sync: SyncRecord }).sync);
        for (const shown of record.shown) {
          const pushed = record.pushed.find((push) => push.text === shown.text);
          // A score shown while the stream still played (at the end the stream stops and the hold ends).
          if (pushed && pushed.hold > 0 && shown.hold > 0) checked = { pushed, shown };
        }
        return checked !== null;
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(true);
  const { pushed, shown } = checked as unknown as { pushed: ScoreChange; shown: ScoreChange };
  console.log(
    `goal ${shown.text} pushed, shown ${shown.at - pushed.at} ms later; the stream was ${pushed.hold} ms behind`,
  );
  // Timer slack of a quarter second: the score must not beat the picture.
  expect(shown.at - pushed.at).toBeGreaterThanOrEqual(pushed.hold - 250);
});

test('the detail page speaks English and Vietnamese', async ({ page, context, baseURL }) => {
  // A football match of this test's own in play, whatever the hour of the run.
  const card = await claimLiveMatch({ sport: 'football' });
  for (const [locale, tab, status] of [
    ['en', 'Lineups', /First half|Half time|Second half|Extra time|Penalties|Full time/],
    ['vi', 'Đội hình', /Hiệp 1|Nghỉ giữa hiệp|Hiệp 2|Hiệp phụ|Luân lưu|Kết thúc/],
  ] as const) {
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL ?? '' }]);
    await page.goto(`/live/detail/${card?.id}`);
    await expect(page.getByRole('tab', { name: tab })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('detail-status')).toContainText(status);
    await shot(page, `detail-${locale}`);
  }
});
