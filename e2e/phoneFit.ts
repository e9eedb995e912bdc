import { randomUUID } from 'node:crypto';
import type { Locale } from '@pitchside/shared';
import type { Page } from '@playwright/test';
import { call } from './account';
import { longestNames } from './longNames';

// What a 360-px phone must get on every page (docs/ARCHITECTURE.md "What a phone shows"): nothing wider than the screen, and the
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

/** What a row of a table is read by (tableScroll.css): its place, its name, its played and its total. */
const ROW_CELLS = ['.col-place', '.col-name', '[data-stat="played"]', '.col-total', '[data-stat="points"]'];

/** One table as a phone shows it: what is wrong, and whether it scrolls in its box. */
export interface TableFit {
  table: string;
  rows: number;
  scrolls: boolean;
  /** The line saying the table scrolls, when one is shown above it. */
  hint: string;
  problems: string[];
}

/**
 * Every table in the page's main part (issue "Tables a phone cannot read"): each row's place, name,
 * played and total (points, goals) inside the window and inside its box's visible part, without
 * scrolling; every name whole (not wider than its box, no ellipsis); a table wider than its box says so
 * and, scrolled to its end, still shows its place, name and total.
 */
export async function tableFits(page: Page): Promise<TableFit[]> {
  // The line saying a table scrolls follows its box's size (a resize observer, then a render): wait until
  // every box says what it does, so a table measured between the two is not taken for one that says nothing.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('main .table-scroll')].every(
      (box) => box.scrollWidth > box.clientWidth + 1 === box.hasAttribute('data-overflows'),
    ),
  );
  return page.evaluate(async (cellSelectors) => {
    const fits: TableFit[] = [];
    const tables = [...document.querySelectorAll<HTMLTableElement>('main table')].filter(
      (table) => table.checkVisibility() && table.tBodies[0]?.rows.length,
    );
    const name = (table: HTMLTableElement) =>
      `table.${[...table.classList].join('.')} "${(table.caption?.textContent ?? '').trim().slice(0, 30)}"`;
    const right = document.documentElement.clientWidth;
    for (const table of tables) {
      const box = table.closest<HTMLElement>('.table-scroll');
      const problems: string[] = [];
      const scrolls = box !== null && box.scrollWidth > box.clientWidth + 1;
      const hint = box?.previousElementSibling?.matches('.table-scroll-hint')
        ? (box.previousElementSibling.textContent ?? '')
        : '';
      if (box) box.scrollLeft = 0;
      const visible = (cell: Element, where: string) => {
        const rect = cell.getBoundingClientRect();
        const edge = box?.getBoundingClientRect();
        const from = Math.max(0, edge?.left ?? 0);
        const to = Math.min(right, edge?.right ?? right);
        if (rect.left < from - 1 || rect.right > to + 1)
          problems.push(
            `${where}: "${(cell.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(rect.left)}-${Math.round(rect.right)} px, outside ${Math.round(from)}-${Math.round(to)}`,
          );
      };
      const rows = [...(table.tBodies[0]?.rows ?? [])];
      const check = (when: string) => {
        for (const [index, row] of rows.entries())
          for (const selector of cellSelectors)
            for (const cell of row.querySelectorAll(selector))
              if (cell.checkVisibility()) visible(cell, `row ${index + 1} ${selector} ${when}`);
      };
      check('as drawn');
      // Names whole: no box narrower than its text, none cut with an ellipsis, in two lines at most, and
      // none lying under a fixed cell (what the reader sees at each line's middle is the name).
      for (const element of table.querySelectorAll<HTMLElement>(
        'tbody [data-stat="team"], tbody .team-name-wraps, tbody .col-name a',
      )) {
        if (!element.checkVisibility()) continue;
        const text = (element.textContent ?? '').trim();
        const style = getComputedStyle(element);
        if (element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'visible')
          problems.push(`"${text}" is cut (${element.scrollWidth} > ${element.clientWidth})`);
        if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth)
          problems.push(`"${text}" ends in an ellipsis`);
        // The lines of its words: the rectangles of its text alone (its boxes' own would count twice).
        const textLines = () => {
          const rects: DOMRect[] = [];
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
          }
          return rects;
        };
        const tops = new Set(textLines().map((rect) => Math.round(rect.top)));
        if (tops.size > 2) problems.push(`"${text}" takes ${tops.size} lines`);
        const first = textLines()[0];
        if (!first) continue;
        window.scrollTo(0, first.top + window.scrollY - window.innerHeight / 2);
        for (const line of textLines()) {
          const seen = document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2);
          if (seen && !element.contains(seen) && !seen.contains(element))
            problems.push(
              `"${text}" lies under ${seen.tagName.toLowerCase()}.${[...seen.classList].join('.')}`,
            );
        }
      }
      if (scrolls && box) {
        if (!hint) problems.push('scrolls, and nothing says so');
        // Scrolled to its end: the place, the name and the total stay (fixed), the rest came into view.
        box.scrollLeft = box.scrollWidth;
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        for (const [index, row] of rows.entries())
          for (const selector of ['.col-place', '.col-name', '.col-total'])
            for (const cell of row.querySelectorAll(selector))
              if (cell.checkVisibility()) visible(cell, `row ${index + 1} ${selector} scrolled to the end`);
        box.scrollLeft = 0;
      }
      fits.push({ table: name(table), rows: rows.length, scrolls, hint, problems });
    }
    return fits;
  }, ROW_CELLS);
}
