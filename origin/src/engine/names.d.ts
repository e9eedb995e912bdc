import type { LocalizedText } from './types';
export interface CountryNames {
  en: string;
  cn: string;
  vi: string;
  cities: string[];
  first: string[];
  last: string[];
}
export declare const COUNTRIES: Record<string, CountryNames>;
export declare const FOOTBALL_SUFFIXES: {
  en: string;
  cn: string;
}[];
export declare function transliterate(latin: string): string;
export declare function localized(en: string, cn: string, vi?: string): LocalizedText;
export declare const ESPORTS_WORDS: string[];
export declare const ESPORTS_SUFFIX: string[];
export declare const GAMER_TAGS: string[];
export declare const BASKETBALL_NICKNAMES: string[];
export declare const BASKETBALL_NICKNAMES_CN: string[];
