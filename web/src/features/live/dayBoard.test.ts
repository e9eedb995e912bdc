import type { MatchSummary } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { matchSummary } from '../../testing/matchSummary';
import { countdown, dayBoard, isoDuration, NO_PINS } from './dayBoard';

const HOUR = 3_600_000;
const T = Date.UTC(2026, 10, 28, 12);
const epl = { leagueId: 36, leagueName: 'Premier League' };
const liga = { leagueId: 31, leagueName: 'La Liga' };
const j1 = { leagueId: 25, leagueName: 'J1 League' };

const day: MatchSummary[] = [
  matchSummary({ id: 1, ...epl, startTime: T + 3 * HOUR, homeId: 10, awayId: 11 }),
  matchSummary({ id: 2, ...liga, startTime: T + 1 * HOUR, homeId: 20, awayId: 21 }),
  matchSummary({ id: 3, ...j1, startTime: T - 6 * HOUR, status: -1, homeScore: 2, homeId: 30, awayId: 31 }),
  matchSummary({ id: 4, ...epl, startTime: T + 3 * HOUR, homeId: 12, awayId: 13 }),
  matchSummary({ id: 5, ...epl, startTime: T - HOUR, status: 3, homeId: 14, awayId: 10 }),
  matchSummary({ id: 6, ...liga, startTime: T - 2 * HOUR, status: -1, homeId: 22, awayId: 10 }),
  // An undecided side (a later knockout tie) is id 0: it is nobody's team.
  matchSummary({ id: 7, ...epl, startTime: T + 9 * HOUR, homeId: 0, awayId: 0 }),
];

const ids = (list: readonly { id: number }[]) => list.map((m) => m.id);

describe("the day's board", () => {
  it('groups by competition, the first kick-off first, each in kick-off order, leaving out what is in play', () => {
    // The same answer twice (two API days overlap) is shown once.
    const board = dayBoard([...day, day[0] as MatchSummary], NO_PINS);
    expect(board.groups.map((g) => [g.leagueName, ids(g.matches)])).toEqual([
      ['J1 League', [3]],
      ['La Liga', [6, 2]],
      // 5 is in play (the live list's), 1 and 4 kick off together: by id, so the order never flickers.
      ['Premier League', [1, 4, 7]],
    ]);
    expect(board.pinned).toEqual([]);
  });

  it("pins followed teams' matches and favourites, and lifts followed competitions", () => {
    const pins = { teams: new Set([10, 0]), leagues: new Set([36]), matches: new Set([3]) };
    const board = dayBoard(day, pins);
    // Team 10 plays in 1 and 6 (and 5, in play); 3 is a favourite; 7's undecided sides follow no one.
    expect(ids(board.pinned)).toEqual([3, 6, 1]);
    expect(board.groups.map((g) => g.leagueName)).toEqual(['Premier League', 'J1 League', 'La Liga']);
    // Pinned matches stay in their competition too, as on Flashscore.
    expect(ids(board.groups[0]?.matches ?? [])).toEqual([1, 4, 7]);
  });

  it('has no groups on a day without football', () => {
    expect(dayBoard([], NO_PINS)).toEqual({ pinned: [], groups: [] });
  });
});

describe('the count down to a kick-off', () => {
  it('is a clock within a day, days and hours beyond, and started at the kick-off', () => {
    expect(countdown(2 * HOUR + 5 * 60_000 + 9_000)).toEqual({ kind: 'clock', clock: '02:05:09' });
    // A part of a second left still shows that second: 00:00:01 until the very kick-off.
    expect(countdown(400)).toEqual({ kind: 'clock', clock: '00:00:01' });
    expect(countdown(24 * HOUR - 1000)).toEqual({ kind: 'clock', clock: '23:59:59' });
    expect(countdown(24 * HOUR)).toEqual({ kind: 'days', days: 1, hours: 0 });
    expect(countdown(51 * HOUR + 30 * 60_000)).toEqual({ kind: 'days', days: 2, hours: 3 });
    expect(countdown(0)).toEqual({ kind: 'started' });
    expect(countdown(-5000)).toEqual({ kind: 'started' });
  });

  it('says the time left as an ISO duration', () => {
    expect(isoDuration(2 * HOUR + 5 * 60_000 + 9_000)).toBe('PT2H5M9S');
    expect(isoDuration(51 * HOUR)).toBe('P2DT3H0M0S');
    expect(isoDuration(-1)).toBe('PT0H0M0S');
  });
});
