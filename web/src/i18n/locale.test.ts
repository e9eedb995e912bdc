// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieString, readCookie, writeCookie } from '../storage/cookies';
import { changeLocale, currentLocale, i18next, startI18n } from './i18n';
import { localeSources, saveLocale } from './locale';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) writeCookie(name, '', { maxAgeDays: 0 });
  }
}

describe('locale wiring', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
  });
  afterEach(clearCookies);

  it('saves the choice in storage and in the i18n_redirected cookie for 365 days, path /, lax', () => {
    saveLocale('vi');
    expect(localStorage.getItem('locale')).toBe('vi');
    expect(readCookie('i18n_redirected')).toBe('vi');
    expect(cookieString('i18n_redirected', 'vi', { maxAgeDays: 365, path: '/', sameSite: 'Lax' })).toBe(
      'i18n_redirected=vi; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('hands the saved cookie, the stored value and the browser languages to the resolver', () => {
    writeCookie('i18n_redirected', 'en', { maxAgeDays: 1 });
    localStorage.setItem('locale', 'vi');
    const sources = localeSources();
    expect(sources.cookie).toBe('en');
    expect(sources.stored).toBe('vi');
    expect(sources.browserLanguages.length).toBeGreaterThan(0);
  });

  it('switches language: texts, <html lang>, storage and cookie follow', async () => {
    await startI18n('cn');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18next.t('error.notFound', { path: '/x' })).toBe('页面未找到: /x');

    await changeLocale('en');
    expect(currentLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18next.t('error.notFound', { path: '/x' })).toBe('Page not found: /x');
    expect(readCookie('i18n_redirected')).toBe('en');

    await changeLocale('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(localStorage.getItem('locale')).toBe('vi');
  });
});
