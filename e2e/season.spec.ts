import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nameKey, type ReplayMatch, teamIdentity } from '@pitchside/origin/engine';
import { loadSeasons } from '@pitchside/origin/engine/plugin';
import type { Locale, MatchDetail, MatchLineup, PlayerPage } from '@pitchside/shared';
import { call } from './account';
import { type BrowserContext, expect, type Page, test } from './fixtures';
import { claimLiveMatch, claimMatch, moveMatch } from './testClock';

// The real season in the browser, on both layouts and in cn, en and vi: a match of the four full files
// finished, and one in play, show the file's own goals, changes and cards at their minutes, its ground,
// crowd and referee, and mark only the modelled views simulated; a player's season and a league's lists
// count what the world has played. Each test claims a match of its own and plays it with the origin's
// test controls (testClock.ts), comparing what the pages show with the file's block of that match.
const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const LOCALES: readonly Locale[] = ['cn', 'en', 'vi'];
const SIMULATED: Record<Locale, string> = { cn: '模拟', en: 'Simulated', vi: 'Mô phỏng' };
const ASSISTS_ABSENT: Record<Locale, string> = {
  cn: '本赛季的数据文件没有记录助攻。',
  en: "The season's data names no assists.",
  vi: 'Dữ liệu mùa giải không ghi kiến tạo.',
};
const FULL_FILES = loadSeasons().filter((s) => s.file.matches.some((m) => m.details?.lineups));

async function inLocale(context: BrowserContext, baseURL: string, locale: Locale) {
  await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL }]);
}

/** A /vdapi answer in English, signed as the web client signs it. */
const vdapi = <T>(baseURL: string, path: string, query: Record<string, string> = {}) =>
  call<T>(baseURL, randomUUID(), 'GET', path, { query, lang: 'en' });

/** The file's block of a match of the world: the full season whose teams are its teams. */
function blockOf(detail: MatchDetail): ReplayMatch {
  const { homeName, awayName } = detail.match;
  for (const season of FULL_FILES)
    for (const fm of season.file.matches)
      if (teamIdentity(fm.team1).name.en === homeName && teamIdentity(fm.team2).name.en === awayName)
        return fm;
  throw new Error(`no file block for ${homeName} v ${awayName}`);
}

/** The file's goals, changes and cards as the timeline tells them: kind and minute, each side. */
function fileStory(fm: ReplayMatch, until = Number.POSITIVE_INFINITY): string[] {
  const at = (minute: number, offset = 0) => minute * 100 + offset;
  const out: string[] = [];
  const mark = (kind: string, minute: number, offset = 0) => {
    if (at(minute, offset) <= until) out.push(`${kind}@${minute}${offset ? `+${offset}` : ''}`);
  };
  for (const g of [...(fm.goals1 ?? []), ...(fm.goals2 ?? [])])
    mark(g.owngoal ? 'own' : g.penalty ? 'penalty' : 'goal', g.minute, g.offset);
  for (const side of ['home', 'away'] as const) {
    const sheet = fm.details?.lineups?.[side];
    for (const s of sheet?.substitutions ?? []) mark('substitute', s.minute, s.offset);
    for (const c of sheet?.cards ?? []) mark(c.kind, c.minute, c.offset);
  }
  return out.sort();
}

/** A side's players who left the pitch for good: taken off, or sent off while on it. */
function leftOf(fm: ReplayMatch, side: 'home' | 'away'): Set<string> {
  const sheet = fm.details?.lineups?.[side];
  const off = new Set(sheet?.substitutions.map((s) => s.off));
  const played = new Set([
    ...(sheet?.lines.flat().map((p) => p.name) ?? []),
    ...(sheet?.substitutions.map((s) => s.on) ?? []),
  ]);
  for (const c of sheet?.cards ?? []) if (c.kind !== 'yellow' && played.has(c.name)) off.add(c.name);
  return off;
}
/** Players on the pitch at full time: eleven a side, less those sent off while on it (a change keeps the count). */
function onPitchAtEnd(fm: ReplayMatch): number {
  const at = (x: { minute: number; offset?: number }) => x.minute * 100 + (x.offset ?? 0);
  return (['home', 'away'] as const).reduce((n, side) => {
    const sheet = fm.details?.lineups?.[side];
    const starters = new Set(sheet?.lines.flat().map((p) => p.name));
    const sentOff = (sheet?.cards ?? []).filter((c) => {
      if (c.kind === 'yellow') return false;
      const cameOn = sheet?.substitutions.find((s) => s.on === c.name);
      const wentOff = sheet?.substitutions.find((s) => s.off === c.name);
      const on = starters.has(c.name) || (cameOn !== undefined && at(cameOn) <= at(c));
      return on && (wentOff === undefined || at(wentOff) >= at(c));
    });
    return n + 11 - sentOff.length;
  }, 0);
}
/** Captains still on the pitch at full time. */
function captainsAtEnd(fm: ReplayMatch): number {
  return (['home', 'away'] as const).filter((side) => {
    const captain = fm.details?.lineups?.[side].lines.flat().find((p) => p.captain)?.name;
    return captain !== undefined && !leftOf(fm, side).has(captain);
  }).length;
}

const STORY_KINDS = ['goal', 'penalty', 'own', 'substitute', 'yellow', 'yellowred', 'red'];

/** The timeline's goals, changes and cards as the page shows them. */
async function pageStory(page: Page): Promise<string[]> {
  const rows = await page.locator('.live-panel .timeline-event').evaluateAll((items) =>
    items.map((li) => ({
      kind: li.getAttribute('data-kind') ?? '',
      minute: (li.querySelector('.timeline-minute')?.textContent ?? '').replace(/['′]/g, '').trim(),
    })),
  );
  return rows
    .filter((row) => STORY_KINDS.includes(row.kind))
    .map((row) => `${row.kind}@${row.minute}`)
    .sort();
}

async function shot(page: Page, name: string) {
  await page.screenshot({
    path: join(artifacts, `${test.info().project.name}-season-${name}.png`),
    fullPage: true,
  });
}

/** The page fits its layout's width: nothing wider than the screen. */
async function fits(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
}

test('a finished match of the real season is told as its file has it, in cn, en and vi', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const claimed = await claimMatch({ state: 'upcoming', asPlayed: true }).catch(() =>
    claimMatch({ state: 'either', asPlayed: true }),
  );
  await moveMatch(claimed.id, 'fulltime');
  const detail = await vdapi<MatchDetail>(base, `/vdapi/detail/v1/info/${claimed.id}`);
  const fm = blockOf(detail);
  expect([detail.match.homeScore, detail.match.awayScore]).toEqual(fm.score.ft);
  // The API's scorers are the file's: each goal's minute, and the scorer's surname in his one name.
  const goals = detail.events.filter((e) => e.kind === 'goal' || e.kind === 'penalty' || e.kind === 'own');
  for (const g of [...(fm.goals1 ?? []), ...(fm.goals2 ?? [])]) {
    const surname = nameKey(g.name.split(' ').at(-1) ?? g.name);
    expect(
      goals.some((e) => e.minute === g.minute && nameKey(e.playerName).endsWith(surname)),
      `${g.name} ${g.minute}'`,
    ).toBe(true);
  }
  for (const locale of LOCALES) {
    await inLocale(context, base, locale);
    await page.goto(`/live/detail/${claimed.id}`);
    await expect(page.locator('.live-panel .timeline-event').first()).toBeVisible();
    expect(await pageStory(page), locale).toEqual(fileStory(fm));
    // Where and before whom it was played, and who refereed it.
    const info = page.locator('.live-panel .match-info');
    await expect(info.locator('[data-info="ground"]')).toHaveText(fm.ground ?? '');
    await expect(info.locator('[data-info="attendance"]')).toHaveAttribute(
      'data-value',
      String(fm.details?.attendance),
    );
    await expect(info.locator('[data-info="referee"]')).toHaveText(fm.details?.referees[0] ?? '');
    // Only the modelled views are marked, and no note calls its events simulated.
    await expect(page.locator('.live-panel h2 .simulated-mark')).toHaveCount(2);
    await expect(page.locator('.live-panel h2 .simulated-mark').first()).toContainText(SIMULATED[locale]);
    await expect(page.locator('.live-panel .facts-note')).toHaveCount(0);
    await fits(page);
    await shot(page, `finished-${locale}`);
    // The line-up at full time: its players on the pitch, each captain still on it marked.
    await page.getByRole('tab').nth(1).click();
    await expect(page.locator('.pitch-player')).toHaveCount(onPitchAtEnd(fm));
    await expect(page.locator('.pitch-name', { hasText: '©' })).toHaveCount(captainsAtEnd(fm));
    await expect(page.locator('.lineup .facts-note')).toHaveCount(0);
    await fits(page);
    await shot(page, `finished-lineup-${locale}`);
  }
});

test('a match in play shows its real events as they happen, pushed, in cn, en and vi', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const claimed = await claimLiveMatch({ asPlayed: true, goalAhead: true });
  const moved = await moveMatch(claimed.id, 'goal');
  const detail = await vdapi<MatchDetail>(base, `/vdapi/detail/v1/info/${claimed.id}`);
  const fm = blockOf(detail);
  const goal = detail.events.filter((e) => ['goal', 'penalty', 'own'].includes(e.kind)).at(-1);
  if (!goal) throw new Error('the move scored no goal');
  // What the file had happen by that goal.
  const until = goal.minute * 100 + goal.addedMinute;
  for (const locale of LOCALES) {
    await inLocale(context, base, locale);
    await page.goto(`/live/detail/${claimed.id}`);
    await expect(page.getByTestId('detail-score')).toContainText(`${moved.score.home}-${moved.score.away}`);
    const story = await pageStory(page);
    // The page has the file's story up to the goal (and, the world playing on, perhaps a minute or two
    // more of it), never an event the file does not have.
    const whole = fileStory(fm);
    for (const event of story) expect(whole, `${locale}: ${event}`).toContain(event);
    for (const event of fileStory(fm, until)) expect(story, `${locale}: ${event}`).toContain(event);
    await fits(page);
  }
  // Played on to the end: every event of the file arrives on the open page by push.
  await moveMatch(claimed.id, 'fulltime');
  await expect.poll(() => pageStory(page), { timeout: 30_000 }).toEqual(fileStory(fm));
  await expect(page.getByTestId('detail-score')).toContainText(`${fm.score.ft?.[0]}-${fm.score.ft?.[1]}`);
  await shot(page, 'in-play-vi');
});

test("a player's season and his league's lists count the real season as the world plays it, in cn, en and vi", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const claimed = await claimMatch({ state: 'upcoming', asPlayed: true, goalAhead: true }).catch(() =>
    claimLiveMatch({ asPlayed: true, goalAhead: true }),
  );
  if (claimed.status === 0) await moveMatch(claimed.id, 'kickoff');
  const lineup = await vdapi<MatchLineup>(base, `/vdapi/detail/v1/lineup/${claimed.id}`);
  const detail = await vdapi<MatchDetail>(base, `/vdapi/detail/v1/info/${claimed.id}`);
  const fm = blockOf(detail);
  // A starter who scores in the file's match, and his goals in it.
  const starters = [...lineup.home.starters, ...lineup.away.starters];
  const scorers = [...(fm.goals1 ?? []), ...(fm.goals2 ?? [])].filter((g) => !g.owngoal);
  const scorer = starters.find((p) =>
    scorers.some((g) => nameKey(p.name).endsWith(nameKey(g.name.split(' ').at(-1) ?? g.name))),
  );
  test.skip(!scorer, 'no starter scores in this match of the file');
  if (!scorer) return;
  const his = scorers.filter((g) =>
    nameKey(scorer.name).endsWith(nameKey(g.name.split(' ').at(-1) ?? g.name)),
  );
  const before = await vdapi<PlayerPage>(base, `/vdapi/player/v1/info/${scorer.id}`);
  await moveMatch(claimed.id, 'fulltime');
  const after = await vdapi<PlayerPage>(base, `/vdapi/player/v1/info/${scorer.id}`);
  // The match counted as it was: his goals and penalties, one match more (started), its minutes.
  expect(after.season.goals - before.season.goals).toBe(his.length);
  expect(after.season.penalties - before.season.penalties).toBe(his.filter((g) => g.penalty).length);
  expect(after.season.starts - before.season.starts).toBe(0);
  expect(after.facts).toMatchObject({ lineups: 'file', cards: 'file', assists: 'absent' });
  for (const locale of LOCALES) {
    await inLocale(context, base, locale);
    await page.goto(`/player/${scorer.id}`);
    for (const key of [
      'appearances',
      'starts',
      'minutes',
      'goals',
      'ownGoals',
      'yellowCards',
      'redCards',
    ] as const)
      await expect(page.locator(`[data-figure="${key}"] strong`), `${locale} ${key}`).toHaveText(
        String(after.season[key]),
      );
    await fits(page);
    await shot(page, `player-${locale}`);
    // The league's lists: the top scorers, the cards, and no assist made up.
    await page.goto(`/special/${claimed.leagueId}?tab=scorers`);
    const rows = page.locator('.scorers-goals tbody tr[data-player-id]');
    await expect(rows.first()).toBeVisible();
    const mine = page.locator(`.scorers-goals tbody tr[data-player-id="${scorer.id}"] [data-count]`);
    if ((await mine.count()) > 0)
      await expect(mine).toHaveAttribute('data-count', String(after.season.goals));
    await expect(page.locator('.scorers-cards tbody tr[data-player-id]').first()).toBeVisible();
    await expect(page.locator('.scorers-assists')).toContainText(ASSISTS_ABSENT[locale]);
    await fits(page);
    await shot(page, `scorers-${locale}`);
  }
});
