import { type ClockPoint, type RateContext } from './model';
import type { Pair } from './types';
export interface PricingState {
  at: ClockPoint;
  score: Pair;
  reds: Pair;
  corners: Pair;
}
export type Market = 'wdl' | 'spread' | 'total' | 'corner';
/** One market's fair price: three probabilities, or two with a line in the middle. */
export interface FairPrice {
  /** wdl: [home, draw, away]; two-way markets: [first, second] with `line`. */
  probs: number[];
  line: number;
}
/** Fair prices of every market of a period (`until` 45: half time, 90: full time). */
export declare function fairPrices(
  ctx: RateContext,
  state: PricingState,
  until: 45 | 90,
): Record<Market, FairPrice>;
/** Share of the play of each side (same formula as the simulation). */
export declare function cornerShare(ctx: RateContext): Pair;
/**
 * Decimal odds with the margin: implied probabilities p·(1+margin), so 1/odds sums to 1 + margin.
 * A near-certain outcome is held at 1.01 and the others absorb the excess, as books do.
 */
export declare function toOdds(probs: readonly number[], margin: number): number[];
