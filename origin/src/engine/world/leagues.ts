// The competitions of the generated world: football's (for the model's tests and benchmarks: the engine's
// football is the real seasons) under real competition names, basketball's and esports' its own.
import type { LocalizedText, Sport } from '../types';

export interface LeagueSpec {
  id: number;
  sport: Sport;
  kind: 'league' | 'cup';
  name: LocalizedText;
  shortName: LocalizedText;
  country: string;
  /** Strength range of its clubs (domestic leagues). */
  strength: [number, number];
  /** Cups: the leagues whose clubs enter, and how many of each (strongest first). */
  entrants?: { leagueId: number; count: number }[];
  hot: boolean;
  color: string;
  /** Esports title. */
  game?: string;
}

function spec(
  id: number,
  sport: Sport,
  en: string,
  cn: string,
  vi: string,
  short: [string, string],
  country: string,
  strength: [number, number],
  hot = false,
  color = '#1d4ed8',
): LeagueSpec {
  return {
    id,
    sport,
    kind: 'league',
    name: { en, cn, vi },
    shortName: { en: short[0], cn: short[1], vi: short[0] },
    country,
    strength,
    hot,
    color,
  };
}

/** One of the engine's own competitions: its names [en, cn, vi], each language's own short name. */
function invented(
  id: number,
  sport: Sport,
  country: string,
  strength: [number, number],
  hot: boolean,
  names: { name: [string, string, string]; short: [string, string, string] },
  game?: string,
): LeagueSpec {
  const [en, cn, vi] = names.name;
  const [shortEn, shortCn, shortVi] = names.short;
  return {
    id,
    sport,
    kind: 'league',
    name: { en, cn, vi },
    shortName: { en: shortEn, cn: shortCn, vi: shortVi },
    country,
    strength,
    hot,
    color: '#1d4ed8',
    ...(game ? { game } : {}),
  };
}

function cup(s: LeagueSpec, entrants: { leagueId: number; count: number }[]): LeagueSpec {
  return { ...s, kind: 'cup', entrants };
}

const F = 'football';
export const LEAGUE_SPECS: LeagueSpec[] = [
  spec(
    1,
    F,
    'Premier League',
    '英格兰超级联赛',
    'Ngoại hạng Anh',
    ['EPL', '英超'],
    'england',
    [66, 92],
    true,
    '#3d195b',
  ),
  spec(2, F, 'Championship', '英格兰冠军联赛', 'Hạng Nhất Anh', ['ECH', '英冠'], 'england', [52, 70]),
  spec(3, F, 'La Liga', '西班牙甲级联赛', 'La Liga', ['LAL', '西甲'], 'spain', [62, 93], true, '#ee8707'),
  spec(
    4,
    F,
    'Segunda Division',
    '西班牙乙级联赛',
    'Hạng Hai Tây Ban Nha',
    ['SEG', '西乙'],
    'spain',
    [50, 66],
  ),
  spec(5, F, 'Serie A', '意大利甲级联赛', 'Serie A', ['SA', '意甲'], 'italy', [62, 90], true, '#024494'),
  spec(6, F, 'Serie B', '意大利乙级联赛', 'Serie B Ý', ['SB', '意乙'], 'italy', [50, 66]),
  spec(
    7,
    F,
    'Bundesliga',
    '德国甲级联赛',
    'Bundesliga',
    ['BL', '德甲'],
    'germany',
    [62, 92],
    true,
    '#d20515',
  ),
  spec(8, F, '2. Bundesliga', '德国乙级联赛', 'Hạng Hai Đức', ['BL2', '德乙'], 'germany', [50, 66]),
  spec(9, F, 'Ligue 1', '法国甲级联赛', 'Ligue 1', ['L1', '法甲'], 'france', [60, 90], true, '#091c3e'),
  spec(10, F, 'Eredivisie', '荷兰甲级联赛', 'VĐQG Hà Lan', ['ERE', '荷甲'], 'europe', [56, 80]),
  spec(11, F, 'Primeira Liga', '葡萄牙超级联赛', 'VĐQG Bồ Đào Nha', ['POR', '葡超'], 'europe', [55, 82]),
  spec(12, F, 'Super Lig', '土耳其超级联赛', 'VĐQG Thổ Nhĩ Kỳ', ['TUR', '土超'], 'europe', [54, 78]),
  spec(
    13,
    F,
    'Chinese Super League',
    '中国超级联赛',
    'VĐQG Trung Quốc',
    ['CSL', '中超'],
    'china',
    [50, 70],
    true,
    '#c8102e',
  ),
  spec(14, F, 'J1 League', '日本职业联赛', 'J1 League', ['J1', '日职联'], 'asia', [52, 72]),
  spec(15, F, 'K League 1', '韩国K联赛', 'K League 1', ['K1', '韩K联'], 'asia', [50, 70]),
  spec(
    16,
    F,
    'V.League 1',
    '越南足球甲级联赛',
    'V.League 1',
    ['VL1', '越南联'],
    'asia',
    [45, 62],
    true,
    '#da251d',
  ),
  spec(17, F, 'Saudi Pro League', '沙特职业联赛', 'VĐQG Ả Rập Xê Út', ['SPL', '沙特联'], 'asia', [52, 76]),
  spec(18, F, 'Brasileirao', '巴西甲级联赛', 'VĐQG Brazil', ['BRA', '巴西甲'], 'americas', [58, 80]),
  spec(19, F, 'Liga Profesional', '阿根廷甲级联赛', 'VĐQG Argentina', ['ARG', '阿甲'], 'americas', [56, 78]),
  spec(20, F, 'Major League Soccer', '美国职业大联盟', 'MLS', ['MLS', '美职业'], 'americas', [52, 72]),
  cup(
    spec(21, F, 'FA Cup', '英格兰足总杯', 'Cúp FA', ['FAC', '英足总杯'], 'england', [0, 0], false, '#e30613'),
    [
      { leagueId: 1, count: 12 },
      { leagueId: 2, count: 12 },
    ],
  ),
  cup(
    spec(
      22,
      F,
      'Copa del Rey',
      '西班牙国王杯',
      'Cúp Nhà vua Tây Ban Nha',
      ['CDR', '国王杯'],
      'spain',
      [0, 0],
    ),
    [
      { leagueId: 3, count: 12 },
      { leagueId: 4, count: 12 },
    ],
  ),
  cup(
    spec(
      23,
      F,
      'Champions League',
      '欧洲冠军联赛',
      'Champions League',
      ['UCL', '欧冠'],
      'europe',
      [0, 0],
      true,
      '#0b1e5b',
    ),
    [1, 3, 5, 7, 9, 10, 11, 12].map((leagueId) => ({ leagueId, count: 4 })),
  ),
  cup(
    spec(
      24,
      F,
      'AFC Champions League',
      '亚洲冠军联赛',
      'AFC Champions League',
      ['ACL', '亚冠'],
      'asia',
      [0, 0],
    ),
    [13, 14, 15, 16, 17].map((leagueId) => ({ leagueId, count: 4 })),
  ),
  // Basketball and esports are the engine's own competitions, named as such: the project carries no
  // real league's teams (docs/API.md "Real and generated"), so none bears a real league's name. Each
  // plays by the rules of the real leagues named in sports/basketball.ts and sports/esports.ts.
  invented(31, 'basketball', 'usa', [55, 90], true, {
    name: ['Simulated Basketball: Americas', '模拟篮球联赛（美洲）', 'Bóng rổ mô phỏng: châu Mỹ'],
    short: ['SimBasket AM', '模拟篮球·美洲', 'Bóng rổ mô phỏng Mỹ'],
  }),
  invented(32, 'basketball', 'china', [50, 80], true, {
    name: ['Simulated Basketball: China', '模拟篮球联赛（中国）', 'Bóng rổ mô phỏng: Trung Quốc'],
    short: ['SimBasket CN', '模拟篮球·中国', 'Bóng rổ mô phỏng TQ'],
  }),
  invented(33, 'basketball', 'europe', [55, 85], false, {
    name: ['Simulated Basketball: Europe', '模拟篮球联赛（欧洲）', 'Bóng rổ mô phỏng: châu Âu'],
    short: ['SimBasket EU', '模拟篮球·欧洲', 'Bóng rổ mô phỏng Âu'],
  }),
  invented(34, 'basketball', 'vietnam', [45, 70], false, {
    name: ['Simulated Basketball: Vietnam', '模拟篮球联赛（越南）', 'Bóng rổ mô phỏng: Việt Nam'],
    short: ['SimBasket VN', '模拟篮球·越南', 'Bóng rổ mô phỏng VN'],
  }),
  invented(
    41,
    'esport',
    'china',
    [55, 90],
    true,
    {
      name: ['Simulated LoL League: China', '模拟英雄联盟联赛（中国）', 'LMHT mô phỏng: Trung Quốc'],
      short: ['SimLoL CN', '模拟LoL·中国', 'LMHT mô phỏng TQ'],
    },
    'LoL',
  ),
  invented(
    42,
    'esport',
    'asia',
    [55, 90],
    true,
    {
      name: ['Simulated LoL League: Korea', '模拟英雄联盟联赛（韩国）', 'LMHT mô phỏng: Hàn Quốc'],
      short: ['SimLoL KR', '模拟LoL·韩国', 'LMHT mô phỏng HQ'],
    },
    'LoL',
  ),
  invented(
    43,
    'esport',
    'europe',
    [50, 90],
    false,
    {
      name: ['Simulated CS2 League', '模拟CS2联赛', 'CS2 mô phỏng'],
      short: ['SimCS2', '模拟CS2', 'CS2 mô phỏng'],
    },
    'CS2',
  ),
  invented(
    44,
    'esport',
    'world',
    [50, 88],
    false,
    {
      name: ['Simulated Dota 2 League', '模拟DOTA2联赛', 'Dota 2 mô phỏng'],
      short: ['SimDota2', '模拟DOTA2', 'Dota 2 mô phỏng'],
    },
    'Dota 2',
  ),
  invented(
    45,
    'esport',
    'world',
    [50, 88],
    false,
    {
      name: ['Simulated Valorant League', '模拟无畏契约联赛', 'Valorant mô phỏng'],
      short: ['SimValorant', '模拟无畏契约', 'Valorant mô phỏng'],
    },
    'Valorant',
  ),
];

/** Clubs per domestic league. */
export const CLUBS_PER_LEAGUE: Record<Sport, number> = { football: 12, basketball: 16, esport: 16 };
