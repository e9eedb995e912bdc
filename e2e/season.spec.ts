import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nameKey, type ReplayMatch, teamIdentity } from '@pitchside/origin/engine';
import { loadSeasons } from '@pitchside/origin/engine/plugin';
import type { LeagueScorers, Locale, MatchDetail, MatchLineup, PlayerPage } from '@pitchside/shared';
import { call } from './account';
import { type Browser, expect, type Page, test } from './fixtures';
import { layoutLanguages } from './layoutLanguages';
import { lookAt } from './shots';
import { claimLiveMatch, claimMatch, moveMatch } from './testClock';

// The real season in the browser, on both layouts and in cn, en and vi: a match of the four full files
// finished, and one in play, show the file's own goals, changes and cards at their minutes, its ground,
// crowd and referee, and mark only the modelled views simulated; a player's season and a league's lists
// count what the world has played. One test a layout: it claims two matches of its own and plays them with
// the origin's test controls (testClock.ts), reads them in cn, en and vi side by side (a context each; on
// the desktop in one of them, layoutLanguages.ts), and compares what the pages show with the file's block
// of each match.
const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const SIMULATED: Record<Locale, string> = { cn: '模拟', en: 'Simulated', vi: 'Mô phỏng' };
const ASSISTS_ABSENT: Record<Locale, string> = {
  cn: '本赛季的数据文件没有记录助攻。',
  en: "The season's data names no assists.",
  vi: 'Dữ liệu mùa giải không ghi kiến tạo.',
};
const FULL_FILES = loadSeasons().filter((s) => s.file.matches.some((m) => m.details?.lineups));

/** A browser context of its own in a language, on this layout's device: the three languages side by side. */
async function contextIn(browser: Browser, baseURL: string, locale: Locale) {
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    userAgent,
    viewport,
    ...(isMobile ? { isMobile, hasTouch, deviceScaleFactor } : {}),
  });
  await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL }]);
  return context;
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
  await lookAt(page, {
    path: join(artifacts, `${test.info().project.name}-season-${name}.png`),
  });
}

/** The page fits its layout's width: nothing wider than the screen. */
async function fits(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
}

/** The counts of a player's season his page shows, each a number. */
const SEASON_FIGURES = [
  'appearances',
  'starts',
  'minutes',
  'goals',
  'ownGoals',
  'yellowCards',
  'redCards',
] as const;
type SeasonFigure = (typeof SEASON_FIGURES)[number];

/** A count's source once a match of a full file is added to it (shared `TallySourceSchema`). */
const withFile = (source: string) => (source === 'none' || source === 'file' ? 'file' : 'mixed');
/** The assists' source once a match of a full file, which names none, is added to it. */
const withAbsent = (source: string) => (source === 'none' || source === 'absent' ? 'absent' : 'mixed');

/**
 * A starter of a claimed match who scores in its file block, with his goals there: a goal of his own side
 * (the file's team1 is the home side) that names him, by his surname when no other player of his side has
 * it. (A surname two players of a side share names neither surely: taken by the surname alone, a run read
 * a namesake's season for two goals he never scored.)
 */
function scorerOf(lineup: MatchLineup, fm: ReplayMatch) {
  const surname = (name: string) => nameKey(name.split(' ').at(-1) ?? name);
  for (const [side, goals] of [
    ['home', fm.goals1],
    ['away', fm.goals2],
  ] as const) {
    const scored = (goals ?? []).filter((g) => !g.owngoal);
    const squad = [...lineup[side].starters, ...lineup[side].substitutes];
    for (const starter of lineup[side].starters) {
      const his = scored.filter((g) => nameKey(starter.name).endsWith(surname(g.name)));
      const namesakes = squad.filter(
        (p) => p.id !== starter.id && his.some((g) => nameKey(p.name).endsWith(surname(g.name))),
      );
      if (his.length > 0 && namesakes.length === 0) return { starter, goals: his };
    }
  }
  return undefined;
}

/** The scorer's goals (penalties among them) a match's timeline has so far. */
function hisGoals(detail: MatchDetail, scorer: NonNullable<ReturnType<typeof scorerOf>>) {
  const his = detail.events.filter(
    (e) => e.playerId === scorer.starter.id && (e.kind === 'goal' || e.kind === 'penalty'),
  );
  return { goals: his.length, penalties: his.filter((e) => e.kind === 'penalty').length };
}

test("the real season in each language: a finished match and one in play as their file has them, a player's season, the scorers", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL ?? '';
  // A match of a full file to be played to its end here, with a starter who scores in it.
  const finished = await claimMatch({ state: 'upcoming', asPlayed: true, goalAhead: true }).catch(() =>
    claimLiveMatch({ asPlayed: true, goalAhead: true }),
  );
  if (finished.status === 0) await moveMatch(finished.id, 'kickoff');
  const fmFinished = blockOf(await vdapi<MatchDetail>(base, `/vdapi/detail/v1/info/${finished.id}`));
  const scorer = scorerOf(
    await vdapi<MatchLineup>(base, `/vdapi/detail/v1/lineup/${finished.id}`),
    fmFinished,
  );
  // His season before the rest of the match, and his goals the match has already seen: none when it was
  // claimed before kick-off; when none was left to come it is in play, and the world plays on while the
  // season is read, so the goals so far are read either side of it until both readings agree.
  let before: PlayerPage | undefined;
  let already = { goals: 0, penalties: 0 };
  for (let attempt = 0; scorer && attempt < 5; attempt += 1) {
    const first = hisGoals(await vdapi<MatchDetail>(base, `/vdapi/detail/v1/info/${finished.id}`), scorer);
    before = await vdapi<PlayerPage>(base, `/vdapi/player/v1/info/${scorer.starter.id}`);
    already = hisGoals(await vdapi<MatchDetail>(base, `/vdapi/detail/v1/info/${finished.id}`), scorer);
    if (first.goals === already.goals) break;
    before = undefined;
  }
  if (scorer && !before)
    throw new Error('his goals so far changed while each of five readings of his season');
  await moveMatch(finished.id, 'fulltime');
  const detail = await vdapi<MatchDetail>(base, `/vdapi/detail/v1/info/${finished.id}`);
  expect([detail.match.homeScore, detail.match.awayScore]).toEqual(fmFinished.score.ft);
  // The API's scorers are the file's: each goal's minute, and the scorer's surname in his one name.
  const goals = detail.events.filter((e) => e.kind === 'goal' || e.kind === 'penalty' || e.kind === 'own');
  for (const g of [...(fmFinished.goals1 ?? []), ...(fmFinished.goals2 ?? [])]) {
    const surname = nameKey(g.name.split(' ').at(-1) ?? g.name);
    expect(
      goals.some((e) => e.minute === g.minute && nameKey(e.playerName).endsWith(surname)),
      `${g.name} ${g.minute}'`,
    ).toBe(true);
  }
  // The season counts the match as it was: his goals and penalties, a start, no assist made up.
  const after = scorer
    ? await vdapi<PlayerPage>(base, `/vdapi/player/v1/info/${scorer.starter.id}`)
    : undefined;
  if (scorer && before && after) {
    expect(after.season.goals - before.season.goals).toBe(scorer.goals.length - already.goals);
    expect(after.season.penalties - before.season.penalties).toBe(
      scorer.goals.filter((g) => g.penalty).length - already.penalties,
    );
    // His season is every competition his team plays: a full file's match adds its line-ups and cards
    // as the file's and no assist, to whatever the others were (a cup of scores only makes it mixed).
    expect(after.facts).toMatchObject({
      lineups: withFile(before.facts.lineups),
      cards: withFile(before.facts.cards),
      assists: withAbsent(before.facts.assists),
    });
  }

  // A match in play, at its next real goal.
  const live = await claimLiveMatch({ asPlayed: true, goalAhead: true });
  const moved = await moveMatch(live.id, 'goal');
  const liveDetail = await vdapi<MatchDetail>(base, `/vdapi/detail/v1/info/${live.id}`);
  const fmLive = blockOf(liveDetail);
  const goal = liveDetail.events.filter((e) => ['goal', 'penalty', 'own'].includes(e.kind)).at(-1);
  if (!goal) throw new Error('the move scored no goal');
  const until = goal.minute * 100 + goal.addedMinute;

  const locales = layoutLanguages(2);
  const contexts = await Promise.all(locales.map((locale) => contextIn(browser, base, locale)));
  try {
    const livePages = await Promise.all(
      locales.map(async (locale, i) => {
        const context = contexts[i];
        if (!context) throw new Error(locale);
        // The match in play: the file's story up to the goal (the world playing on, perhaps a minute more
        // of it), never an event the file does not have.
        const livePage = await context.newPage();
        await livePage.goto(`/live/detail/${live.id}`);
        await expect(livePage.getByTestId('detail-score')).toContainText(
          `${moved.score.home}-${moved.score.away}`,
        );
        const story = await pageStory(livePage);
        const whole = fileStory(fmLive);
        for (const event of story) expect(whole, `${locale}: ${event}`).toContain(event);
        for (const event of fileStory(fmLive, until)) expect(story, `${locale}: ${event}`).toContain(event);
        await fits(livePage);

        // The finished match: the file's story, ground, crowd and referee; only the modelled views marked.
        const page = await context.newPage();
        await page.goto(`/live/detail/${finished.id}`);
        await expect(page.locator('.live-panel .timeline-event').first()).toBeVisible();
        expect(await pageStory(page), locale).toEqual(fileStory(fmFinished));
        const matchInfo = page.locator('.live-panel .match-info');
        await expect(matchInfo.locator('[data-info="ground"]')).toHaveText(fmFinished.ground ?? '');
        await expect(matchInfo.locator('[data-info="attendance"]')).toHaveAttribute(
          'data-value',
          String(fmFinished.details?.attendance),
        );
        await expect(matchInfo.locator('[data-info="referee"]')).toHaveText(
          fmFinished.details?.referees[0] ?? '',
        );
        await expect(page.locator('.live-panel h2 .simulated-mark')).toHaveCount(2);
        await expect(page.locator('.live-panel h2 .simulated-mark').first()).toContainText(SIMULATED[locale]);
        await expect(page.locator('.live-panel .facts-note')).toHaveCount(0);
        await fits(page);
        await shot(page, `finished-${locale}`);
        // Its line-up at full time: the players on the pitch, each captain still on it marked.
        await page.getByRole('tab').nth(1).click();
        await expect(page.locator('.pitch-player')).toHaveCount(onPitchAtEnd(fmFinished));
        await expect(page.locator('.pitch-name', { hasText: '©' })).toHaveCount(captainsAtEnd(fmFinished));
        await expect(page.locator('.lineup .facts-note')).toHaveCount(0);
        await fits(page);
        await shot(page, `finished-lineup-${locale}`);

        // The scorer's season on his page, and the league's lists.
        if (scorer && after) {
          // The page shows the API's season. His team may be playing again by now, its minutes counting on
          // at the run's speed: what the page shows lies between the API's answers before and after it.
          const seasonNow = async () =>
            (await vdapi<PlayerPage>(base, `/vdapi/player/v1/info/${scorer.starter.id}`)).season;
          const low = await seasonNow();
          await page.goto(`/player/${scorer.starter.id}`);
          await expect(page.locator('[data-figure="minutes"] strong')).toHaveText(/^\d+$/);
          const shown = new Map<SeasonFigure, number>();
          for (const key of SEASON_FIGURES)
            shown.set(key, Number(await page.locator(`[data-figure="${key}"] strong`).textContent()));
          const high = await seasonNow();
          for (const key of SEASON_FIGURES) {
            expect(low[key], `${locale} ${key}`).toBeGreaterThanOrEqual(after.season[key]);
            expect(shown.get(key), `${locale} ${key}`).toBeGreaterThanOrEqual(low[key]);
            expect(shown.get(key), `${locale} ${key}`).toBeLessThanOrEqual(high[key]);
          }
          // Where every match counted is a full file's, which names no assist: no number, not a 0.
          const assists = await page.locator('.facts-note[data-assists]').getAttribute('data-assists');
          if (assists === 'absent')
            await expect(page.locator('[data-figure="assists"] strong')).toHaveText('—');
          else await expect(page.locator('[data-figure="assists"] strong')).toHaveText(/^\d+$/);
          await fits(page);
          await shot(page, `player-${locale}`);
        }
        // The league's list counts his goals in this league alone (his season counts every competition):
        // the page shows the API's count, between its answers before and after the page was read, and at
        // least the goals of the match played here.
        const leagueGoals = async (playerId: number) =>
          (
            await vdapi<LeagueScorers>(base, '/vdapi/match/v1/league/scorers', {
              leagueId: String(finished.leagueId),
            })
          ).scorers.find((row) => row.playerId === playerId)?.goals ?? 0;
        const leagueLow = scorer ? await leagueGoals(scorer.starter.id) : 0;
        await page.goto(`/special/${finished.leagueId}?tab=scorers`);
        await expect(page.locator('.scorers-goals tbody tr[data-player-id]').first()).toBeVisible();
        if (scorer && after) {
          const mine = page.locator(
            `.scorers-goals tbody tr[data-player-id="${scorer.starter.id}"] [data-count]`,
          );
          if ((await mine.count()) > 0) {
            const shown = Number(await mine.getAttribute('data-count'));
            expect(leagueLow, locale).toBeGreaterThanOrEqual(scorer.goals.length);
            expect(shown, locale).toBeGreaterThanOrEqual(leagueLow);
            expect(shown, locale).toBeLessThanOrEqual(await leagueGoals(scorer.starter.id));
          }
        }
        await expect(page.locator('.scorers-cards tbody tr[data-player-id]').first()).toBeVisible();
        await expect(page.locator('.scorers-assists')).toContainText(ASSISTS_ABSENT[locale]);
        await fits(page);
        await shot(page, `scorers-${locale}`);
        return livePage;
      }),
    );
    // The match in play, played on to its end: every event of the file arrives on the open pages by push.
    await moveMatch(live.id, 'fulltime');
    const ft = `${fmLive.score.ft?.[0]}-${fmLive.score.ft?.[1]}`;
    await Promise.all(
      livePages.map(async (livePage) => {
        await expect.poll(() => pageStory(livePage), { timeout: 30_000 }).toEqual(fileStory(fmLive));
        await expect(livePage.getByTestId('detail-score')).toContainText(ft);
      }),
    );
    if (livePages[2]) await shot(livePages[2], 'in-play-vi');
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
