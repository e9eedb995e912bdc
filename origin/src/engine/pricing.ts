// Fair probabilities of each market from the model (score, time, strengths, red cards), and their
// conversion into a bookmaker's odds with its margin.
import {
  type ClockPoint,
  goalRates,
  FOOTBALL_MODEL as M,
  type RateContext,
  redFactor,
  remainingSlots,
  remainingWeight,
} from './model';
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

const MAX_GOALS = 10;

function poissonPmf(lambda: number, max: number): number[] {
  const out = new Array<number>(max + 1);
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out[k] = p;
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** Pick the half line (…, -0.5, 0.5, 1.5, …) whose over-probability is closest to one half. */
function halfLine(cdfAbove: (line: number) => number, from: number, to: number): { line: number; p: number } {
  let best = { line: from, p: cdfAbove(from) };
  for (let line = from + 1; line <= to; line++) {
    const p = cdfAbove(line);
    if (Math.abs(p - 0.5) < Math.abs(best.p - 0.5)) best = { line, p };
  }
  return best;
}

/** Expected corners per side over the rest of the period (same rate as footballEvents.ts). */
function remainingCorners(at: ClockPoint, until: 45 | 90, share: Pair): Pair {
  let minutes = 0;
  const factor = (m: number) => 0.85 + (0.3 * Math.min(m, 90)) / 90;
  const endStoppage = until === 45 ? 2 : 4.1;
  if (at.stoppageNext > 0 && at.minute === until)
    minutes += Math.max(0, at.added - at.stoppageNext + 1) * factor(until);
  else {
    for (let m = Math.max(at.minute, until === 90 ? 1 : 1); m <= until; m++) minutes += factor(m);
    minutes += (at.minute <= 45 && until === 90 ? 2 : 0) + endStoppage;
  }
  const perMinute = M.cornersPerMatch / 95;
  return { home: perMinute * share.home * minutes, away: perMinute * share.away * minutes };
}

/**
 * Distribution of the goals still to come, as a flat (MAX_GOALS+1)² grid [home * (MAX_GOALS+1) + away].
 * League matches: two independent Poisson counts. Knockout ties: the rate drops while the score is
 * level (model.ts), so the grid is carried forward slot by slot, as the simulation plays them.
 */
function remainingGoals(ctx: RateContext, state: PricingState, until: 45 | 90): Float64Array {
  const rates = goalRates(ctx);
  const rh = rates.home * redFactor(state.reds.home, state.reds.away);
  const ra = rates.away * redFactor(state.reds.away, state.reds.home);
  const n = MAX_GOALS + 1;
  let grid = new Float64Array(n * n);
  if (!ctx.knockout) {
    const w = remainingWeight(state.at, until);
    const ph = poissonPmf(rh * w, MAX_GOALS);
    const pa = poissonPmf(ra * w, MAX_GOALS);
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) grid[i * n + j] = (ph[i] ?? 0) * (pa[j] ?? 0);
    return grid;
  }
  grid[0] = 1;
  const d0 = state.score.home - state.score.away;
  let next = new Float64Array(n * n);
  for (const w of remainingSlots(state.at, until)) {
    next.fill(0);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const p = grid[i * n + j] ?? 0;
        if (p < 1e-12) continue;
        const f = d0 + i - j === 0 ? M.knockoutLevelFactor : 1;
        const h = rh * w * f;
        const a = ra * w * f;
        // Poisson counts in the slot, up to two goals a side (more is vanishingly rare).
        const e = p * Math.exp(-(h + a));
        const ph = [1, h, (h * h) / 2];
        const pa = [1, a, (a * a) / 2];
        for (let x = 0; x <= 2 && i + x < n; x++) {
          for (let y = 0; y <= 2 && j + y < n; y++) {
            const k = (i + x) * n + j + y;
            next[k] = (next[k] ?? 0) + e * (ph[x] ?? 0) * (pa[y] ?? 0);
          }
        }
      }
    }
    [grid, next] = [next, grid];
  }
  return grid;
}

/** tails[k] = sum of p[k..]. */
function tails(p: number[]): number[] {
  const out = new Array<number>(p.length + 1).fill(0);
  for (let k = p.length - 1; k >= 0; k--) out[k] = (out[k + 1] ?? 0) + (p[k] ?? 0);
  return out;
}

function at(tail: number[], k: number): number {
  if (k <= 0) return tail[0] ?? 0;
  return tail[k] ?? 0;
}

/** Fair prices of every market of a period (`until` 45: half time, 90: full time). */
export function fairPrices(ctx: RateContext, state: PricingState, until: 45 | 90): Record<Market, FairPrice> {
  const grid = remainingGoals(ctx, state, until);
  const diff = new Array<number>(4 * MAX_GOALS + 1).fill(0);
  const off = 2 * MAX_GOALS;
  const total = new Array<number>(2 * MAX_GOALS + 1).fill(0);
  let home = 0;
  let draw = 0;
  let away = 0;
  const d0 = state.score.home - state.score.away;
  for (let i = 0; i <= MAX_GOALS; i++) {
    for (let j = 0; j <= MAX_GOALS; j++) {
      const p = grid[i * (MAX_GOALS + 1) + j] ?? 0;
      const d = d0 + i - j;
      if (d > 0) home += p;
      else if (d === 0) draw += p;
      else away += p;
      diff[i - j + off] = (diff[i - j + off] ?? 0) + p;
      total[i + j] = (total[i + j] ?? 0) + p;
    }
  }
  const norm = home + draw + away;
  // Tail sums: P(remaining difference >= k), P(remaining goals >= n), P(remaining corners >= n).
  const diffTail = tails(diff);
  const totalTail = tails(total);
  // Spread: the home side covers when final difference + line > 0 (line = home handicap, a half line).
  const coverProb = (line: number) => at(diffTail, Math.ceil(-line - d0) + off) / norm;
  const spread = halfLine((k) => coverProb(-k + 0.5), d0 - 6, d0 + 6);
  const spreadLine = -spread.line + 0.5;
  const goalsNow = state.score.home + state.score.away;
  const overProb = (k: number) => at(totalTail, k + 1 - goalsNow) / norm;
  const totalLine = halfLine(overProb, goalsNow, goalsNow + 8);
  const share = cornerShare(ctx);
  const rc = remainingCorners(state.at, until, share);
  const cornerTail = tails(poissonPmf(rc.home + rc.away, 40));
  const cornersNow = state.corners.home + state.corners.away;
  const cornerLine = halfLine((k) => at(cornerTail, k + 1 - cornersNow), cornersNow, cornersNow + 25);
  return {
    wdl: { probs: [home / norm, draw / norm, away / norm], line: 0 },
    spread: { probs: [spread.p, 1 - spread.p], line: spreadLine },
    total: { probs: [totalLine.p, 1 - totalLine.p], line: totalLine.line + 0.5 },
    corner: { probs: [cornerLine.p, 1 - cornerLine.p], line: cornerLine.line + 0.5 },
  };
}

/** Share of the play of each side (same formula as the simulation). */
export function cornerShare(ctx: RateContext): Pair {
  const rates = goalRates(ctx);
  const homeShare = rates.home / (rates.home + rates.away);
  const home = 0.5 + (homeShare - 0.5) * 0.7;
  return { home, away: 1 - home };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** Odds stay between 1.01 and 1000. */
const MIN_ODDS = 1.01;
const MAX_ODDS = 1000;

/**
 * Decimal odds with the margin: implied probabilities p·(1+margin), so 1/odds sums to 1 + margin.
 * Null when the market is suspended, as books do once an outcome is all but certain (its price
 * would fall under 1.01) or all but impossible (over 1000): the last prices then stand.
 */
export function toOdds(probs: readonly number[], margin: number): number[] | null {
  const implied = probs.map((p) => p * (1 + margin));
  if (implied.some((q) => q > 1 / MIN_ODDS || q < 1 / MAX_ODDS)) return null;
  return implied.map((q) => round2(1 / q));
}

/**
 * Pre-match prices are always published: probabilities are held inside the odds range (the
 * favourite at 1.01, long shots absorbing the excess) so 1/odds still sums to 1 + margin.
 */
export function heldOdds(probs: readonly number[], margin: number): number[] {
  const maxP = 1 / (MIN_ODDS * (1 + margin));
  let p = probs.map((x) => Math.max(1 / (MAX_ODDS * (1 + margin)), x));
  const sum = p.reduce((a, b) => a + b, 0);
  p = p.map((x) => x / sum);
  for (let iter = 0; iter < 3; iter++) {
    const over = p.findIndex((x) => x > maxP);
    if (over < 0) break;
    const excess = (p[over] ?? 0) - maxP;
    const rest = 1 - (p[over] ?? 0);
    p = p.map((x, i) => (i === over ? maxP : x + (rest > 0 ? (excess * x) / rest : excess / (p.length - 1))));
  }
  return p.map((x) => round2(1 / (x * (1 + margin))));
}
