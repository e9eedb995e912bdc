import type { Locale } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { competitionIdentity } from './competitions';
import { country } from './countries';
import { type ShippedFile, shippedFiles, teamsOf } from './shippedFiles';
import { allTeams, teamIdentity } from './teams';
import type { TeamIdentity } from './types';

const FILES = shippedFiles();
const LOCALES: Locale[] = ['cn', 'en', 'vi'];
const HAN = /\p{Script=Han}/u;
/** Chinese names that established usage writes with Latin letters. */
const LATIN_IN_CN = new Set(['AC米兰', '巴黎FC', '东京FC', '横滨FC']);

function shipped(base: string): ShippedFile {
  const file = FILES.find((f) => f.base === base);
  if (!file) throw new Error(`${base} is not shipped`);
  return file;
}

function identityOf(fileTeam: string): TeamIdentity {
  const identity = teamIdentity(fileTeam);
  if (!identity) throw new Error(`no identity for "${fileTeam}"`);
  return identity;
}

describe('team identities of the shipped openfootball files', () => {
  it('ships the nine seasons', () => {
    expect(FILES.map((f) => f.base)).toEqual([
      '2024-25_uefa.cl',
      '2025-26_de.1',
      '2025-26_en.1',
      '2025-26_es.1',
      '2025-26_fr.1',
      '2025-26_it.1',
      '2025_cn.1',
      '2025_jp.1',
      'worldcup-2018',
    ]);
  });

  it.each(FILES.map((f) => [f.base, f] as const))(
    '%s: every team has a name and a short name in cn, en and vi',
    (_, file) => {
      for (const fileTeam of teamsOf(file)) {
        const { name, short } = identityOf(fileTeam);
        for (const locale of LOCALES) {
          expect(name[locale].trim(), `${fileTeam} ${locale}`).not.toBe('');
          expect(short[locale].trim(), `${fileTeam} short ${locale}`).not.toBe('');
        }
        for (const cn of [name.cn, short.cn]) {
          expect(cn, fileTeam).toMatch(HAN);
          if (/[A-Za-z]/.test(cn)) expect(LATIN_IN_CN, `${fileTeam}: Latin in cn "${cn}"`).toContain(cn);
        }
        // A short name fits a phone card: at most 5 Chinese characters, about 12 Latin ones.
        expect([...short.cn].length, `${fileTeam} short cn`).toBeLessThanOrEqual(5);
        expect(short.en.length, `${fileTeam} short en`).toBeLessThanOrEqual(13);
        expect(short.vi.length, `${fileTeam} short vi`).toBeLessThanOrEqual(13);
      }
    },
  );

  it.each(FILES.map((f) => [f.base, f] as const))(
    '%s: no two teams share a short name in any language',
    (_, file) => {
      const teams = teamsOf(file).map(identityOf);
      for (const locale of LOCALES) {
        const shorts = teams.map((t) => t.short[locale]);
        expect(new Set(shorts).size, `${locale}: ${shorts.join(', ')}`).toBe(teams.length);
      }
    },
  );

  it('no two different clubs share a cn, en or vi name, nor two nations', () => {
    for (const kind of ['club', 'nation'] as const) {
      const teams = allTeams().filter((t) => t.kind === kind);
      for (const locale of LOCALES) {
        const seen = new Map<string, string>();
        for (const team of teams) {
          const other = seen.get(team.name[locale]);
          expect(
            other,
            `${kind}s ${other} and ${team.key} share ${locale} "${team.name[locale]}"`,
          ).toBeUndefined();
          seen.set(team.name[locale], team.key);
        }
      }
    }
  });

  it("a club's Champions League form and its league form are one identity", () => {
    // The league files write some clubs otherwise ("Arsenal" in the full files): one identity all the same.
    const leagueClubs = new Set(
      FILES.filter((f) => f.base !== '2024-25_uefa.cl')
        .flatMap(teamsOf)
        .map((t) => identityOf(t).key),
    );
    let shared = 0;
    for (const clTeam of teamsOf(shipped('2024-25_uefa.cl'))) {
      const base = clTeam.replace(/\s*\([A-Z]{3}\)$/, '');
      expect(base, clTeam).not.toBe(clTeam);
      if (!leagueClubs.has(identityOf(clTeam).key)) continue;
      shared++;
      expect(identityOf(clTeam), clTeam).toBe(identityOf(base));
    }
    // 22 of the 36 entrants play in a league season the site ships.
    expect(shared).toBe(22);
    expect(identityOf('Arsenal FC (ENG)').key).toBe('arsenal');
    expect(identityOf('FC Bayern München (GER)')).toBe(identityOf('FC Bayern München'));
  });

  it("every league file's clubs belong to the league's country", () => {
    for (const file of FILES) {
      const competition = competitionIdentity(file.name);
      if (!competition?.country) continue;
      for (const fileTeam of teamsOf(file)) {
        const team = identityOf(fileTeam);
        expect(team.kind, fileTeam).toBe('club');
        expect(team.country, `${fileTeam} in ${file.name}`).toBe(competition.country);
      }
    }
  });

  it('a Champions League club carries the country of its "(XXX)" suffix, and a wrong suffix names no club', () => {
    for (const clTeam of teamsOf(shipped('2024-25_uefa.cl'))) {
      const code = /\(([A-Z]{3})\)$/.exec(clTeam)?.[1];
      const team = identityOf(clTeam);
      expect(team.seat ?? team.country, clTeam).toBe(code);
    }
    // Monaco stands in Monaco and plays in the French league.
    expect(identityOf('AS Monaco FC (MCO)').country).toBe('FRA');
    expect(teamIdentity('Arsenal FC (ESP)')).toBeUndefined();
    expect(teamIdentity('Real Madrid CF (ENG)')).toBeUndefined();
  });

  it("the World Cup's 32 teams are nations under their own trigram", () => {
    const nations = teamsOf(shipped('worldcup-2018')).map(identityOf);
    expect(nations).toHaveLength(32);
    expect(new Set(nations.map((n) => n.country)).size).toBe(32);
    for (const nation of nations) expect(nation.kind).toBe('nation');
  });

  it('uses the names fans use', () => {
    const names = (fileTeam: string) => identityOf(fileTeam).name;
    expect(names('Argentina')).toEqual({ cn: '阿根廷', en: 'Argentina', vi: 'Argentina' });
    expect(names('Germany')).toEqual({ cn: '德国', en: 'Germany', vi: 'Đức' });
    expect(names('South Korea')).toEqual({ cn: '韩国', en: 'South Korea', vi: 'Hàn Quốc' });
    expect(['France', 'Spain', 'England', 'Japan'].map((n) => names(n).vi)).toEqual([
      'Pháp',
      'Tây Ban Nha',
      'Anh',
      'Nhật Bản',
    ]);
    expect(names('Arsenal FC')).toEqual({ cn: '阿森纳', en: 'Arsenal', vi: 'Arsenal' });
    expect(identityOf('Manchester United FC').short).toEqual({ cn: '曼联', en: 'Man Utd', vi: 'Man Utd' });
    expect(names('Shanghai Port FC').cn).toBe('上海海港');
    expect(names('Chengdu Rongcheng').cn).toBe('成都蓉城');
    expect(names('Kashima Antlers').cn).toBe('鹿岛鹿角');
    expect(names('Urawa Red Diamonds').cn).toBe('浦和红钻');
    expect(names('FC Internazionale Milano').cn).toBe('国际米兰');
  });

  it('names the country of every team in cn, en and vi', () => {
    for (const team of allTeams()) {
      for (const code of [team.country, team.seat ?? team.country]) {
        const named = country(code);
        expect(named, `${team.key}: ${code}`).toBeDefined();
        for (const locale of LOCALES) expect(named?.name[locale].trim()).not.toBe('');
      }
    }
    expect(country('MCO')?.fifa).toBe(false);
    expect(teamIdentity('Monaco')?.kind).toBe('club');
  });

  it('knows nothing of a team the data does not list', () => {
    expect(teamIdentity('Brampton City')).toBeUndefined();
    expect(teamIdentity('')).toBeUndefined();
  });
});
