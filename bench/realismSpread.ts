// The spread between the books in the realism bench: how far apart the six bookmakers price the same
// outcome before kick-off (the highest price over the lowest, for each of win, draw and loss), at the
// opening, at each move and at the close, beside real books' prices and beside what the books' margins
// alone would give (every book with the model's view).

import type { BookmakerId } from '@pitchside/shared';

type Prices = ReadonlyMap<BookmakerId, readonly (readonly number[])[]>;

/**
 * Real books: football-data.co.uk's Premier League 2017/18 file (E0.csv, the season's first 220
 * matches, collected before kick-off), the win, draw and loss prices of its seven named bookmakers
 * (Bet365, Bet&Win, Interwetten, Ladbrokes, Pinnacle, William Hill, VC Bet): for each outcome, the
 * highest of the seven over the lowest, 660 ratios.
 */
export const REAL_SPREAD = {
  median: 1.093,
  p90: 1.266,
  p99: 1.5,
  max: 1.765,
  note: 'football-data.co.uk E0 2017/18, 220 matches, 7 books (B365 BW IW LB PS WH VC), before kick-off',
};

/** The ratios gathered, by pre-match moment (0: the opening; the last: the close). */
export interface Spreads {
  engine: number[][];
  marginsAlone: number[][];
}

export const noSpreads = (): Spreads => ({ engine: [], marginsAlone: [] });

function addRatios(to: number[][], prices: Prices): void {
  const books = [...prices.values()];
  const moments = books[0]?.length ?? 0;
  for (let k = 0; k < moments; k++) {
    const ratios = to[k] ?? [];
    to[k] = ratios;
    for (let outcome = 0; outcome < 3; outcome++) {
      const quoted = books.map((list) => list[k]?.[outcome] ?? 0).filter((price) => price > 0);
      if (quoted.length > 1) ratios.push(Math.max(...quoted) / Math.min(...quoted));
    }
  }
}

/** Adds one match's pre-match prices: each book's as the engine sets them, and with its margin alone. */
export function addSpreads(to: Spreads, engine: Prices, marginsAlone: Prices): void {
  addRatios(to.engine, engine);
  addRatios(to.marginsAlone, marginsAlone);
}

const quantile = (values: readonly number[], q: number) =>
  [...values].sort((x, y) => x - y)[Math.floor(q * (values.length - 1))] ?? 0;

/** Prints the spreads; returns how many moments are wider than the real books (median or 99th percentile). */
export function printSpread(out: string[], spreads: Spreads): number {
  const moments = spreads.engine.length;
  const name = (k: number) => (k === 0 ? 'opening' : k === moments - 1 ? 'close' : `move ${k}`);
  const cells = (values: readonly number[]) =>
    [0.5, 0.9, 0.99, 1].map((q) => quantile(values, q).toFixed(3).padStart(8)).join('');
  out.push(
    'Spread between the six books before kick-off: for each outcome (win, draw, loss), the highest price over the lowest',
  );
  out.push(
    `${'moment'.padEnd(12)}${'median'.padStart(8)}${'p90'.padStart(8)}${'p99'.padStart(8)}${'max'.padStart(8)}   ok   margins alone: median, p90, p99, max`,
  );
  let fails = 0;
  for (let k = 0; k < moments; k++) {
    const engine = spreads.engine[k] ?? [];
    const ok =
      quantile(engine, 0.5) <= REAL_SPREAD.median * 1.03 && quantile(engine, 0.99) <= REAL_SPREAD.p99;
    if (!ok) fails++;
    out.push(
      `${name(k).padEnd(12)}${cells(engine)}   ${(ok ? 'yes' : 'NO').padEnd(5)}${cells(spreads.marginsAlone[k] ?? [])}`,
    );
  }
  const real = [REAL_SPREAD.median, REAL_SPREAD.p90, REAL_SPREAD.p99, REAL_SPREAD.max]
    .map((x) => x.toFixed(3).padStart(8))
    .join('');
  out.push(`${'real books'.padEnd(12)}${real}   ${REAL_SPREAD.note}`);
  out.push(
    `(${spreads.engine[0]?.length ?? 0} ratios a moment, league matches; ok: median within 3% of the real books' and 99th percentile no wider)`,
  );
  return fails;
}
