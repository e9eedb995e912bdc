// The page a navigation gets when there is neither network nor a saved shell: self-contained (its
// style inline, the logo the worker keeps), no script at all, in the visitor's language. "Try again"
// is a plain link to the same address.
import type { Locale } from '@pitchside/shared';
import { OFFLINE_TEXTS } from './offlineTexts';

const HTML_LANG: Record<Locale, string> = { cn: 'zh-CN', en: 'en', vi: 'vi' };

/**
 * Its own policy: no script may run, so the inline style is harmless (a style runs no code, and the
 * page holds nothing), pictures only from the site.
 */
export const OFFLINE_PAGE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const STYLE =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;' +
  'background:#f4f7f5;color:#1a2420}main{max-width:28rem;padding:24px;text-align:center}' +
  'img{width:72px;height:72px}h1{font-size:1.375rem;margin:16px 0 8px}p{line-height:1.5;color:#4d5652}' +
  'a{display:inline-block;margin-top:12px;padding:10px 20px;border-radius:6px;background:#0b3d2e;' +
  'color:#fff;text-decoration:none}';

/** The offline page for `path` (the address "Try again" opens), in `locale`. */
export function offlinePage(locale: Locale, path: string): string {
  const texts = OFFLINE_TEXTS[locale];
  // Only a same-site path is linked: anything else would make "Try again" leave the site.
  const retry = path.startsWith('/') && !path.startsWith('//') ? path : '/';
  return (
    `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="theme-color" content="#0b3d2e"><title>${escapeHtml(texts.title)}</title>` +
    `<style>${STYLE}</style></head><body><main data-offline-page="${locale}">` +
    `<img src="/logo.svg" alt=""><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.body)}</p>` +
    `<a href="${escapeHtml(retry)}">${escapeHtml(texts.retry)}</a></main></body></html>`
  );
}
