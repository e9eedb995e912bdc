import { randomUUID } from 'node:crypto';
import type { Locale } from '@pitchside/shared';
import type { Page } from '@playwright/test';
import { call } from './account';
import { longestNames } from './longNames';

// What a 360-px phone must get on every page (issue 27 §8): nothing wider than the screen, and the
// longest real team names broken between words, never inside one. The route sweep asks both of every
// page and tab it reads, and visits the pages that carry those names.

/** The narrowest common phone: the sweep reads the phone's pages at this width. */
export const PHONE_WIDTH = 360;

/**
 * How far the page reaches past the screen, with the element where the spill starts (wider than the
 * screen while its parent is not), or '' when it fits. The layout viewport's width is the measure: on
 * a phone a wider page makes the window itself wider (it zooms out), so `innerWidth` would grow with it.
 */
export function sideScroll(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return '';
    const spill = (element: Element) => element.getBoundingClientRect().right > width + 1;
    // What a scrolling or clipping box holds does not widen the page: those are left out.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const starts = [...document.body.querySelectorAll('*')]
      .filter(
        (element) =>
          spill(element) && element.parentElement && !spill(element.parentElement) && !clipped(element),
      )
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return `${root.scrollWidth} px wide on a ${width}-px screen (from ${starts.join(', ') || 'the page'})`;
  });
}

/**
 * Tables that must fit a phone whole, without scrolling inside their box (what `sideScroll` leaves
 * out): a team's squad. Each one that scrolls, with its content's width beside its box's, or none.
 */
export const WHOLE_TABLES = ['.squad'] as const;

export function innerScroll(page: Page): Promise<string[]> {
  return page.evaluate((selectors) => {
    const wide: string[] = [];
    for (const selector of selectors)
      for (const table of document.querySelectorAll(selector)) {
        const box = table.closest('.table-scroll') ?? table;
        if (box.scrollWidth > box.clientWidth)
          wide.push(`${selector} scrolls in its box: ${box.scrollWidth} px in ${box.clientWidth}`);
      }
    return wide;
  }, WHOLE_TABLES);
}

/** The words of the longest real names of `locale` (full and short) that a line may not break. */
export function longNameWords(locale: Locale): string[] {
  const words = longestNames(locale, 20).flatMap((team) => `${team.name} ${team.short}`.split(/[\s-]+/));
  // Chinese breaks between any two characters; a word of four letters or fewer fits any box.
  return [...new Set(words.filter((word) => !/\p{Script=Han}/u.test(word) && word.length > 4))];
}

/** Each of `words` the page shows broken across two lines, with the text it is in. */
export function brokenWords(page: Page, words: readonly string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const box = node.parentElement;
      if (!box || !wanted.some((word) => text.includes(word))) continue;
      if (box.closest('.visually-hidden') || !box.checkVisibility()) continue;
      for (const word of wanted) {
        for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + word.length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(`"${word}" in "${text.trim().slice(0, 60)}"`);
        }
      }
    }
    return broken;
  }, words);
}

/** Pages that carry a long real name: a team's page and its league with the table. */
export interface LongNamePages {
  teams: number[];
  league: number;
}

interface SearchAnswer {
  teams: { id: number; name: string; leagueIds: number[] }[];
}

/**
 * The two longest names of `locale` that the world plays (every club and nation the origin knows is
 * not in its leagues), found by the site's search: their team pages, and the league of the longest.
 */
export async function longNamePages(baseURL: string, locale: Locale): Promise<LongNamePages> {
  const client = randomUUID();
  const lang = ({ cn: 'zh', en: 'en', vi: 'vi' } as const)[locale];
  const found: { id: number; league: number }[] = [];
  for (const { name } of longestNames(locale, 12)) {
    if (found.length === 2) break;
    const answer = await call<SearchAnswer>(baseURL, client, 'GET', '/vdapi/search', {
      query: { q: name, limit: '5' },
      lang,
    });
    const team = answer.teams.find((candidate) => candidate.name === name);
    if (team?.leagueIds[0]) found.push({ id: team.id, league: team.leagueIds[0] });
  }
  const [first, second] = found;
  if (!first || !second) throw new Error(`the world plays none of the longest ${locale} names`);
  return { teams: [first.id, second.id], league: first.league };
}
