// Calibration of the closing odds in the realism bench: 1X2, Asian handicap and total goals, each
// bookmaker's prices with the margin removed (power method), judged on what happened, beside a naive baseline (a
// constant-rate model of two equal sides) priced on the same lines and judged on the same matches.

import { type LineMarket, settleLine } from '@pitchside/origin/engine';
import type { OddsType } from '@pitchside/shared';

/** One side of one price: its margin-free probability, how much of it came true, the stake it settles. */
export interface Sample {
  p: number;
  /** 1 won, 0 lost, 0.5 half won (a quarter line with a refunded half). */
  happened: number;
  /** Share of the stake settled (refunds left out): a half-refunded quarter line weighs 0.5. */
  weight: number;
}

export const CALIBRATED = [
  { key: 'wdl', type: 11, name: '1X2 (11)' },
  { key: 'handicap', type: 21, name: 'handicap (21)' },
  { key: 'total', type: 31, name: 'totals (31)' },
] as const satisfies readonly { key: string; type: OddsType; name: string }[];
export type CalibratedMarket = (typeof CALIBRATED)[number]['key'];
export type Samples = Record<CalibratedMarket, Sample[]>;

export const noSamples = (): Samples => ({ wdl: [], handicap: [], total: [] });

/** A full-time score (90 minutes). */
export interface FullTime {
  home: number;
  away: number;
}

const outcomeIndex = (ft: FullTime) => (ft.home > ft.away ? 0 : ft.home === ft.away ? 1 : 2);
const PRE_MATCH_COUNT = {
  handicap: (ft: FullTime) => ft.home - ft.away,
  total: (ft: FullTime) => ft.home + ft.away,
};

/**
 * A book's prices back to probabilities: the power method, p = (1/odds)^k with k ≥ 1 so they sum to 1,
 * the inverse of how the engine's books lay their margin (long shots carry more of it). Dividing by
 * the sum instead would leave that longshot bias in and misjudge favourites by 2-4 points.
 */
export function removeMargin(odds: readonly number[]): number[] {
  const q = odds.map((o) => 1 / o);
  const sum = (k: number) => q.reduce((s, x) => s + x ** k, 0);
  let lo = 1;
  let hi = 20;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (sum(mid) > 1) lo = mid;
    else hi = mid;
  }
  return q.map((x) => x ** ((lo + hi) / 2));
}

/** Adds the samples of one bookmaker's closing groups of one match (full-time score `ft`). */
export function addSamples(
  to: Samples,
  groups: ReadonlyMap<OddsType, readonly number[]>,
  ft: FullTime,
): void {
  const wdl = groups.get(11);
  if (wdl) {
    removeMargin(wdl).forEach((p, k) => {
      to.wdl.push({ p, happened: k === outcomeIndex(ft) ? 1 : 0, weight: 1 });
    });
  }
  for (const [market, type] of [
    ['handicap', 21],
    ['total', 31],
  ] as const) {
    const group = groups.get(type);
    if (!group) continue;
    const [first = 0, line = 0, second = 0] = group;
    const [p = 0.5] = removeMargin([first, second]);
    addLineSamples(to[market], market, line, p, PRE_MATCH_COUNT[market](ft));
  }
}

/** Both sides of a line priced `p` (first side) and settled on `count`, split bets as split bets. */
function addLineSamples(to: Sample[], market: LineMarket, line: number, p: number, count: number): void {
  const s = settleLine(market, line, count);
  const weight = s.won + s.lost;
  if (weight === 0) return;
  to.push({ p, happened: s.won / weight, weight });
  to.push({ p: 1 - p, happened: s.lost / weight, weight });
}

/** Probabilities of 0..12 goals of a Poisson count. */
function poisson(lambda: number): number[] {
  const out: number[] = [];
  for (let k = 0, p = Math.exp(-lambda); k <= 12; k++, p = (p * lambda) / k) out.push(p);
  return out;
}

/**
 * The naive baseline's samples on the engine's own lines and matches: two equal sides, `goals` a
 * match between them, no home advantage, no time, no strengths.
 */
export interface PricedMatch {
  /** 1 for the outcome that happened (home, draw, away), 0 for the others. */
  wdlHappened: number[];
  handicap: number;
  total: number;
  ft: FullTime;
}

export function naiveSamples(goals: number, lines: readonly PricedMatch[]): Samples {
  const side = poisson(goals / 2);
  let home = 0;
  let draw = 0;
  side.forEach((pi, i) => {
    side.forEach((pj, j) => {
      if (i > j) home += pi * pj;
      else if (i === j) draw += pi * pj;
    });
  });
  const wdl = [home, draw, 1 - home - draw];
  const firstSide = (market: LineMarket, line: number) => {
    let won = 0;
    let lost = 0;
    side.forEach((pi, i) => {
      side.forEach((pj, j) => {
        const s = settleLine(market, line, market === 'handicap' ? i - j : i + j);
        won += pi * pj * s.won;
        lost += pi * pj * s.lost;
      });
    });
    return won / (won + lost);
  };
  const out = noSamples();
  for (const l of lines) {
    l.wdlHappened.forEach((happened, k) => {
      out.wdl.push({ p: wdl[k] ?? 0, happened, weight: 1 });
    });
    addLineSamples(
      out.handicap,
      'handicap',
      l.handicap,
      firstSide('handicap', l.handicap),
      l.ft.home - l.ft.away,
    );
    addLineSamples(out.total, 'total', l.total, firstSide('total', l.total), l.ft.home + l.ft.away);
  }
  return out;
}

export interface Decile {
  n: number;
  implied: number;
  observed: number;
}

/** Samples by decile of probability, stake-weighted (a half-refunded quarter line counts half). */
export function deciles(samples: readonly Sample[]): Decile[] {
  const out = Array.from({ length: 10 }, () => ({ n: 0, w: 0, implied: 0, observed: 0 }));
  for (const s of samples) {
    const d = out[Math.min(9, Math.floor(s.p * 10))];
    if (!d) continue;
    d.n++;
    d.w += s.weight;
    d.implied += s.p * s.weight;
    d.observed += s.happened * s.weight;
  }
  return out.map((d) => ({
    n: d.n,
    implied: d.w ? d.implied / d.w : 0,
    observed: d.w ? d.observed / d.w : 0,
  }));
}

/** Mean gap between implied and observed over the deciles, weighted by their samples (points). */
export function calibrationError(samples: readonly Sample[]): number {
  const all = deciles(samples);
  const n = all.reduce((s, d) => s + d.n, 0);
  return n ? (all.reduce((s, d) => s + d.n * Math.abs(d.observed - d.implied), 0) / n) * 100 : 0;
}

/** Stake-weighted Brier score of the samples (lower is better). */
export function brier(samples: readonly Sample[]): number {
  const w = samples.reduce((s, x) => s + x.weight, 0);
  return w ? samples.reduce((s, x) => s + x.weight * (x.p - x.happened) ** 2, 0) / w : 0;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
/** Six bookmakers price each match: a decile is judged only with at least 100 matches in it. */
const JUDGED = 600;
const TARGET_POINTS = 3;

/** Prints the calibration tables; returns how many judged deciles miss the target. */
export function printCalibration(out: string[], engine: Samples, naive: Samples): number {
  let fails = 0;
  out.push(
    'Odds calibration: closing odds of all six bookmakers, margin removed (power method), engine beside the naive baseline',
  );
  out.push('(quarter lines settled as split bets: a half refunded weighs half, refunds are left out)');
  out.push(
    `${'market'.padEnd(15)}${'prices'.padStart(8)}${'gap engine'.padStart(12)}${'gap baseline'.padStart(14)}${'Brier engine'.padStart(14)}${'Brier baseline'.padStart(16)}`,
  );
  for (const { key, name } of CALIBRATED) {
    out.push(
      `${name.padEnd(15)}${String(engine[key].length).padStart(8)}${`${calibrationError(engine[key]).toFixed(2)}pt`.padStart(12)}${`${calibrationError(naive[key]).toFixed(2)}pt`.padStart(14)}${brier(engine[key]).toFixed(4).padStart(14)}${brier(naive[key]).toFixed(4).padStart(16)}`,
    );
  }
  out.push('(gap: mean |implied - happened| over the deciles, weighted by their prices)');
  out.push('');
  const cell = (d: Decile | undefined) =>
    d?.n
      ? `${String(d.n).padStart(6)} ${pct(d.implied).padStart(6)} ${pct(d.observed).padStart(6)}`
      : `${'-'.padStart(6)} ${'-'.padStart(6)} ${'-'.padStart(6)}`;
  const header = CALIBRATED.map((c) => c.name.padStart(20)).join('   ');
  out.push(`${'engine'.padEnd(10)}${header}`);
  out.push(
    `${'decile'.padEnd(10)}${CALIBRATED.map(() => `${'n'.padStart(6)} ${'impl.'.padStart(6)} ${'happ.'.padStart(6)}`).join('   ')}   ok`,
  );
  const tables = CALIBRATED.map((c) => deciles(engine[c.key]));
  for (let i = 0; i < 10; i++) {
    const marks = tables.map((t) => {
      const d = t[i];
      if (!d || d.n < JUDGED) return '-';
      const ok = Math.abs(d.observed - d.implied) * 100 <= TARGET_POINTS;
      if (!ok) fails++;
      return ok ? 'y' : 'N';
    });
    out.push(
      `${`${i * 10}-${i * 10 + 10}%`.padEnd(10)}${tables.map((t) => cell(t[i])).join('   ')}   ${marks.join('')}`,
    );
  }
  out.push('');
  out.push(`${'baseline'.padEnd(10)}${header}`);
  const naiveTables = CALIBRATED.map((c) => deciles(naive[c.key]));
  for (let i = 0; i < 10; i++)
    out.push(`${`${i * 10}-${i * 10 + 10}%`.padEnd(10)}${naiveTables.map((t) => cell(t[i])).join('   ')}`);
  out.push(
    `(n counts prices: six bookmakers per match, both sides of a line; ok per market: y within ±${TARGET_POINTS} points, N outside, - under 100 matches, too few to judge)`,
  );
  return fails;
}
