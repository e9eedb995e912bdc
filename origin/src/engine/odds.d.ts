import { type PricingState } from './pricing';
import type { Bookmaker, Match, MatchStatusCode, OddsLine } from './types';
/** Margins: the overround each bookmaker builds into its prices. */
export declare const BOOKMAKER_MARGINS: Record<number, number>;
export declare function bookmakerList(): Bookmaker[];
/** The state of a live match at a moment, kept for the odds history. */
export interface OddsSnapshot extends PricingState {
  time: number;
  minute: number;
  status: MatchStatusCode;
}
/** Odds are published this long before kick-off and move five times before it. */
export declare const PUBLISH_BEFORE_MS: number;
export interface OddsInput {
  seed: number;
  match: Match;
  homeStrength: number;
  awayStrength: number;
  neutral: boolean;
  snapshots: readonly OddsSnapshot[];
  now: number;
}
/** Every odds line of a match as of `now` (engine time). */
export declare function buildOddsLines(input: OddsInput): OddsLine[];
/** The pre-match win/draw/loss odds a bookmaker closes with (bench calibration). */
export declare function closingWdl(
  input: Omit<OddsInput, 'snapshots' | 'now'>,
  bookmakerId: number,
): [number, number, number];
