import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type FollowList,
  type LeagueScorers,
  type LeagueTable,
  type Locale,
  localeToLangHeader,
  type MatchList,
} from '@pitchside/shared';
import { type Account, call, signUp } from './account';
import { type BrowserContext, expect, type Page, test } from './fixtures';
import { lookAt } from './shots';
import { claimLiveMatch, moveMatch } from './testClock';

// Following teams (docs/PRODUCT.md §2, /team/{id}): a guest follows a team, signs in through the modal, and the follow is
// kept on the account; the team page shows the position the league page shows; a competition's top
// scorers move when a goal is pushed (a goal the test causes through the origin's test controls,
// testClock.ts). In cn, en and vi, on the phone and the desktop, against the real origin.

const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const PASSWORD = 'Pitchside-2026!';

const LOCALES = [
  {
    code: 'cn',
    following: '已关注',
    alerts: '进球与开球提醒',
    signIn: '登录',
    password: '密码',
    agree: '我已阅读并同意',
    table: '积分榜',
    scorers: '射手榜',
    saka: '萨卡',
    generated: '生成',
    month: '2026年6月',
    coachMonth: '2025年8月',
    clubNumber: '数据中没有俱乐部号码',
    noNumbers: '数据中没有球衣号码',
    unknown: '暂无数据',
    rank: (rank: string, size: number) => `第 ${rank} 名（共 ${size} 队）`,
  },
  {
    code: 'en',
    following: 'Following',
    alerts: 'Goal and kick-off alerts',
    signIn: 'Sign in',
    password: 'Password',
    agree: 'I have read and agree to the',
    table: 'Table',
    scorers: 'Top scorers',
    saka: 'Bukayo Saka',
    generated: 'gen.',
    month: 'June 2026',
    coachMonth: 'August 2025',
    clubNumber: 'Not in our data',
    noNumbers: 'The data has no shirt numbers',
    unknown: 'Not known',
    rank: (rank: string, size: number) => `${rank} of ${size}`,
  },
  {
    code: 'vi',
    following: 'Đang theo dõi',
    alerts: 'Thông báo bàn thắng và giờ bóng lăn',
    signIn: 'Đăng nhập',
    password: 'Mật khẩu',
    agree: 'Tôi đã đọc và đồng ý với',
    table: 'Bảng xếp hạng',
    scorers: 'Vua phá lưới',
    saka: 'Bukayo Saka',
    generated: 'tạo',
    month: 'tháng 6 năm 2026',
    coachMonth: 'tháng 8 năm 2025',
    clubNumber: 'Không có trong dữ liệu',
    noNumbers: 'Dữ liệu không có số áo',
    unknown: 'Chưa rõ',
    rank: (rank: string, size: number) => `Hạng ${rank}/${size}`,
  },
] as const;
type Strings = (typeof LOCALES)[number];

const layout = (page: Page) => page.locator('[data-route-set]');

/** A /vdapi call signed as the web client signs it (its answer decoded by `call`), in a page's language. */
function vdapi<T>(
  baseURL: string,
  path: string,
  { locale = 'cn', ...options }: { query?: Record<string, string>; token?: string; locale?: Locale } = {},
): Promise<T> {
  return call<T>(baseURL, randomUUID(), 'GET', path, { ...options, lang: localeToLangHeader(locale) });
}

/** The league competition with the most football in play now (the e2e engine starts on a Saturday afternoon). */
/** The leagues (not cups) with football in play, the most matches in play first. */
async function leaguesInPlay(baseURL: string): Promise<number[]> {
  // One league match of this test's own in play, whatever the hour of the run.
  await claimLiveMatch({ sport: 'football', competition: 'league' });
  const live = await vdapi<MatchList>(baseURL, '/vdapi/match/v1/live', { query: { sport: '1' } });
  const counts = new Map<number, number>();
  for (const match of live.list) counts.set(match.leagueId, (counts.get(match.leagueId) ?? 0) + 1);
  const leagues: number[] = [];
  for (const [leagueId] of [...counts].sort((a, b) => b[1] - a[1])) {
    const table = await vdapi<LeagueTable>(baseURL, '/vdapi/match/v1/league/table', {
      query: { leagueId: String(leagueId) },
    });
    if (table.kind === 'league' && table.table.length > 0) leagues.push(leagueId);
  }
  if (leagues.length === 0) throw new Error('no league match in play');
  return leagues;
}

async function leagueInPlay(baseURL: string): Promise<number> {
  return (await leaguesInPlay(baseURL))[0] as number;
}

async function inLocale(context: BrowserContext, baseURL: string, code: string) {
  await context.addCookies([{ name: 'i18n_redirected', value: code, url: baseURL }]);
}

async function signInByModal(page: Page, account: Account, strings: Strings) {
  await layout(page).getByRole('button', { name: strings.signIn, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog
    .getByLabel('E-mail', { exact: true })
    .or(dialog.getByLabel('邮箱', { exact: true }))
    .fill(account.email);
  await dialog.getByLabel(strings.password, { exact: true }).fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: strings.agree }).check();
  await dialog.getByRole('button', { name: strings.signIn, exact: true }).click();
  await expect(dialog).toBeHidden();
}

for (const strings of LOCALES) {
  // A real person or nothing (docs/API.md "Real and generated"): a club whose season is in full holds the
  // players who appeared for it, all real and unmarked, with no shirt number in the data; a club of a
  // season of scores only is placed by the World Cup 2026 squads file and completed with generated
  // players, marked; in each language (this file runs on one layout).
  test(`Arsenal's squad holds Bukayo Saka and no generated player; Paris marks its generated ones (${strings.code})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    await inLocale(context, base, strings.code);
    // The Premier League is competition 1 of the shipped seasons, Ligue 1 competition 9; clubs are
    // found by their English names.
    const teamIn = async (leagueId: string, name: string) => {
      const table = await vdapi<LeagueTable>(base, '/vdapi/match/v1/league/table', {
        query: { leagueId },
        locale: 'en',
      });
      const id = table.table.find((row) => row.teamName === name)?.teamId;
      expect(id, `${name} in its table`).toBeDefined();
      return id;
    };
    await page.goto(`/team/${await teamIn('1', 'Arsenal')}`);
    const saka = page.locator('.squad tbody tr').filter({ hasText: strings.saka });
    await expect(saka).toHaveCount(1);
    await expect(page.locator('.squad .generated-mark')).toHaveCount(0);
    // No club numbers in the data: no column of blanks, and the page says so; the season, not the squads
    // list of June 2026, places him here.
    await expect(page.locator('[data-numbers="none"]')).toContainText(strings.noNumbers);
    await expect(page.locator('[data-squad-as-of]')).toHaveCount(0);
    // The coach is data of a date, written beside him.
    await expect(page.locator('.team-header [data-coach-as-of="2025-08-15"]')).toContainText(
      strings.coachMonth,
    );
    await lookAt(page, {
      path: join(artifacts, `${test.info().project.name}-arsenal-${strings.code}.png`),
    });
    await saka.getByRole('link').first().click();
    await expect(page.locator('[data-fact="number"]')).toContainText(strings.unknown);
    await expect(page.locator('[data-fact="listed-as-of"]')).toHaveCount(0);
    await expect(page.locator('.player-shirt')).toHaveCount(0);

    await page.goto(`/team/${await teamIn('9', 'Paris Saint-Germain')}`);
    await expect(page.locator('.squad .generated-mark').first()).toHaveText(strings.generated);
    await expect(page.locator('[data-squad-as-of="2026-06"]')).toContainText(strings.month);
    const listed = page.locator('.squad tbody tr').filter({ hasNot: page.locator('.generated-mark') });
    await expect(listed.first().locator('td').first()).toHaveText('');
    await listed.first().getByRole('link').first().click();
    await expect(page.locator('[data-fact="number"]')).toContainText(strings.clubNumber);
    await expect(page.locator('[data-fact="listed-as-of"]')).toContainText(strings.month);
  });

  test(`a guest follows a team from the league table, signs in and keeps it; the positions agree (${strings.code})`, async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.setTimeout(120_000);
    const base = baseURL ?? '';
    const account = await signUp(base, `follow-${strings.code}`);
    const leagueId = await leagueInPlay(base);
    await inLocale(context, base, strings.code);

    // The league page's table: the third team's figures. Its league is in play, so a goal elsewhere may
    // move the table between the two reads: read again, from the table, until both agree.
    let teamId = 0;
    await expect(async () => {
      await page.goto(`/special/${leagueId}`);
      await page.getByRole('tab', { name: strings.table }).click();
      const rows = page.locator('table.standings tbody tr[data-team-id]');
      await expect(rows.first()).toBeVisible();
      const size = await rows.count();
      const row = rows.nth(2);
      teamId = Number(await row.getAttribute('data-team-id'));
      // The place alone: while the league is in play the cell also carries the arrow of a changed place.
      const rank = /\d+/.exec((await row.locator('td').first().textContent()) ?? '')?.[0] ?? '';
      const points = (await row.locator('td strong').textContent())?.trim() ?? '';

      // Every team name leads to its page; there the team's position is the league page's.
      await row.locator('.team-link').click();
      await expect(page).toHaveURL(new RegExp(`/team/${teamId}$`));
      const own = page.locator(`.team-table[data-league-id="${leagueId}"]`);
      await expect(own.locator('.team-rank')).toContainText(strings.rank(rank, size), { timeout: 5000 });
      await expect(own.locator('[data-points]')).toHaveText(points, { timeout: 5000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.locator('.squad tbody tr').first()).toBeVisible();
    await expect(page.locator('.form-strip li, .team-page .empty-state').first()).toBeVisible();

    // Followed as a guest, alerts switched off: kept in this browser.
    const star = page.locator('.team-header .follow-star');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(star).toContainText(strings.following);
    const alerts = page.getByRole('checkbox', { name: strings.alerts });
    await expect(alerts).toBeChecked();
    await alerts.uncheck();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('follows'))) ?? '[]')).toEqual([
      { kind: 'team', id: teamId, alerts: false },
    ]);
    await lookAt(page, { path: join(artifacts, `${test.info().project.name}-team-${strings.code}.png`) });

    // Signed in through the modal: the guest's follow joins the account and leaves the browser.
    await signInByModal(page, account, strings);
    await expect
      .poll(
        async () => (await vdapi<FollowList>(base, '/vdapi/user/follow/list', { token: account.token })).list,
      )
      .toMatchObject([{ kind: 'team', id: teamId, alerts: false }]);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('follows'))).toBeNull();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    // Another browser signed in to the account has it too, its alerts off.
    const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
    const other = await browser.newContext({
      baseURL: base,
      locale: 'zh-CN',
      ...(viewport ? { viewport } : {}),
      ...(userAgent ? { userAgent } : {}),
      ...(isMobile ? { isMobile, hasTouch, deviceScaleFactor } : {}),
    });
    try {
      await inLocale(other, base, strings.code);
      const elsewhere = await other.newPage();
      await elsewhere.addInitScript(
        ([token, user]) => {
          localStorage.setItem('authToken', token);
          localStorage.setItem('userInfo', user);
        },
        [account.token, JSON.stringify(account.user)] as const,
      );
      await elsewhere.goto(`/team/${teamId}`);
      await expect(elsewhere.locator('.team-header .follow-star')).toHaveAttribute('aria-pressed', 'true');
      await expect(elsewhere.getByRole('checkbox', { name: strings.alerts })).not.toBeChecked();
      // The home page's favourite tab puts the followed team's matches first.
      await elsewhere.goto('/?tab=favorite');
      const first = elsewhere.locator('main .match-card').first();
      await expect(first).toBeVisible({ timeout: 20_000 });
      await expect(first.locator(`a.team-link[href$="/team/${teamId}"]`)).toHaveCount(1);
    } finally {
      await other.close();
    }
  });

  test(`a competition's top scorers move when a goal is pushed (${strings.code})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const base = baseURL ?? '';
    await inLocale(context, base, strings.code);
    const isScorersCall = (url: URL) => url.pathname === '/vdapi/match/v1/league/scorers';
    const board = page.locator('.top-scorers[data-pushed="true"]');
    const counts = () =>
      board
        .locator('.scorers-goals tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [
            tr.getAttribute('data-player-id') ?? '',
            Number(tr.querySelector('[data-count]')?.getAttribute('data-count')),
          ]),
        );
    // A league's match of this test's own, in play, with a goal still to come in its real result.
    const match = await claimLiveMatch({ goalAhead: true, competition: 'league' });
    const leagueId = match.leagueId;
    await page.goto(`/special/${leagueId}`);
    await page.getByRole('tab', { name: strings.scorers }).click();
    await expect(board).toBeVisible({ timeout: 20_000 });
    await expect(board.locator('.scorers-goals tbody tr').first()).toBeVisible();
    const goalsBefore = Number(await board.getAttribute('data-goals'));
    // From here the page cannot call the scorers: what moves the board now is the push alone.
    await page.route(isScorersCall, (route) => route.abort());
    // The goal, caused now: the season's goals rise by push. (An own goal is
    // no scorer's: the match's next goal then.)
    for (let goal = 1; ; goal++) {
      await moveMatch(match.id, 'goal');
      const rose = await expect
        .poll(async () => Number(await board.getAttribute('data-goals')), {
          timeout: 15_000,
          intervals: [500],
        })
        .toBeGreaterThan(goalsBefore)
        .then(
          () => true,
          () => false,
        );
      if (rose) break;
      if (goal === 3) throw new Error('three goals caused, and the pushed scorers board did not move');
    }
    // The pushed board is the competition's truth: every listed scorer's count is the scorers call's (in
    // the page's language: ties are ordered by name, so the list's cut is the language's), so
    // the goal's scorer, when he is in the top twenty, shows his count one higher. (The counts of the
    // whole season are in the call's answer; a goal by a scorer outside the list moves only the total.)
    const truth = async () => {
      const answer = await vdapi<LeagueScorers>(base, '/vdapi/match/v1/league/scorers', {
        query: { leagueId: String(leagueId) },
        locale: strings.code,
      });
      return { goals: answer.goals, rows: answer.scorers.map((row) => [String(row.playerId), row.goals]) };
    };
    await expect
      .poll(
        async () => {
          const [server, shown] = await Promise.all([truth(), counts()]);
          return (
            JSON.stringify(server) ===
            JSON.stringify({ goals: Number(await board.getAttribute('data-goals')), rows: shown })
          );
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .toBe(true);
    const goalsNow = Number(await board.getAttribute('data-goals'));
    await expect(board.locator('.facts-note')).toContainText(String(goalsNow));
    await lookAt(page, {
      path: join(artifacts, `${test.info().project.name}-scorers-${strings.code}.png`),
    });
  });
}
