import { BOOKMAKER_IDS, ODDS_TYPE_CODES } from '@pitchside/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footballSimFor, newMatch } from './entries';
import { simulateFootball } from './football';
import { BOOKMAKER_MARGINS, buildOddsLines, PUBLISH_BEFORE_MS } from './odds';
import { heldOdds, toOdds } from './pricing';
import type { OddsLine, Team } from './types';
import { buildWorld } from './world';

const world = buildWorld(3);
const teams = [...world.teams.values()].filter((t) => t.sport === 'football');
const implied = (odds: number[]) => odds.reduce((s, o) => s + 1 / o, 0);

function linesFor(seed: number, h: number, a: number, knockout: boolean, nowOffset: number): OddsLine[] {
  const home = teams[h % teams.length] as Team;
  const away = teams[(h + 1 + a) % teams.length] as Team;
  const start = Date.UTC(2026, 5, 1);
  const match = newMatch({
    id: seed,
    sport: 'football',
    league: world.leagues.get(1) as never,
    home,
    away,
    startTime: start,
    round: 'R',
    knockout,
    venue: '',
  });
  const entry = footballSimFor({ seed, match, home, away, neutral: false, fate: { kind: 'normal' } });
  if (entry.sport !== 'football') throw new Error('football expected');
  simulateFootball(entry.sim);
  return buildOddsLines({
    seed,
    match,
    homeStrength: home.strength,
    awayStrength: away.strength,
    neutral: false,
    snapshots: entry.sim.snapshots,
    now: start + nowOffset,
  });
}

function checkGroup(line: OddsLine, group: number[]): void {
  const margin = BOOKMAKER_MARGINS[line.bookmakerId] ?? 0;
  const two = line.oddsType === 11 || line.oddsType === 12 ? null : group[1];
  const prices = two === null ? group : [group[0] ?? 0, group[2] ?? 0];
  for (const p of prices) expect(p).toBeGreaterThanOrEqual(1.01);
  if (two !== null && two !== undefined) expect(Math.abs(two % 1)).toBe(0.5);
  const sum = implied(prices);
  expect(sum).toBeGreaterThan(1);
  expect(Math.abs(sum - (1 + margin))).toBeLessThan(0.015);
}

describe('odds', () => {
  it('builds prices whose implied probabilities exceed 1 by the margin, or suspends the market', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 3 })
          .filter((p) => p.some((x) => x > 0.01)),
        fc.constantFrom(...Object.values(BOOKMAKER_MARGINS)),
        (raw, margin) => {
          const sum = raw.reduce((s, x) => s + x, 0);
          const probs = raw.map((x) => x / sum);
          for (const odds of [toOdds(probs, margin), heldOdds(probs, margin)]) {
            if (odds === null) {
              // Suspended only when an outcome is all but certain or all but impossible.
              expect(probs.some((p) => p > 0.92 || p < 0.001)).toBe(true);
              continue;
            }
            for (const o of odds) expect(o).toBeGreaterThanOrEqual(1.01);
            expect(Math.abs(implied(odds) - (1 + margin))).toBeLessThan(0.015);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives every bookmaker and type a well-formed nine-number row with its history', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.nat(300),
        fc.nat(300),
        fc.boolean(),
        fc.constantFrom(-PUBLISH_BEFORE_MS / 2, -60_000, 50 * 60_000, 4 * 3_600_000),
        (seed, h, a, knockout, nowOffset) => {
          const lines = linesFor(seed, h, a, knockout, nowOffset);
          expect(lines).toHaveLength(BOOKMAKER_IDS.length * ODDS_TYPE_CODES.length);
          for (const line of lines) {
            expect(line.row).toHaveLength(9);
            const groups = [line.row.slice(0, 3), line.row.slice(3, 6), line.row.slice(6, 9)];
            expect(groups[0]?.every((x) => x !== 0)).toBe(true);
            for (const g of groups) if (g.some((x) => x !== 0)) checkGroup(line, g);
            if (nowOffset < 0) expect(groups[2]).toEqual([0, 0, 0]);
            // Lines near even money always trade live; win/draw/loss may be suspended from kick-off
            // in a mismatch (a favourite under 1.01), its live group then stays unpublished.
            else if (line.oddsType === 21 || line.oddsType === 31)
              expect(groups[2]?.some((x) => x !== 0)).toBe(true);
            const times = line.history.map((e) => e.time);
            expect([...times].sort((x, y) => x - y)).toEqual(times);
            const last = line.history.at(-1)?.values;
            const lastGroup = groups[2]?.some((x) => x !== 0)
              ? groups[2]
              : groups[1]?.some((x) => x !== 0)
                ? groups[1]
                : groups[0];
            expect(last).toEqual(lastGroup);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it("moves with the game: a goal shortens the scorer's win odds and lengthens the other side's", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.nat(300),
        fc.nat(300),
        fc.boolean(),
        (seed, h, a, knockout) => {
          const lines = linesFor(seed, h, a, knockout, 4 * 3_600_000);
          const wdl = lines.find((l) => l.bookmakerId === 3 && l.oddsType === 11);
          if (!wdl) throw new Error('no win/draw/loss line');
          const live = wdl.history.filter((e) => e.minute > 0);
          for (let i = 1; i < live.length; i++) {
            const before = live[i - 1];
            const after = live[i];
            if (!before || !after) continue;
            const homeGoals = after.score.home - before.score.home;
            const awayGoals = after.score.away - before.score.away;
            if (homeGoals + awayGoals !== 1 || after.minute - before.minute > 1) continue;
            const [scorer, other] = homeGoals === 1 ? [0, 2] : [2, 0];
            expect(after.values[scorer]).toBeLessThanOrEqual(before.values[scorer] ?? 0);
            expect(after.values[other]).toBeGreaterThanOrEqual(before.values[other] ?? 0);
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
