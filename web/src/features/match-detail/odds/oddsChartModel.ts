// The odds movement chart's geometry, apart from drawing so it can be checked alone. Odds are published
// days before kick-off and then minute by minute in play: plotted on wall time, five pre-match days
// would squeeze the match into its last pixels. So the x axis is by phase: the pre-match moves share
// the first stretch evenly, then the match runs on playing time (breaks shortened to a short gap).
// A market that is not open has no price: its line breaks there, and the stretch is marked shut.
import type { OddsDetail } from '@pitchside/shared';

export type OddsChange = OddsDetail['companies'][number]['history'][number];

/** Share of the width given to the moves before kick-off. */
export const PREMATCH_SHARE = 0.18;
/** A break (half time, before extra time or the shoot-out) is drawn as this many playing minutes. */
const BREAK_MINUTES = 2;
const MINUTE_MS = 60_000;

export interface ChartPoint {
  /** 0..1 across the chart. */
  x: number;
  value: number;
}

export interface OddsChartModel {
  /** Per series (index into the group), the runs of open prices, each drawn as one step line. */
  runs: ChartPoint[][][];
  /** Stretches where the market was suspended or closed, 0..1. */
  shut: { from: number; to: number; state: 'suspended' | 'closed' }[];
  /** Where play started (kick-off), half time began, and the market closed; null when not reached. */
  marks: { kickOff: number | null; halfTime: number | null; closed: number | null };
  /** Lowest and highest price drawn. */
  low: number;
  high: number;
}

const inPlay = (change: OddsChange) => change.status !== 0 && change.status !== -11 && change.status !== -14;
const isBreak = (change: OddsChange) => change.status === 2;

/** x of each change: pre-match ones evenly over the first stretch, the rest by playing time after it. */
export function chartXs(history: readonly OddsChange[]): number[] {
  const firstPlay = history.findIndex(inPlay);
  const pre = firstPlay === -1 ? history.length : firstPlay;
  const played: number[] = [];
  let clock = 0;
  for (let index = pre; index < history.length; index++) {
    const change = history[index] as OddsChange;
    const before = history[index - 1];
    if (index > pre && before) {
      const gap = Math.max(0, change.time - before.time);
      clock += isBreak(before) ? Math.min(gap, BREAK_MINUTES * MINUTE_MS) : gap;
    }
    played.push(clock);
  }
  // The playing stretch covers at least 90 minutes, so an early close does not stretch to the edge.
  const span = Math.max(clock, 90 * MINUTE_MS);
  // Before kick-off only: the moves fill the width; else they lead up to kick-off at PREMATCH_SHARE.
  const preX = (index: number) =>
    firstPlay === -1 ? (pre > 1 ? index / (pre - 1) : 0) : (index / pre) * PREMATCH_SHARE;
  return history.map((_, index) =>
    index < pre ? preX(index) : PREMATCH_SHARE + ((played[index - pre] ?? 0) / span) * (1 - PREMATCH_SHARE),
  );
}

export function oddsChartModel(history: readonly OddsChange[], series: readonly number[]): OddsChartModel {
  const xs = chartXs(history);
  const runs: ChartPoint[][][] = series.map(() => []);
  const shut: OddsChartModel['shut'] = [];
  const prices: number[] = [];
  series.forEach((valueIndex, s) => {
    let run: ChartPoint[] | null = null;
    history.forEach((change, index) => {
      const value = change.values[valueIndex] ?? 0;
      if (change.state === 'open' && value > 0) {
        if (!run) {
          run = [];
          runs[s]?.push(run);
        }
        run.push({ x: xs[index] ?? 0, value });
        prices.push(value);
      } else {
        // The price held until the market shut: the run ends there, flat.
        const last: ChartPoint | undefined = run ? run[run.length - 1] : undefined;
        if (run && last) run.push({ x: xs[index] ?? 0, value: last.value });
        run = null;
      }
    });
  });
  history.forEach((change, index) => {
    if (change.state === 'open') return;
    const next = history.findIndex((later, at) => at > index && later.state === 'open');
    const to = next === -1 ? 1 : (xs[next] ?? 1);
    const previous = shut[shut.length - 1];
    if (previous && previous.state === change.state && previous.to >= (xs[index] ?? 0)) previous.to = to;
    else shut.push({ from: xs[index] ?? 0, to, state: change.state });
  });
  const firstPlay = history.findIndex(inPlay);
  const halfTime = history.findIndex((change) => change.status === 2);
  const closed = history.findIndex((change) => change.state === 'closed');
  return {
    runs,
    shut,
    marks: {
      kickOff: firstPlay === -1 ? null : (xs[firstPlay] ?? null),
      halfTime: halfTime === -1 ? null : (xs[halfTime] ?? null),
      closed: closed === -1 ? null : (xs[closed] ?? null),
    },
    low: prices.length ? Math.min(...prices) : 1,
    high: prices.length ? Math.max(...prices) : 1,
  };
}
