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
  // FIFA and UEFA competitions and the main domestic cups, under the names their fans use
  // (新浪体育 / 懂球帝 for cn, VnExpress / Bóng Đá Plus for vi).
  {
    key: 'club-world-cup',
    name: same('世俱杯', 'Club World Cup', 'FIFA Club World Cup'),
    short: same('世俱杯', 'Club World Cup', 'Club World Cup'),
    tournament: true,
    codes: ['clubworldcup', 'club.worldcup', 'fifa.cwc', 'cwc'],
    aliases: ['FIFA Club World Cup', 'Club World Cup', 'FIFA Club World Championship'],
  },
  {
    key: 'intercontinental-cup',
    name: same('洲际杯', 'Intercontinental Cup', 'Cúp Liên lục địa'),
    short: same('洲际杯', 'Intercontinental Cup', 'Cúp Liên lục địa'),
    tournament: true,
    codes: ['intercontinental', 'fifa.intercontinental'],
    aliases: ['FIFA Intercontinental Cup'],
  },
  {
    key: 'womens-world-cup',
    name: same('女足世界杯', "Women's World Cup", 'World Cup nữ'),
    short: same('女足世界杯', "Women's World Cup", 'World Cup nữ'),
    tournament: true,
    codes: ['worldcup.w', 'womensworldcup'],
    aliases: ["FIFA Women's World Cup", 'Womens World Cup'],
  },
  {
    key: 'confederations-cup',
    name: same('联合会杯', 'Confederations Cup', 'Confederations Cup'),
    short: same('联合会杯', 'Confed Cup', 'Confed Cup'),
    tournament: true,
    codes: ['confed'],
    aliases: ['FIFA Confederations Cup'],
  },
  {
    key: 'nations-league',
    name: same('欧国联', 'Nations League', 'UEFA Nations League'),
    short: same('欧国联', 'Nations League', 'Nations League'),
    codes: ['uefa.nl', 'nationsleague'],
    aliases: ['UEFA Nations League'],
  },
  {
    key: 'uefa-super-cup',
    name: same('欧洲超级杯', 'UEFA Super Cup', 'Siêu cúp châu Âu'),
    short: same('欧超杯', 'Super Cup', 'Siêu cúp châu Âu'),
    tournament: true,
    codes: ['uefa.super', 'uefa.supercup'],
    aliases: ['European Super Cup'],
  },
  {
    key: 'copa-america',
    name: same('美洲杯', 'Copa América', 'Copa America'),
    short: same('美洲杯', 'Copa America', 'Copa America'),
    tournament: true,
    codes: ['copa', 'copaamerica'],
    aliases: ['Copa América', 'CONMEBOL Copa America'],
  },
  {
    key: 'asian-cup',
    name: same('亚洲杯', 'Asian Cup', 'Asian Cup'),
    short: same('亚洲杯', 'Asian Cup', 'Asian Cup'),
    tournament: true,
    codes: ['asiancup', 'afc.asiancup'],
    aliases: ['AFC Asian Cup'],
  },
  {
    key: 'africa-cup-of-nations',
    name: same('非洲杯', 'Africa Cup of Nations', 'CAN'),
    short: same('非洲杯', 'AFCON', 'CAN'),
    tournament: true,
    codes: ['africa', 'afcon', 'can'],
    aliases: ['Africa Cup of Nations', 'African Cup of Nations', 'AFCON'],
  },
  {
    key: 'gold-cup',
    name: same('金杯赛', 'Gold Cup', 'Gold Cup'),
    short: same('金杯赛', 'Gold Cup', 'Gold Cup'),
    tournament: true,
    codes: ['goldcup', 'concacaf.gold'],
    aliases: ['CONCACAF Gold Cup'],
  },
  {
    key: 'copa-libertadores',
    name: same('南美解放者杯', 'Copa Libertadores', 'Copa Libertadores'),
    short: same('解放者杯', 'Libertadores', 'Libertadores'),
    codes: ['copa.l', 'libertadores'],
    aliases: ['CONMEBOL Libertadores', 'Copa Libertadores de América'],
  },
  {
    key: 'afc-champions-league',
    name: same('亚冠', 'AFC Champions League Elite', 'AFC Champions League Elite'),
    short: same('亚冠', 'ACL Elite', 'Cúp C1 châu Á'),
    codes: ['afc.cl', 'afc.acl'],
    aliases: ['AFC Champions League', 'ACL Elite', 'AFC Champions League Elite'],
  },
  {
    key: 'efl-cup',
    name: same('英格兰联赛杯', 'EFL Cup', 'Cúp Liên đoàn Anh'),
    short: same('联赛杯', 'EFL Cup', 'Cúp Liên đoàn Anh'),
    country: 'ENG',
    codes: ['en.leaguecup', 'en.efl'],
    aliases: ['English League Cup', 'League Cup', 'Carabao Cup'],
  },
  {
    key: 'community-shield',
    name: same('英格兰社区盾杯', 'Community Shield', 'Siêu cúp Anh'),
    short: same('社区盾杯', 'Community Shield', 'Siêu cúp Anh'),
    country: 'ENG',
    codes: ['en.supercup'],
    aliases: ['FA Community Shield'],
  },
  {
    key: 'supercopa',
    name: same('西班牙超级杯', 'Supercopa de España', 'Siêu cúp Tây Ban Nha'),
    short: same('西超杯', 'Supercopa', 'Siêu cúp TBN'),
    country: 'ESP',
    codes: ['es.supercup'],
    aliases: ['Spanish Super Cup', 'Supercopa de Espana'],
  },
  {
    key: 'supercoppa',
    name: same('意大利超级杯', 'Supercoppa Italiana', 'Siêu cúp Italy'),
    short: same('意超杯', 'Supercoppa', 'Siêu cúp Italy'),
    country: 'ITA',
    codes: ['it.supercup'],
    aliases: ['Italian Super Cup'],
  },
  {
    key: 'dfl-supercup',
    name: same('德国超级杯', 'DFL-Supercup', 'Siêu cúp Đức'),
    short: same('德超杯', 'Supercup', 'Siêu cúp Đức'),
    country: 'GER',
    codes: ['de.supercup'],
    aliases: ['German Super Cup', 'DFL Supercup'],
  },
  {
    key: 'trophee-des-champions',
    name: same('法国超级杯', 'Trophée des Champions', 'Siêu cúp Pháp'),
    short: same('法超杯', 'Trophée des Champions', 'Siêu cúp Pháp'),
    country: 'FRA',
    codes: ['fr.supercup'],
    aliases: ['French Super Cup', 'Trophee des Champions'],
  },
  {
    key: 'emperors-cup',
    name: same('天皇杯', "Emperor's Cup", 'Cúp Thiên Hoàng'),
    short: same('天皇杯', "Emperor's Cup", 'Cúp Thiên Hoàng'),
    country: 'JPN',
    codes: ['jp.cup'],
    aliases: ['Emperors Cup', "Japan | Emperor's Cup"],
  },
  {
    key: 'j-league-cup',
    name: same('日本联赛杯', 'J.League Cup', 'Cúp Liên đoàn Nhật Bản'),
    short: same('联赛杯', 'J.League Cup', 'Cúp Liên đoàn NB'),
    country: 'JPN',
    codes: ['jp.leaguecup'],
    aliases: ['J League Cup', 'YBC Levain Cup', 'Levain Cup'],
  },
  {
    key: 'chinese-super-cup',
    name: same('中国足协超级杯', 'Chinese FA Super Cup', 'Siêu cúp Trung Quốc'),
    short: same('超级杯', 'CFA Super Cup', 'Siêu cúp TQ'),
    country: 'CHN',
    codes: ['cn.supercup'],
    aliases: ['China | Super Cup', 'CFA Super Cup'],
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

/**
 * Football words in Chinese, for a competition the data does not know: its name is translated word by
 * word when every word is here ("Super Cup" → 超级杯), else it keeps its original name. A name is never
 * sounded out syllable by syllable (克卢布·沃尔尔德·库普 for "Club World Cup" is no Chinese fan's word).
 */
const CN_WORDS: Record<string, string> = {
  african: '非洲',
  america: '美洲',
  american: '美洲',
  asian: '亚洲',
  champions: '冠军',
  championship: '锦标赛',
  club: '俱乐部',
  clubs: '俱乐部',
  continental: '洲际',
  cup: '杯',
  division: '级联赛',
  elite: '精英',
  european: '欧洲',
  fa: '足总',
  first: '第一',
  football: '足球',
  friendlies: '友谊赛',
  friendly: '友谊赛',
  intercontinental: '洲际',
  international: '国际',
  junior: '青年',
  league: '联赛',
  national: '国家',
  nations: '国家',
  premier: '超级',
  pro: '职业',
  professional: '职业',
  second: '第二',
  shield: '盾',
  super: '超级',
  third: '第三',
  tournament: '锦标赛',
  trophy: '奖杯',
  u17: 'U17',
  u19: 'U19',
  u20: 'U20',
  u21: 'U21',
  u23: 'U23',
  women: '女子',
  womens: '女子',
  world: '世界',
  youth: '青年',
};

/**
 * The names of a competition the data does not know, from its file's `name`: en and vi keep the
 * original name; cn translates it word by word when it can, else keeps it too. The season stays whole.
 */
export function unknownCompetitionName(text: string): LocalName {
  const original = text.trim();
  const named = SEASON_IN_NAME.exec(original);
  const [base, season] = named?.[1] ? [named[1].trim(), named[2]] : [original, undefined];
  const words = matchKey(base.replace(/['’]/g, '')).split(' ').filter(Boolean);
  const cnWords = words.map((w) => CN_WORDS[w]);
  const translated = words.length > 0 && cnWords.every((w) => w !== undefined);
  const cn = translated ? `${season ? `${seasonOf(season)} ` : ''}${cnWords.join('')}` : original;
  return { cn, en: original, vi: original };
}
