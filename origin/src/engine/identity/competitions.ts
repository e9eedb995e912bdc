// Competitions under the names fans use: 英超 / Premier League / Ngoại hạng Anh, 欧冠 / Cúp C1…
// (新浪体育 and 懂球帝 for cn; VnExpress and Bóng Đá Plus for vi). Found from an openfootball file's
// `name` ("English Premier League 2025/26") or its base name ("2025-26_en.1"); the season is kept apart,
// so no name is ever cut around it.
import { matchKey } from './normalize';
import type { CompetitionIdentity, LocalName } from './types';

interface CompetitionRow {
  key: string;
  name: LocalName;
  short: LocalName;
  country?: string;
  /** A tournament held in a year (世界杯 2018) rather than a season (英超 2025/26). */
  tournament?: boolean;
  /** The part of openfootball base names after the season: 'en.1' in '2025-26_en.1'. */
  codes: string[];
  /** Names files give it, without the season. */
  aliases: string[];
}

const same = (cn: string, en: string, vi = en): LocalName => ({ cn, en, vi });

const ROWS: CompetitionRow[] = [
  {
    key: 'premier-league',
    name: same('英超', 'Premier League', 'Ngoại hạng Anh'),
    short: same('英超', 'Premier League', 'Ngoại hạng Anh'),
    country: 'ENG',
    codes: ['en.1'],
    aliases: ['English Premier League', 'England | Premier League', 'EPL'],
  },
  {
    key: 'championship',
    name: same('英冠', 'Championship', 'Hạng Nhất Anh'),
    short: same('英冠', 'Championship', 'Hạng Nhất Anh'),
    country: 'ENG',
    codes: ['en.2'],
    aliases: ['English Championship', 'England | Championship'],
  },
  {
    key: 'fa-cup',
    name: same('英格兰足总杯', 'FA Cup', 'FA Cup'),
    short: same('足总杯', 'FA Cup', 'FA Cup'),
    country: 'ENG',
    codes: ['en.facup', 'en.cup'],
    aliases: ['English FA Cup'],
  },
  {
    key: 'la-liga',
    name: same('西甲', 'La Liga'),
    short: same('西甲', 'La Liga'),
    country: 'ESP',
    codes: ['es.1'],
    aliases: ['Spain Primera División', 'Primera División', 'LaLiga', 'Spanish La Liga'],
  },
  {
    key: 'copa-del-rey',
    name: same('国王杯', 'Copa del Rey', 'Cúp Nhà vua Tây Ban Nha'),
    short: same('国王杯', 'Copa del Rey', 'Cúp Nhà vua'),
    country: 'ESP',
    codes: ['es.cup'],
    aliases: [],
  },
  {
    key: 'serie-a',
    name: same('意甲', 'Serie A'),
    short: same('意甲', 'Serie A'),
    country: 'ITA',
    codes: ['it.1'],
    aliases: ['Italian Serie A', 'Italy | Serie A'],
  },
  {
    key: 'coppa-italia',
    name: same('意大利杯', 'Coppa Italia'),
    short: same('意大利杯', 'Coppa Italia'),
    country: 'ITA',
    codes: ['it.cup'],
    aliases: [],
  },
  {
    key: 'bundesliga',
    name: same('德甲', 'Bundesliga'),
    short: same('德甲', 'Bundesliga'),
    country: 'GER',
    codes: ['de.1'],
    aliases: ['Deutsche Bundesliga', 'German Bundesliga', 'Germany | Bundesliga'],
  },
  {
    key: 'dfb-pokal',
    name: same('德国杯', 'DFB-Pokal', 'Cúp Quốc gia Đức'),
    short: same('德国杯', 'DFB-Pokal', 'Cúp QG Đức'),
    country: 'GER',
    codes: ['de.cup'],
    aliases: ['DFB Pokal', 'German Cup'],
  },
  {
    key: 'ligue-1',
    name: same('法甲', 'Ligue 1'),
    short: same('法甲', 'Ligue 1'),
    country: 'FRA',
    codes: ['fr.1'],
    aliases: ['French Ligue 1', 'France | Ligue 1'],
  },
  {
    key: 'coupe-de-france',
    name: same('法国杯', 'Coupe de France', 'Cúp Quốc gia Pháp'),
    short: same('法国杯', 'Coupe de France', 'Cúp QG Pháp'),
    country: 'FRA',
    codes: ['fr.cup'],
    aliases: ['French Cup'],
  },
  {
    key: 'champions-league',
    name: same('欧冠', 'Champions League', 'Champions League'),
    short: same('欧冠', 'UCL', 'Cúp C1'),
    codes: ['uefa.cl', 'cl'],
    aliases: ['UEFA Champions League'],
  },
  {
    key: 'europa-league',
    name: same('欧联杯', 'Europa League', 'Europa League'),
    short: same('欧联', 'UEL', 'Cúp C2'),
    codes: ['uefa.el', 'el'],
    aliases: ['UEFA Europa League'],
  },
  {
    key: 'conference-league',
    name: same('欧协联', 'Conference League', 'Conference League'),
    short: same('欧协联', 'UECL', 'Cúp C3'),
    codes: ['uefa.conf', 'uefa.ecl', 'conf'],
    aliases: ['UEFA Conference League', 'UEFA Europa Conference League'],
  },
  {
    key: 'chinese-super-league',
    name: same('中超', 'Chinese Super League', 'VĐQG Trung Quốc'),
    short: same('中超', 'CSL', 'VĐQG Trung Quốc'),
    country: 'CHN',
    codes: ['cn.1'],
    aliases: ['China | Super League', 'China Super League', 'CSL'],
  },
  {
    key: 'chinese-fa-cup',
    name: same('足协杯', 'Chinese FA Cup', 'Cúp Quốc gia Trung Quốc'),
    short: same('足协杯', 'CFA Cup', 'Cúp QG Trung Quốc'),
    country: 'CHN',
    codes: ['cn.cup'],
    aliases: ['China | FA Cup', 'CFA Cup'],
  },
  {
    key: 'j1-league',
    name: same('日职联', 'J1 League', 'J1 League'),
    short: same('日职联', 'J1 League', 'J1 League'),
    country: 'JPN',
    codes: ['jp.1'],
    aliases: ['Japan | J1 League', 'J.League', 'J1'],
  },
  {
    key: 'world-cup',
    name: same('世界杯', 'World Cup', 'World Cup'),
    short: same('世界杯', 'World Cup', 'World Cup'),
    tournament: true,
    codes: ['worldcup'],
    aliases: ['FIFA World Cup'],
  },
  {
    key: 'euro',
    name: same('欧洲杯', 'European Championship', 'EURO'),
    short: same('欧洲杯', 'Euro', 'EURO'),
    tournament: true,
    codes: ['euro'],
    aliases: ['UEFA European Championship', 'UEFA Euro'],
  },
];

const BY_CODE = new Map<string, CompetitionRow>();
const BY_NAME = new Map<string, CompetitionRow>();
for (const row of ROWS) {
  for (const code of row.codes) BY_CODE.set(code.toLowerCase(), row);
  for (const name of [row.key, row.name.en, row.name.vi, ...row.aliases]) BY_NAME.set(matchKey(name), row);
}

/** "2025-26_en.1" (league seasons) or "worldcup-2018" (tournaments), with or without ".json". */
const SEASON_FIRST = /^(\d{4}(?:-\d{2})?)_([a-z0-9.]+)$/i;
const YEAR_LAST = /^([a-z0-9.]+)-(\d{4})$/i;
/** A season at the end of a file's name: "… 2025/26", "… 2025-26", "… 2025". */
const SEASON_IN_NAME = /^(.*?)[\s|]*(\d{4}(?:[/-]\d{2,4})?)$/;

function seasonOf(raw: string): string {
  const [first, second] = raw.split(/[/-]/);
  return second ? `${first}/${second.slice(-2)}` : (first ?? raw);
}

function identity(row: CompetitionRow, season: string | undefined): CompetitionIdentity {
  const { key, name, short, country } = row;
  const title = season
    ? {
        cn: `${season}${row.tournament ? '年' : '赛季'}${name.cn}`,
        en: `${name.en} ${season}`,
        vi: `${name.vi} ${season}`,
      }
    : name;
  return { key, name, short, ...(country ? { country } : {}), ...(season ? { season } : {}), title };
}

/**
 * The competition of an openfootball file, from its `name` ("English Premier League 2025/26") or its
 * base name ("2025-26_en.1", "worldcup-2018.json"), or from a competition's name in any site language.
 */
export function competitionIdentity(fileOrName: string): CompetitionIdentity | undefined {
  const text = fileOrName
    .trim()
    .replace(/^.*[\\/](?=[^\\/]+\.json$)/i, '')
    .replace(/\.json$/i, '');
  const file = SEASON_FIRST.exec(text) ?? YEAR_LAST.exec(text);
  if (file) {
    const [, a = '', b = ''] = file;
    const [season, code] = /^\d/.test(a) ? [a, b] : [b, a];
    const row = BY_CODE.get(code.toLowerCase());
    if (row) return identity(row, seasonOf(season));
  }
  const code = BY_CODE.get(text.toLowerCase());
  if (code) return identity(code, undefined);
  const named = SEASON_IN_NAME.exec(text);
  const [base, season] = named?.[1] ? [named[1], named[2]] : [text, undefined];
  const row = BY_NAME.get(matchKey(base));
  return row ? identity(row, season ? seasonOf(season) : undefined) : undefined;
}

/** Every known competition (without a season). */
export function allCompetitions(): CompetitionIdentity[] {
  return ROWS.map((row) => identity(row, undefined));
}
