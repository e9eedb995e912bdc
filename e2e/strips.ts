import type { Page } from '@playwright/test';

// The strips that scroll sideways (styles.css) show it: the edge with more past it fades, and only while
// there is more. Read on every page that has them in each language and route set, on both layouts: the
// route sweep reads them on its visits (cn and vi in the device's own set, en in the other), and
// layout.spec.ts reads the other three pairs, so no page is loaded for them alone twice.

/** The paths whose strips are read: the home, the live and matches lists, a league and a match in play. */
export const STRIP_PAGES = (league: number, match: number) => [
  '/',
  '/live',
  '/matches',
  `/special/${league}`,
  `/live/detail/${match}`,
];

/** For each strip on the page, what it shows at its start and at its end. */
function stripStates(page: Page) {
  return page.evaluate(async () => {
    const selector =
      '.tab-list, .detail-tabs, .live-menu, .main-nav, .sub-nav ul, .date-strip ul, .filter-tabs';
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const fades = (strip: Element) => {
      const style = getComputedStyle(strip);
      return {
        start: Number.parseFloat(style.getPropertyValue('--strip-fade-start')) || 0,
        end: Number.parseFloat(style.getPropertyValue('--strip-fade-end')) || 0,
      };
    };
    const states = [];
    for (const strip of document.querySelectorAll<HTMLElement>(selector)) {
      if (!strip.checkVisibility()) continue;
      strip.scrollLeft = 0;
      await frame();
      const scrolls = strip.scrollWidth > strip.clientWidth + 1;
      const atStart = fades(strip);
      strip.scrollLeft = strip.scrollWidth;
      await frame();
      const atEnd = fades(strip);
      strip.scrollLeft = 0;
      states.push({
        strip: `${strip.tagName.toLowerCase()}.${[...strip.classList].join('.')}`,
        scrolls,
        atStart,
        atEnd,
      });
    }
    return states;
  });
}

/** What is wrong with the page's strips, and how many of them scroll. */
export async function stripProblems(
  page: Page,
  where: string,
): Promise<{ problems: string[]; scrolling: number }> {
  const problems: string[] = [];
  let scrolling = 0;
  for (const state of await stripStates(page)) {
    const at = `${where}, ${state.strip}`;
    if (!state.scrolls) {
      if (state.atStart.start || state.atStart.end) problems.push(`${at} fits, and fades`);
      continue;
    }
    scrolling++;
    if (state.atStart.end < 16) problems.push(`${at} scrolls, and its end does not fade`);
    if (state.atStart.start > 0) problems.push(`${at} fades at its start before it is scrolled`);
    if (state.atEnd.end > 0) problems.push(`${at} still fades at its end once scrolled there`);
    if (state.atEnd.start < 16) problems.push(`${at} scrolled to its end, its start does not fade`);
  }
  return { problems, scrolling };
}
