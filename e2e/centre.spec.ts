import { randomUUID } from 'node:crypto';
import type { LeagueTable, Locale, MatchDetail } from '@pitchside/shared';
import { SITE_MESSAGE_SOURCES } from '@pitchside/web/messages';
import { call } from './account';
import { inLanguage, templatePattern, words } from './catalogs';
import { expect, type Page, test } from './fixtures';
import { layoutLanguages } from './layoutLanguages';
import { claimLiveMatch, moveMatch } from './testClock';

// The match centre (docs/API.md "How the match page shows them") on both layouts, in cn, en and vi on the
// phone and one of them on the desktop (layoutLanguages.ts): the shot map, the xG race and the
// line-up's ratings moving by push, spoiler-free covering them, and the league's table as it stands
// moving by push when a goal is scored (a match's bell, which alerts, is bell.spec.ts).
// Each language is read against the site's own catalogues (imported, never copied here), on a match of
// its own that the test moves through the origin's test controls (testClock.ts).

/** The match page's own strings (namespace `detail`), as words() reads a feature's. */
function detailWords(locale: Locale): (path: string) => string {
  const detail = SITE_MESSAGE_SOURCES[1]?.[locale];
  return (path) => {
    let node: unknown = detail;
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') throw new Error(`no detail:${path} in ${locale}`);
    return node;
  };
}

test('the shot map, the xG race and the line-up ratings move by push in each language, and spoiler-free covers them all', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // No picture in this test: the page shows the views beside the live tracker.
  await page.route('**/vdapi/hls/**', (route) => route.abort());
  for (const locale of layoutLanguages(1)) {
    const views = words('matchViews', locale);
    const detail = detailWords(locale);
    const match = await claimLiveMatch({ sport: 'football', withoutVideo: true });
    await inLanguage(context, baseURL, locale);
    await page.goto(`/live/detail/${match.id}`);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const pitch = page.locator('.shot-pitch');
    const race = page.locator('.xg-race-figure');
    await expect(pitch).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.shot-map h2')).toHaveText(views('shotMap.title'));
    await expect(page.locator('.xg-race h2')).toHaveText(views('xgRace.title'));
    await expect(page.locator('.shot-map .simulated-mark')).toContainText(views('simulated'));
    const shotCount = async () => Number(await pitch.getAttribute('data-shots'));
    const raceXg = async () =>
      `${await race.getAttribute('data-home-xg')}-${await race.getAttribute('data-away-xg')}`;
    const shotsAtKickOff = await shotCount();
    const xgAtKickOff = await raceXg();
    // A half played now: its shots reach the open page by push, the map and the race with them.
    await moveMatch(match.id, 'halftime');
    await expect.poll(shotCount, { timeout: 20_000 }).toBeGreaterThan(shotsAtKickOff);
    await expect.poll(raceXg, { timeout: 20_000 }).not.toBe(xgAtKickOff);
    await expect(page.getByTestId('detail-status').locator('.status-label')).toHaveAttribute(
      'data-status',
      '2',
    );
    // One dot a shot (read together: the half's last shots may still be arriving).
    const dotsAndCount = async () =>
      pitch.evaluate(
        (box) => box.querySelectorAll('.shot-dot').length === Number(box.getAttribute('data-shots')),
      );
    await expect.poll(dotsAndCount).toBe(true);
    await expect(pitch).toHaveAttribute('aria-label', templatePattern(views('shotMap.label')));
    await expect(race.locator('svg')).toHaveAttribute('aria-label', templatePattern(views('xgRace.label')));
    // A tapped shot tells its player, minute, outcome and xG, the outcome in the page's language.
    const first = pitch.locator('.shot-dot').first();
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    const outcomes = ['goal', 'saved', 'off-target', 'blocked', 'woodwork'].map((key) =>
      views(`outcome.${key}`),
    );
    const told = (await page.locator('.shot-detail').textContent()) ?? '';
    expect(told).toMatch(/\d+′ · .+ · xG \d\.\d\d/);
    expect(
      outcomes.some((outcome) => told.includes(outcome)),
      `${told} names an outcome in ${locale}`,
    ).toBe(true);
    // The filters, named in the page's language: one side's shots only, then the second half's (none yet).
    const teamFilter = page.locator('.shot-map fieldset').first();
    await expect(teamFilter).toContainText(views('both'));
    await teamFilter.locator('button[data-value="home"]').click();
    await expect(pitch.locator('.shot-dot:not(.home)')).toHaveCount(0);
    await expect.poll(dotsAndCount).toBe(true);
    const halfFilter = page.locator('.shot-map fieldset').nth(1);
    await halfFilter.getByRole('button', { name: views('second') }).click();
    await expect(pitch.locator('.shot-dot')).toHaveCount(0);

    // The line-up's ratings, then full time: they move, and one best player is starred, named so.
    await page.getByRole('tab', { name: detail('tabs.lineup') }).click();
    const badges = page.locator('.lineup .rating-badge');
    await expect(badges).not.toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('.lineup .rating-badge[data-best]')).toHaveCount(0);
    await expect(page.locator('.lineup')).toContainText(detail('lineup.ratings'));
    await expect(badges.first()).toContainText(templatePattern(detail('lineup.rating'), false));
    const ratingsAt = () =>
      badges.evaluateAll((items) => items.map((item) => item.getAttribute('data-rating')).join());
    const atHalfTime = await ratingsAt();
    await moveMatch(match.id, 'fulltime');
    // Starred wherever the line-up shows him (a substitute is on the pitch and on the bench's list).
    const best = page.locator('.lineup .rating-badge[data-best]');
    await expect(best.first()).toBeVisible({ timeout: 20_000 });
    const starred = await best.evaluateAll((items) => [
      ...new Set(items.map((item) => item.getAttribute('data-player'))),
    ]);
    expect(starred).toHaveLength(1);
    await expect(best.first()).toContainText(detail('lineup.best'));
    expect(await ratingsAt()).not.toBe(atHalfTime);

    // Spoiler-free mode: no rating, no shot and no xG until the match is revealed.
    await page.locator('.spoiler-switch input').check();
    await expect(badges).toHaveCount(0);
    await page.getByRole('tab', { name: detail('tabs.live') }).click();
    await expect(page.locator('.shot-map .spoiler-cover')).toBeVisible();
    await expect(page.locator('.xg-race .spoiler-cover')).toBeVisible();
    await expect(pitch).toHaveCount(0);
    await expect(race).toHaveCount(0);
    await page.locator('.xg-race .spoiler-cover').click();
    await expect(pitch).toBeVisible();
    await expect(race).toBeVisible();
    // All of it by push: the page was never reloaded. Spoiler-free off again for the next language.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.locator('.spoiler-switch input').uncheck();
  }
});

/** A row of the table, as the API serves it and the page draws it. */
type Standing = Pick<
  LeagueTable['table'][number],
  'rank' | 'previousRank' | 'played' | 'won' | 'drawn' | 'lost' | 'goalsFor' | 'goalsAgainst' | 'points'
>;

/** What a match in play at `goalsFor`-`goalsAgainst` adds to one side's row of the table as it stands. */
const counted = (goalsFor: number, goalsAgainst: number) => ({
  played: 1,
  won: goalsFor > goalsAgainst ? 1 : 0,
  drawn: goalsFor === goalsAgainst ? 1 : 0,
  lost: goalsFor < goalsAgainst ? 1 : 0,
  goalsFor,
  goalsAgainst,
  points: goalsFor > goalsAgainst ? 3 : goalsFor === goalsAgainst ? 1 : 0,
});
type Counts = ReturnType<typeof counted>;
const COUNTS = ['played', 'won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst', 'points'] as const;
const minus = (row: Counts, part: Counts): Counts =>
  Object.fromEntries(COUNTS.map((key) => [key, row[key] - part[key]])) as Counts;
const plus = (row: Counts, part: Counts): Counts =>
  Object.fromEntries(COUNTS.map((key) => [key, row[key] + part[key]])) as Counts;
const countsOf = (row: Counts): Counts => Object.fromEntries(COUNTS.map((key) => [key, row[key]])) as Counts;

/** The table the page shows, by team id; each row's goal difference and arrow checked against its figures. */
function tableOnPage(
  page: Page,
): Promise<{ rows: Record<number, Standing>; inPlay: number[]; problems: string[] }> {
  return page.locator('main table.standings tbody tr').evaluateAll((trs) => {
    const rows: Record<number, Standing> = {};
    const problems: string[] = [];
    const inPlay = trs.map((tr) => Number(tr.getAttribute('data-live-match') || 0)).filter((id) => id > 0);
    for (const tr of trs) {
      const stat = (key: string) => Number(tr.querySelector(`[data-stat="${key}"]`)?.textContent?.trim());
      const previous = tr.getAttribute('data-previous-rank') ?? '';
      const row: Standing = {
        rank: Number(tr.getAttribute('data-rank')),
        previousRank: previous === '' ? null : Number(previous),
        played: stat('played'),
        won: stat('won'),
        drawn: stat('drawn'),
        lost: stat('lost'),
        goalsFor: stat('goalsFor'),
        goalsAgainst: stat('goalsAgainst'),
        points: stat('points'),
      };
      const id = Number(tr.getAttribute('data-team-id'));
      rows[id] = row;
      const difference = row.goalsFor - row.goalsAgainst;
      const shown = tr.querySelector('.gd-col')?.textContent?.trim();
      if (shown !== (difference > 0 ? `+${difference}` : String(difference)))
        problems.push(`team ${id}: goal difference ${shown}, figures ${difference}`);
      const moved = row.previousRank !== null && row.previousRank !== row.rank;
      if (moved !== (tr.querySelector('.place-move') !== null))
        problems.push(`team ${id}: place ${row.rank} from ${row.previousRank}, arrow ${!moved}`);
    }
    return { rows, inPlay, problems };
  });
}

test('the table as it stands moves by push when a goal is scored: the two sides’ figures as the goal implies, the places as the API ranks them, their final rows at full time', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The league page in cn on the phone and in en on the desktop; the match page's table tab in vi on both.
  const locale: Locale = test.info().project.name === 'desktop' ? 'en' : 'cn';
  await inLanguage(context, baseURL, locale);
  const api = <T>(path: string, query: Record<string, string> = {}) =>
    call<T>(baseURL ?? '', randomUUID(), 'GET', path, { query });
  const match = await claimLiveMatch({ sport: 'football', competition: 'league', goalAhead: true });
  const { homeTeamId: home, awayTeamId: away, leagueId } = match;
  const now = async () => {
    const [onPage, served, detail] = await Promise.all([
      tableOnPage(page),
      api<LeagueTable>('/vdapi/match/v1/league/table', { leagueId: String(leagueId) }),
      api<MatchDetail>(`/vdapi/detail/v1/info/${match.id}`),
    ]);
    return { onPage, served, score: { home: detail.match.homeScore, away: detail.match.awayScore } };
  };
  await page.goto(`/special/${leagueId}?tab=standings`);
  await expect(page.locator(`main table.standings tr[data-team-id="${home}"]`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('main .table-live')).toHaveText(words('league', locale)('asItStands'));
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  // The two sides' rows without their match. The match plays on at the run's speed, so its score is read
  // on either side of the table (both from the origin's engine): the same score twice means the table
  // holds it. The page's two rows must show those same figures, so it is settled too.
  let before: { home: Counts; away: Counts; goals: number } | null = null;
  await expect
    .poll(
      async () => {
        const score = (await api<MatchDetail>(`/vdapi/detail/v1/info/${match.id}`)).match;
        const served = await api<LeagueTable>('/vdapi/match/v1/league/table', { leagueId: String(leagueId) });
        const again = (await api<MatchDetail>(`/vdapi/detail/v1/info/${match.id}`)).match;
        if (again.homeScore !== score.homeScore || again.awayScore !== score.awayScore)
          return 'scored meanwhile';
        const [homeRow, awayRow] = [home, away].map((id) => served.table.find((row) => row.teamId === id));
        if (!homeRow || !awayRow) return 'a side is missing from the table';
        const { rows } = await tableOnPage(page);
        const servedRows = JSON.stringify([countsOf(homeRow), countsOf(awayRow)]);
        const shownRows = JSON.stringify([rows[home], rows[away]].map((row) => row && countsOf(row)));
        if (shownRows !== servedRows) return `page ${shownRows} ≠ the API's ${servedRows}`;
        before = {
          home: minus(countsOf(homeRow), counted(score.homeScore, score.awayScore)),
          away: minus(countsOf(awayRow), counted(score.awayScore, score.homeScore)),
          goals: score.homeScore + score.awayScore,
        };
        return 'settled';
      },
      { timeout: 20_000 },
    )
    .toBe('settled');
  const base = before as unknown as { home: Counts; away: Counts; goals: number };
  const scored = await moveMatch(match.id, 'goal');
  expect(scored.score.home + scored.score.away).toBeGreaterThan(base.goals);
  // The page moves without a reload: the two sides' rows are what their match at its score now adds to
  // the rest of their season, every place is the API's, and every arrow and goal difference fits.
  await expect
    .poll(
      async () => {
        const { onPage, served, score } = await now();
        if (score.home + score.away <= base.goals) return 'the goal is not served yet';
        const want = {
          home: plus(base.home, counted(score.home, score.away)),
          away: plus(base.away, counted(score.away, score.home)),
        };
        const homeRow = onPage.rows[home];
        const awayRow = onPage.rows[away];
        const got = { home: homeRow && countsOf(homeRow), away: awayRow && countsOf(awayRow) };
        if (JSON.stringify(got) !== JSON.stringify(want))
          return `at ${score.home}-${score.away}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`;
        const places = served.table.map((row) => `${row.teamId}:${row.rank}`).join();
        const shown = Object.entries(onPage.rows)
          .sort(([, a], [, b]) => a.rank - b.rank)
          .map(([id, row]) => `${id}:${row.rank}`)
          .join();
        if (shown !== places) return `places ${shown} ≠ the API's ${places}`;
        return onPage.problems.join('; ') || 'moved';
      },
      { timeout: 20_000 },
    )
    .toBe('moved');
  // Full time: the two sides' rows are their final ones, the match no longer marked in play.
  const ended = await moveMatch(match.id, 'fulltime');
  const final = {
    home: plus(base.home, counted(ended.score.home, ended.score.away)),
    away: plus(base.away, counted(ended.score.away, ended.score.home)),
  };
  await expect
    .poll(
      async () => {
        const { rows, inPlay } = await tableOnPage(page);
        const homeRow = rows[home];
        const awayRow = rows[away];
        return {
          home: homeRow && countsOf(homeRow),
          away: awayRow && countsOf(awayRow),
          inPlay: inPlay.includes(match.id),
        };
      },
      { timeout: 20_000 },
    )
    .toEqual({ ...final, inPlay: false });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // The match page's table tab, in vi: the same final rows, the two sides marked.
  await inLanguage(context, baseURL, 'vi');
  await page.goto(`/live/detail/${match.id}?tab=table`);
  await expect(page.locator('main table.standings tr[data-team-id]').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('main table.standings caption')).toHaveText(
    words('league', 'vi')('tableCaption'),
  );
  for (const team of [home, away])
    await expect(page.locator(`main table.standings tr[data-team-id="${team}"]`)).toHaveClass(
      /\bhighlight\b/,
    );
  await expect
    .poll(async () => {
      const { rows, problems } = await tableOnPage(page);
      const homeRow = rows[home];
      const awayRow = rows[away];
      return { home: homeRow && countsOf(homeRow), away: awayRow && countsOf(awayRow), problems };
    })
    .toEqual({ ...final, problems: [] });
});
