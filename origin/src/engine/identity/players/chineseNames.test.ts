// Real players' names in cn: the established Chinese name from the one table, found by any spelling of the
// files, else the Latin name, never one sounded out (docs/API.md, "Real and generated").
import { describe, expect, it } from 'vitest';
import { fullSeasonPlayers } from '../fullSeasonPlayers';
import { nameKey } from '../normalize';
import { playerIdentity, playerName } from '../players';
import { allSquadPlayers } from '../squads';
import { teamIdentity } from '../teams';
import { CHINESE_NAME_ROWS, chineseName, chineseNameTable } from './chineseNames';

const SEASON = fullSeasonPlayers();
const FILES = ['2025-26_de.1', '2025-26_en.1', '2025-26_es.1', '2025-26_it.1'];
/** The team key of a file's team, where the identity data knows its spelling. */
const teamKeyOf = (team: string) => teamIdentity(team)?.key;
const stripAccents = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');
/** A regular starter: in the line-up at kick-off in half his league's rounds or more. */
const isStarter = (p: (typeof SEASON)[number]) => p.starts >= (p.file === '2025-26_de.1' ? 17 : 19);

describe("real players' names in cn", () => {
  it("reads the four full season files' players", () => {
    expect([...new Set(SEASON.map((p) => p.file))]).toEqual(FILES);
    expect(new Set(SEASON.map((p) => `${p.file}|${p.team}`)).size).toBe(78);
    // Twenty-two line-ups a match (11 starters each side): 380 + 380 + 380 + 306 matches.
    expect(SEASON.reduce((sum, p) => sum + p.starts, 0)).toBe(22 * (380 * 3 + 306));
  });

  it('writes the names of the issue as Chinese media do, or else exactly in Latin', () => {
    const cases: [string, string, string][] = [
      ['Morgan ROGERS', 'Morgan Rogers', 'aston-villa'],
      ['John McGinn', 'John McGinn', 'aston-villa'],
      ['Aaron WAN-BISSAKA', 'Aaron Wan-Bissaka', 'west-ham-united'],
    ];
    for (const [fileSpelling, shown, team] of cases) {
      const name = playerName(shown, team);
      expect(name.en).toBe(shown);
      expect(name.vi).toBe(shown);
      expect(name.cn).toBe(chineseName(fileSpelling) ?? shown);
      expect(playerName(fileSpelling, team).cn).toBe(name.cn);
    }
    expect(playerName('Morgan Rogers', 'aston-villa').cn).toBe('罗杰斯');
    expect(playerName('John McGinn', 'aston-villa').cn).toBe('麦金');
    expect(playerName('Aaron Wan-Bissaka', 'west-ham-united').cn).toBe('万-比萨卡');
    // A real player the table does not know keeps his Latin name, accents and all, in every language.
    expect(playerName('Jonas Föhrenbach', 'heidenheim')).toEqual({
      cn: 'Jonas Föhrenbach',
      en: 'Jonas Föhrenbach',
      vi: 'Jonas Föhrenbach',
    });
  });

  it('gives no real player of the four files a transliterated name', () => {
    const sounded: string[] = [];
    for (const p of SEASON) {
      const team = teamKeyOf(p.team);
      const name = playerName(p.name, team);
      const expected = playerIdentity(p.name, team)?.name.cn ?? chineseName(p.name) ?? name.en;
      if (name.cn !== expected) sounded.push(`${p.name} (${p.team}): ${name.cn}`);
      expect(name.vi).toBe(name.en);
    }
    expect(sounded).toEqual([]);
  });

  it('gives no player of the squads file a transliterated name', () => {
    const sounded: string[] = [];
    for (const p of allSquadPlayers()) {
      const known = p.nationKey ? playerIdentity(p.name.en, p.nationKey) : undefined;
      const expected = chineseName(p.name.en) ?? known?.name.cn ?? p.name.en;
      if (p.name.cn !== expected) sounded.push(`${p.name.en}: ${p.name.cn}`);
    }
    expect(sounded).toEqual([]);
  });

  it('finds every entry from the capitals, the accent-less and the apostrophe-less spellings', () => {
    for (const rows of Object.values(CHINESE_NAME_ROWS))
      for (const [spelling, cn, ...others] of rows)
        for (const name of [spelling, ...others]) {
          expect(chineseName(name), name).toBe(cn);
          expect(chineseName(name.toUpperCase()), name).toBe(cn);
          expect(chineseName(name.toLowerCase()), name).toBe(cn);
          expect(chineseName(stripAccents(name)), name).toBe(cn);
          expect(chineseName(name.replace(/['’]/g, '')), name).toBe(cn);
          expect(chineseName(`  ${name.replace(/ /g, '  ')} `), name).toBe(cn);
        }
    // The spellings the files write and the ones fans know meet on one entry.
    const same: [string, string][] = [
      ['MOHAMED SALAH', 'Mohamed Salah'],
      ['Virgil VAN DIJK', 'Virgil van Dijk'],
      ['Jake OBRIEN', "Jake O'Brien"],
      ['Fabio CARVALHO', 'Fábio Carvalho'],
      ['KIM Minjae', 'Kim Min-jae'],
      ['Martin ODEGAARD', 'Martin Ødegaard'],
      ['Mario GOETZE', 'Mario Götze'],
      ['Alexis MAC ALLISTER', 'Alexis Mac Allister'],
    ];
    for (const [file, known] of same) {
      expect(chineseName(file), file).toMatch(/\p{Script=Han}/u);
      expect(chineseName(known), known).toBe(chineseName(file));
    }
  });

  it("lists only players the files name, each under his own file's spelling", () => {
    for (const file of FILES) {
      const spelled = new Set(SEASON.filter((p) => p.file === file).flatMap((p) => p.spellings));
      const keys = new Set([...spelled].map(nameKey));
      for (const [spelling] of CHINESE_NAME_ROWS[file] ?? []) {
        expect(spelled.has(spelling) || keys.has(nameKey(spelling)), `${spelling} (${file})`).toBe(true);
      }
    }
    const squads = new Set(allSquadPlayers().map((p) => nameKey(p.name.en)));
    for (const [spelling] of CHINESE_NAME_ROWS['worldcup-2026.squads'] ?? [])
      expect(squads.has(nameKey(spelling)), spelling).toBe(true);
  });

  it('writes every Chinese name in Chinese characters, and no key names two of them', () => {
    const named = new Map<string, string>();
    for (const rows of Object.values(CHINESE_NAME_ROWS))
      for (const [spelling, cn, ...others] of rows) {
        expect(cn, spelling).toMatch(/^(C罗|[\p{Script=Han}·-]+)$/u);
        for (const name of [spelling, ...others]) {
          const key = nameKey(name);
          expect(named.get(key) ?? cn, `${name}: ${cn} and ${named.get(key)}`).toBe(cn);
          named.set(key, cn);
        }
      }
    expect(() =>
      chineseNameTable([
        ['Mohamed Salah', '萨拉赫'],
        ['MOHAMED SALAH', '萨拉'],
      ]),
    ).toThrow(/MOHAMED SALAH/);
    expect(
      chineseNameTable([
        ['Mohamed Salah', '萨拉赫'],
        ['MOHAMED SALAH', '萨拉赫'],
      ]).size,
    ).toBe(1);
  });

  it("never shows two players of one team's season under one name", () => {
    const byTeam = new Map<string, Map<string, string>>();
    for (const p of SEASON) {
      const names = byTeam.get(`${p.file}|${p.team}`) ?? new Map<string, string>();
      const cn = playerName(p.name, teamKeyOf(p.team)).cn;
      expect(names.get(cn) ?? p.name, `${p.team}: ${cn}`).toBe(p.name);
      names.set(cn, p.name);
      byTeam.set(`${p.file}|${p.team}`, names);
    }
  });

  it('covers the regular starters of every club', () => {
    const covered = SEASON.filter((p) => chineseName(p.name) !== undefined);
    const starters = SEASON.filter(isStarter);
    const startersCovered = starters.filter((p) => chineseName(p.name) !== undefined);
    const players = new Set(SEASON.map((p) => nameKey(p.name)));
    const playersCovered = new Set(covered.map((p) => nameKey(p.name)));
    console.log(
      `Chinese names: ${playersCovered.size} of the ${players.size} players of the four full files, ` +
        `${startersCovered.length} of their ${starters.length} regular starters (half the rounds or more)`,
    );
    expect(startersCovered.length / starters.length).toBeGreaterThanOrEqual(0.95);
  });
});
