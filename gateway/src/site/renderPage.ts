// Writes the head data and the language into the app's index.html. The built index.html carries
// `<!--app-head-->` inside <head> and an <html lang="…"> attribute (docs/API.md, Gateway).
import { EARLY_TAPS_SCRIPT, type Locale, PAGE_START_SCRIPT, type PageHead } from '@pitchside/shared';
import { HTML_LANG } from './locale';

export const HEAD_MARKER = '<!--app-head-->';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

export function renderPage(template: string, head: PageHead, locale: Locale): string {
  const tags =
    `<title>${escapeHtml(head.title)}</title>` +
    `<meta name="keywords" content="${escapeHtml(head.keywords)}">` +
    `<meta name="description" content="${escapeHtml(head.description)}">` +
    `<meta property="og:title" content="${escapeHtml(head.title)}">` +
    `<meta property="og:description" content="${escapeHtml(head.description)}">`;
  // Any <title> the template has would come first and win: drop it.
  const withoutTitle = template.replace(/<title>[\s\S]*?<\/title>/i, '');
  const withHead = withoutTitle.includes(HEAD_MARKER)
    ? withoutTitle.replace(HEAD_MARKER, tags)
    : withoutTitle.replace(/<\/head>/i, `${tags}</head>`);
  const lang = `lang="${HTML_LANG[locale]}"`;
  return /<html[^>]*\slang="[^"]*"/i.test(withHead)
    ? withHead.replace(/(<html[^>]*\s)lang="[^"]*"/i, `$1${lang}`)
    : withHead.replace(/<html/i, `<html ${lang}`);
}

export type RenderedBody = {
  /** Markup inside #root. */
  html: string;
  /** The start state (JSON text) for the browser. */
  state: string;
  stateId: string;
  /** Chunks to fetch alongside the entry. */
  preload: readonly string[];
  /** Sheets inlined into the head, by their built file (the page's CSP admits them by hash). */
  styles: readonly { href: string; text: string }[];
};

/** JSON inside <script>: nothing in it may close the element or open a comment. */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page with a server render: head data, the render's chunks and inlined styles in the head, the
 * markup in #root and the start state after it. The template's own link to an inlined sheet goes.
 */
export function renderDocument(template: string, head: PageHead, locale: Locale, body: RenderedBody): string {
  let page = renderPage(template, head, locale);
  const inlined = new Set(body.styles.map((style) => style.href));
  page = page.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>\s*/gi, (link) => {
    const href = /\bhref="([^"]*)"/i.exec(link)?.[1];
    return href && inlined.has(href) ? '' : link;
  });
  // The build's entry and the chunks it preloads start once the page is shown (PAGE_START_SCRIPT),
  // with the render's own chunks.
  const preload: string[] = [];
  let entry: string | undefined;
  page = page.replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi, (link) => {
    const href = /\bhref="([^"]*)"/i.exec(link)?.[1];
    if (href === undefined) return link;
    preload.push(href);
    return '';
  });
  page = page.replace(/<script\b[^>]*\btype="module"[^>]*><\/script>\s*/i, (script) => {
    entry = /\bsrc="([^"]*)"/i.exec(script)?.[1];
    return entry === undefined ? script : '';
  });
  preload.push(...body.preload.map(escapeHtml));
  const start =
    entry === undefined
      ? ''
      : `<script data-entry="${entry}" data-preload="${preload.join(' ')}">${PAGE_START_SCRIPT}</script>`;
  // First in the head's additions: it must listen before the drawn buttons can be tapped.
  const headTags =
    `<script>${EARLY_TAPS_SCRIPT}</script>` +
    start +
    body.styles
      .map(
        (style) =>
          `<style>${style.text}</style><link rel="stylesheet" crossorigin href="${escapeHtml(style.href)}" disabled>`,
      )
      .join('');
  page = page.replace(/<\/head>/i, () => `${headTags}</head>`);
  const state = `<script type="application/json" id="${body.stateId}">${scriptSafeJson(body.state)}</script>`;
  return page.replace(/<div id="root"><\/div>/, () => `<div id="root">${body.html}</div>${state}`);
}

const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The distinct `style` attribute values of drawn markup, as the browser reads them (React escapes
 * `&`, `"`, `'`, `<` and `>` in attribute values; those are read back), for the page's policy.
 */
export function styleAttributes(markup: string): string[] {
  const values = new Set<string>();
  for (const match of markup.matchAll(/\sstyle="([^"]*)"/g)) {
    values.add(
      (match[1] ?? '').replace(
        /&(?:amp|quot|#x27|#39|lt|gt);/g,
        (entity) => ATTRIBUTE_ENTITIES[entity] ?? entity,
      ),
    );
  }
  return [...values];
}
