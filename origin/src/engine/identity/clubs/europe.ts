// Champions League 2024/25 entrants from leagues the site does not ship a season of.
// Chinese names as 新浪体育 and 懂球帝 write them; Vietnamese media keep the clubs' Latin names.
import { type ClubRow, clubsOf } from './define';

const BY_COUNTRY: Record<string, ClubRow[]> = {
  CZE: [
    [
      'sparta-prague',
      ['布拉格斯巴达', 'Sparta Prague', 'Sparta Praha'],
      ['斯巴达', 'Sparta'],
      ['AC Sparta Praha'],
    ],
  ],
  SUI: [['young-boys', ['伯尔尼年轻人', 'Young Boys'], ['年轻人'], ['BSC Young Boys']]],
  SCO: [['celtic', ['凯尔特人', 'Celtic'], [], ['Celtic FC']]],
  BEL: [['club-brugge', ['布鲁日', 'Club Brugge'], [undefined, 'Brugge', 'Club Brugge'], ['Club Brugge KV']]],
  AUT: [
    [
      'rb-salzburg',
      ['萨尔茨堡红牛', 'RB Salzburg', 'Salzburg'],
      ['萨尔茨堡', 'Salzburg'],
      ['FC Red Bull Salzburg'],
    ],
    ['sturm-graz', ['格拉茨风暴', 'Sturm Graz'], ['格拉茨'], ['SK Sturm Graz']],
  ],
  SRB: [
    [
      'red-star-belgrade',
      ['贝尔格莱德红星', 'Red Star Belgrade', 'Crvena Zvezda'],
      ['红星', 'Red Star', 'Crvena Zvezda'],
      ['FK Crvena Zvezda'],
    ],
  ],
  UKR: [
    ['shakhtar-donetsk', ['顿涅茨克矿工', 'Shakhtar Donetsk'], ['矿工', 'Shakhtar'], ['FK Shakhtar Donetsk']],
  ],
  NED: [
    ['feyenoord', ['费耶诺德', 'Feyenoord'], [], ['Feyenoord Rotterdam']],
    ['psv', ['埃因霍温', 'PSV Eindhoven', 'PSV'], [undefined, 'PSV'], ['PSV']],
  ],
  CRO: [
    ['dinamo-zagreb', ['萨格勒布迪纳摩', 'Dinamo Zagreb'], ['萨格勒布', 'D. Zagreb'], ['GNK Dinamo Zagreb']],
  ],
  POR: [
    ['benfica', ['本菲卡', 'Benfica'], [], ['Sport Lisboa e Benfica']],
    [
      'sporting-cp',
      ['葡萄牙体育', 'Sporting CP', 'Sporting Lisbon'],
      [undefined, 'Sporting', 'Sporting'],
      ['Sporting Clube de Portugal'],
    ],
  ],
  SVK: [
    [
      'slovan-bratislava',
      ['布拉迪斯拉发斯洛万', 'Slovan Bratislava'],
      ['斯洛万', 'Slovan'],
      ['ŠK Slovan Bratislava'],
    ],
  ],
};

export const EUROPE_CLUBS = Object.entries(BY_COUNTRY).flatMap(([country, rows]) => clubsOf(country, rows));
