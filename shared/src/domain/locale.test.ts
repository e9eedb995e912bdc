import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, LOCALE_CODES, LOCALES, localeLabel } from './locale';

describe('locales', () => {
  it('lists cn 中, en EN, vi VN with cn the default', () => {
    expect(LOCALES).toEqual([
      { code: 'cn', label: '中' },
      { code: 'en', label: 'EN' },
      { code: 'vi', label: 'VN' },
    ]);
    expect(LOCALE_CODES).toEqual(['cn', 'en', 'vi']);
    expect(DEFAULT_LOCALE).toBe('cn');
    expect(localeLabel('vi')).toBe('VN');
  });

  it('recognises only the three codes', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('zh')).toBe(false);
    expect(isLocale('EN')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
