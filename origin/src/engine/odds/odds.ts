// Odds lines per bookmaker and type, priced from one model of the match (pricing.ts): the opening,
// pre-match moves and live moves as rows of nine numbers (PRODUCT.md §3), with the history of every
// change and whether each market is open, suspended or closed.
import {
  BOOKMAKER_IDS,
  BOOKMAKERS,
  type BookmakerId,
  ODDS_TYPE_CODES,
  type OddsMarketState,
  type OddsType,
} from '@pitchside/shared';
import { normal, rngFor } from '../rng';
import type { ClockPoint, RateContext } from '../sports/model';
import type { Bookmaker, Match, MatchStatusCode, OddsHistoryEntry, OddsLine, Pair } from '../types';
import {
  heldOdds,
  type LineMarket,
  lineProbabilities,
  liveOdds,
  mainLine,
  type Outlook,
  outlook,
  type Period,
  type PricingState,
} from './pricing';

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

/** Odds are published this long before kick-off and move five times before it, every book at once. */
export const PUBLISH_BEFORE_MS = 5 * 24 * 3_600_000;
const PRE_MOVES = 5;
/**
 * How far the market's view of a match (every book's, in strength points) is off at the opening: news
 * (line-ups, injuries, money) moves it to the model's view by the close, all books together, as real
 * prices move (a book that stayed apart would be backed until it followed).
 */
const MARKET_OPENING_SD = 3;
/** The market's moves on the way to the close, on top of its error fading: news comes in steps. */
const MARKET_MOVE_SD = 0.8;
/**
 * A book's own view apart from the market's: a lasting lean, and at the opening a little more, which
 * fades by the close. Small, so that books differ mostly by their margins, as real books do: six of them
 * quote a match's outcomes within about 9% of each other (the spread bench:realism prints beside
 * football-data.co.uk's prices of seven real books).
 */
const BOOK_BIAS_SD = 1;
const BOOK_OPENING_SD = 1;

type Market = 'result' | LineMarket;
const MARKET_OF: Record<OddsType, { market: Market; until: Period }> = {
  11: { market: 'result', until: 90 },
  21: { market: 'handicap', until: 90 },
  31: { market: 'total', until: 90 },
  45: { market: 'corner', until: 90 },
  12: { market: 'result', until: 45 },
  22: { market: 'handicap', until: 45 },
  32: { market: 'total', until: 45 },
  46: { market: 'corner', until: 45 },
};
const LINE_MARKETS: readonly LineMarket[] = ['handicap', 'total', 'corner'];

type Values = [number, number, number];
const CLOSED: Values = [0, 0, 0];

/** A bookmaker's view of the match: how far it puts the home side's strength from the model's. */
interface Belief {
  id: BookmakerId;
  margin: number;
  bias: number;
  openingError: number;
}

/** The market's view before kick-off: its error at the opening and its moves, shared by every book. */
interface MarketView {
  openingError: number;
  moves: number[];
}

function marketOf(seed: number, matchId: number): MarketView {
  const rng = rngFor(seed, 'odds', matchId, 'market');
  const openingError = normal(rng, 0, MARKET_OPENING_SD);
  const moves = Array.from({ length: PRE_MOVES }, () => normal(rng, 0, MARKET_MOVE_SD));
  return { openingError, moves };
}

/** Every book's view of a match, and the market's they all follow. */
interface Beliefs {
  market: MarketView;
  books: Belief[];
}

function beliefsOf(seed: number, matchId: number): Beliefs {
  const books = BOOKMAKER_IDS.map((id) => {
    const rng = rngFor(seed, 'odds', matchId, id);
    const bias = normal(rng, 0, BOOK_BIAS_SD);
    const openingError = normal(rng, 0, BOOK_OPENING_SD);
    return { id, margin: BOOKMAKER_MARGINS[id] ?? 0.05, bias, openingError };
  });
  return { market: marketOf(seed, matchId), books };
}

/**
 * A book's shift of the home strength at pre-match move k (0: opening; PRE_MOVES: the close) or live:
 * the market's error, fading to nothing by the close, with its moves on the way, and the book's own lean.
 */
function shiftOf(market: MarketView, b: Belief, k: number | 'live'): number {
  if (k === 'live' || k === PRE_MOVES) return b.bias;
  const fading = 1 - k / PRE_MOVES;
  const move = k === 0 ? 0 : (market.moves[k - 1] ?? 0);
  return b.bias + (market.openingError + b.openingError) * fading + move;
}

export interface OddsInput {
  seed: number;
  match: Match;
  homeStrength: number;
  awayStrength: number;
  neutral: boolean;
  snapshots: readonly OddsSnapshot[];
  now: number;
}

const KICK_OFF: ClockPoint = { minute: 1, stoppageNext: 0, added: 0 };
const SECOND_HALF: ClockPoint = { minute: 46, stoppageNext: 0, added: 0 };
const ZERO: Pair = { home: 0, away: 0 };

/**
 * Every book's group of every type of one period at one moment. The main line of each line market is
 * the market's (the books' average view), so all books quote the same line, each at its own prices.
 */
function priceMoment(
  input: Omit<OddsInput, 'snapshots' | 'now'>,
  beliefs: Beliefs,
  k: number | 'live',
  state: PricingState,
  until: Period,
): Priced {
  const view = (shift: number): Outlook => {
    const ctx: RateContext = {
      homeStrength: input.homeStrength + shift,
      awayStrength: input.awayStrength,
      neutral: input.neutral,
      knockout: input.match.knockout,
    };
    return outlook(ctx, state, until);
  };
  const { books } = beliefs;
  const market = view(books.reduce((s, b) => s + shiftOf(beliefs.market, b, k), 0) / books.length);
  const lines = Object.fromEntries(LINE_MARKETS.map((m) => [m, mainLine(market, m)])) as Record<
    LineMarket,
    number | null
  >;
  const live = k === 'live';
  const out = new Map<BookmakerId, Record<Market, Values | null>>();
  for (const b of books) {
    const o = view(shiftOf(beliefs.market, b, k));
    const odds = (probs: readonly number[]) => (live ? liveOdds(probs, b.margin) : heldOdds(probs, b.margin));
    const result = odds(o.result);
    const groups: Record<Market, Values | null> = {
      result: result ? [result[0] ?? 0, result[1] ?? 0, result[2] ?? 0] : null,
      handicap: null,
      total: null,
      corner: null,
    };
    for (const m of LINE_MARKETS) {
      const line = lines[m];
      const probs = line === null ? null : lineProbabilities(o, m, line);
      const priced = probs ? odds(probs) : null;
      if (line !== null && priced) groups[m] = [priced[0] ?? 0, line, priced[1] ?? 0];
    }
    out.set(b.id, groups);
  }
  return out;
}

type Priced = Map<BookmakerId, Record<Market, Values | null>>;

/**
 * Prices already made for a match: a moment once priced never changes, and the engine rebuilds a
 * live match's lines at every new moment, so only the new moment costs a pricing.
 */
const pricedMoments = new WeakMap<Match, Map<string, Priced>>();

function priceOnce(
  input: Omit<OddsInput, 'snapshots' | 'now'>,
  beliefs: Beliefs,
  k: number | 'live',
  state: PricingState,
  until: Period,
): Priced {
  let cache = pricedMoments.get(input.match);
  if (!cache) {
    cache = new Map();
    pricedMoments.set(input.match, cache);
  }
  const { at, score, reds, corners } = state;
  const key = [
    input.seed,
    input.homeStrength,
    input.awayStrength,
    input.neutral,
    input.match.knockout,
    k,
    until,
    at.minute,
    at.stoppageNext,
    at.added,
    score.home,
    score.away,
    reds.home,
    reds.away,
    corners.home,
    corners.away,
  ].join('|');
  let priced = cache.get(key);
  if (!priced) {
    priced = priceMoment(input, beliefs, k, state, until);
    cache.set(key, priced);
  }
  return priced;
}

/** The moment a period ended for its markets (its whistle, or the abandonment), if it has. */
function closeOf(
  match: Match,
  until: Period,
): { time: number; minute: number; status: MatchStatusCode; score: Pair } | null {
  const ends: readonly MatchStatusCode[] = until === 45 ? [2, 4, 5, -1, -12] : [4, 5, -1, -12];
  const whistle = match.events.find((e) => e.type === 'startstop' && ends.includes(e.period));
  // Extra time and the shoot-out start with a whistle of their own: the period ended at its last minute.
  const minute = (w: { minute: number }) => Math.min(w.minute, until);
  if (whistle)
    return { time: whistle.time, minute: minute(whistle), status: whistle.period, score: whistle.score };
  const over = until === 45 ? match.halfTimeScore !== null : match.fullTimeScore !== null;
  if (!over && match.status !== -12 && match.status !== -10) return null;
  return { time: match.updatedAt, minute: minute(match.clock), status: match.status, score: match.score };
}

/** Whether a market takes bets now, from the match's status and the last live pricing (null: suspended). */
function marketState(match: Match, until: Period, lastLive: Values | null | undefined): OddsMarketState {
  const halfOver = match.halfTimeScore !== null;
  const priced: OddsMarketState = lastLive === null ? 'suspended' : 'open';
  switch (match.status) {
    case 0:
    case -11:
      return 'open';
    case 1:
      return priced;
    case 2:
    case 3:
      return until === 45 ? 'closed' : priced;
    case -13:
    case -14:
      return until === 45 && halfOver ? 'closed' : 'suspended';
    default:
      return 'closed';
  }
}

/** Every odds line of a match as of `now` (engine time); the match is as it stands at `now`. */
export function buildOddsLines(input: OddsInput): OddsLine[] {
  const { match, snapshots, now } = input;
  const publishAt = match.startTime - PUBLISH_BEFORE_MS;
  if (match.sport !== 'football' || now < publishAt) return [];
  const beliefs = beliefsOf(input.seed, match.id);
  const zero: PricingState = { at: KICK_OFF, score: ZERO, reds: ZERO, corners: ZERO };
  const history = new Map<string, OddsHistoryEntry[]>();
  const lastLive = new Map<string, Values | null>();
  const preMatch = new Map<string, Values>();
  const key = (b: BookmakerId, t: OddsType) => `${b}|${t}`;
  const push = (b: BookmakerId, type: OddsType, entry: OddsHistoryEntry) => {
    const list = history.get(key(b, type)) ?? [];
    history.set(key(b, type), list);
    const last = list[list.length - 1];
    // A change of price, of state, or of period (so kick-off, half time and the restart show).
    const same =
      last &&
      last.state === entry.state &&
      last.status === entry.status &&
      last.values.every((v, i) => v === entry.values[i]);
    if (same) return;
    list.push(entry);
  };
  const record = (
    priced: Map<BookmakerId, Record<Market, Values | null>>,
    until: Period,
    at: { time: number; minute: number; status: MatchStatusCode; score: Pair },
    phase: 'opening' | 'pre' | 'live',
  ) => {
    for (const type of ODDS_TYPE_CODES) {
      if (MARKET_OF[type].until !== until) continue;
      for (const b of beliefs.books) {
        const values = priced.get(b.id)?.[MARKET_OF[type].market] ?? null;
        if (phase === 'pre' && values) preMatch.set(key(b.id, type), values);
        if (phase === 'live') lastLive.set(key(b.id, type), values);
        const state: OddsMarketState = values ? 'open' : 'suspended';
        push(b.id, type, { ...at, score: { ...at.score }, values: [...(values ?? CLOSED)], state });
      }
    }
  };

  for (let k = 0; k <= PRE_MOVES; k++) {
    const time = publishAt + (k * PUBLISH_BEFORE_MS) / (PRE_MOVES + 1);
    if (time > now) break;
    for (const until of [90, 45] as const)
      record(
        priceOnce(input, beliefs, k, zero, until),
        until,
        { time, minute: 0, status: 0, score: ZERO },
        k === 0 ? 'opening' : 'pre',
      );
  }
  const closes = { 90: closeOf(match, 90), 45: closeOf(match, 45) };
  for (const snap of snapshots) {
    if (snap.time > now) break;
    // At half time the second half is next.
    const state: PricingState = snap.status === 2 ? { ...snap, at: SECOND_HALF } : snap;
    for (const until of [90, 45] as const) {
      const close = closes[until];
      if ((until === 45 && snap.status !== 1) || (close && snap.time >= close.time)) continue;
      const at = { time: snap.time, minute: snap.minute, status: snap.status, score: snap.score };
      record(priceOnce(input, beliefs, 'live', state, until), until, at, 'live');
    }
  }

  const lines: OddsLine[] = [];
  for (const b of beliefs.books) {
    for (const type of ODDS_TYPE_CODES) {
      const until = MARKET_OF[type].until;
      const close = closes[until];
      const state = marketState(match, until, lastLive.get(key(b.id, type)));
      if (state === 'closed' && close && close.time <= now)
        push(b.id, type, { ...close, score: { ...close.score }, values: [0, 0, 0], state });
      const list = history.get(key(b.id, type)) ?? [];
      const opening = list[0]?.values ?? CLOSED;
      const live = state === 'open' ? (lastLive.get(key(b.id, type)) ?? CLOSED) : CLOSED;
      const row = [...opening, ...(preMatch.get(key(b.id, type)) ?? CLOSED), ...live];
      lines.push({ matchId: match.id, bookmakerId: b.id, oddsType: type, row, state, history: list });
    }
  }
  return lines;
}

/**
 * The pre-match groups every bookmaker closes with, for the given types (the bench's calibration):
 * the same numbers as the row's pre-match group, without pricing the earlier moves.
 */
export function closingGroups(
  input: Omit<OddsInput, 'snapshots' | 'now'>,
  types: readonly OddsType[],
): Map<BookmakerId, Map<OddsType, Values>> {
  const beliefs = beliefsOf(input.seed, input.match.id);
  const zero: PricingState = { at: KICK_OFF, score: ZERO, reds: ZERO, corners: ZERO };
  const periods = new Map<Period, Map<BookmakerId, Record<Market, Values | null>>>();
  const out = new Map<BookmakerId, Map<OddsType, Values>>();
  for (const type of types) {
    const until = MARKET_OF[type].until;
    let priced = periods.get(until);
    if (!priced) {
      priced = priceMoment(input, beliefs, PRE_MOVES, zero, until);
      periods.set(until, priced);
    }
    for (const b of beliefs.books) {
      const values = priced.get(b.id)?.[MARKET_OF[type].market];
      if (!values) continue;
      const byType = out.get(b.id) ?? new Map<OddsType, Values>();
      byType.set(type, values);
      out.set(b.id, byType);
    }
  }
  return out;
}

/**
 * Every book's full-time win/draw/loss prices at the opening and at each move before kick-off, oldest
 * first: the same numbers as those entries of its history (bench:realism compares them between books).
 * `marginsAlone`: every book with the model's view, so that the books differ by their margins only.
 */
export function preMatchResultPrices(
  input: Omit<OddsInput, 'snapshots' | 'now'>,
  { marginsAlone = false } = {},
): Map<BookmakerId, Values[]> {
  const beliefs = beliefsOf(input.seed, input.match.id);
  const zero: PricingState = { at: KICK_OFF, score: ZERO, reds: ZERO, corners: ZERO };
  const out = new Map<BookmakerId, Values[]>();
  for (let k = 0; k <= PRE_MOVES; k++) {
    for (const b of beliefs.books) {
      const shift = marginsAlone ? 0 : shiftOf(beliefs.market, b, k);
      const ctx: RateContext = {
        homeStrength: input.homeStrength + shift,
        awayStrength: input.awayStrength,
        neutral: input.neutral,
        knockout: input.match.knockout,
      };
      const [home = 0, draw = 0, away = 0] = heldOdds(outlook(ctx, zero, 90).result, b.margin);
      const list = out.get(b.id) ?? [];
      list.push([home, draw, away]);
      out.set(b.id, list);
    }
  }
  return out;
}
