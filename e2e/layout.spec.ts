import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale, type TeamPage } from '@pitchside/shared';
import { call } from './account';
import { expect, type Page, test } from './fixtures';
import { longestNames, longestPlayerNames, withLongNames, withLongPlayerNames } from './longNames';
import { brokenWords, longNamePages, longNameWords, PHONE_WIDTH, tableFits } from './phoneFit';
import { settled } from './settle';
import { lookAt } from './shots';
import { STRIP_PAGES, stripProblems } from './strips';
import { claimLiveMatch, moveMatch } from './testClock';

// Layout that fits every language (issue: names cut to eight letters, the search hint cut, tabs on
// three lines, the clock under a name, the logo over the nav). On a 360-px phone and a 1280-px desktop,
// in cn, en and vi, with the longest real club names in the cards and the scoreboard: every team name
// shows whole (two lines at most, no word broken, or the short name), nothing lies over the
// scoreboard's clock, the search hint reads whole, the league tabs keep one row, and no page is wider
// than the window. Screenshots of each page go to the artifacts.

const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const isPhone = () => test.info().project.name === 'mobile';

test.use({ viewport: { width: 360, height: 780 } });
test.beforeEach(async ({ page }) => {
  if (!isPhone()) await page.setViewportSize({ width: 1280, height: 800 });
});

async function shot(page: Page, name: string) {
  await lookAt(page, {
    path: join(artifacts, `${test.info().project.name}-layout-${name}.png`),
    fullPage: !isPhone(),
  });
}

/** What is wrong with the team names on the page: overflow, a third line, a word broken in two. */
function nameProblems(page: Page): Promise<string[]> {
  return page.locator('.team-name').evaluateAll((boxes) => {
    const problems: string[] = [];
    for (const box of boxes) {
      const shown = [...box.children].find((child) => getComputedStyle(child).display !== 'none');
      if (!shown || !box.checkVisibility()) continue;
      const text = shown.textContent ?? '';
      if (shown.scrollWidth > shown.clientWidth + 1 || box.scrollWidth > box.clientWidth + 1)
        problems.push(`"${text}" is wider than its box (${shown.scrollWidth} > ${shown.clientWidth})`);
      if (shown.scrollHeight > shown.clientHeight + 1) problems.push(`"${text}" has lines cut off`);
      // A word broken across two lines: its letters lie on two lines.
      const node = shown.firstChild;
      if (!node || node.nodeType !== Node.TEXT_NODE) continue;
      // Words as a line may break them: at spaces, and after a hyphen (Saint-|Germain).
      for (const word of text.matchAll(/[^\s-]+-?/g)) {
        if (/\p{Script=Han}/u.test(word[0])) continue; // Chinese breaks anywhere
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) problems.push(`"${word[0]}" in "${text}" is broken across lines`);
      }
    }
    return problems;
  });
}

/** Nothing wider than the window (a phone would zoom out or scroll sideways). */
async function expectNoSideScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} is wider than the window`).toBeLessThanOrEqual(0);
}

/** The header search box's hint fits its box. */
async function expectSearchHintWhole(page: Page) {
  const fit = await page
    .locator('[data-route-set] search input')
    .first()
    .evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return { need: 0, room: 0, hint: input.placeholder };
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const room =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return { need: context.measureText(input.placeholder).width, room, hint: input.placeholder };
    });
  expect(fit.need, `the search hint "${fit.hint}" is cut`).toBeLessThanOrEqual(fit.room);
}

/**
 * A football match in play with a league that has fixtures, for the detail and the league page: one of
 * this test's own, kicked off by the test controls, so the hour of the run never leaves none in play.
 */
async function findIds(): Promise<{ match: number; league: number }> {
  const match = await claimLiveMatch({ sport: 'football', competition: 'league' });
  return { match: match.id, league: match.leagueId };
}

for (const { code: locale } of LOCALES) {
  test(`the longest ${locale} names fit, on cards and the scoreboard`, async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    if (!baseURL) throw new Error('baseURL is not set');
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL }]);
    const names = longestNames(locale as Locale);
    await withLongNames(page, names);
    const ids = await findIds();
    const problems: string[] = [];
    const pages = [
      ['home', '/'],
      ['live', '/live/football'],
      ['schedule', '/matches/football'],
      ['league', `/special/${ids.league}`],
      ['detail', `/live/detail/${ids.match}`],
    ] as const;
    for (const [name, path] of pages) {
      await page.goto(path);
      await settled(page);
      await expect(page.locator('.team-name').first()).toBeVisible({ timeout: 20_000 });
      problems.push(...(await nameProblems(page)).map((problem) => `${path}: ${problem}`));
      await expectNoSideScroll(page, path);
      await expectSearchHintWhole(page);
      await shot(page, `${locale}-${name}`);
    }

    // The detail page: the scoreboard's clock and score lie over no name.
    const overlaps = await page.locator('.scoreboard').evaluate((board) => {
      const centre = board.querySelector('.scoreboard-centre')?.getBoundingClientRect();
      if (!centre) return ['no scoreboard centre'];
      return [...board.querySelectorAll('.team-name')]
        .map((name) => ({ name: name.textContent ?? '', box: name.getBoundingClientRect() }))
        .filter(
          ({ box }) =>
            box.left < centre.right &&
            centre.left < box.right &&
            box.top < centre.bottom &&
            centre.top < box.bottom,
        )
        .map(({ name }) => `the scoreboard's centre lies over "${name}"`);
    });
    problems.push(...overlaps);

    // The league page's tabs keep one row, whatever the language.
    await page.goto(`/special/${ids.league}`);
    await expect(page.locator('main [role="tab"]').first()).toBeVisible({ timeout: 20_000 });
    const tops = await page
      .locator('main [role="tab"]')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'league tabs on one row').toBe(1);
    const lineHeights = await page
      .locator('main [role="tab"]')
      .evaluateAll((tabs) =>
        tabs.map((tab) => tab.clientHeight / Number.parseFloat(getComputedStyle(tab).lineHeight || '20')),
      );
    for (const height of lineHeights) expect(height, 'a league tab wraps').toBeLessThan(2.5);

    expect(problems).toEqual([]);
  });
}

test('the desktop set on a phone puts nothing over anything (/pc)', async ({ page, baseURL }) => {
  test.skip(!isPhone(), 'the desktop set on a phone-sized window');
  for (const { code: locale } of LOCALES) {
    await page.context().addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL ?? '' }]);
    await page.goto('/pc');
    await settled(page);
    const boxes = await page.evaluate(() =>
      ['.site-header .brand', '.main-nav', '.header-tools'].map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return {
          selector,
          box: box ? { left: box.left, right: box.right, top: box.top, bottom: box.bottom } : null,
        };
      }),
    );
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        if (!a.box || !b.box) throw new Error(`${a.selector} or ${b.selector} is missing`);
        const overlap =
          a.box.left < b.box.right - 1 &&
          b.box.left < a.box.right - 1 &&
          a.box.top < b.box.bottom - 1 &&
          b.box.top < a.box.bottom - 1;
        expect(overlap, `${locale}: ${a.selector} lies over ${b.selector}`).toBe(false);
      }
    }
    await expectNoSideScroll(page, `/pc in ${locale}`);
    await shot(page, `${locale}-pc-on-a-phone`);
  }
});

/** The league page's, the detail's and the form badges' words in each language (specialMessages.ts). */
const SCROLL_HINT: Record<Locale, string> = {
  cn: '左右滑动查看更多数据',
  en: 'Scroll sideways for more columns',
  vi: 'Cuộn ngang để xem thêm cột',
};
const FORM_LETTERS: Record<Locale, RegExp> = { cn: /^[胜平负]$/, en: /^[WDL]$/, vi: /^[THB]$/ };

/** The route set read through its prefix on this device: the desktop set on a phone, the phone set on a desktop. */
const otherSet = () => (isPhone() ? '/pc' : '/mobile');

/**
 * The route sets a table or a pitch is read in on this device, by their prefix: both on a phone (the
 * desktop set squeezed into 360 px is the hardest fit there is), the desktop's own on a desktop. The phone
 * set on a desktop is the phone's layout with more room: what fits a 360-px phone fits it.
 */
const tableSets = () => (isPhone() ? ['', otherSet()] : ['']);

for (const { code: locale } of LOCALES) {
  test(`every table fits with the longest ${locale} names`, async ({ page, context, baseURL }) => {
    test.setTimeout(420_000);
    if (!baseURL) throw new Error('baseURL is not set');
    if (isPhone()) await page.setViewportSize({ width: PHONE_WIDTH, height: 780 });
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL }]);
    // The pages that carry the longest real name of the language: its team, its competition, a match of it.
    const { teams, league } = await longNamePages(baseURL, locale);
    const team = teams[0] as number;
    const info = await call<TeamPage>(baseURL, randomUUID(), 'GET', `/vdapi/team/v1/info/${team}`, {
      lang: locale === 'cn' ? 'zh' : locale,
    });
    const match = [...info.live, ...info.next, ...info.last][0];
    if (!match) throw new Error(`team ${team} has no match to read`);
    // A basketball match in play: its table of quarters.
    const basketball = await claimLiveMatch({ sport: 'basketball' });
    const pages = [
      ['league', `/special/${league}?tab=standings`, 'main table.standings tbody tr'],
      [
        'scorers',
        `/special/${league}?tab=scorers`,
        'main table.scorer-table tbody tr, main .scorers .empty-state',
      ],
      ['team', `/team/${team}`, 'main table.team-row tbody tr, main .team-page .empty-state'],
      ['match-table', `/live/detail/${match.id}?tab=table`, 'main table.standings tbody tr'],
      ['match-intel', `/live/detail/${match.id}?tab=intel`, 'main .intel'],
      ['quarters', `/live/detail/${basketball.id}`, 'main table.period-table tbody tr'],
    ] as const;
    const problems: string[] = [];
    const words = longNameWords(locale);
    let scrolled = 0;
    for (const prefix of tableSets()) {
      for (const [name, path, ready] of pages) {
        const at = `${prefix}${path}`;
        await page.goto(at);
        await expect(page.locator(ready).first(), at).toBeVisible({ timeout: 20_000 });
        await settled(page);
        for (const fit of await tableFits(page)) {
          problems.push(...fit.problems.map((problem) => `${at} ${fit.table}: ${problem}`));
          if (fit.scrolls) {
            scrolled++;
            expect(fit.hint, `${at} ${fit.table}`).toBe(SCROLL_HINT[locale]);
          }
        }
        problems.push(...(await brokenWords(page, words)).map((word) => `${at}: ${word} is broken`));
        if (name === 'match-intel') {
          // The form badges in the reader's language, as the league and team pages have them.
          for (const badge of await page.locator('main .intel .outcome').allTextContents())
            expect(badge.trim(), `${at}: a form badge`).toMatch(FORM_LETTERS[locale]);
        }
        // The phone's shot is of its screen: the table brought into it.
        await page.locator('main table, main .intel').first().scrollIntoViewIfNeeded();
        await shot(page, `tables-${locale}${prefix.replace('/', '-')}-${name}`);
      }
    }
    expect(problems).toEqual([]);
    // The longest names make the league table wider than a phone: it scrolled, and said so.
    if (isPhone()) expect(scrolled, 'tables that scroll on a phone').toBeGreaterThan(0);
  });
}

/**
 * What is wrong with the names on the line-up pitch: one cut, broken inside a word, on too many lines, or
 * over another; and a shirt out of its line (a line's players share their height on the pitch).
 */
function pitchProblems(page: Page): Promise<string[]> {
  return page.locator('figure.pitch').evaluate((pitch) => {
    const problems: string[] = [];
    const shirtsByLine = new Map<string, { name: string; middle: number }[]>();
    for (const player of pitch.querySelectorAll<HTMLElement>('.pitch-player')) {
      const shirt = player.querySelector('.shirt')?.getBoundingClientRect();
      if (!shirt) continue;
      const line = shirtsByLine.get(player.style.top) ?? [];
      line.push({
        name: player.querySelector('.pitch-name')?.textContent?.trim() ?? '',
        middle: shirt.top + shirt.height / 2,
      });
      shirtsByLine.set(player.style.top, line);
    }
    for (const line of shirtsByLine.values()) {
      const [first, ...others] = line;
      for (const other of others)
        if (first && Math.abs(other.middle - first.middle) > 1)
          problems.push(`"${other.name}"'s shirt is out of line with "${first.name}"'s`);
    }
    const area = pitch.getBoundingClientRect();
    const boxes: { name: string; rect: DOMRect }[] = [];
    for (const label of pitch.querySelectorAll<HTMLElement>('.pitch-name')) {
      const name = (label.textContent ?? '').trim();
      const text = label.querySelector('a') ?? label;
      const range = document.createRange();
      range.selectNodeContents(text);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const lines = new Set(rects.map((rect) => Math.round(rect.top)));
      const oneLine = label.closest('[data-one-line]') !== null;
      if (lines.size > (oneLine ? 1 : 2)) problems.push(`"${name}" takes ${lines.size} lines`);
      if (getComputedStyle(label).textOverflow === 'ellipsis' || label.scrollHeight > label.clientHeight + 1)
        problems.push(`"${name}" is cut`);
      // Each word on one line, as a line may break them: at spaces and after a hyphen (Chinese anywhere).
      const node = text.firstChild;
      if (node?.nodeType === Node.TEXT_NODE)
        for (const word of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
          if (/\p{Script=Han}/u.test(word[0])) continue;
          const part = document.createRange();
          part.setStart(node, word.index);
          part.setEnd(node, word.index + word[0].length);
          const tops = new Set([...part.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) problems.push(`"${word[0]}" in "${name}" is broken across lines`);
        }
      const rect = range.getBoundingClientRect();
      if (rect.left < area.left - 1 || rect.right > area.right + 1)
        problems.push(`"${name}" reaches past the pitch`);
      boxes.push({ name, rect });
    }
    for (const [index, a] of boxes.entries())
      for (const b of boxes.slice(index + 1)) {
        const overlap =
          a.rect.left < b.rect.right - 1 &&
          b.rect.left < a.rect.right - 1 &&
          a.rect.top < b.rect.bottom - 1 &&
          b.rect.top < a.rect.bottom - 1;
        if (overlap) problems.push(`"${a.name}" lies over "${b.name}"`);
      }
    return problems;
  });
}

for (const { code: locale } of LOCALES) {
  test(`the longest real ${locale} players' names are whole on the line-up pitch`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    if (!baseURL) throw new Error('baseURL is not set');
    if (isPhone()) await page.setViewportSize({ width: PHONE_WIDTH, height: 780 });
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL }]);
    await withLongPlayerNames(page, longestPlayerNames(locale));
    // At full time: the substitutes on, each with the minute he came on at his shirt.
    const match = await claimLiveMatch({ sport: 'football' });
    await moveMatch(match.id, 'fulltime');
    const problems: string[] = [];
    for (const prefix of tableSets()) {
      const at = `${prefix}/live/detail/${match.id}?tab=lineup`;
      await page.goto(at);
      await expect(page.locator('figure.pitch .pitch-name').first(), at).toBeVisible({ timeout: 20_000 });
      await settled(page);
      problems.push(...(await pitchProblems(page)).map((problem) => `${at}: ${problem}`));
      await page.locator('figure.pitch').scrollIntoViewIfNeeded();
      await lookAt(page.locator('figure.pitch'), {
        path: join(
          artifacts,
          `${test.info().project.name}-layout-pitch-${locale}${prefix.replace('/', '-')}.png`,
        ),
      });
    }
    expect(problems).toEqual([]);
  });
}

test('tab strips that scroll show it: the edge with more past it fades, and only while there is more', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('baseURL is not set');
  if (isPhone()) await page.setViewportSize({ width: PHONE_WIDTH, height: 780 });
  const match = await claimLiveMatch({ sport: 'football', competition: 'league' });
  const problems: string[] = [];
  let scrolling = 0;
  // The route sweep reads the strips of these pages in cn and vi in the device's own set and in en in the
  // other (strips.ts): here the three other pairs.
  const pairs = [
    ['cn', otherSet()],
    ['vi', otherSet()],
    ['en', ''],
  ] as const;
  for (const [locale, prefix] of pairs) {
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL }]);
    for (const path of STRIP_PAGES(match.leagueId, match.id)) {
      const at = `${prefix}${path}`;
      await page.goto(at);
      await settled(page);
      const strips = await stripProblems(page, `${at} in ${locale}`);
      problems.push(...strips.problems);
      scrolling += strips.scrolling;
      if (path === `/special/${match.leagueId}`)
        await shot(page, `strips-${locale}${prefix.replace('/', '-')}`);
    }
  }
  expect(problems).toEqual([]);
  // On a phone some strip is longer than the screen in some language (the league page's tabs in vi).
  if (isPhone()) expect(scrolling).toBeGreaterThan(0);
});
