/** Interface languages (PRODUCT §1, §3, §9): cn, en, vi; default cn; labels 中, EN, VN. */
export type Locale = 'cn' | 'en' | 'vi';

export interface LocaleOption {
  code: Locale;
  /** The short label of the language drop-down. */
  label: string;
}

export const LOCALES: readonly LocaleOption[] = [
  { code: 'cn', label: '中' },
  { code: 'en', label: 'EN' },
  { code: 'vi', label: 'VN' },
];

export const LOCALE_CODES: readonly Locale[] = LOCALES.map((locale) => locale.code);

export const DEFAULT_LOCALE: Locale = 'cn';

/** Label shown for the default locale before anything is loaded (PRODUCT §3: localeName 中). */
export const DEFAULT_LOCALE_NAME = '中';

/** Cookie that remembers the chosen locale (PRODUCT §4): 365 days, path /, same-site lax. */
export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeDays: 365,
  path: '/',
  sameSite: 'lax',
} as const;

export function isLocale(value: unknown): value is Locale {
  return value === 'cn' || value === 'en' || value === 'vi';
}

export function localeLabel(locale: Locale): string {
  return LOCALES.find((option) => option.code === locale)?.label ?? DEFAULT_LOCALE_NAME;
}
