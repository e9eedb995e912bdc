// The real competitions the world ships (openfootball files, CC0) and how each is run: its country,
// the clock its file's kick-off times are written in, its calendar, and its table's tie-breaks.
import type { LocalizedText } from '../base';

/** Criteria of a table after points, in order (h2h: among the clubs level on points). */
export type TieBreak = 'gd' | 'gf' | 'h2hPoints' | 'h2hGd' | 'h2hGf' | 'wins' | 'awayGf' | 'awayWins';

export interface CompetitionSpec {
  /** openfootball code, as in the file name: 2025-26_en.1.json → en.1. */
  code: string;
  leagueId: number;
  kind: 'league' | 'cup';
  /** FIFA trigram of the country its clubs belong to; null for an international competition. */
  country: string | null;
  name: LocalizedText;
  short: LocalizedText;
  color: string;
  hot: boolean;
  /** Hours ahead of UTC of the file's kick-off times (standard time). */
  utcOffset: number;
  /** Seasons of one calendar are laid on today together (their fixtures were scheduled around each other). */
  calendar: 'europe' | 'asia-cn' | 'asia-jp' | 'replay';
  tieBreaks: TieBreak[];
  /** Clubs' strength before their results speak (the league's level). */
  base: number;
}

const t = (en: string, cn: string, vi: string): LocalizedText => ({ cn, en, vi });

export const COMPETITIONS: CompetitionSpec[] = [
  {
    code: 'en.1',
    leagueId: 1,
    kind: 'league',
    country: 'ENG',
    name: t('Premier League', '英格兰超级联赛', 'Ngoại hạng Anh'),
    short: t('EPL', '英超', 'Ngoại hạng Anh'),
    color: '#3d195b',
    hot: true,
    utcOffset: 0,
    calendar: 'europe',
    tieBreaks: ['gd', 'gf', 'h2hPoints', 'h2hGf'],
    base: 76,
  },
  {
    code: 'es.1',
    leagueId: 3,
    kind: 'league',
    country: 'ESP',
    name: t('La Liga', '西班牙甲级联赛', 'La Liga'),
    short: t('La Liga', '西甲', 'La Liga'),
    color: '#ee8707',
    hot: true,
    utcOffset: 1,
    calendar: 'europe',
    tieBreaks: ['h2hPoints', 'h2hGd', 'gd', 'gf'],
    base: 74,
  },
  {
    code: 'it.1',
    leagueId: 5,
    kind: 'league',
    country: 'ITA',
    name: t('Serie A', '意大利甲级联赛', 'Serie A'),
    short: t('Serie A', '意甲', 'Serie A'),
    color: '#024494',
    hot: true,
    utcOffset: 1,
    calendar: 'europe',
    tieBreaks: ['h2hPoints', 'h2hGd', 'gd', 'gf'],
    base: 74,
  },
  {
    code: 'de.1',
    leagueId: 7,
    kind: 'league',
    country: 'GER',
    name: t('Bundesliga', '德国甲级联赛', 'Bundesliga'),
    short: t('Bundesliga', '德甲', 'Bundesliga'),
    color: '#d20515',
    hot: true,
    utcOffset: 1,
    calendar: 'europe',
    tieBreaks: ['gd', 'gf', 'h2hPoints', 'h2hGd', 'h2hGf'],
    base: 73,
  },
  {
    code: 'fr.1',
    leagueId: 9,
    kind: 'league',
    country: 'FRA',
    name: t('Ligue 1', '法国甲级联赛', 'Ligue 1'),
    short: t('Ligue 1', '法甲', 'Ligue 1'),
    color: '#091c3e',
    hot: true,
    utcOffset: 1,
    calendar: 'europe',
    tieBreaks: ['gd', 'h2hPoints', 'h2hGd', 'h2hGf', 'gf'],
    base: 71,
  },
  {
    code: 'uefa.cl',
    leagueId: 23,
    kind: 'cup',
    country: null,
    name: t('UEFA Champions League', '欧洲冠军联赛', 'UEFA Champions League'),
    short: t('UCL', '欧冠', 'Cúp C1'),
    color: '#0b1e5b',
    hot: true,
    utcOffset: 1,
    calendar: 'europe',
    // League phase: points, goal difference, goals, away goals, wins, away wins.
    tieBreaks: ['gd', 'gf', 'awayGf', 'wins', 'awayWins'],
    base: 70,
  },
  {
    code: 'cn.1',
    leagueId: 13,
    kind: 'league',
    country: 'CHN',
    name: t('Chinese Super League', '中国足球协会超级联赛', 'VĐQG Trung Quốc'),
    short: t('CSL', '中超', 'VĐQG Trung Quốc'),
    color: '#c8102e',
    hot: true,
    utcOffset: 8,
    calendar: 'asia-cn',
    tieBreaks: ['h2hPoints', 'h2hGd', 'h2hGf', 'gd', 'gf'],
    base: 60,
  },
  {
    code: 'jp.1',
    leagueId: 14,
    kind: 'league',
    country: 'JPN',
    name: t('J1 League', '日本职业足球甲级联赛', 'J1 League'),
    short: t('J1', '日职联', 'J1 League'),
    color: '#e60012',
    hot: false,
    utcOffset: 9,
    calendar: 'asia-jp',
    tieBreaks: ['gd', 'gf', 'h2hPoints', 'h2hGd', 'h2hGf'],
    base: 62,
  },
];

/** The code of an openfootball file name: '2025-26_en.1.json' or '2025-26_en.1.full.txt' → 'en.1'. */
export function competitionCode(fileName: string): string | undefined {
  return /(?:^|[_/])([a-z]+\.[a-z0-9]+)(?:\.full\.txt|\.json)$/.exec(fileName)?.[1];
}

/** Countries by FIFA trigram, for clubs of the international competitions. */
export const COUNTRY_NAMES: Record<string, LocalizedText> = {
  ENG: t('England', '英格兰', 'Anh'),
  ESP: t('Spain', '西班牙', 'Tây Ban Nha'),
  ITA: t('Italy', '意大利', 'Ý'),
  GER: t('Germany', '德国', 'Đức'),
  FRA: t('France', '法国', 'Pháp'),
  CHN: t('China', '中国', 'Trung Quốc'),
  JPN: t('Japan', '日本', 'Nhật Bản'),
  NED: t('Netherlands', '荷兰', 'Hà Lan'),
  POR: t('Portugal', '葡萄牙', 'Bồ Đào Nha'),
  BEL: t('Belgium', '比利时', 'Bỉ'),
  SCO: t('Scotland', '苏格兰', 'Scotland'),
  AUT: t('Austria', '奥地利', 'Áo'),
  SUI: t('Switzerland', '瑞士', 'Thụy Sĩ'),
  CRO: t('Croatia', '克罗地亚', 'Croatia'),
  SRB: t('Serbia', '塞尔维亚', 'Serbia'),
  UKR: t('Ukraine', '乌克兰', 'Ukraina'),
  CZE: t('Czechia', '捷克', 'Séc'),
  SVK: t('Slovakia', '斯洛伐克', 'Slovakia'),
  TUR: t('Türkiye', '土耳其', 'Thổ Nhĩ Kỳ'),
};

export const INTERNATIONAL: LocalizedText = t('International', '国际', 'Quốc tế');
export const EUROPE: LocalizedText = t('Europe', '欧洲', 'Châu Âu');
