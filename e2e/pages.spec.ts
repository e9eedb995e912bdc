import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Account, signUp } from './account';
import { expect, type Page, test } from './fixtures';
import { lookAt } from './shots';
import { claimLiveMatch } from './testClock';
import { signInPage, watchErrors } from './watch';

// What the pages of PRODUCT §2 beyond home and live do: matches, the collection view, search, specials,
// the user area and the info pages, with their real data from the origin, in both layouts.

const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const isPhone = () => test.info().project.name === 'mobile';

async function shot(page: Page, name: string) {
  await lookAt(page, {
    path: join(artifacts, `${test.info().project.name}-${name}.png`),
    // A phone's fixed tab bar would float mid-page in a full-page capture: keep its viewport.
    fullPage: !isPhone(),
  });
}

// Every route's heading and real content in the device's set and the other one, and the league's
// standings, are checked by the route sweep (sweep.spec.ts).

/**
 * A football match of this test's own, kicked off now (testClock.ts), on its home team's page: in play for a
 * few minutes of the run, it is shown there (the lists show the first few in play) and in the feed of its
 * followed team while the test reads them. A match picked from a list may reach full time meanwhile, and
 * the list have none still to kick off.
 */
async function claimedMatch(page: Page): Promise<string> {
  const { id, homeTeamId } = await claimLiveMatch({ sport: 'football' });
  await page.goto(`/team/${homeTeamId}`);
  return String(id);
}

test.describe('every page of PRODUCT §2 beyond home and live', () => {
  test('speaks English and Vietnamese too', async ({ page, context, baseURL }) => {
    const errors = watchErrors(page);
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL ?? '' }]);
    await page.goto('/matches/results');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results');
    await expect(page.getByRole('button', { name: /Today/ })).toBeVisible();
    await expect(page.getByText(/Kick-off times in your time zone/)).toBeVisible();
    await shot(page, 'matches-results-en');
    // Switching language on the page: the pages' strings follow the newly loaded catalog.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('vi');
    await expect(page.getByRole('button', { name: /Hôm nay/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kết quả');
    await context.addCookies([{ name: 'i18n_redirected', value: 'vi', url: baseURL ?? '' }]);
    await page.goto('/special');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('专题');
    await expect(page.locator('main .special-tile').first()).toBeVisible();
    await page.goto('/protocol');
    await expect(page.getByText('Cập nhật lần cuối', { exact: false })).toBeVisible();
    await shot(page, 'protocol-vi');
    expect(errors).toEqual([]);
  });
});

// ------------------------------------------------------------------ behaviour

test.describe('matches', () => {
  test.describe("in the visitor's own time zone", () => {
    test.use({ timezoneId: 'America/New_York' });

    test('the date strip changes the listed day', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto('/matches/results');
      await expect(page.getByText('开赛时间为你所在时区：America/New_York (GMT-5)')).toBeVisible();
      const chips = page.locator('.date-strip .date-chip');
      await expect(chips).toHaveCount(7);
      await expect(chips.last()).toHaveAttribute('aria-pressed', 'true');
      // Today ends the strip; on a phone the strip scrolls so that it is in view, as is the section tab.
      await expect(chips.last()).toBeInViewport({ ratio: 1 });
      await expect(page.locator('.sub-nav-item.active')).toBeInViewport({ ratio: 1 });
      const yesterday = chips.nth(5);
      const day = await yesterday.getAttribute('data-date');
      await yesterday.click();
      await expect(page).toHaveURL(/[?&]date=-1\b/);
      await expect(yesterday).toHaveAttribute('aria-pressed', 'true');
      // Every listed result kicked off on that day of the visitor's calendar (New York here).
      const times = page.locator('main .match-card time');
      await expect(times.first()).toBeVisible({ timeout: 15_000 });
      await expect
        .poll(async () =>
          times.evaluateAll((nodes) => {
            const pad = (n: number) => String(n).padStart(2, '0');
            return [
              ...new Set(
                nodes.map((node) => {
                  const at = new Date(node.getAttribute('datetime') ?? '');
                  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
                }),
              ),
            ];
          }),
        )
        .toEqual([day]);
      await shot(page, 'matches-results-yesterday');
      expect(errors).toEqual([]);
    });
  });

  test('an anonymous favourite toggle opens sign-in', async ({ page }) => {
    await page.goto('/matches/hot');
    await page.locator('main .fav-toggle').first().click();
    await expect(page.getByRole('dialog', { name: '登录 / 注册' })).toBeVisible();
  });

  test('search finds a team by a part of its name', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/matches/hot');
    const name =
      (await page.locator('main .match-card .team.home .team-name-full').first().textContent())?.trim() ?? '';
    expect(name.length).toBeGreaterThan(1);
    const part = Array.from(name)
      .slice(0, Math.max(2, Math.ceil(Array.from(name).length / 2)))
      .join('');
    if (isPhone()) {
      await page.goto(`/search`);
      await page.getByRole('searchbox', { name: '搜索内容' }).fill(part);
      await page.getByRole('searchbox', { name: '搜索内容' }).press('Enter');
    } else {
      // The header's search box lands on /search?q= (PRODUCT §2).
      await page.locator('.site-header').getByRole('searchbox').fill(part);
      await page.locator('.site-header').getByRole('searchbox').press('Enter');
    }
    await expect(page).toHaveURL(
      new RegExp(`/search\\?q=${encodeURIComponent(part).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    const teams = page.locator('section[aria-labelledby="search-teams"] .entity');
    await expect(teams.filter({ hasText: name }).first()).toBeVisible({ timeout: 15_000 });
    await shot(page, 'search-results');
    expect(errors).toEqual([]);
  });
});

test.describe('signed in', () => {
  // Each test signs up a reader of its own (a mailed code): more time than the default for that.
  test.describe.configure({ timeout: 90_000 });
  let account: Account;
  test.beforeEach(async ({ baseURL }) => {
    account = await signUp(baseURL ?? '', 'pages');
  });

  test('a bell follows a team into the feed, a star keeps a match in /matches/colects after a reload', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await signInPage(page, account);
    const matchId = await claimedMatch(page);
    // That match's card wherever the pushed list moves it.
    const card = page.locator(`main .match-card[data-match-id="${matchId}"]`).first();
    const star = card.locator('.fav-toggle');
    const bell = card.locator('.team.home [data-follow^="team:"]');
    // Two controls that look and read apart: a bell that follows the team, a star that keeps the match.
    await expect(bell.locator('svg.follow-bell')).toBeVisible();
    await expect(bell).toHaveAttribute('aria-label', /^关注/);
    await expect(star).toHaveText('☆');
    await expect(star).toHaveAttribute('aria-label', /^收藏比赛 /);
    if (isPhone()) {
      // The lists behind the two controls are the same on both layouts: walked through on the desktop.
      const favoured = page.waitForResponse((r) => r.url().includes('/vdapi/user/fav/toggle/') && r.ok());
      // The star turns at once when tapped. A card in play may change its line as it is tapped (its
      // clock, full time), and the tap land beside the star: tapped again then, while it is still off.
      await expect(async () => {
        if ((await star.getAttribute('aria-pressed')) !== 'true') await star.click();
        await expect(star).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await favoured;
    } else {
      // Kept on the account once the origin has it: the next page reads the account's follows.
      const saved = page.waitForResponse((r) => r.url().includes('/vdapi/user/follow/') && r.ok());
      // As the star above: the pushed list may move the card under the click.
      await expect(async () => {
        if ((await bell.getAttribute('aria-pressed')) !== 'true') await bell.click();
        await expect(bell).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await saved;
      // The bell kept no match here: the page says where followed teams are, and the feed lists the match.
      await page.goto('/matches/colects');
      await expect(page.locator('main .colects-note [data-followed="1"]')).toBeVisible();
      await expect(page.getByText('还没有收藏：点击任意比赛的星标即可收藏。')).toBeVisible({
        timeout: 15_000,
      });
      await shot(page, 'matches-colects-followed');
      await page.getByRole('link', { name: '打开我的动态' }).click();
      await expect(page).toHaveURL(/\/user\/feed$/);
      const inFeed = page.locator(`main .match-card[data-match-id="${matchId}"]`);
      await expect(inFeed).toBeVisible({ timeout: 15_000 });
      // The star, tapped here, keeps the match in /matches/colects.
      const favoured = page.waitForResponse((r) => r.url().includes('/vdapi/user/fav/toggle/') && r.ok());
      await inFeed.locator('.fav-toggle').click();
      await expect(inFeed.locator('.fav-toggle')).toHaveAttribute('aria-pressed', 'true');
      await favoured;
    }
    await page.goto('/matches/colects');
    await page.reload();
    await expect(page.locator(`main .match-card[data-match-id="${matchId}"]`)).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator(`main .match-card[data-match-id="${matchId}"] .fav-toggle`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await shot(page, 'matches-colects-signed-in');
    expect(errors).toEqual([]);
  });

  test('a comment posted when signed in appears in the list', async ({ page }) => {
    const errors = watchErrors(page);
    await signInPage(page, account);
    await page.goto('/matches');
    const tile = page.locator('main .collection-tile').first();
    await expect(tile).toBeVisible({ timeout: 20_000 });
    await tile.click();
    await expect(page).toHaveURL(/\/matches\/detail\/\d+$/);
    // The first clip loads through hls.js: its length is known once the playlist and a segment are in.
    const video = page.locator('.clip-player video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration || 0)).toBeGreaterThan(0);
    // The highlights are the replay of the match's events, labelled as such; the synthetic clips under
    // it (a test server's) say they are a test picture.
    const replay = page.getByTestId('event-replay');
    await expect(replay).toContainText('根据比赛事件绘制的回放，不是比赛视频');
    await expect(
      replay.getByTestId('match-tracker').or(replay.getByText('本场没有可回放的关键时刻')),
    ).toBeVisible();
    await expect(page.getByTestId('test-clips')).toHaveText('测试信号，并非比赛画面');
    if (!isPhone()) {
      // A view is a real play: started, it is counted, and the count shows (none is shown before any).
      const played = page.waitForResponse((r) => r.url().includes('/vdapi/videoCollection/play') && r.ok());
      await video.evaluate((v: HTMLVideoElement) => {
        v.muted = true;
        return v.play();
      });
      await played;
      await expect(page.locator('.collection-byline [data-views]')).toHaveText(/^[1-9][\d,]* 次观看$/);
    }
    const text = `Great goal! ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: '你的评论' }).fill(text);
    await page.getByRole('button', { name: '发表', exact: true }).click();
    const comment = page.locator('.comment-list .comment').first();
    await expect(comment.locator('.comment-text')).toHaveText(text);
    await expect(comment.locator('time')).toHaveText('刚刚');
    await expect(comment.locator('strong')).toHaveText(String(account.user.nickName));
    await shot(page, 'match-detail-comment');
    // The chat tab joins the match's room; the related highlights come in a carousel.
    await page.getByRole('tab', { name: '聊天' }).click();
    await expect(page.locator('.chat-panel[data-chat-room^="match:"] .chat-composer')).toBeVisible();
    // The tab is held in the address, like the match page's.
    await expect(page).toHaveURL(/\/matches\/detail\/\d+\?tab=chat$/);
    await page.getByRole('tab', { name: '相关' }).click();
    await expect(page.locator('.relates-carousel .collection-tile').first()).toBeVisible();
    // PRODUCT §9 carousel defaults, as the swiper holds them.
    const params = await page.locator('.relates-carousel').evaluate((element) => {
      const { speed, threshold, longSwipesMs, longSwipesRatio, resistanceRatio } = (
        element as HTMLElement & { swiper: { params: Record<string, number> } }
      ).swiper.params;
      return { speed, threshold, longSwipesMs, longSwipesRatio, resistanceRatio };
    });
    expect(params).toEqual({
      speed: 300,
      threshold: 5,
      longSwipesMs: 300,
      longSwipesRatio: 0.5,
      resistanceRatio: 0.85,
    });
    await shot(page, 'match-detail-relates');
    expect(errors).toEqual([]);
  });

  test('the profile and the feed show the signed-in user', async ({ page }) => {
    const errors = watchErrors(page);
    await signInPage(page, account);
    await page.goto('/user');
    await expect(page.locator('.profile-fields')).toContainText(account.email);
    await expect(page.locator('.profile-fields')).toContainText(String(account.user.nickName));
    await shot(page, 'user-signed-in');
    await page.goto('/user/feed');
    await expect(page.getByRole('heading', { name: '最新集锦' })).toBeVisible();
    await expect(page.locator('main .collection-tile').first()).toBeVisible({ timeout: 15_000 });
    await shot(page, 'user-feed-signed-in');
    expect(errors).toEqual([]);
  });
});
