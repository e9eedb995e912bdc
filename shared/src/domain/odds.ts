/** Odds types, periods and bookmakers (PRODUCT §2 filters). */

/** Full-time odds types; the half-time type of each is the next number (PRODUCT §2). */
export const ODDS_TYPES = {
  full: { spread: 21, totalGoals: 31, winDrawLoss: 11, corner: 45 },
  half: { spread: 22, totalGoals: 32, winDrawLoss: 12, corner: 46 },
} as const;

export type OddsMarket = keyof (typeof ODDS_TYPES)['full'];
export type FullTimeOddsType = (typeof ODDS_TYPES)['full'][OddsMarket];
export type HalfTimeOddsType = (typeof ODDS_TYPES)['half'][OddsMarket];
export type OddsType = FullTimeOddsType | HalfTimeOddsType;

/** The order of the odds tabs: spread, total goals, win/draw/loss, corners (PRODUCT §2). */
export const ODDS_MARKETS: readonly OddsMarket[] = ['spread', 'totalGoals', 'winDrawLoss', 'corner'];
export const ODDS_TYPE_CODES: readonly OddsType[] = [21, 31, 11, 45, 22, 32, 12, 46];

/** Period switch values (PRODUCT §2): full time 0, half time 1. */
export const ODDS_PERIOD = { FULL: 0, HALF: 1 } as const;
export type OddsPeriod = (typeof ODDS_PERIOD)[keyof typeof ODDS_PERIOD];

export function isOddsType(value: unknown): value is OddsType {
  return typeof value === 'number' && (ODDS_TYPE_CODES as readonly number[]).includes(value);
}

export function oddsTypeFor(market: OddsMarket, period: OddsPeriod): OddsType {
  return period === ODDS_PERIOD.HALF ? ODDS_TYPES.half[market] : ODDS_TYPES.full[market];
}

/** Full-time ↔ half-time partner of a type: 21 ↔ 22, 31 ↔ 32, 11 ↔ 12, 45 ↔ 46. */
export function pairedOddsType(type: OddsType): OddsType {
  return (type % 2 === 1 ? type + 1 : type - 1) as OddsType;
}

export function oddsPeriodOf(type: OddsType): OddsPeriod {
  return type % 2 === 1 ? ODDS_PERIOD.FULL : ODDS_PERIOD.HALF;
}

export function oddsMarketOf(type: OddsType): OddsMarket {
  const full = oddsPeriodOf(type) === ODDS_PERIOD.FULL ? type : pairedOddsType(type);
  return ODDS_MARKETS.find((market) => ODDS_TYPES.full[market] === full) ?? 'winDrawLoss';
}

/**
 * Whether a bookmaker's market takes bets now: `open` (priced), `suspended` (in play, momentarily not
 * priced: an outcome is all but certain, or play is interrupted; it may reopen), `closed` (its period
 * is over, or the match was abandoned or cancelled: never priced again). A market that is not open
 * has no live prices: its live group is three zeros.
 */
export const ODDS_MARKET_STATES = ['open', 'suspended', 'closed'] as const;
export type OddsMarketState = (typeof ODDS_MARKET_STATES)[number];

/** Bookmaker ids of the filter, in its order (PRODUCT §2); '' in the filter means all. */
export const BOOKMAKER_IDS = [3, 8, 1, 12, 42, 14] as const;
export type BookmakerId = (typeof BOOKMAKER_IDS)[number];

/** Display names. The product's real bookmakers are not named in the spec; these are neutral. */
export const BOOKMAKERS: readonly { id: BookmakerId; name: string }[] = [
  { id: 3, name: 'Crown Line' },
  { id: 8, name: 'Northgate' },
  { id: 1, name: 'Meridian' },
  { id: 12, name: 'Harbour Odds' },
  { id: 42, name: 'Summit Bet' },
  { id: 14, name: 'Lakeside' },
];

export function isBookmakerId(value: unknown): value is BookmakerId {
  return typeof value === 'number' && (BOOKMAKER_IDS as readonly number[]).includes(value);
}

export function bookmakerName(id: number): string | undefined {
  return BOOKMAKERS.find((bookmaker) => bookmaker.id === id)?.name;
}
