/** First-visit locale choice (PRODUCT §4 Locale): saved cookie, else browser language, else cn. */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../domain/locale';

/** Maps a browser language tag to a locale: zh* → cn, en* → en, vi* → vi. */
export function localeFromLanguageTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_;]/, 1)[0];
  if (primary === 'zh') return 'cn';
  if (primary === 'en') return 'en';
  if (primary === 'vi') return 'vi';
  return undefined;
}

/**
 * The saved cookie value when it is a known locale; otherwise the first browser language, in
 * preference order, that maps to one (so ['fr-FR', 'en-US'] gives en); otherwise cn.
 */
export function resolveLocale(input: {
  cookie?: string | null;
  browserLanguages?: readonly string[] | null;
}): Locale {
  const saved = typeof input.cookie === 'string' ? input.cookie.trim() : undefined;
  if (isLocale(saved)) return saved;
  for (const tag of input.browserLanguages ?? []) {
    if (typeof tag !== 'string') continue;
    const locale = localeFromLanguageTag(tag);
    if (locale !== undefined) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * Language tags of an Accept-Language header, best first (ties keep header order), q=0 dropped;
 * lets a server apply `resolveLocale` before the browser has run anything.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (typeof header !== 'string') return [];
  const entries: { tag: string; q: number; index: number }[] = [];
  header.split(',').forEach((part, index) => {
    const [rawTag, ...params] = part.split(';');
    const tag = rawTag?.trim() ?? '';
    if (tag === '' || tag === '*') return;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((text) => text.trim());
      if (name === 'q') q = value !== undefined && /^[01](\.\d{0,3})?$/.test(value) ? Number(value) : 0;
    }
    if (q > 0) entries.push({ tag, q, index });
  });
  entries.sort((a, b) => b.q - a.q || a.index - b.index);
  return entries.map((entry) => entry.tag);
}

/** The value of one cookie in a Cookie header (undefined when absent or undecodable). */
export function readCookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (typeof cookieHeader !== 'string') return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
