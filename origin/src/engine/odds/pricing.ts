// One model of the match prices every market: from the score, the time left, the strengths and the red
// cards (../sports/model.ts) come the distributions of the goals and corners still to come, and from them
// the fair probabilities of 1X2, Asian handicap, totals and corners on any quarter line; a bookmaker's
// odds add its margin.
import {
  type ClockPoint,
  goalRates,
  FOOTBALL_MODEL as M,
  MEAN_ADDED,
  type RateContext,
  redFactor,
  remainingSlots,
  remainingWeight,
} from '../sports/model';
import type { Pair } from '../types';

export interface PricingState {
  at: ClockPoint;
  score: Pair;
  reds: Pair;
  corners: Pair;
}

/** The end of a market's period: 45 for the half-time markets, 90 for the full-time ones. */
export type Period = 45 | 90;

/** Two-way markets on a line: handicap (home / away), total goals and corners (over / under). */
export type LineMarket = 'handicap' | 'total' | 'corner';

const MAX_GOALS = 10;
const N = MAX_GOALS + 1;
const MAX_CORNERS = 40;

/** What is left of a period, as the model sees it. */
export interface Outlook {
  score: Pair;
  corners: Pair;
  /** Probabilities of a home win, a draw and an away win at the end of the period. */
  result: [number, number, number];
  /** Goal difference (home − away) still to come: `restDiff[d + MAX_GOALS]` is P(d). */
  restDiff: number[];
  /** Goals still to come: `restGoals[n]` is P(n). */
  restGoals: number[];
  /** Corners still to come. */
  restCorners: number[];
}

function poissonPmf(lambda: number, max: number): number[] {
  const out = new Array<number>(max + 1);
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out[k] = p;
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/**
 * The goals still to come as a flat N×N grid [home * N + away]. League matches: two independent
 * Poisson counts. Knockout ties: the rate drops while the score is level (../sports/model.ts), so the grid is
 * carried forward slot by slot, as the simulation plays them.
 */
function remainingGoals(ctx: RateContext, state: PricingState, until: Period): Float64Array {
  const rates = goalRates(ctx);
  const rh = rates.home * redFactor(state.reds.home, state.reds.away);
  const ra = rates.away * redFactor(state.reds.away, state.reds.home);
  let grid = new Float64Array(N * N);
  if (!ctx.knockout) {
    const w = remainingWeight(state.at, until);
    const ph = poissonPmf(rh * w, MAX_GOALS);
    const pa = poissonPmf(ra * w, MAX_GOALS);
    for (let i = 0; i < N; i++) for (let j = 0; j < N; j++) grid[i * N + j] = (ph[i] ?? 0) * (pa[j] ?? 0);
    return grid;
  }
  grid[0] = 1;
  const d0 = state.score.home - state.score.away;
  let next = new Float64Array(N * N);
  // A slot's Poisson counts, up to two goals a side (more is vanishingly rare), with the score level
  // (`level`) and not: the only two rates a slot has. Each cell then reads them (as [e^-(h+a), 1, h, h²/2,
  // 1, a, a²/2]) rather than working them out again.
  const level = new Float64Array(7);
  const apart = new Float64Array(7);
  for (const w of remainingSlots(state.at, until)) {
    slotCounts(level, rh * w * M.knockoutLevelFactor, ra * w * M.knockoutLevelFactor);
    slotCounts(apart, rh * w, ra * w);
    next.fill(0);
    for (let i = 0; i < N; i++) {
      for (let j = 0; j < N; j++) {
        const p = grid[i * N + j] ?? 0;
        if (p < 1e-12) continue;
        const counts = d0 + i - j === 0 ? level : apart;
        const e = p * (counts[0] ?? 0);
        for (let x = 0; x <= 2 && i + x < N; x++) {
          for (let y = 0; y <= 2 && j + y < N; y++) {
            const k = (i + x) * N + j + y;
            next[k] = (next[k] ?? 0) + e * (counts[1 + x] ?? 0) * (counts[4 + y] ?? 0);
          }
        }
      }
    }
    [grid, next] = [next, grid];
  }
  return grid;
}

function slotCounts(out: Float64Array, h: number, a: number): void {
  out[0] = Math.exp(-(h + a));
  out[1] = 1;
  out[2] = h;
  out[3] = (h * h) / 2;
  out[4] = 1;
  out[5] = a;
  out[6] = (a * a) / 2;
}

/** Corner rate of a minute relative to the average (the simulation's, ../sports/footballEvents.ts). */
const cornerFactor = (minute: number) => 0.85 + (0.3 * Math.min(minute, 90)) / 90;

/** Expected corners still to come in the period (both sides; the shares sum to one). */
function remainingCorners(at: ClockPoint, until: Period): number {
  const perMinute = M.cornersPerMatch / 95;
  let minutes = 0;
  for (const [from, to, meanAdded] of [
    [1, 45, MEAN_ADDED.first],
    [46, 90, MEAN_ADDED.second],
  ] as const) {
    if (from > until || to < at.minute) continue;
    if (at.stoppageNext > 0 && at.minute === to) {
      minutes += Math.max(0, at.added - at.stoppageNext + 1) * cornerFactor(to);
      continue;
    }
    for (let m = Math.max(from, at.minute); m <= to; m++) minutes += cornerFactor(m);
    minutes += meanAdded * cornerFactor(to);
  }
  return perMinute * minutes;
}

function normalised(p: number[]): number[] {
  const sum = p.reduce((s, x) => s + x, 0);
  return sum > 0 ? p.map((x) => x / sum) : p;
}

/** The model's view of the rest of a period (`until` 45: the first half, 90: regular time). */
export function outlook(ctx: RateContext, state: PricingState, until: Period): Outlook {
  const grid = remainingGoals(ctx, state, until);
  const restDiff = new Array<number>(2 * MAX_GOALS + 1).fill(0);
  const restGoals = new Array<number>(2 * MAX_GOALS + 1).fill(0);
  const result: [number, number, number] = [0, 0, 0];
  const d0 = state.score.home - state.score.away;
  let total = 0;
  for (let i = 0; i < N; i++) {
    for (let j = 0; j < N; j++) {
      const p = grid[i * N + j] ?? 0;
      total += p;
      restDiff[i - j + MAX_GOALS] = (restDiff[i - j + MAX_GOALS] ?? 0) + p;
      restGoals[i + j] = (restGoals[i + j] ?? 0) + p;
      const d = d0 + i - j;
      result[d > 0 ? 0 : d === 0 ? 1 : 2] += p;
    }
  }
  return {
    score: { ...state.score },
    corners: { ...state.corners },
    result: result.map((x) => x / total) as [number, number, number],
    restDiff: restDiff.map((x) => x / total),
    restGoals: restGoals.map((x) => x / total),
    restCorners: normalised(poissonPmf(remainingCorners(state.at, until), MAX_CORNERS)),
  };
}

/** Fractions of a stake won, refunded and lost. */
export interface Settlement {
  won: number;
  pushed: number;
  lost: number;
}

/**
 * A bet that the count ends above `line`, settled when it ends at `count`. Lines are quarter steps:
 * on a whole line the stake is refunded when the count lands on it; a quarter line (…, 0.25, 0.75, …)
 * is a split bet, half the stake on each neighbouring line (2.25 = half on 2, half on 2.5).
 */
export function settleOver(count: number, line: number): Settlement {
  const quarters = Math.round(line * 4);
  if (quarters % 2 !== 0) {
    const low = settleOver(count, (quarters - 1) / 4);
    const high = settleOver(count, (quarters + 1) / 4);
    return {
      won: (low.won + high.won) / 2,
      pushed: (low.pushed + high.pushed) / 2,
      lost: (low.lost + high.lost) / 2,
    };
  }
  const at = quarters / 4;
  if (count > at) return { won: 1, pushed: 0, lost: 0 };
  return count === at ? { won: 0, pushed: 1, lost: 0 } : { won: 0, pushed: 0, lost: 1 };
}

/**
 * How the first side of a line market settles for a final count of what it is on: the handicap backs
 * the home side, whose goals still to come minus the away side's, plus the line, must beat zero; totals
 * and corners back the over, on the count of the whole period.
 */
export function settleLine(market: LineMarket, line: number, count: number): Settlement {
  return market === 'handicap' ? settleOver(count, -line) : settleOver(count, line);
}

/** P(count > k) for each k from the distribution's first value, computed once per outlook and market. */
const tailCache = new WeakMap<Outlook, Map<LineMarket, { first: number; pmf: number[]; above: number[] }>>();

function countOf(o: Outlook, market: LineMarket): { first: number; pmf: number[]; above: number[] } {
  let byMarket = tailCache.get(o);
  if (!byMarket) {
    byMarket = new Map();
    tailCache.set(o, byMarket);
  }
  let found = byMarket.get(market);
  if (!found) {
    const [pmf, first] =
      market === 'handicap'
        ? [o.restDiff, -MAX_GOALS]
        : market === 'total'
          ? [o.restGoals, o.score.home + o.score.away]
          : [o.restCorners, o.corners.home + o.corners.away];
    const above = new Array<number>(pmf.length).fill(0);
    for (let k = pmf.length - 2; k >= 0; k--) above[k] = (above[k + 1] ?? 0) + (pmf[k + 1] ?? 0);
    found = { first, pmf, above };
    byMarket.set(market, found);
  }
  return found;
}

/** Expected settlement of a bet on the count ending above a half or whole threshold. */
function expectedOver(c: { first: number; pmf: number[]; above: number[] }, threshold: number): Settlement {
  const k = Math.floor(threshold) - c.first;
  const whole = Number.isInteger(threshold);
  const won = k < 0 ? 1 : k >= c.pmf.length ? 0 : (c.above[k] ?? 0);
  const pushed = whole && k >= 0 ? (c.pmf[k] ?? 0) : 0;
  return { won, pushed, lost: Math.max(0, 1 - won - pushed) };
}

/** Expected settlement of the first side of a line (same rules as `settleLine`, over the distribution). */
function expected(o: Outlook, market: LineMarket, line: number): Settlement {
  const c = countOf(o, market);
  const threshold = market === 'handicap' ? -line : line;
  const quarters = Math.round(threshold * 4);
  if (quarters % 2 === 0) return expectedOver(c, quarters / 4);
  const low = expectedOver(c, (quarters - 1) / 4);
  const high = expectedOver(c, (quarters + 1) / 4);
  return {
    won: (low.won + high.won) / 2,
    pushed: (low.pushed + high.pushed) / 2,
    lost: (low.lost + high.lost) / 2,
  };
}

/** Below this share of stakes not refunded, a line has nothing left to bet on. */
const MIN_AT_STAKE = 0.02;

/**
 * Fair probabilities of the two sides of a line, refunds left out: a side's fair odds are
 * (1 − refunded) / won, so its probability is won / (won + lost). Null when the line is all but
 * settled: one side cannot lose, or nearly every stake would be refunded.
 */
export function lineProbabilities(o: Outlook, market: LineMarket, line: number): [number, number] | null {
  const s = expected(o, market, line);
  const atStake = s.won + s.lost;
  if (atStake < MIN_AT_STAKE || s.won < 1e-9 || s.lost < 1e-9) return null;
  return [s.won / atStake, s.lost / atStake];
}

/** Candidate lines of a market, in quarter steps: handicaps either side of level, totals above the count. */
function candidates(o: Outlook, market: LineMarket): number[] {
  if (market === 'handicap') return Array.from({ length: 8 * 8 + 1 }, (_, i) => (i - 32) / 4);
  const now = market === 'total' ? o.score.home + o.score.away : o.corners.home + o.corners.away;
  const reach = market === 'total' ? 10 : 30;
  return Array.from({ length: reach * 4 }, (_, i) => now + (i + 1) / 4);
}

/** The main line: the quarter line whose two sides are closest to even money. Null when none is open. */
export function mainLine(o: Outlook, market: LineMarket): number | null {
  let best: { line: number; gap: number } | null = null;
  for (const line of candidates(o, market)) {
    const p = lineProbabilities(o, market, line);
    if (!p) continue;
    const gap = Math.abs(p[0] - 0.5);
    if (!best || gap < best.gap - 1e-12) best = { line, gap };
  }
  return best ? best.line : null;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** The shortest price a book offers; a market whose favourite would go shorter is suspended. */
export const MIN_ODDS = 1.01;
/** The longest price a book offers: longer shots are held here. */
export const MAX_ODDS = 501;

/**
 * The margin, spread as books spread it: implied probabilities p^c, with c < 1 chosen so they sum to
 * 1 + margin. Long shots carry more of it than favourites (the favourite-longshot bias of real
 * prices), so a side 95% sure to win is still offered at about 1.04, where a flat p × (1 + margin)
 * would already sit under 1.01. On a two-way line near even money both ways agree.
 */
function withMargin(probs: readonly number[], margin: number): number[] {
  const p = probs.map((x) => Math.min(1, Math.max(1e-12, x)));
  const sum = (c: number) => p.reduce((s, x) => s + x ** c, 0);
  let lo = 0.01;
  let hi = 1;
  if (sum(lo) < 1 + margin) return p.map((x) => x ** lo);
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    if (sum(mid) > 1 + margin) lo = mid;
    else hi = mid;
  }
  return p.map((x) => x ** ((lo + hi) / 2));
}

/**
 * Implied probabilities (1/odds, summing to 1 + margin), with long shots held at MAX_ODDS and, when
 * `holdFavourite`, the favourite at MIN_ODDS; what is held back or added is spread over the other
 * outcomes in proportion.
 */
function implied(probs: readonly number[], margin: number, holdFavourite: boolean): number[] {
  const total = 1 + margin;
  const low = 1 / MAX_ODDS;
  const high = 1 / MIN_ODDS;
  const q = withMargin(probs, margin);
  const held = new Array<boolean>(q.length).fill(false);
  // Hold the favourite first (what it gives up lifts the others), then the long shots.
  for (let round = 0; round < 2 * q.length; round++) {
    const over = holdFavourite ? q.map((x, i) => !held[i] && x > high) : [];
    const under = q.map((x, i) => !held[i] && x < low);
    const clamp = over.some(Boolean) ? over : under;
    if (!clamp.some(Boolean)) break;
    clamp.forEach((c, i) => {
      if (!c) return;
      q[i] = over.some(Boolean) ? high : low;
      held[i] = true;
    });
    const fixed = q.reduce((s, x, i) => s + (held[i] ? x : 0), 0);
    const free = q.reduce((s, x, i) => s + (held[i] ? 0 : x), 0);
    const count = held.filter((h) => !h).length;
    if (count === 0) break;
    q.forEach((x, i) => {
      if (!held[i]) q[i] = free > 0 ? (x * (total - fixed)) / free : (total - fixed) / count;
    });
  }
  return q;
}

/**
 * In-play odds: decimal prices with the margin, or null while the market is suspended, as books do
 * once an outcome is all but certain (its price would fall under MIN_ODDS).
 */
export function liveOdds(probs: readonly number[], margin: number): number[] | null {
  const q = implied(probs, margin, false);
  if (q.some((x) => x > 1 / MIN_ODDS)) return null;
  return q.map((x) => round2(1 / x));
}

/** Pre-match odds are always published: the favourite is held at MIN_ODDS at the shortest. */
export function heldOdds(probs: readonly number[], margin: number): number[] {
  return implied(probs, margin, true).map((x) => round2(1 / x));
}
