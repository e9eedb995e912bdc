// Answers of /vdapi: a match's odds, one odds type's rows and a price's history (PRODUCT.md §2, §3;
// docs/API.md "Odds").
import { type Static, Type } from 'typebox';
import { Id, Millis } from './answerKit';
import { MatchStatusCodeSchema } from './matches';

/**
 * An odds row: nine numbers in three groups of three (PRODUCT.md §3): opening, pre-match (the last
 * before kick-off), live; a group with no price (not yet published, or the market is not open) is three
 * zeros and clients use the last complete group. Within a group: win/draw/loss [home, draw, away];
 * spread [home odds, the home team's handicap line, away odds]; totals and corners [over, line, under].
 * Lines are quarter steps; see docs/API.md for the sign and how quarter lines settle.
 */
export const OddsRowSchema = Type.Array(Type.Number(), { minItems: 9, maxItems: 9 });

/** Odds types of PRODUCT.md §2: full time 11 win/draw/loss, 21 spread, 31 total goals, 45 corners; half 12, 22, 32, 46. */
export const OddsTypeSchema = Type.Union([
  Type.Literal(11),
  Type.Literal(21),
  Type.Literal(31),
  Type.Literal(45),
  Type.Literal(12),
  Type.Literal(22),
  Type.Literal(32),
  Type.Literal(46),
]);

/**
 * Whether the market takes bets now (ODDS_MARKET_STATES): open; suspended (in play, momentarily not
 * priced, may reopen); closed (its period is over, or the match abandoned or cancelled). When it is not
 * open, the live group of the row is three zeros: show the state, not an older price.
 */
export const OddsMarketStateSchema = Type.Union([
  Type.Literal('open'),
  Type.Literal('suspended'),
  Type.Literal('closed'),
]);

export const CompanyOddsSchema = Type.Object({
  companyId: Id,
  companyName: Type.String(),
  row: OddsRowSchema,
  state: OddsMarketStateSchema,
  /** Time of the last change. */
  updatedAt: Millis,
});
export type CompanyOdds = Static<typeof CompanyOddsSchema>;

/** GET /vdapi/detail/v1/odds/{id}: every odds type, one row per bookmaker. */
export const MatchOddsSchema = Type.Object({
  matchId: Id,
  types: Type.Array(Type.Object({ type: OddsTypeSchema, list: Type.Array(CompanyOddsSchema) })),
});
export type MatchOdds = Static<typeof MatchOddsSchema>;

/** GET /vdapi/odds/v1/get: one odds type of one match, one row per bookmaker. */
export const OddsListSchema = Type.Object({
  matchId: Id,
  type: OddsTypeSchema,
  list: Type.Array(CompanyOddsSchema),
});
export type OddsList = Static<typeof OddsListSchema>;

export const OddsChangeSchema = Type.Object({
  time: Millis,
  /** Match minute when the odds changed (0 before kick-off). */
  minute: Type.Integer({ minimum: 0 }),
  status: MatchStatusCodeSchema,
  /** Score at the change, 'home-away'. */
  score: Type.String(),
  /** The group of the row at that moment; [0, 0, 0] when the market was suspended or closed then. */
  values: Type.Array(Type.Number(), { minItems: 3, maxItems: 3 }),
  state: OddsMarketStateSchema,
});

/** GET /vdapi/odds/v1/getOddsDetailWithComIds: the history of one odds type for several bookmakers, oldest first. */
export const OddsDetailSchema = Type.Object({
  matchId: Id,
  type: OddsTypeSchema,
  companies: Type.Array(
    Type.Object({
      companyId: Id,
      companyName: Type.String(),
      row: OddsRowSchema,
      history: Type.Array(OddsChangeSchema),
    }),
  ),
});
export type OddsDetail = Static<typeof OddsDetailSchema>;
