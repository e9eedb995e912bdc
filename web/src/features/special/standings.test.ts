import type { MatchIntel, MatchSummary } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { mergeStandings, type StandingRow, splitLeagueMatches, standingSources } from './standings';

const match = (id: number, homeId: number, awayId: number, startTime: number, status = 0) =>
  ({ id, homeId, awayId, startTime, status }) as MatchSummary;

const row = (teamId: number, rank: number, points: number): StandingRow => ({
  teamId,
  teamName: `T${teamId}`,
  rank,
  played: 3,
  won: 1,
  drawn: 0,
  lost: 2,
  goalsFor: 3,
  goalsAgainst: 4,
  points,
  form: ['W', 'L', 'L'],
});

const intel = (home: StandingRow | null, away: StandingRow | null) =>
  ({ homeStanding: home, awayStanding: away }) as MatchIntel;

describe('league standings', () => {
  it('asks for the fewest matches that cover every team, latest first', () => {
    const matches = [
      match(1, 10, 11, 100),
      match(2, 12, 13, 200),
      match(3, 10, 12, 300),
      match(4, 11, 13, 50),
    ];
    expect(standingSources(matches)).toEqual([3, 2, 1]);
  });

  it('merges the rows by team, ordered by rank', () => {
    const rows = mergeStandings([intel(row(2, 2, 6), row(1, 1, 9)), undefined, intel(row(1, 1, 7), null)]);
    expect(rows.map((r) => [r.teamId, r.points])).toEqual([
      [1, 9],
      [2, 6],
    ]);
  });

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
