import { LOCALE_COOKIE, LOCALES, type Locale } from '@pitchside/shared';
import { readCookie, writeCookie } from '../storage/cookies';
import { STORAGE_KEYS } from '../storage/keys';
import { readStored, writeStored } from '../storage/storage';

/** The language drop-down, in this order (PRODUCT §3: cn 中, en EN, vi VN). */
export const LOCALE_OPTIONS = LOCALES;

/** Each language's own name, for screen readers and the drop-down's title. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = { cn: '中文', en: 'English', vi: 'Tiếng Việt' };

/** `<html lang>` per locale, the same values the gateway writes on the first response. */
export const HTML_LANG: Record<Locale, string> = { cn: 'zh-CN', en: 'en', vi: 'vi' };

/** What the browser offers the shared `resolveLocale` at start. */
export interface LocaleSources {
  /** The saved choice: the cookie, or the stored value when the cookie is gone (both are restored). */
  cookie: string | null;
  browserLanguages: readonly string[];
}

export function localeSources(): LocaleSources {
  const browserLanguages =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return {
    cookie: readCookie(LOCALE_COOKIE.name) || readStored(STORAGE_KEYS.locale),
    browserLanguages,
  };
}

/** PRODUCT §4: the choice goes to storage under `locale` and to the cookie (365 days, path /, lax). */
export function saveLocale(locale: Locale): void {
  writeStored(STORAGE_KEYS.locale, locale);
  writeCookie(LOCALE_COOKIE.name, locale, {
    maxAgeDays: LOCALE_COOKIE.maxAgeDays,
    path: LOCALE_COOKIE.path,
    sameSite: 'Lax',
  });
}
