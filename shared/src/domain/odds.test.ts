import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { CompanyOddsSchema, OddsMarketStateSchema } from '../api/vdapi';
import {
  BOOKMAKER_IDS,
  BOOKMAKERS,
  bookmakerName,
  isBookmakerId,
  isOddsType,
  ODDS_MARKET_STATES,
  ODDS_MARKETS,
  ODDS_PERIOD,
  ODDS_TYPE_CODES,
  ODDS_TYPES,
  type OddsMarketState,
  oddsMarketOf,
  oddsPeriodOf,
  oddsTypeFor,
  pairedOddsType,
} from './odds';

describe('odds types', () => {
  it('are the codes of PRODUCT §2', () => {
    expect(ODDS_TYPES.full).toEqual({ spread: 21, totalGoals: 31, winDrawLoss: 11, corner: 45 });
    expect(ODDS_TYPES.half).toEqual({ spread: 22, totalGoals: 32, winDrawLoss: 12, corner: 46 });
    expect(ODDS_PERIOD).toEqual({ FULL: 0, HALF: 1 });
  });

  it('pair full time with half time both ways', () => {
    expect(pairedOddsType(21)).toBe(22);
    expect(pairedOddsType(32)).toBe(31);
    expect(pairedOddsType(11)).toBe(12);
    expect(pairedOddsType(46)).toBe(45);
    for (const type of ODDS_TYPE_CODES) {
      expect(pairedOddsType(pairedOddsType(type))).toBe(type);
      expect(oddsPeriodOf(pairedOddsType(type))).not.toBe(oddsPeriodOf(type));
      expect(oddsMarketOf(pairedOddsType(type))).toBe(oddsMarketOf(type));
    }
  });

  it('pick the type of a market in a period', () => {
    for (const market of ODDS_MARKETS) {
      expect(oddsTypeFor(market, ODDS_PERIOD.FULL)).toBe(ODDS_TYPES.full[market]);
      expect(oddsTypeFor(market, ODDS_PERIOD.HALF)).toBe(ODDS_TYPES.half[market]);
      expect(oddsMarketOf(oddsTypeFor(market, 1))).toBe(market);
    }
    expect(isOddsType(45)).toBe(true);
    expect(isOddsType(47)).toBe(false);
  });
});

describe('bookmakers', () => {
  it('keep the filter order 3, 8, 1, 12, 42, 14 with a name each', () => {
    expect(BOOKMAKER_IDS).toEqual([3, 8, 1, 12, 42, 14]);
    expect(BOOKMAKERS.map((b) => b.id)).toEqual([3, 8, 1, 12, 42, 14]);
    expect(new Set(BOOKMAKERS.map((b) => b.name)).size).toBe(6);
    expect(bookmakerName(42)).toBe('Summit Bet');
    expect(bookmakerName(99)).toBeUndefined();
    expect(isBookmakerId(12)).toBe(true);
    expect(isBookmakerId(2)).toBe(false);
  });
});

describe('odds market states', () => {
  it('are the states the schemas accept, and nothing else', () => {
    // Compile-time: the constant's type and the schema's are one.
    const same: Static<typeof OddsMarketStateSchema> extends OddsMarketState ? true : false = true;
    const back: OddsMarketState extends Static<typeof OddsMarketStateSchema> ? true : false = true;
    expect(same && back).toBe(true);
    for (const state of ODDS_MARKET_STATES) expect(Value.Check(OddsMarketStateSchema, state)).toBe(true);
    for (const bad of ['', 'Open', 'settled', 0, null])
      expect(Value.Check(OddsMarketStateSchema, bad)).toBe(false);
  });

  it('are required on a bookmaker row, beside its nine numbers', () => {
    const row = {
      companyId: 3,
      companyName: 'Crown Line',
      row: [2, 3.3, 3.6, 2.1, 3.2, 3.5, 0, 0, 0],
      updatedAt: 1,
    };
    expect(Value.Check(CompanyOddsSchema, row)).toBe(false);
    expect(Value.Check(CompanyOddsSchema, { ...row, state: 'suspended' })).toBe(true);
  });
});
