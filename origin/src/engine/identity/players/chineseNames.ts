// The one table of established Chinese names of real players, as the Chinese football media write them
// (新浪体育, 懂球帝, 腾讯体育), read for the 2025/26 season: the players of the Premier League, La Liga,
// Serie A and Bundesliga 2025/26 (their full season files, openfootball), the World Cup 2026 squads file's
// well-known players elsewhere, and the 2018 World Cup scorers (worldcup2018a/b.ts). Mostly the surname
// alone, as those media write it; the given name too where two players share a surname (鲁本·迪亚斯,
// 路易斯·迪亚斯). A player is listed only where his name in those media is certain: anyone else keeps his
// Latin name in cn, never a name sounded out letter by letter (docs/API.md, "Real and generated").
import { nameKey } from '../normalize';
import { BUNDESLIGA } from './chineseBundesliga';
import { LA_LIGA } from './chineseLaLiga';
import { PREMIER_LEAGUE } from './chinesePremierLeague';
import { SERIE_A } from './chineseSerieA';
import { SQUADS_2026 } from './chineseSquads2026';
import type { ChineseNameRow, PlayerEntry } from './define';
import { WORLD_CUP_2018_A_D } from './worldcup2018a';
import { WORLD_CUP_2018_E_H } from './worldcup2018b';

/** The rows of each source, by the file they name players of. */
export const CHINESE_NAME_ROWS: Readonly<Record<string, readonly ChineseNameRow[]>> = {
  '2025-26_en.1': PREMIER_LEAGUE,
  '2025-26_es.1': LA_LIGA,
  '2025-26_it.1': SERIE_A,
  '2025-26_de.1': BUNDESLIGA,
  'worldcup-2026.squads': SQUADS_2026,
};

/** The 2018 scorers' full names (not the short forms derived for one team: "Kane", "E. Hazard"). */
function worldCup2018Rows(entries: readonly PlayerEntry[]): ChineseNameRow[] {
  return entries.map((e) => [e.canonical, e.cn, ...e.aliases]);
}

/**
 * Folded name → Chinese name. One entry serves every spelling (capitals, accents, apostrophes, hyphens:
 * normalize.ts nameKey); a key that would name two different Chinese names is an error, never a silent pick.
 */
export function chineseNameTable(rows: readonly ChineseNameRow[]): ReadonlyMap<string, string> {
  const table = new Map<string, { cn: string; spelling: string }>();
  for (const [spelling, cn, ...others] of rows) {
    for (const name of [spelling, ...others]) {
      const key = nameKey(name);
      if (key === '') throw new Error(`Chinese name table: "${name}" has no letters`);
      const held = table.get(key);
      if (held && held.cn !== cn)
        throw new Error(`Chinese name table: "${name}" is ${cn}, but "${held.spelling}" is ${held.cn}`);
      table.set(key, { cn, spelling: name });
    }
  }
  return new Map([...table].map(([key, { cn }]) => [key, cn]));
}

const TABLE = chineseNameTable([
  ...Object.values(CHINESE_NAME_ROWS).flat(),
  ...worldCup2018Rows([...WORLD_CUP_2018_A_D, ...WORLD_CUP_2018_E_H]),
]);

/** A real player's established Chinese name, found by any spelling of his name; undefined if the table has none. */
export function chineseName(raw: string): string | undefined {
  return TABLE.get(nameKey(raw));
}

/** Every key of the table and its Chinese name. */
export function chineseNameEntries(): ReadonlyMap<string, string> {
  return TABLE;
}
