import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../domain/locale';
import {
  API_CHANNEL,
  API_HEADERS,
  API_TIMEZONE,
  API_VERSION,
  DEFAULT_ACCESS_KEY,
  langHeaderToLocale,
  localeToLangHeader,
} from './headers';

describe('API_HEADERS', () => {
  it('uses the exact lower-case names every end relies on', () => {
    expect(API_HEADERS).toEqual({
      accessKey: 'x-access-key',
      deviceId: 'x-device-id',
      token: 'token',
      timestamp: 'x-timestamp',
      sign: 'x-sign',
      lang: 'lang',
      channel: 'x-channel',
      version: 'x-version',
      timezone: 'x-timezone',
      csrfToken: 'x-csrf-token',
    });
    for (const name of Object.values(API_HEADERS)) expect(name).toBe(name.toLowerCase());
  });

  it('carries the client constants of PRODUCT §7', () => {
    expect(API_VERSION).toBe('1.0.01');
    expect(API_CHANNEL).toBe('web');
    expect(API_TIMEZONE).toBe('8');
    expect(DEFAULT_ACCESS_KEY.length).toBeGreaterThanOrEqual(8);
  });
});

describe('lang header', () => {
  it('sends cn as zh and the others as themselves', () => {
    expect(localeToLangHeader('cn')).toBe('zh');
    expect(localeToLangHeader('en')).toBe('en');
    expect(localeToLangHeader('vi')).toBe('vi');
  });

  it('reads every sent value back into its locale', () => {
    for (const locale of LOCALE_CODES) expect(langHeaderToLocale(localeToLangHeader(locale))).toBe(locale);
  });

  it('tolerates case, spaces, regions, cn itself and repeated headers', () => {
    expect(langHeaderToLocale(' ZH-cn ')).toBe('cn');
    expect(langHeaderToLocale('zh_TW')).toBe('cn');
    expect(langHeaderToLocale('cn')).toBe('cn');
    expect(langHeaderToLocale('en-GB')).toBe('en');
    expect(langHeaderToLocale(['vi', 'en'])).toBe('vi');
  });

  it('returns undefined for missing or unknown values', () => {
    for (const value of [undefined, null, '', 'fr', 'zhx', 'toString', '__proto__', []]) {
      expect(langHeaderToLocale(value)).toBeUndefined();
    }
  });
});
