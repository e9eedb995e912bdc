// Bundesliga clubs (2025/26). Chinese names as 新浪体育 and 懂球帝 write them (拜仁, 多特, 门兴 as short forms).
import { type ClubRow, clubsOf } from './define';

const ROWS: ClubRow[] = [
  ['heidenheim', ['海登海姆', 'Heidenheim'], [], ['1. FC Heidenheim 1846']],
  ['koln', ['科隆', 'FC Köln'], [undefined, 'Köln'], ['1. FC Köln']],
  ['union-berlin', ['柏林联合', 'Union Berlin'], [], ['1. FC Union Berlin']],
  ['mainz', ['美因茨', 'Mainz 05'], [undefined, 'Mainz'], ['1. FSV Mainz 05']],
  ['bayer-leverkusen', ['勒沃库森', 'Bayer Leverkusen'], [undefined, 'Leverkusen'], ['Bayer 04 Leverkusen']],
  [
    'borussia-dortmund',
    ['多特蒙德', 'Borussia Dortmund', 'Dortmund'],
    ['多特', 'Dortmund'],
    ['Borussia Dortmund'],
  ],
  [
    'borussia-monchengladbach',
    ['门兴格拉德巴赫', 'Borussia Mönchengladbach'],
    ['门兴', 'Gladbach'],
    ['Borussia Mönchengladbach', "Borussia M'gladbach"],
  ],
  [
    'eintracht-frankfurt',
    ['法兰克福', 'Eintracht Frankfurt', 'Frankfurt'],
    [undefined, 'Frankfurt'],
    ['Eintracht Frankfurt'],
  ],
  ['augsburg', ['奥格斯堡', 'Augsburg'], [], ['FC Augsburg']],
  ['bayern-munich', ['拜仁慕尼黑', 'Bayern Munich'], ['拜仁', 'Bayern'], ['FC Bayern München']],
  ['st-pauli', ['圣保利', 'St. Pauli'], [], ['FC St. Pauli 1910']],
  ['hamburg', ['汉堡', 'Hamburger SV', 'Hamburg'], [undefined, 'Hamburg'], ['Hamburger SV']],
  ['rb-leipzig', ['莱比锡红牛', 'RB Leipzig', 'Leipzig'], ['莱比锡', 'Leipzig'], ['RB Leipzig']],
  ['freiburg', ['弗赖堡', 'Freiburg'], [], ['SC Freiburg']],
  ['werder-bremen', ['云达不莱梅', 'Werder Bremen'], ['不莱梅', 'Bremen'], ['SV Werder Bremen']],
  ['hoffenheim', ['霍芬海姆', 'Hoffenheim'], [], ['TSG 1899 Hoffenheim']],
  ['stuttgart', ['斯图加特', 'VfB Stuttgart', 'Stuttgart'], [undefined, 'Stuttgart'], ['VfB Stuttgart']],
  ['wolfsburg', ['沃尔夫斯堡', 'Wolfsburg'], [], ['VfL Wolfsburg']],
];

export const GERMANY_CLUBS = clubsOf('GER', ROWS);
