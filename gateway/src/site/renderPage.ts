// Writes the head data and the language into the app's index.html. The built index.html carries
// `<!--app-head-->` inside <head> and an <html lang="…"> attribute (docs/API.md, Gateway).
import type { Locale, PageHead } from '@pitchside/shared';
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
