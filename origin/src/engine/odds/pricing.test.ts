import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ClockPoint, goalRates, type RateContext } from '../sports/model';
import { BOOKMAKER_MARGINS } from './odds';
import {
  heldOdds,
  type LineMarket,
  lineProbabilities,
  liveOdds,
  MAX_ODDS,
  MIN_ODDS,
  mainLine,
  outlook,
  type Period,
  type PricingState,
  settleLine,
  settleOver,
} from './pricing';

const MARGINS = Object.values(BOOKMAKER_MARGINS);
const LINE_MARKETS: readonly LineMarket[] = ['handicap', 'total', 'corner'];
const impliedSum = (odds: readonly number[]) => odds.reduce((s, o) => s + 1 / o, 0);

const context = fc.record({
  homeStrength: fc.integer({ min: 40, max: 95 }),
  awayStrength: fc.integer({ min: 40, max: 95 }),
  neutral: fc.boolean(),
  knockout: fc.boolean(),
});
/** Where a match can stand: a regular minute, or a minute of announced stoppage at 45 or 90. */
const clock: fc.Arbitrary<ClockPoint> = fc.oneof(
  fc.integer({ min: 1, max: 90 }).map((minute) => ({ minute, stoppageNext: 0, added: 0 })),
  fc
    .tuple(fc.constantFrom(45, 90), fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 6 }))
    .map(([minute, added, played]) => ({ minute, stoppageNext: Math.min(added, played + 1), added })),
);
const pair = (max: number) =>
  fc.record({ home: fc.integer({ min: 0, max }), away: fc.integer({ min: 0, max }) });
const state: fc.Arbitrary<PricingState> = fc.record({
  at: clock,
  score: pair(6),
  reds: pair(2),
  corners: pair(12),
});
const period = fc.constantFrom<Period>(45, 90);

function regular(minute: number, score: PricingState['score']): PricingState {
  return {
    at: { minute, stoppageNext: 0, added: 0 },
    score,
    reds: { home: 0, away: 0 },
    corners: { home: 0, away: 0 },
  };
}

describe('settling quarter lines', () => {
  it('refunds a whole line that lands, splits a quarter line over its neighbours', () => {
    // Handicap: the count is the home side's goals still to come minus the away side's.
    expect(settleLine('handicap', 0, 0)).toEqual({ won: 0, pushed: 1, lost: 0 });
    expect(settleLine('handicap', -0.25, 0)).toEqual({ won: 0, pushed: 0.5, lost: 0.5 });
    expect(settleLine('handicap', 0.25, 0)).toEqual({ won: 0.5, pushed: 0.5, lost: 0 });
    expect(settleLine('handicap', -0.75, 1)).toEqual({ won: 0.5, pushed: 0.5, lost: 0 });
    expect(settleLine('handicap', -1.5, 1)).toEqual({ won: 0, pushed: 0, lost: 1 });
    expect(settleLine('handicap', 1.75, -2)).toEqual({ won: 0, pushed: 0.5, lost: 0.5 });
    // Totals: the over on the match's count.
    expect(settleLine('total', 2.25, 2)).toEqual({ won: 0, pushed: 0.5, lost: 0.5 });
    expect(settleLine('total', 2.75, 3)).toEqual({ won: 0.5, pushed: 0.5, lost: 0 });
    expect(settleLine('total', 2.5, 3)).toEqual({ won: 1, pushed: 0, lost: 0 });
    expect(settleLine('corner', 9, 9)).toEqual({ won: 0, pushed: 1, lost: 0 });
  });

  it('gives the two sides of a line opposite results, stakes always whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -10, max: 10 }), (quarters, count) => {
        const over = settleOver(count, quarters / 4);
        expect(over.won + over.pushed + over.lost).toBe(1);
        // The under is the over of the negated count on the negated line.
        const under = settleOver(-count, -quarters / 4);
        expect([under.won, under.pushed, under.lost]).toEqual([over.lost, over.pushed, over.won]);
      }),
    );
  });
});

describe('prices from one model of the match', () => {
  it('every price is above 1 and the implied probabilities sum to 1 + the book’s margin', () => {
    fc.assert(
      fc.property(context, state, period, fc.constantFrom(...MARGINS), (ctx, s, until, margin) => {
        if (until === 45 && s.at.minute > 45) return;
        const o = outlook(ctx, s, until);
        expect(o.result.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        const priced = [liveOdds(o.result, margin), heldOdds(o.result, margin)];
        for (const market of LINE_MARKETS) {
          const line = mainLine(o, market);
          if (line === null) continue;
          // Lines are quarter steps; totals and corners stay above what is already counted.
          expect(Number.isInteger(line * 4)).toBe(true);
          if (market === 'total') expect(line).toBeGreaterThan(s.score.home + s.score.away);
          const probs = lineProbabilities(o, market, line);
          if (probs) priced.push(liveOdds(probs, margin));
        }
        for (const odds of priced) {
          if (odds === null) continue;
          for (const price of odds) {
            expect(price).toBeGreaterThanOrEqual(MIN_ODDS);
            expect(price).toBeLessThanOrEqual(MAX_ODDS);
          }
          expect(Math.abs(impliedSum(odds) - (1 + margin))).toBeLessThan(0.015);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("shortens the leader's price as the lead grows and as the clock runs", () => {
    fc.assert(
      fc.property(
        context,
        fc.integer({ min: 1, max: 89 }),
        fc.integer({ min: 1, max: 89 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        (ctx, m1, m2, away, lead) => {
          const [early, late] = m1 <= m2 ? [m1, m2] : [m2, m1];
          const score = { home: away + lead, away };
          const now = outlook(ctx, regular(early, score), 90).result;
          const bigger = outlook(ctx, regular(early, { home: away + lead + 1, away }), 90).result;
          const later = outlook(ctx, regular(late, score), 90).result;
          // One more goal: the home win likelier, the away win less likely.
          expect(bigger[0]).toBeGreaterThanOrEqual(now[0] - 1e-12);
          expect(bigger[2]).toBeLessThanOrEqual(now[2] + 1e-12);
          // Less time left: a level score is likelier to stay level, and a lead likelier to hold
          // unless the leader is the side scoring faster (then time left is on its side too).
          expect(later[1] >= now[1] - 1e-12 || lead > 0).toBe(true);
          const rates = goalRates(ctx);
          const holds = lead > 0 && rates.home <= rates.away;
          if (holds) expect(later[0]).toBeGreaterThanOrEqual(now[0] - 1e-12);
          // The same order holds for the prices (rounded to cents). A market suspended because the
          // home win is all but certain counts as its shortest price; suspended for another reason, none.
          const price = (p: number[]) =>
            liveOdds(p, 0.05)?.[0] ?? (p[0] === Math.max(...p) ? MIN_ODDS : Number.POSITIVE_INFINITY);
          expect(price(bigger)).toBeLessThanOrEqual(price(now) + 0.01);
          if (holds) expect(price(later)).toBeLessThanOrEqual(price(now) + 0.01);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("prices a side five goals up at 89' near 1.00, or suspends the market", () => {
    fc.assert(
      fc.property(
        context,
        pair(2),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom(...MARGINS),
        (ctx, reds, away, margin) => {
          const s = { ...regular(89, { home: away + 5, away }), reds };
          const odds = liveOdds(outlook(ctx, s, 90).result, margin);
          if (odds !== null) expect(odds[0]).toBeLessThanOrEqual(1.01);
        },
      ),
    );
    // The case of the report: leading 5-0 at 89', once priced at 1.24.
    const even: RateContext = { homeStrength: 70, awayStrength: 70, neutral: false, knockout: false };
    expect(liveOdds(outlook(even, regular(89, { home: 5, away: 0 }), 90).result, 0.05)).toBeNull();
  });

  it('gives the favourite the negative handicap: the line falls as the home side gets stronger', () => {
    fc.assert(
      fc.property(context, fc.integer({ min: 1, max: 20 }), (ctx, step) => {
        const zero = regular(1, { home: 0, away: 0 });
        const line = mainLine(outlook(ctx, zero, 90), 'handicap') ?? 0;
        const stronger =
          mainLine(outlook({ ...ctx, homeStrength: ctx.homeStrength + step }, zero, 90), 'handicap') ?? 0;
        expect(stronger).toBeLessThanOrEqual(line);
        if (ctx.homeStrength >= ctx.awayStrength) expect(line).toBeLessThanOrEqual(0);
        if (ctx.neutral && ctx.homeStrength < ctx.awayStrength) expect(line).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });

  it('picks the line nearest even money: each neighbouring quarter line is further from it', () => {
    fc.assert(
      fc.property(context, state, (ctx, s) => {
        const o = outlook(ctx, s, 90);
        for (const market of LINE_MARKETS) {
          const line = mainLine(o, market);
          if (line === null) continue;
          const gap = (l: number) => {
            const p = lineProbabilities(o, market, l);
            return p ? Math.abs(p[0] - 0.5) : Number.POSITIVE_INFINITY;
          };
          expect(gap(line)).toBeLessThanOrEqual(gap(line - 0.25) + 1e-12);
          expect(gap(line)).toBeLessThanOrEqual(gap(line + 0.25) + 1e-12);
        }
      }),
      { numRuns: 150 },
    );
  });
});
