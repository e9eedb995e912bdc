import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '@pitchside/shared';
import { expect, type Page, test } from './fixtures';
import { longestNames, withLongNames } from './longNames';
import { settled } from './settle';
import { claimLiveMatch } from './testClock';

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
  await page.screenshot({
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
