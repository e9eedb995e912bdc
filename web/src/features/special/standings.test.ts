import type { MatchSummary } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { splitLeagueMatches } from './standings';

const match = (id: number, homeId: number, awayId: number, startTime: number, status = 0) =>
  ({ id, homeId, awayId, startTime, status }) as MatchSummary;

describe('league standings', () => {
  it('splits fixtures and results', () => {
    const { fixtures, results } = splitLeagueMatches([
      match(1, 1, 2, 300),
      match(2, 1, 2, 100, -1),
      match(3, 1, 2, 200),
      match(4, 1, 2, 150, -1),
      match(5, 1, 2, 250, 1),
    ]);
    expect(fixtures.map((m) => m.id)).toEqual([3, 5, 1]);
    expect(results.map((m) => m.id)).toEqual([4, 2]);
  });
});
