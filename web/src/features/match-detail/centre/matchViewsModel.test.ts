// The shot map's filters and spots and the xG race's lines, on shots shaped like the
// engine's (MatchShotSchema).
import type { MatchShot } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import {
  filterShots,
  halvesOf,
  minuteReached,
  racePath,
  racePeak,
  shotPeriod,
  shotSize,
  shotSpot,
  xgRace,
  xgTotal,
} from './matchViewsModel';

let nextId = 1;
function shot(
  side: 'home' | 'away',
  minute: number,
  xg: number,
  outcome: MatchShot['outcome'] = 'saved',
  added = 0,
) {
  return {
    id: nextId++,
    minute,
    addedMinute: added,
    side,
    playerId: 7,
    playerName: `${side} player`,
    x: 90,
    y: 20,
    bodyPart: 'foot',
    situation: 'open-play',
    outcome,
    xg,
  } satisfies MatchShot;
}

const shots = [
  shot('home', 4, 0.08),
  shot('away', 12, 0.31, 'goal'),
  shot('home', 45, 0.76, 'goal', 2),
  shot('home', 58, 0.12, 'off-target'),
  shot('away', 90, 0.05, 'blocked', 3),
];

describe('shot map', () => {
  it('puts added time in its half and extra time in a period of its own', () => {
    expect(shotPeriod({ minute: 45 })).toBe('first');
    expect(shotPeriod({ minute: 46 })).toBe('second');
    expect(shotPeriod({ minute: 90 })).toBe('second');
    expect(shotPeriod({ minute: 91 })).toBe('extra');
    expect(halvesOf(shots)).toEqual(['all', 'first', 'second']);
    expect(halvesOf([...shots, shot('home', 104, 0.2)])).toEqual(['all', 'first', 'second', 'extra']);
  });

  it('filters by side and by half, both at once', () => {
    const ids = (list: readonly MatchShot[]) => list.map((s) => s.minute);
    expect(ids(filterShots(shots, 'all', 'all'))).toEqual([4, 12, 45, 58, 90]);
    expect(ids(filterShots(shots, 'home', 'all'))).toEqual([4, 45, 58]);
    expect(ids(filterShots(shots, 'away', 'second'))).toEqual([90]);
    expect(ids(filterShots(shots, 'home', 'first'))).toEqual([4, 45]);
    expect(filterShots(shots, 'away', 'extra')).toEqual([]);
  });

  it('draws the home side attacking the right-hand goal and turns the away side half round', () => {
    expect(shotSpot({ side: 'home', x: 94, y: 34 })).toEqual({ left: 89.52, top: 50 });
    expect(shotSpot({ side: 'away', x: 94, y: 17 })).toEqual({ left: 10.48, top: 75 });
    expect(shotSpot({ side: 'home', x: 105, y: 0 })).toEqual({ left: 100, top: 0 });
  });

  it('sizes a dot by its xG', () => {
    expect(shotSize(0)).toBe(10);
    expect(shotSize(0.76)).toBe(24);
    expect(shotSize(1)).toBe(28);
    expect(xgTotal(filterShots(shots, 'home', 'all'))).toBe(0.96);
  });
});

describe('xG race', () => {
  it('adds each side up shot by shot and runs flat to the minute reached', () => {
    const race = xgRace(shots, 67);
    expect(race.points).toEqual([
      { minute: 0, home: 0, away: 0 },
      { minute: 4, home: 0.08, away: 0 },
      { minute: 12, home: 0.08, away: 0.31 },
      { minute: 45, home: 0.84, away: 0.31 },
      { minute: 58, home: 0.96, away: 0.31 },
      { minute: 90, home: 0.96, away: 0.36 },
    ]);
    expect(race.goals).toEqual([
      { minute: 12, side: 'away', xg: 0.31, playerName: 'away player' },
      { minute: 45, side: 'home', xg: 0.84, playerName: 'home player' },
    ]);
    expect(race.minutes).toBe(90);
    // Before the last shot's minute the match has not reached: the lines end at the later of the two.
    expect(xgRace(shots.slice(0, 2), 30).points.at(-1)).toEqual({ minute: 30, home: 0.08, away: 0.31 });
  });

  it('lengthens past 90 minutes in extra time and tops out at the next half goal', () => {
    const race = xgRace([...shots, shot('home', 104, 0.6)], 112);
    expect(race.minutes).toBe(112);
    expect(racePeak(race)).toBe(2);
    expect(racePeak(xgRace([], 0))).toBe(1);
  });

  it('draws a step line that never runs back', () => {
    const race = xgRace(shots.slice(0, 3), 45);
    expect(racePath(race, 'home', 90, 100, 1)).toBe('M0,100 H4 V92 H12 V92 H45 V16');
    expect(racePath(race, 'away', 90, 100, 1)).toBe('M0,100 H4 V100 H12 V69 H45 V69');
  });

  it('reads the minute reached from the momentum', () => {
    expect(minuteReached([])).toBe(0);
    expect(minuteReached([{ minute: 1 }, { minute: 38 }, { minute: 37 }])).toBe(38);
  });
});
