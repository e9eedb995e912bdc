import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LeagueRoundPage, LeagueTable, MatchDetail, MatchIntel, MatchSummary } from '@pitchside/shared';
import { call } from './account';
import { type BrowserContext, expect, type Page, test } from './fixtures';
import { NOT_THIS_LAYOUT, readsLanguage } from './layoutLanguages';
import { lookAt } from './shots';

// Every sport and competition says what it is (docs/API.md "Real and generated"), as a reader sees it on
// a phone and a desktop, in cn, en and vi (on the desktop each test in one of them: layoutLanguages.ts):
// a competition of which the data holds only the first part of its season (its page, its results and
// fixtures, a simulated fixture's page), the 2024/25 Champions League named as such on its page and its
// match pages, basketball and esports labelled as the engine's own, and a head-to-head of every meeting
// the data holds, each with its date in the data and its season.

const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const LOCALES = ['cn', 'en', 'vi'] as const;
type Locale = (typeof LOCALES)[number];
const LANG = { cn: 'zh', en: 'en', vi: 'vi' } as const;
const INTL = { cn: 'zh-CN', en: 'en-GB', vi: 'vi-VN' } as const;
const CHAMPIONS_LEAGUE = 23;
/** The engine's own leagues: one of basketball, one of esports (origin/src/engine/world/leagues.ts). */
const OWN_LEAGUES = { basketball: 32, esports: 41 } as const;

/** The words this spec reads, as the reader's language writes them (the feature's catalogs are the source). */
const WORDS = {
  cn: {
    note: '赛季说明',
    season: (season: string, years: string) => `${season}赛季，日期推后${years}重演。`,
    years: ['', '一年', '两年'],
    realUntil: (date: string) => `${date}及之前的赛果为真实数据，之后的赛果为模拟生成。`,
    matchDate: (date: string) => `数据中本场比赛的日期：${date}。`,
    matchReal: '本场按真实赛果进行。',
    matchAfter: (date: string) => `数据中的赛果只到${date}，本场比分由引擎模拟。`,
    generated: '模拟赛事：球队、球员、赛果和数据均由引擎生成，并非真实。',
    matchGenerated: '模拟比赛：球队、球员、比分和数据均由引擎生成，并非真实。',
    team: '模拟球队：由引擎生成，其球员、赛果和数据均非真实。',
    simulated: '模拟',
    results: '赛果',
    fixtures: '赛程',
    seasonOf: (season: string) => `${season}赛季`,
    noMeeting: '数据中没有两队此前交锋的记录。',
  },
  en: {
    note: 'About this season',
    season: (season: string, years: string) => `The ${season} season, replayed ${years} on.`,
    years: ['', 'one year', 'two years'],
    realUntil: (date: string) => `Results up to ${date} are the real ones; later ones are simulated.`,
    matchDate: (date: string) => `In the data this match is dated ${date}.`,
    matchReal: 'The engine plays it to its real result.',
    matchAfter: (date: string) =>
      `The data's results end on ${date}: the engine simulates this match's score.`,
    generated:
      'A simulated competition: its teams, players, results and statistics are made up by the engine, not real.',
    matchGenerated:
      'A simulated match: the teams, players, score and statistics are made up by the engine, not real.',
    team: 'A simulated team: made up by the engine, like its players, results and statistics.',
    simulated: 'Simulated',
    results: 'Results',
    fixtures: 'Fixtures',
    seasonOf: (season: string) => `${season} season`,
    noMeeting: 'The data holds no earlier meeting of the two.',
  },
  vi: {
    note: 'Về mùa giải',
    season: (season: string, years: string) => `Mùa giải ${season}, diễn lại sau ${years}.`,
    years: ['', 'một năm', 'hai năm'],
    realUntil: (date: string) => `Kết quả đến ngày ${date} là thật; các kết quả sau đó là mô phỏng.`,
    matchDate: (date: string) => `Trong dữ liệu, trận này diễn ra ngày ${date}.`,
    matchReal: 'Trận đấu diễn ra đúng theo kết quả thật.',
    matchAfter: (date: string) =>
      `Kết quả trong dữ liệu chỉ đến ngày ${date}: tỷ số trận này do hệ thống mô phỏng.`,
    generated: 'Giải đấu mô phỏng: đội, cầu thủ, kết quả và thống kê đều do hệ thống tạo ra, không có thật.',
    matchGenerated:
      'Trận đấu mô phỏng: đội, cầu thủ, tỷ số và thống kê đều do hệ thống tạo ra, không có thật.',
    team: 'Đội mô phỏng: do hệ thống tạo ra, cùng với cầu thủ, kết quả và thống kê của đội.',
    simulated: 'Mô phỏng',
    results: 'Kết quả',
    fixtures: 'Lịch thi đấu',
    seasonOf: (season: string) => `Mùa ${season}`,
    noMeeting: 'Dữ liệu không có lần nào hai đội gặp nhau trước đây.',
  },
} as const;

/** A date of the data as the pages write it: the file's own day (UTC), e.g. 5 May 2025. */
const realDate = (locale: Locale, ms: number) =>
  new Intl.DateTimeFormat(INTL[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(ms);

async function useLocale(context: BrowserContext, baseURL: string, locale: Locale) {
  await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL }]);
}

/** A /vdapi call signed as the web client signs it, its answer decoded. */
async function vdapi<T>(baseURL: string, path: string, query: Record<string, string> = {}, locale?: Locale) {
  return call<T>(baseURL, randomUUID(), 'GET', path, { query, ...(locale ? { lang: LANG[locale] } : {}) });
}

async function shot(page: Page, name: string) {
  await lookAt(page, {
    path: join(artifacts, `${test.info().project.name}-seasons-${name}.png`),
    fullPage: test.info().project.name !== 'mobile',
  });
}

/** Every match of one part of a competition's season, page by page through the API. */
async function seasonMatches(baseURL: string, leagueId: number, part: 'results' | 'fixtures') {
  const matches: MatchSummary[] = [];
  for (let page = 1; ; page++) {
    const answer = await vdapi<LeagueRoundPage>(baseURL, '/vdapi/match/v1/league/rounds', {
      leagueId: String(leagueId),
      part,
      page: String(page),
      pageSize: '10',
    });
    matches.push(...answer.list.flatMap((round) => round.matches));
    if (!answer.hasMore) return matches;
  }
}

const table = (baseURL: string, leagueId: number) =>
  vdapi<LeagueTable>(baseURL, '/vdapi/match/v1/league/table', { leagueId: String(leagueId) });

/** The season line a competition or a match starts with: its season, replayed so many years on. */
function seasonLine(locale: Locale, season: { name: string; shiftDays: number }) {
  const years = season.shiftDays / 364;
  return WORDS[locale].season(season.name, WORDS[locale].years[years] ?? String(years));
}

/** A competition of which the data holds the first part of its season, with results and fixtures to come. */
async function partialSeason(baseURL: string): Promise<{ leagueId: number; season: LeagueTable['season'] }> {
  for (const leagueId of [13, 14, 1, 3, 5, 7, 9]) {
    const { season } = await table(baseURL, leagueId);
    if (season.simulated !== 'part') continue;
    const results = await vdapi<LeagueRoundPage>(baseURL, '/vdapi/match/v1/league/rounds', {
      leagueId: String(leagueId),
      part: 'results',
    });
    if (results.total > 0) return { leagueId, season };
  }
  throw new Error('no competition of which the data holds part of the season has results yet');
}

for (const locale of LOCALES) {
  test(`a season the data holds in part says which part is real: its page, results, fixtures and a simulated match (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.skip(!readsLanguage(0, locale), NOT_THIS_LAYOUT);
    test.setTimeout(180_000);
    const base = baseURL ?? '';
    const words = WORDS[locale];
    const { leagueId, season } = await partialSeason(base);
    await useLocale(context, base, locale);
    await page.goto(`/special/${leagueId}?tab=results`);
    const note = page.getByRole('note', { name: words.note });
    await expect(note).toContainText(seasonLine(locale, season), { timeout: 20_000 });
    await expect(note).toContainText(words.realUntil(realDate(locale, season.realUntil ?? 0)));
    // Its results name their season; a real result is not marked simulated.
    const result = page.locator('main .round-block li.match-card').first();
    await expect(result.locator('.match-season')).toHaveText(season.name, { timeout: 20_000 });
    const listed = await seasonMatches(base, leagueId, 'results');
    const firstId = Number(await result.getAttribute('data-match-id'));
    const first = listed.find((m) => m.id === firstId);
    expect(first, 'the first result listed').toBeDefined();
    await expect(result.locator('[data-simulated]')).toHaveCount(first?.simulated ? 1 : 0);
    await shot(page, `partial-results-${leagueId}-${locale}`);

    // Its fixtures after the data's last result are marked simulated, on their card and their page.
    // (A fixture of the real part the data has no result for, the CSL's postponed one, says so instead.)
    let later: MatchSummary | undefined;
    for (const m of (await seasonMatches(base, leagueId, 'fixtures')).filter((x) => x.simulated)) {
      const { facts } = await vdapi<MatchDetail>(base, `/vdapi/detail/v1/info/${m.id}`);
      if ((facts?.season?.realStart ?? 0) > (season.realUntil ?? 0)) {
        later = m;
        break;
      }
    }
    if (!later) throw new Error('no simulated fixture to come');
    await page.getByRole('tab', { name: words.fixtures, exact: true }).click();
    const laterId = later.id;
    const card = page.locator(`main li.match-card[data-match-id="${laterId}"]`);
    const more = page.locator('main .more-button');
    for (let i = 0; i < 20 && (await card.count()) === 0; i++) {
      await expect(more).toBeVisible({ timeout: 20_000 });
      const rounds = await page.locator('main .round-block').count();
      await more.click();
      await expect
        .poll(() => page.locator('main .round-block').count(), { timeout: 20_000 })
        .toBeGreaterThan(rounds);
    }
    await expect(card.locator('[data-simulated]')).toContainText(words.simulated);
    await expect(card.locator('.match-season')).toHaveText(season.name);
    await card.locator('a.match-link').first().click();
    await expect(page).toHaveURL(new RegExp(`/detail/${laterId}`));
    const matchNote = page.getByRole('note', { name: words.note });
    await expect(matchNote).toContainText(seasonLine(locale, season), { timeout: 20_000 });
    await expect(matchNote).toContainText(words.matchAfter(realDate(locale, season.realUntil ?? 0)));
    await expect(page.locator('.scoreboard [data-simulated]')).toContainText(words.simulated);
    await shot(page, `partial-match-${leagueId}-${locale}`);
  });

  test(`the Champions League names its 2024/25 season on its page and its match pages (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.skip(!readsLanguage(1, locale), NOT_THIS_LAYOUT);
    test.setTimeout(120_000);
    const base = baseURL ?? '';
    const words = WORDS[locale];
    const { season } = await table(base, CHAMPIONS_LEAGUE);
    expect(season).toMatchObject({ name: '2024/25', shiftDays: 728 });
    await useLocale(context, base, locale);
    await page.goto(`/special/${CHAMPIONS_LEAGUE}?tab=results`);
    const note = page.getByRole('note', { name: words.note });
    await expect(note).toContainText(seasonLine(locale, season), { timeout: 20_000 });
    await expect(note).toContainText(words.realUntil(realDate(locale, season.realUntil ?? 0)));
    const result = page.locator('main .round-block li.match-card').first();
    await expect(result.locator('.match-season')).toHaveText('2024/25', { timeout: 20_000 });
    await shot(page, `cl-results-${locale}`);
    // A match page: its season, its own date in the data, and that its result is the real one.
    const id = Number(await result.getAttribute('data-match-id'));
    const { facts } = await vdapi<MatchDetail>(base, `/vdapi/detail/v1/info/${id}`);
    await result.locator('a.match-link').first().click();
    await expect(page).toHaveURL(new RegExp(`/detail/${id}`));
    const matchNote = page.getByRole('note', { name: words.note });
    await expect(matchNote).toContainText(seasonLine(locale, season), { timeout: 20_000 });
    await expect(matchNote).toContainText(words.matchDate(realDate(locale, facts?.season?.realStart ?? 0)));
    await expect(matchNote).toContainText(facts?.score === 'file' ? words.matchReal : words.simulated);
    await expect(page.locator('.scoreboard .match-season')).toHaveText('2024/25');
    await shot(page, `cl-match-${locale}`);
  });

  test(`basketball and esports say they are the engine's own, on their league, match and team pages (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.skip(!readsLanguage(2, locale), NOT_THIS_LAYOUT);
    test.setTimeout(120_000);
    const base = baseURL ?? '';
    const words = WORDS[locale];
    await useLocale(context, base, locale);
    for (const [sport, leagueId] of Object.entries(OWN_LEAGUES)) {
      expect((await table(base, leagueId)).season).toEqual({
        name: '',
        shiftDays: 0,
        simulated: 'all',
        realUntil: null,
      });
      await page.goto(`/special/${leagueId}`);
      await expect(page.getByRole('note', { name: words.note })).toHaveText(`ⓘ ${words.generated}`, {
        timeout: 20_000,
      });
      const title = (await page.locator('main h1').textContent()) ?? '';
      expect(title, 'no real league’s name').not.toMatch(/\b(CBA|LPL|LCK|VBA|VCT|EuroLeague|ESL)\b/);
      const card = page.locator('main li.match-card').first();
      await expect(card.locator('[data-simulated]')).toContainText(words.simulated, { timeout: 20_000 });
      await expect(card.locator('.match-season')).toHaveCount(0);
      await shot(page, `${sport}-league-${locale}`);
      const id = await card.getAttribute('data-match-id');
      await page.goto(`/live/detail/${id}`);
      await expect(page.getByRole('note', { name: words.note })).toContainText(words.matchGenerated, {
        timeout: 20_000,
      });
      await shot(page, `${sport}-match-${locale}`);
      const teamId = (await table(base, leagueId)).table[0]?.teamId;
      await page.goto(`/team/${teamId}`);
      await expect(page.locator('main [data-simulated="team"]')).toHaveText(words.team, { timeout: 20_000 });
    }
  });

  test(`the head-to-head tells each meeting the data holds with its date and season, and says when there is none (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.skip(!readsLanguage(3, locale), NOT_THIS_LAYOUT);
    test.setTimeout(180_000);
    const base = baseURL ?? '';
    const words = WORDS[locale];
    // A played league match whose sides met earlier in the season, and one that was their first meeting.
    const results = (await seasonMatches(base, 1, 'results')).filter((m) => m.status === -1);
    let met: { id: number; intel: MatchIntel } | undefined;
    let first: { id: number; intel: MatchIntel } | undefined;
    for (const match of results) {
      if (met && first) break;
      const intel = await vdapi<MatchIntel>(base, `/vdapi/detail/v1/intel/${match.id}`, {}, locale);
      const earlier = intel.headToHead.filter((r) => r.id !== match.id);
      if (!met && earlier.length > 0) met = { id: match.id, intel };
      if (!first && earlier.length === 0 && intel.meetingsToReplay === 0) first = { id: match.id, intel };
    }
    if (!met || !first) throw new Error('no played match with, and one without, an earlier meeting');
    await useLocale(context, base, locale);
    await page.goto(`/live/detail/${met.id}?tab=intel`);
    const meetings = page.locator('main [data-list="headToHead"] li');
    await expect(meetings).toHaveCount(met.intel.headToHead.length, { timeout: 20_000 });
    for (const [i, meeting] of met.intel.headToHead.entries()) {
      await expect(meetings.nth(i)).toContainText(realDate(locale, meeting.realStart ?? 0));
      await expect(meetings.nth(i)).toContainText(words.seasonOf(meeting.season));
      await expect(meetings.nth(i)).toContainText(`${meeting.homeScore}-${meeting.awayScore}`);
    }
    await shot(page, `h2h-${locale}`);
    // Their first meeting: itself, this season's; the data holds no earlier one, and the page says so.
    await page.goto(`/live/detail/${first.id}?tab=intel`);
    await expect(page.locator('main .intel .preview')).toContainText(words.noMeeting, { timeout: 20_000 });
    await expect(page.locator('main [data-list="headToHead"] li')).toHaveCount(1);
    await expect(page.locator('main [data-list="headToHead"] li')).toContainText(words.seasonOf('2025/26'));
    expect(await page.locator('main .intel').textContent()).not.toMatch(
      /not met this season|尚未交手|chưa gặp nhau mùa này/,
    );
    await shot(page, `h2h-first-${locale}`);
  });
}
