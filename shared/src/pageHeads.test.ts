import { describe, expect, it } from 'vitest';
import { LOCALES } from './domain';
import { PAGE_HEADS } from './pageHeads';
import { HEAD_KEYS } from './routes';

describe('page head data', () => {
  it('has a title, keywords and description for every page in every locale', () => {
    for (const { code } of LOCALES) {
      for (const key of HEAD_KEYS) {
        const head = PAGE_HEADS[code][key];
        expect(head.title.trim(), `${code}.${key}`).not.toBe('');
        expect(head.keywords.trim(), `${code}.${key}`).not.toBe('');
        expect(head.description.trim(), `${code}.${key}`).not.toBe('');
      }
    }
  });

  it('differs per locale, so a visitor reads their own language', () => {
    expect(PAGE_HEADS.en.home.title).not.toBe(PAGE_HEADS.cn.home.title);
    expect(PAGE_HEADS.vi.home.title).not.toBe(PAGE_HEADS.en.home.title);
  });
});
