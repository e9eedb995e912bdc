import { describe, expect, it } from 'vitest';
import { offlinePage } from './offlinePage';
import { OFFLINE_TEXTS } from './offlineTexts';

describe('the offline page', () => {
  it.each([
    ['cn', 'zh-CN'],
    ['en', 'en'],
    ['vi', 'vi'],
  ] as const)('is written in %s', (locale, lang) => {
    const html = offlinePage(locale, '/matches');
    expect(html).toContain(`<html lang="${lang}">`);
    for (const text of Object.values(OFFLINE_TEXTS[locale])) expect(html).toContain(text);
    expect(html).toContain('href="/matches"');
    expect(html).not.toMatch(/<script/i);
  });

  it('links "try again" to the same address, and only within the site', () => {
    expect(offlinePage('en', '/a"b<c>')).toContain('href="/a&quot;b&lt;c&gt;"');
    expect(offlinePage('en', '//evil.example/x')).toContain('href="/"');
    expect(offlinePage('en', 'javascript:alert(1)')).toContain('href="/"');
  });
});
