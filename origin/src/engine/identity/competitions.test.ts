import type { Locale } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { allCompetitions, competitionIdentity } from './competitions';
import { shippedFiles } from './shippedFiles';
import type { LocalName } from './types';

const FILES = shippedFiles();
const LOCALES: Locale[] = ['cn', 'en', 'vi'];

/** A short form that is a prefix of the full text must end where a word ends ("World Cup", never "World Cup 20"). */
function endsOnWord(short: string, full: string): boolean {
  if (!full.startsWith(short) || short === full) return true;
  return /[\s/,]/.test(full.charAt(short.length)) || /\p{Script=Han}/u.test(full.charAt(short.length - 1));
}

describe('competition identities', () => {
  it.each(FILES.map((f) => [f.base, f] as const))(
    '%s: its name and its base name give one competition',
    (_, file) => {
      const byName = competitionIdentity(file.name);
      const byFile = competitionIdentity(file.base);
      expect(byName, file.name).toBeDefined();
      expect(byFile?.key).toBe(byName?.key);
      expect(competitionIdentity(`${file.base}.json`)?.key).toBe(byName?.key);
      expect(byFile?.season).toBe(byName?.season);
    },
  );

  it.each(FILES.map((f) => [f.base, f] as const))(
    '%s: names in every language, whole words, with the whole season',
    (_, file) => {
      const c = competitionIdentity(file.name);
      if (!c) throw new Error(file.name);
      const season = c.season ?? '';
      expect(file.name.replace('/', '-')).toContain(season.replace('/', '-').slice(0, 4));
      for (const locale of LOCALES) {
        for (const text of [c.name, c.short, c.title] as LocalName[])
          expect(text[locale].trim()).not.toBe('');
        expect(c.title[locale], locale).toContain(season);
        expect(endsOnWord(c.short[locale], c.title[locale]), `${c.short[locale]} / ${c.title[locale]}`).toBe(
          true,
        );
        expect(endsOnWord(c.short[locale], c.name[locale]), `${c.short[locale]} / ${c.name[locale]}`).toBe(
          true,
        );
      }
      expect(c.name.cn).toMatch(/\p{Script=Han}/u);
      expect(c.short.cn).toMatch(/\p{Script=Han}/u);
    },
  );

  it('uses the names fans use', () => {
    const pl = competitionIdentity('English Premier League 2025/26');
    expect(pl?.name).toEqual({ cn: '英超', en: 'Premier League', vi: 'Ngoại hạng Anh' });
    expect(pl?.title).toEqual({
      cn: '2025/26赛季英超',
      en: 'Premier League 2025/26',
      vi: 'Ngoại hạng Anh 2025/26',
    });
    expect(pl?.country).toBe('ENG');
    const cl = competitionIdentity('2024-25_uefa.cl');
    expect(cl?.short).toEqual({ cn: '欧冠', en: 'UCL', vi: 'Cúp C1' });
    expect(cl?.country).toBeUndefined();
    expect(cl?.season).toBe('2024/25');
    expect(competitionIdentity('China | Super League 2025')?.name.cn).toBe('中超');
    expect(competitionIdentity('Japan | J1 League 2025')?.name.cn).toBe('日职联');
    expect(competitionIdentity('Spain Primera División 2025/26')?.short.cn).toBe('西甲');
    const wc = competitionIdentity('World Cup 2018');
    expect(wc?.title).toEqual({ cn: '2018年世界杯', en: 'World Cup 2018', vi: 'World Cup 2018' });
    expect(wc?.short.en).toBe('World Cup');
  });

  it("a national league's country is the country of its file", () => {
    const countries = Object.fromEntries(FILES.map((f) => [f.base, competitionIdentity(f.base)?.country]));
    expect(countries).toEqual({
      '2024-25_uefa.cl': undefined,
      '2025-26_de.1': 'GER',
      '2025-26_en.1': 'ENG',
      '2025-26_es.1': 'ESP',
      '2025-26_fr.1': 'FRA',
      '2025-26_it.1': 'ITA',
      '2025_cn.1': 'CHN',
      '2025_jp.1': 'JPN',
      'worldcup-2018': undefined,
    });
  });

  it('no two competitions share a name in any language', () => {
    for (const locale of LOCALES) {
      const names = allCompetitions().map((c) => c.name[locale]);
      expect(new Set(names).size, locale).toBe(names.length);
    }
  });

  it('knows nothing of a competition the data does not list', () => {
    expect(competitionIdentity('Brampton Invitational 2025')).toBeUndefined();
    expect(competitionIdentity('2025_xx.9')).toBeUndefined();
    expect(competitionIdentity('')).toBeUndefined();
  });
});
