// The live tracker (docs/PRODUCT.md §2, "Match detail and collection view") on each layout, in cn, en and vi: a match with no stream shows the drawn
// pitch in its video area, moving by push (the kick-off, a goal, full time, each caused now through the
// origin's test controls), and spoiler-free hides its goals. One test per layout reads the three
// languages in turn on one match (switched by the site's language cookie, then a reload).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type ClaimedMatch, claimLiveMatch, claimMatch, moveMatch } from './testClock';

type Locale = 'cn' | 'en' | 'vi';

/** The tracker's words in each language (web/src/features/tracker/trackerMessages.ts), and the page's. */
const WORDS: Record<
  Locale,
  { title: string; notStarted: string; hidden: string; lastGoal: string; over: string; fullTime: string }
> = {
  cn: {
    title: '实时动画',
    notStarted: '比赛尚未开始',
    hidden: '防剧透模式：进球、比分与统计已隐藏',
    lastGoal: '最近进球：',
    over: '比赛已结束',
    fullTime: '完场',
  },
  en: {
    title: 'Live tracker',
    notStarted: 'Not kicked off yet',
    hidden: 'Spoiler-free: goals, score and counts hidden',
    lastGoal: 'Last goal:',
    over: 'The match is over',
    fullTime: 'Full time',
  },
  vi: {
    title: 'Diễn biến trực tiếp',
    notStarted: 'Trận đấu chưa bắt đầu',
    hidden: 'Chống tiết lộ: đã ẩn bàn thắng, tỉ số và thống kê',
    lastGoal: 'Bàn gần nhất:',
    over: 'Trận đấu đã kết thúc',
    fullTime: 'Kết thúc',
  },
};

const GOAL_MOMENT = 'li:is([data-kind="goal"], [data-kind="penalty"], [data-kind="own"])';

/** Every goal the tracker's list of moments has shown since now (it keeps the latest four only). */
async function recordGoalMoments(page: Page) {
  await page.evaluate((selector) => {
    const seen: { score: string; text: string }[] = [];
    (window as unknown as { goalMoments: typeof seen }).goalMoments = seen;
    const read = () => {
      for (const item of document.querySelectorAll(`[data-testid="match-tracker"] ${selector}`)) {
        const score = item.querySelector('.tracker-moment-score')?.textContent?.trim() ?? '';
        const text = item.querySelector('.tracker-moment-text')?.textContent?.trim() ?? '';
        if (!seen.some((goal) => goal.score === score)) seen.push({ score, text });
      }
    };
    read();
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, GOAL_MOMENT);
}

test('the live tracker moves by push and spoiler-free hides its goals, in cn, en and vi', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // A match of this test's own still to kick off, without a stream: its video area is the tracker.
  let match = await claimMatch({ sport: 'football', state: 'upcoming', withoutVideo: true });
  const media: string[] = [];
  page.on('request', (request) => {
    if (/\/vdapi\/hls\/|\/anchorhls\/|\.m3u8(\?|$)|\.ts(\?|$)/.test(request.url())) media.push(request.url());
  });
  const tracker = page.getByTestId('match-tracker');
  const clock = tracker.locator('.tracker-clock .status-label');
  const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
  const open = async (locale: Locale) => {
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL ?? '' }]);
    await page.goto(`/live/detail/${match.id}`);
    await expect(tracker.locator('.tracker-title')).toHaveText(WORDS[locale].title, { timeout: 20_000 });
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
  };
  const spoilerFree = page.locator('.spoiler-switch input');
  const hidesGoals = async (locale: Locale) => {
    await expect(tracker.getByTestId('tracker-goals-hidden')).toContainText(WORDS[locale].hidden);
    await expect(tracker).toHaveAttribute('data-score', '');
    await expect(tracker.getByTestId('tracker-score')).toHaveText('? - ?');
    await expect(tracker.getByTestId('tracker-last-goal')).toHaveCount(0);
    await expect(tracker.locator(GOAL_MOMENT)).toHaveCount(0);
  };

  // cn: the tracker waits for the kick-off, which reaches the open page by push.
  await open('cn');
  await expect(tracker.getByTestId('tracker-status')).toHaveText(WORDS.cn.notStarted);
  // Not a video: no player, no quality menu, no 'HD'.
  await expect(page.locator('video, .quality')).toHaveCount(0);
  // Nor a switch holding the score to a picture there is not.
  await expect(page.getByTestId('stream-sync')).toHaveCount(0);
  await expect(page.locator('.detail-video')).not.toContainText('HD');
  await moveMatch(match.id, 'kickoff');
  await expect(clock).toHaveAttribute('data-status', '1', { timeout: 20_000 });
  await expect(tracker).toHaveAttribute('data-score', '0-0');
  await expect(tracker.getByTestId('tracker-status')).not.toHaveText(WORDS.cn.notStarted);
  expect(await stayed()).toBe(true);
  // Spoiler-free, switched on on this page: the score is hidden, and the note says so.
  await spoilerFree.check();
  await hidesGoals('cn');
  await spoilerFree.uncheck();

  // en: a goal caused now reaches the open page by push, the tracker's score and its moments with it.
  // (A generated match may end goalless: then the next one is claimed, kicked off and scored in.)
  let scored: ClaimedMatch | null = null;
  for (let attempt = 0; attempt < 3 && !scored; attempt += 1) {
    if (attempt > 0) match = await claimLiveMatch({ sport: 'football', withoutVideo: true });
    await open('en');
    await recordGoalMoments(page);
    scored = await moveMatch(match.id, 'goal').catch(() => null);
  }
  if (!scored) throw new Error('three matches played to full time without a goal');
  const caused = `${scored.score.home}-${scored.score.away}`;
  await expect(page.getByTestId('detail-score')).toContainText(caused, { timeout: 20_000 });
  // The caused goal among the tracker's moments (the match plays on, so it need not be the last goal),
  // named by its scorer as the timeline names him.
  await expect
    .poll(() =>
      page.evaluate(
        (score) =>
          (window as unknown as { goalMoments: { score: string }[] }).goalMoments.some(
            (goal) => goal.score === score,
          ),
        caused,
      ),
    )
    .toBe(true);
  const timelineGoal = page
    .locator('.timeline-event:is([data-kind="goal"], [data-kind="penalty"], [data-kind="own"])')
    .filter({ has: page.locator('.timeline-score', { hasText: caused }) });
  const scorer = ((await timelineGoal.first().locator('strong').first().textContent()) ?? '').trim();
  expect(scorer).not.toBe('');
  const moment = await page.evaluate(
    (score) =>
      (window as unknown as { goalMoments: { score: string; text: string }[] }).goalMoments.find(
        (goal) => goal.score === score,
      )?.text,
    caused,
  );
  expect(moment).toContain(scorer);
  expect(await stayed()).toBe(true);
  // No data gives a match's shots and corners: the note under the pitch says they are simulated, and so
  // does each of their lines (a real player's shot is never told as a fact).
  await expect(tracker.getByTestId('tracker-modelled')).toHaveText(/shots, corners and attacks simulated/);
  const shotOrCorner =
    'li:is([data-kind="corner"], [data-kind="saved"], [data-kind="off-target"], [data-kind="blocked"], [data-kind="woodwork"])';
  // At least one such line is read (the match plays on until one comes), and none is unmarked.
  await expect(tracker.locator(`${shotOrCorner}:has([data-simulated])`).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(tracker.locator(`${shotOrCorner}:not(:has([data-simulated]))`)).toHaveCount(0);
  // Spoiler-free: no score, no goal, no scorer.
  await spoilerFree.check();
  await hidesGoals('en');
  await expect(tracker).not.toContainText(scorer);

  // vi, spoiler-free still on (the browser keeps the choice): hidden in Vietnamese; off, the goals are
  // back; then full time comes by push.
  await open('vi');
  await hidesGoals('vi');
  await spoilerFree.uncheck();
  await expect(tracker).toHaveAttribute('data-score', /^\d+-\d+$/);
  await expect(tracker.getByTestId('tracker-last-goal')).toContainText(WORDS.vi.lastGoal);
  await moveMatch(match.id, 'fulltime');
  await expect(page.locator('[data-testid="detail-status"] .status-label')).toHaveText(WORDS.vi.fullTime, {
    timeout: 20_000,
  });
  await expect(tracker.getByTestId('tracker-status')).toContainText(WORDS.vi.over);
  expect(await stayed()).toBe(true);

  // No stream: not one video request from the page, in any language.
  expect(media).toEqual([]);
});
