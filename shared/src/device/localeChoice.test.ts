import { describe, expect, it } from 'vitest';
import { localeFromLanguageTag, parseAcceptLanguage, readCookieValue, resolveLocale } from './localeChoice';

describe('resolveLocale', () => {
  it('prefers a saved cookie with a known locale', () => {
    expect(resolveLocale({ cookie: 'vi', browserLanguages: ['en-US'] })).toBe('vi');
    expect(resolveLocale({ cookie: 'en', browserLanguages: ['zh-CN'] })).toBe('en');
  });

  it('falls back to the first browser language that maps, then cn', () => {
    expect(resolveLocale({ cookie: 'fr', browserLanguages: ['zh-TW', 'en'] })).toBe('cn');
    expect(resolveLocale({ cookie: undefined, browserLanguages: ['en-GB'] })).toBe('en');
    expect(resolveLocale({ browserLanguages: ['vi-VN'] })).toBe('vi');
    expect(resolveLocale({ browserLanguages: ['fr-FR', 'de', 'en-US'] })).toBe('en');
    expect(resolveLocale({ browserLanguages: ['fr-FR'] })).toBe('cn');
    expect(resolveLocale({ cookie: 'zh', browserLanguages: [] })).toBe('cn');
    expect(resolveLocale({ cookie: 'EN' })).toBe('cn');
    expect(resolveLocale({})).toBe('cn');
  });

  it('maps language tags by their primary subtag', () => {
    expect(localeFromLanguageTag('ZH-hans-CN')).toBe('cn');
    expect(localeFromLanguageTag('en_US')).toBe('en');
    expect(localeFromLanguageTag('vi')).toBe('vi');
    expect(localeFromLanguageTag('eng')).toBeUndefined();
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by quality and drops q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.5, vi-VN, en;q=0.8, de;q=0, *;q=0.1')).toEqual(['vi-VN', 'en', 'fr']);
    expect(parseAcceptLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toEqual(['zh-CN', 'zh', 'en']);
    expect(parseAcceptLanguage('en;q=abc, vi')).toEqual(['vi']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(resolveLocale({ browserLanguages: parseAcceptLanguage('fr, en;q=0.5, vi;q=0.7') })).toBe('vi');
  });
});

describe('readCookieValue', () => {
  it('reads one cookie', () => {
    expect(readCookieValue('a=1; i18n_redirected=vi; b=2', 'i18n_redirected')).toBe('vi');
    expect(readCookieValue('xi18n_redirected=en', 'i18n_redirected')).toBeUndefined();
    expect(readCookieValue('token=a%20b', 'token')).toBe('a b');
    expect(readCookieValue('token=%E0%A4%A', 'token')).toBeUndefined();
    expect(readCookieValue(undefined, 'token')).toBeUndefined();
  });
});
