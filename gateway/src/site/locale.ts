// The visitor's locale for the first response (PRODUCT.md §4): the i18n_redirected cookie, else the
// browser language, else cn.
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@pitchside/shared';

export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function localeOfLanguageTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0];
  if (primary === 'zh') return 'cn';
  if (primary === 'en') return 'en';
  if (primary === 'vi') return 'vi';
  return undefined;
}

/** The best supported language of an Accept-Language header by its q-values (RFC 9110 §12.5.4). */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  let best: { locale: Locale; q: number } | undefined;
  for (const entry of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = entry.split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const locale = localeOfLanguageTag(tag);
    if (!locale || !Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale;
}

export function visitorLocale(headers: { cookie?: string; 'accept-language'?: string }): Locale {
  const saved = cookieValue(headers.cookie, LOCALE_COOKIE.name);
  if (isLocale(saved)) return saved;
  return localeFromAcceptLanguage(headers['accept-language']) ?? DEFAULT_LOCALE;
}

/** The value of <html lang> for a locale. */
export const HTML_LANG: Record<Locale, string> = { cn: 'zh-CN', en: 'en', vi: 'vi' };
