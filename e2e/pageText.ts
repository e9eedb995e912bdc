import type { PageText } from '@pitchside/web/foreignText';
import type { Page } from '@playwright/test';

export { type Finding, foreignText, type PageText } from '@pitchside/web/foreignText';

// Reading a page as its reader does, in the browser. What is not in the reader's language is judged by
// the rules the server-drawn pages are scanned with too (web/src/app/foreignText.ts).

/**
 * Every text the reader of `page` meets: visible text nodes (screen-reader-only text included, as it is
 * read out), the `title`, `aria-label`, `placeholder` and `alt` they are told, and the page's title.
 * Left out: what is not rendered (closed menus, `hidden`), text marked in another language (`lang`, as
 * the language menu's own names are), and what users wrote (`data-user-text`: chat, comments).
 */
export function readPageText(page: Page): Promise<PageText[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const out: { text: string; where: string }[] = [{ text: document.title, where: 'document.title' }];
    const placeOf = (element: Element) => {
      const named = element.closest('[class]');
      const cls = named?.getAttribute('class')?.split(/\s+/).filter(Boolean).slice(0, 2).join('.') ?? '';
      return cls ? `${named?.tagName.toLowerCase()}.${cls}` : element.tagName.toLowerCase();
    };
    const skipped = (element: Element) => {
      if (element.closest('script, style, noscript, template, [data-user-text]')) return true;
      const marked = element.closest('[lang]');
      if (marked && marked !== document.documentElement && marked.getAttribute('lang') !== pageLang)
        return true;
      // An <option> is never "visible" in layout terms, but its select shows it.
      const box = element.closest('option') ? element.closest('select') : element;
      return !box?.checkVisibility({ visibilityProperty: true });
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || skipped(parent)) continue;
      out.push({ text, where: placeOf(parent) });
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[title], [aria-label], [placeholder], [alt]'),
    )) {
      if (skipped(element)) continue;
      for (const attribute of ['title', 'aria-label', 'placeholder', 'alt']) {
        const text = element.getAttribute(attribute)?.trim();
        if (text) out.push({ text, where: `${placeOf(element)}[${attribute}]` });
      }
    }
    return out;
  });
}

/**
 * The words drawn in the page's pictures that carry words (highlight and room covers, video posters):
 * the `<text>` and `<title>` of each same-origin SVG, fetched as the page fetched it.
 */
export async function readPictureText(page: Page): Promise<PageText[]> {
  const sources = await page.evaluate(() => {
    const urls = [
      ...Array.from(document.querySelectorAll('img'), (img) => img.currentSrc || img.src),
      ...Array.from(document.querySelectorAll('video'), (video) => video.poster),
    ];
    // Crests and avatars carry initials, the same in every language; covers carry a title.
    const worded = /\/vdapi\/img\/(cover|room)\/\d+\.svg(\?|$)/;
    return [...new Set(urls.filter((url) => url.startsWith(location.origin) && worded.test(url)))];
  });
  // Asked for side by side: a page of covers holds dozens.
  const pictures = await Promise.all(
    sources.map(async (url) => {
      const response = await page.request.get(url);
      return { url, svg: response.ok() ? await response.text() : '' };
    }),
  );
  const out: PageText[] = [];
  for (const { url, svg } of pictures) {
    for (const match of svg.matchAll(/<(text|title)\b[^>]*>([^<]*)<\/\1>/g)) {
      const text = (match[2] ?? '').trim();
      if (text) out.push({ text, where: `picture ${new URL(url).pathname}${new URL(url).search}` });
    }
  }
  return out;
}
