import { ROUTES } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import cn from './catalogs/cn';
import en from './catalogs/en';
import vi from './catalogs/vi';
import { leaves, placeholders } from './messageTree';

const catalogs = { cn, en, vi };
const allKeys = new Set(Object.values(catalogs).flatMap((catalog) => [...leaves(catalog).keys()]));

describe('i18n catalogs', () => {
  for (const [name, catalog] of Object.entries(catalogs)) {
    it(`${name} has every key, each a non-empty text`, () => {
      const own = leaves(catalog);
      const missing = [...allKeys].filter((key) => !own.has(key));
      expect(missing, `keys missing in ${name}`).toEqual([]);
      const empty = [...own].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(
        empty.map(([key]) => key),
        `empty texts in ${name}`,
      ).toEqual([]);
    });
  }

  it('keeps the same {{placeholders}} in every language', () => {
    const reference = leaves(cn);
    for (const catalog of [en, vi]) {
      for (const [key, text] of leaves(catalog)) {
        expect(placeholders(String(text)), key).toEqual(placeholders(String(reference.get(key))));
      }
    }
  });

  it('has page head data (title, keywords, description) for home, zq, live, matches and user', () => {
    for (const catalog of Object.values(catalogs)) {
      for (const page of ['home', 'zq', 'live', 'matches', 'user'] as const) {
        expect(Object.keys(catalog.head[page]).sort()).toEqual(['description', 'keywords', 'title']);
      }
    }
  });

  it('titles every page of the shared route table (the error page has its own texts)', () => {
    for (const catalog of Object.values(catalogs)) {
      for (const route of ROUTES) {
        if (route.page === 'notFound') continue;
        expect(Object.keys(catalog.pages), route.pattern).toContain(route.page);
      }
    }
  });
});
