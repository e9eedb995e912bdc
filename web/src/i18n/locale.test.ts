// @vitest-environment happy-dom
import { resolveLocale } from '@pitchside/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('starts from the saved cookie, else the stored choice, else the browser language, else cn', () => {
    localStorage.setItem('locale', 'vi');
    writeCookie('i18n_redirected', 'en', { maxAgeDays: 1 });
    expect(resolveLocale(localeSources())).toBe('en');
    writeCookie('i18n_redirected', '', { maxAgeDays: 0 });
    expect(resolveLocale(localeSources())).toBe('vi');
    localStorage.clear();
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['vi-VN', 'en']);
    expect(resolveLocale(localeSources())).toBe('vi');
    languages.mockReturnValue(['fr-FR']);
    expect(resolveLocale(localeSources())).toBe('cn');
    languages.mockRestore();
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
