/** Odds helpers the match list and the odds tab share (PRODUCT §3 odds row, §4 odds colour, §5 return rate). */

/** Three odds: home / draw / away, or home price / line / away price for spread and totals. */
export type OddsTriple = readonly [number, number, number];

/** A raw odds value as feeds carry it: a number, numeric text, or a gap. */
export type RawOddsValue = number | string | null | undefined;

const NUMBER_TEXT = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

function toNumber(value: RawOddsValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.trim();
    return NUMBER_TEXT.test(text) ? Number(text) : null;
  }
  return null;
}

/**
 * A group is complete when all three values are numbers and both outer ones (prices) are
 * positive; the middle one may be 0 or negative because for spreads it is the handicap line.
 */
function completeGroup(values: readonly RawOddsValue[], start: number): OddsTriple | null {
  const a = toNumber(values[start]);
  const b = toNumber(values[start + 1]);
  const c = toNumber(values[start + 2]);
  if (a === null || b === null || c === null || a <= 0 || c <= 0) return null;
  return [a, b, c];
}

/**
 * An odds row as the odds table shows it: its top and bottom lines (PRODUCT §3). The row itself is the
 * nine numbers (the engine's `OddsRow`, the wire's `row`).
 */
export interface ShownOddsRow {
  /** Opening odds: group 0-2 when complete, shown on the top line. */
  top: OddsTriple | null;
  /** Current odds: the last complete group (6-8, else 3-5, else 0-2), shown on the bottom line. */
  bottom: OddsTriple | null;
  /** Which group `bottom` came from (0, 1, 2), null when none is complete. */
  bottomGroup: 0 | 1 | 2 | null;
}

/**
 * Splits a bookmaker's nine numbers into what the odds table shows (PRODUCT §3 "odds row": nine
 * numbers in three groups, the last complete group is used). We read the groups as opening,
 * pre-match and live, so the top line is the opening group and the bottom line the latest one.
 * A shorter or longer array is read as far as it goes; anything missing is a gap.
 */
export function oddsRow(numbers: readonly RawOddsValue[]): ShownOddsRow {
  const list = Array.isArray(numbers) ? numbers : [];
  const top = completeGroup(list, 0);
  for (const group of [2, 1, 0] as const) {
    const triple = completeGroup(list, group * 3);
    if (triple !== null) return { top, bottom: triple, bottomGroup: group };
  }
  return { top, bottom: null, bottomGroup: null };
}

/**
 * Reads a match's `stats1` / `stats2` (PRODUCT §3: comma lists of three odds numbers).
 * Returns null for '' (no odds yet) and for anything that is not exactly three numbers.
 */
export function parseStats(stats: string | null | undefined): OddsTriple | null {
  if (typeof stats !== 'string') return null;
  const parts = stats.split(',');
  if (parts.length !== 3) return null;
  const values = parts.map((part) => toNumber(part));
  const [a, b, c] = values;
  if (a == null || b == null || c == null) return null;
  return [a, b, c];
}

export type OddsMove = 'up' | 'down' | 'equal';

/** The colour of each move (PRODUCT §4): higher red, lower green, equal dark. */
export const ODDS_MOVE_COLOURS: Readonly<Record<OddsMove, 'red' | 'green' | 'dark'>> = {
  up: 'red',
  down: 'green',
  equal: 'dark',
};

/**
 * How an odds value moved. A missing or non-numeric side counts as no move, so a first value
 * or a gap is shown dark rather than flashing. Differences below 1e-9 are float noise.
 */
export function oddsColour(previous: RawOddsValue, current: RawOddsValue): OddsMove {
  const before = toNumber(previous);
  const after = toNumber(current);
  if (before === null || after === null) return 'equal';
  const difference = after - before;
  if (Math.abs(difference) < 1e-9) return 'equal';
  return difference > 0 ? 'up' : 'down';
}

export interface ReturnRate {
  /** Percent rounded to two decimals, e.g. 94.87. */
  value: number;
  /** The same with two decimals and a percent sign, e.g. '94.87%'. */
  text: string;
}

/**
 * The bookmaker's return rate from three decimal odds: 1 / (1/a + 1/b + 1/c), as a percent
 * (PRODUCT §5 shows it with two decimals; the formula is the usual payout formula). Null when an
 * odd is missing, not a number, or not positive.
 */
export function returnRate(a: RawOddsValue, b: RawOddsValue, c: RawOddsValue): ReturnRate | null {
  const odds = [toNumber(a), toNumber(b), toNumber(c)];
  let inverseSum = 0;
  for (const odd of odds) {
    if (odd === null || odd <= 0) return null;
    inverseSum += 1 / odd;
  }
  const percent = 100 / inverseSum;
  if (!Number.isFinite(percent)) return null;
  const text = percent.toFixed(2);
  return { value: Number(text), text: `${text}%` };
}
