import { describe, expect, it } from 'vitest';
import { chartXs, type OddsChange, oddsChartModel, PREMATCH_SHARE } from './oddsChartModel';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const KICK_OFF = Date.UTC(2026, 10, 22, 12);

function change(
  at: number,
  status: OddsChange['status'],
  minute: number,
  values: [number, number, number],
  state: OddsChange['state'] = 'open',
): OddsChange {
  return { time: at, minute, status, score: '0-0', values, state };
}

/**
 * A history shaped like the origin's (docs/API.md "Odds"): the opening five days out, five pre-match
 * moves, kick-off, moves in play, half time (the half-time break lasting 15 minutes), a suspension at
 * 88', and the close at full time.
 */
const history: OddsChange[] = [
  change(KICK_OFF - 5 * DAY, 0, 0, [2.1, 3.3, 3.4]),
  ...[4, 3, 2, 1, 0.5].map((days, i) =>
    change(KICK_OFF - days * DAY, 0, 0, [2.1 - i * 0.02, 3.3, 3.4 + i * 0.02]),
  ),
  change(KICK_OFF, 1, 0, [2.0, 3.3, 3.6]),
  change(KICK_OFF + 20 * MINUTE, 1, 20, [1.6, 3.6, 5.5]),
  change(KICK_OFF + 47 * MINUTE, 2, 45, [1.5, 3.8, 6.5]),
  change(KICK_OFF + 62 * MINUTE, 3, 46, [1.5, 3.8, 6.4]),
  change(KICK_OFF + 104 * MINUTE, 3, 88, [0, 0, 0], 'suspended'),
  change(KICK_OFF + 106 * MINUTE, 3, 90, [1.05, 9, 30]),
  change(KICK_OFF + 110 * MINUTE, -1, 90, [0, 0, 0], 'closed'),
];

describe('odds chart by phase', () => {
  it('gives the five pre-match days the first stretch and the match the rest, on playing time', () => {
    const xs = chartXs(history);
    // The opening and the five moves share [0, PREMATCH_SHARE); kick-off is at its end.
    expect(xs.slice(0, 6).every((x) => x >= 0 && x < PREMATCH_SHARE)).toBe(true);
    expect(xs[6]).toBeCloseTo(PREMATCH_SHARE);
    // The match fills the remaining 82 %: on wall time it would get 110 minutes of five days (1.5 %).
    expect((xs[xs.length - 1] ?? 0) - (xs[6] ?? 0)).toBeGreaterThan(0.8);
    // The 15-minute half-time break counts as two minutes: the second half starts just after half time.
    const perMinute = (1 - PREMATCH_SHARE) / (110 - 13);
    expect((xs[9] ?? 0) - (xs[8] ?? 0)).toBeCloseTo(2 * perMinute, 5);
    // Always left to right.
    for (let i = 1; i < xs.length; i++) expect(xs[i]).toBeGreaterThanOrEqual(xs[i - 1] ?? 0);
  });

  it('breaks the line where the market is shut instead of drawing a price of 0', () => {
    const model = oddsChartModel(history, [0, 1, 2]);
    for (const runs of model.runs) {
      expect(runs).toHaveLength(2);
      for (const run of runs) for (const point of run) expect(point.value).toBeGreaterThan(1);
    }
    expect(model.low).toBe(1.05);
    expect(model.high).toBe(30);
    expect(model.shut.map((band) => band.state)).toEqual(['suspended', 'closed']);
    const [suspended, closed] = model.shut;
    expect(suspended?.to).toBeCloseTo(chartXs(history)[11] ?? 0);
    expect(closed?.to).toBe(1);
  });

  it('marks kick-off, half time and the close', () => {
    const xs = chartXs(history);
    expect(oddsChartModel(history, [0, 2]).marks).toEqual({
      kickOff: xs[6],
      halfTime: xs[8],
      closed: xs[12],
    });
  });

  it('spreads a match not yet started over the whole width', () => {
    const coming = history.slice(0, 6);
    const xs = chartXs(coming);
    expect(xs[0]).toBe(0);
    expect(xs[5]).toBe(1);
    expect(oddsChartModel(coming, [0, 2]).marks).toEqual({ kickOff: null, halfTime: null, closed: null });
  });
});
