// The world test: the facts of invariants.ts over the default world (the shipped real seasons plus the
// generated sports), for every seed and speed the tests use, played from 14 days before today to 14 days
// after, failing with the first broken fact. The replays are in invariantsReplays.test.ts.
import { describe, expect, it } from 'vitest';
import { firstBroken } from './invariants';
import { played } from './invariantsWorld';
import { DEFAULT_SEED } from './plugin';
import type { MatchStatusCode } from './types';

describe('the world keeps its invariants', () => {
  // Seeds and speeds of the tests and of `npm start` (DEFAULT_SEED, speed 1 and a fractional 1.5), slow
  // and fast, at hours across the day. The four leagues with full files play every match as it was, so
  // the fixtures the model plays (a share of them irregular) are Ligue 1's, the CSL's and J1's, from
  // their files' frontiers: in late March the Champions League's round of 16 second legs (two ties to
  // penalties) lie two weeks before, and in mid-May every irregular state occurs. Each world keeps the
  // invariants; between them, every state occurs.
  const seen = new Set<MatchStatusCode>();
  for (const [seed, speed, today] of [
    [DEFAULT_SEED, 1.5, Date.UTC(2027, 2, 22, 7, 30)],
    [7, 1, Date.UTC(2027, 2, 22, 18, 30)],
    [5, 60, Date.UTC(2027, 4, 12, 12)],
  ] as const) {
    it(`default world, seed ${seed}, SPEED ${speed}, ±14 days`, () => {
      const { engine, statuses, fractional } = played({ seed, speed }, today);
      expect(fractional).toBeNull();
      expect(firstBroken(engine)).toBeNull();
      for (const status of statuses) seen.add(status);
    });
  }
  it('between them, extra time, shoot-outs and every irregular state really occur', () => {
    expect([...seen].sort((a, b) => a - b)).toEqual(
      expect.arrayContaining([4, 5, -10, -11, -12, -13, -14, -1, 1, 2, 3]),
    );
  });
});
