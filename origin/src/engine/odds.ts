// Odds lines per bookmaker and type: opening, pre-match moves and live moves priced from the model
// (pricing.ts), as rows of nine numbers (PRODUCT.md §3) with the history of every change.
import { BOOKMAKER_IDS, BOOKMAKERS, ODDS_TYPE_CODES, type OddsType } from '@pitchside/shared';
import type { ClockPoint, RateContext } from './model';
import { type FairPrice, fairPrices, heldOdds, type Market, type PricingState, toOdds } from './pricing';
import { normal, rngFor } from './rng';
import type { Bookmaker, Match, MatchStatusCode, OddsHistoryEntry, OddsLine, Pair } from './types';

/** Margins: the overround each bookmaker builds into its prices. */
export const BOOKMAKER_MARGINS: Record<number, number> = {
  3: 0.05,
  8: 0.045,
  1: 0.06,
  12: 0.055,
  42: 0.07,
  14: 0.04,
};

export function bookmakerList(): Bookmaker[] {
  return BOOKMAKERS.map((b) => ({ id: b.id, name: b.name, margin: BOOKMAKER_MARGINS[b.id] ?? 0.05 }));
}

/** The state of a live match at a moment, kept for the odds history. */
export interface OddsSnapshot extends PricingState {
  time: number;
  minute: number;
  status: MatchStatusCode;
}

/** Odds are published this long before kick-off and move five times before it. */
export const PUBLISH_BEFORE_MS = 5 * 24 * 3_600_000;
const PRE_MOVES = 5;
/** Spread (strength points) of a bookmaker's lasting view of a match: books differ, none is far off. */
const BOOK_BIAS_SD = 0.8;

const MARKET_OF: Record<OddsType, { market: Market; until: 45 | 90 }> = {
  11: { market: 'wdl', until: 90 },
  21: { market: 'spread', until: 90 },
  31: { market: 'total', until: 90 },
  45: { market: 'corner', until: 90 },
  12: { market: 'wdl', until: 45 },
  22: { market: 'spread', until: 45 },
  32: { market: 'total', until: 45 },
  46: { market: 'corner', until: 45 },
};

type Fair = Record<Market, FairPrice>;

type Values = [number, number, number];

function group(fair: Fair, type: OddsType, odds: number[]): Values {
  const price = fair[MARKET_OF[type].market];
  if (MARKET_OF[type].market === 'wdl') return [odds[0] ?? 0, odds[1] ?? 0, odds[2] ?? 0];
  return [odds[0] ?? 0, price.line, odds[1] ?? 0];
}

/** Pre-match values: always published. */
function values(fair: Fair, type: OddsType, margin: number): Values {
  return group(fair, type, heldOdds(fair[MARKET_OF[type].market].probs, margin));
}

/** Live values, or null while the market is suspended. */
function liveValuesOf(fair: Fair, type: OddsType, margin: number): Values | null {
  const odds = toOdds(fair[MARKET_OF[type].market].probs, margin);
  return odds ? group(fair, type, odds) : null;
}

/** A market is open while its period is being played (full-time markets: until the 90th minute ends). */
function open(type: OddsType, snap: OddsSnapshot): boolean {
  const half = MARKET_OF[type].until === 45;
  if (snap.status === 1) return true;
  if (snap.status === 2 || snap.status === 3) return !half;
  return false;
}

const KICK_OFF: ClockPoint = { minute: 1, stoppageNext: 0, added: 0 };

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
export function buildOddsLines(input: OddsInput): OddsLine[] {
  const { match, snapshots, now } = input;
  const publishAt = match.startTime - PUBLISH_BEFORE_MS;
  if (match.sport !== 'football' || now < publishAt) return [];
  const lines: OddsLine[] = [];
  const zero: PricingState = {
    at: KICK_OFF,
    score: { home: 0, away: 0 },
    reds: { home: 0, away: 0 },
    corners: { home: 0, away: 0 },
  };
  for (const bookmakerId of BOOKMAKER_IDS) {
    const margin = BOOKMAKER_MARGINS[bookmakerId] ?? 0.05;
    const rng = rngFor(input.seed, 'odds', match.id, bookmakerId);
    // The book's view of the strengths: a lasting bias, plus an opening error that fades before kick-off.
    const bias = normal(rng, 0, BOOK_BIAS_SD);
    const openingError = normal(rng, 0, 4);
    const moves = Array.from({ length: PRE_MOVES }, () => normal(rng, 0, 1));
    const ctxAt = (error: number): RateContext => ({
      homeStrength: input.homeStrength + bias + error,
      awayStrength: input.awayStrength,
      neutral: input.neutral,
      knockout: match.knockout,
    });
    const live = ctxAt(0);
    const started = snapshots.length > 0;
    // One pricing per (belief, moment, period), shared by the four markets of the period.
    const memo = new Map<string, Fair>();
    const fairAt = (key: string, ctx: RateContext, state: PricingState, type: OddsType): Fair => {
      const until = MARKET_OF[type].until;
      const k = `${key}|${until}`;
      let fair = memo.get(k);
      if (!fair) {
        fair = fairPrices(ctx, state, until);
        memo.set(k, fair);
      }
      return fair;
    };
    for (const oddsType of ODDS_TYPE_CODES) {
      const history: OddsHistoryEntry[] = [];
      const push = (
        time: number,
        minute: number,
        status: MatchStatusCode,
        score: Pair,
        v: [number, number, number],
      ) => {
        const last = history[history.length - 1];
        if (last && last.values[0] === v[0] && last.values[1] === v[1] && last.values[2] === v[2]) return;
        history.push({ time, minute, status, score: { ...score }, values: v });
      };
      const opening = values(fairAt('open', ctxAt(openingError), zero, oddsType), oddsType, margin);
      push(publishAt, 0, 0, zero.score, opening);
      let preMatch: [number, number, number] | null = null;
      for (let k = 1; k <= PRE_MOVES; k++) {
        const time = publishAt + (k * PUBLISH_BEFORE_MS) / (PRE_MOVES + 1);
        if (time > now) break;
        const error = k === PRE_MOVES ? 0 : openingError * (1 - k / PRE_MOVES) + (moves[k - 1] ?? 0) * 0.6;
        preMatch = values(fairAt(`pre${k}`, ctxAt(error), zero, oddsType), oddsType, margin);
        push(time, 0, 0, zero.score, preMatch);
      }
      let liveValues: [number, number, number] | null = null;
      if (started) {
        for (const [i, snap] of snapshots.entries()) {
          if (snap.time > now) break;
          if (!open(oddsType, snap)) continue;
          const priced = liveValuesOf(fairAt(`live${i}`, live, snap, oddsType), oddsType, margin);
          if (!priced) continue;
          liveValues = priced;
          push(snap.time, snap.minute, snap.status, snap.score, liveValues);
        }
      }
      const row = [...opening, ...(preMatch ?? [0, 0, 0]), ...(liveValues ?? [0, 0, 0])];
      lines.push({ matchId: match.id, bookmakerId, oddsType, row, history });
    }
  }
  return lines;
}

/** The pre-match win/draw/loss odds a bookmaker closes with (bench calibration). */
export function closingWdl(
  input: Omit<OddsInput, 'snapshots' | 'now'>,
  bookmakerId: number,
): [number, number, number] {
  const rng = rngFor(input.seed, 'odds', input.match.id, bookmakerId);
  const bias = normal(rng, 0, BOOK_BIAS_SD);
  const ctx: RateContext = {
    homeStrength: input.homeStrength + bias,
    awayStrength: input.awayStrength,
    neutral: input.neutral,
    knockout: input.match.knockout,
  };
  const zero: PricingState = {
    at: KICK_OFF,
    score: { home: 0, away: 0 },
    reds: { home: 0, away: 0 },
    corners: { home: 0, away: 0 },
  };
  return values(fairPrices(ctx, zero, 90), 11, BOOKMAKER_MARGINS[bookmakerId] ?? 0.05);
}
