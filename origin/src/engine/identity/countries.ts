// Countries by FIFA trigram, with the names Chinese (新浪体育, 懂球帝) and Vietnamese (VnExpress,
// Bóng Đá Plus) football media use for them. Each country that fields a national team is also a team
// identity of kind 'nation' (teams.ts), so a World Cup file's "Argentina" is 阿根廷, never an invented name.
import type { LocalName } from './types';

export interface Country {
  code: string;
  name: LocalName;
  short: LocalName;
  /** False where the country has no FIFA national team (Monaco's clubs play in the French league). */
  fifa: boolean;
  /** Other spellings files use for the national team ('Korea Republic', 'IR Iran'). */
  aliases: string[];
}

type Row = [code: string, cn: string, en: string, vi: string, short?: Partial<LocalName>, aliases?: string[]];

const ROWS: Row[] = [
  ['ARG', '阿根廷', 'Argentina', 'Argentina'],
  ['AUS', '澳大利亚', 'Australia', 'Australia', { cn: '澳大利亚' }],
  ['BEL', '比利时', 'Belgium', 'Bỉ'],
  ['BRA', '巴西', 'Brazil', 'Brazil'],
  ['COL', '哥伦比亚', 'Colombia', 'Colombia'],
  ['CRC', '哥斯达黎加', 'Costa Rica', 'Costa Rica'],
  ['CRO', '克罗地亚', 'Croatia', 'Croatia'],
  ['DEN', '丹麦', 'Denmark', 'Đan Mạch'],
  ['EGY', '埃及', 'Egypt', 'Ai Cập'],
  ['ENG', '英格兰', 'England', 'Anh'],
  ['FRA', '法国', 'France', 'Pháp'],
  ['GER', '德国', 'Germany', 'Đức'],
  ['ISL', '冰岛', 'Iceland', 'Iceland'],
  ['IRN', '伊朗', 'Iran', 'Iran', {}, ['IR Iran']],
  ['JPN', '日本', 'Japan', 'Nhật Bản'],
  ['MEX', '墨西哥', 'Mexico', 'Mexico'],
  ['MAR', '摩洛哥', 'Morocco', 'Morocco'],
  ['NGA', '尼日利亚', 'Nigeria', 'Nigeria'],
  ['PAN', '巴拿马', 'Panama', 'Panama'],
  ['PER', '秘鲁', 'Peru', 'Peru'],
  ['POL', '波兰', 'Poland', 'Ba Lan'],
  ['POR', '葡萄牙', 'Portugal', 'Bồ Đào Nha'],
  ['RUS', '俄罗斯', 'Russia', 'Nga'],
  ['KSA', '沙特阿拉伯', 'Saudi Arabia', 'Saudi Arabia', { cn: '沙特' }],
  ['SEN', '塞内加尔', 'Senegal', 'Senegal'],
  ['SRB', '塞尔维亚', 'Serbia', 'Serbia'],
  ['KOR', '韩国', 'South Korea', 'Hàn Quốc', { en: 'S. Korea' }, ['Korea Republic', 'Korea']],
  ['ESP', '西班牙', 'Spain', 'Tây Ban Nha', { vi: 'TBN' }],
  ['SWE', '瑞典', 'Sweden', 'Thụy Điển'],
  ['SUI', '瑞士', 'Switzerland', 'Thụy Sĩ'],
  ['TUN', '突尼斯', 'Tunisia', 'Tunisia'],
  ['URU', '乌拉圭', 'Uruguay', 'Uruguay'],
  ['ITA', '意大利', 'Italy', 'Italy'],
  ['CHN', '中国', 'China', 'Trung Quốc', {}, ['China PR']],
  ['NED', '荷兰', 'Netherlands', 'Hà Lan', {}, ['Holland']],
  ['AUT', '奥地利', 'Austria', 'Áo'],
  ['CZE', '捷克', 'Czech Republic', 'CH Séc', { en: 'Czechia' }, ['Czechia']],
  ['SVK', '斯洛伐克', 'Slovakia', 'Slovakia'],
  ['UKR', '乌克兰', 'Ukraine', 'Ukraine'],
  ['SCO', '苏格兰', 'Scotland', 'Scotland'],
  ['WAL', '威尔士', 'Wales', 'Xứ Wales'],
  ['NIR', '北爱尔兰', 'Northern Ireland', 'Bắc Ireland', { en: 'N. Ireland' }],
  ['IRL', '爱尔兰', 'Republic of Ireland', 'CH Ireland', { en: 'Ireland' }, ['Ireland']],
  ['USA', '美国', 'United States', 'Mỹ', { en: 'USA' }, ['USA']],
  ['CAN', '加拿大', 'Canada', 'Canada'],
  ['QAT', '卡塔尔', 'Qatar', 'Qatar'],
  ['ECU', '厄瓜多尔', 'Ecuador', 'Ecuador'],
  ['GHA', '加纳', 'Ghana', 'Ghana'],
  ['CMR', '喀麦隆', 'Cameroon', 'Cameroon'],
  ['CIV', '科特迪瓦', 'Ivory Coast', 'Bờ Biển Ngà', {}, ["Côte d'Ivoire"]],
  ['ALG', '阿尔及利亚', 'Algeria', 'Algeria'],
  ['CHI', '智利', 'Chile', 'Chile'],
  ['PAR', '巴拉圭', 'Paraguay', 'Paraguay'],
  ['TUR', '土耳其', 'Turkey', 'Thổ Nhĩ Kỳ', {}, ['Türkiye']],
  ['GRE', '希腊', 'Greece', 'Hy Lạp'],
  ['NOR', '挪威', 'Norway', 'Na Uy'],
  ['HUN', '匈牙利', 'Hungary', 'Hungary'],
  ['UZB', '乌兹别克斯坦', 'Uzbekistan', 'Uzbekistan', { cn: '乌兹别克' }],
  ['VIE', '越南', 'Vietnam', 'Việt Nam'],
  ['THA', '泰国', 'Thailand', 'Thái Lan'],
  ['IDN', '印度尼西亚', 'Indonesia', 'Indonesia', { cn: '印尼' }],
];

/** Monaco is not a FIFA member: it is a seat (AS Monaco, in the French league), not a national team. */
const NON_FIFA: Row[] = [['MCO', '摩纳哥', 'Monaco', 'Monaco']];

function toCountry([code, cn, en, vi, short = {}, aliases = []]: Row, fifa: boolean): Country {
  const name = { cn, en, vi };
  return { code, name, short: { ...name, ...short }, fifa, aliases };
}

export const COUNTRIES: readonly Country[] = [
  ...ROWS.map((row) => toCountry(row, true)),
  ...NON_FIFA.map((row) => toCountry(row, false)),
];

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));

/** The country with this FIFA trigram ('ENG', 'MCO'), or undefined for an unknown code. */
export function country(code: string): Country | undefined {
  return BY_CODE.get(code.toUpperCase());
}
