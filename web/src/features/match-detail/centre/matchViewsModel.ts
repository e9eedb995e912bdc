// What the match page's shot map and xG race draw, from the match's shots (MatchDetail.shots): pure,
// so the filters and the chart's lines are tested without a page.
import type { MatchShot } from '@pitchside/shared';

/** The pitch as the engine measures it, in metres (MatchShotSchema). */
export const PITCH_LENGTH = 105;
export const PITCH_WIDTH = 68;

export type TeamFilter = 'all' | 'home' | 'away';
/** Extra time (minutes 91 to 120) is a period of its own, offered only when a shot was taken in it. */
export type HalfFilter = 'all' | 'first' | 'second' | 'extra';

/** Which period a shot was taken in: 45+3 is the first half, 90+4 the second, 105 extra time. */
export function shotPeriod(shot: Pick<MatchShot, 'minute'>): Exclude<HalfFilter, 'all'> {
  if (shot.minute <= 45) return 'first';
  if (shot.minute <= 90) return 'second';
  return 'extra';
}

export function filterShots(
  shots: readonly MatchShot[],
  team: TeamFilter,
  half: HalfFilter,
): readonly MatchShot[] {
  return shots.filter(
    (shot) => (team === 'all' || shot.side === team) && (half === 'all' || shotPeriod(shot) === half),
  );
}

/** The periods a filter offers: both halves always, extra time once a shot was taken in it. */
export function halvesOf(shots: readonly MatchShot[]): HalfFilter[] {
  const halves: HalfFilter[] = ['all', 'first', 'second'];
  if (shots.some((shot) => shotPeriod(shot) === 'extra')) halves.push('extra');
  return halves;
}

/**
 * Where a shot sits on a pitch drawn across the screen, in percent of its length and width: the home
 * side attacks the right-hand goal, the away side the left (its coordinates turned half round).
 */
export function shotSpot(shot: Pick<MatchShot, 'x' | 'y' | 'side'>): { left: number; top: number } {
  const x = shot.side === 'home' ? shot.x : PITCH_LENGTH - shot.x;
  const y = shot.side === 'home' ? shot.y : PITCH_WIDTH - shot.y;
  return { left: round2((x / PITCH_LENGTH) * 100), top: round2((y / PITCH_WIDTH) * 100) };
}

/** A shot's dot grows with its xG: 10 px for the faintest chance, 28 for a certain one. */
export const shotSize = (xg: number): number => Math.round(10 + Math.min(1, Math.max(0, xg)) * 18);

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Sum of xG, rounded to two decimals as the page shows it. */
export const xgTotal = (shots: readonly Pick<MatchShot, 'xg'>[]): number =>
  round2(shots.reduce((sum, shot) => sum + shot.xg, 0));

export interface RacePoint {
  minute: number;
  /** Each side's xG so far, two decimals. */
  home: number;
  away: number;
}

export interface RaceGoal {
  minute: number;
  side: 'home' | 'away';
  /** The side's xG so far, where its line is when the goal goes in. */
  xg: number;
  playerName: string;
}

export interface XgRace {
  /** Steps of the two lines: kick-off, one per shot, and the minute the match has reached. */
  points: RacePoint[];
  goals: RaceGoal[];
  /** The chart's length in minutes: 90, or longer once play goes on. */
  minutes: number;
}

/**
 * The xG race: each side's xG added up shot by shot, from kick-off to `nowMinute` (the minute the
 * match has reached; the lines run on flat to it). A shot in added time counts at its half's end
 * (45+2 at 45), so the lines never run back.
 */
export function xgRace(shots: readonly MatchShot[], nowMinute: number): XgRace {
  let home = 0;
  let away = 0;
  const points: RacePoint[] = [{ minute: 0, home: 0, away: 0 }];
  const goals: RaceGoal[] = [];
  let last = 0;
  for (const shot of shots) {
    const minute = Math.max(last, shot.minute);
    last = minute;
    if (shot.side === 'home') home += shot.xg;
    else away += shot.xg;
    points.push({ minute, home: round2(home), away: round2(away) });
    if (shot.outcome === 'goal')
      goals.push({
        minute,
        side: shot.side,
        xg: round2(shot.side === 'home' ? home : away),
        playerName: shot.playerName,
      });
  }
  const end = Math.max(last, nowMinute);
  if (end > last) points.push({ minute: end, home: round2(home), away: round2(away) });
  return { points, goals, minutes: Math.max(90, end) };
}

/**
 * A step line's path through the race's points for one side, in a box `width` × `height` whose top is
 * `peak` xG.
 */
export function racePath(
  race: XgRace,
  side: 'home' | 'away',
  width: number,
  height: number,
  peak: number,
): string {
  const x = (minute: number) => round2((minute / race.minutes) * width);
  const y = (value: number) => round2(height - (value / peak) * height);
  let path = '';
  let previous: number | null = null;
  for (const point of race.points) {
    const value = point[side];
    if (previous === null) path = `M${x(point.minute)},${y(value)}`;
    else path += ` H${x(point.minute)} V${y(value)}`;
    previous = value;
  }
  return path;
}

/** The chart's top: the larger side's xG, rounded up to the next half goal (at least one goal). */
export function racePeak(race: XgRace): number {
  const top = race.points.reduce((peak, point) => Math.max(peak, point.home, point.away), 0);
  return Math.max(1, Math.ceil(top * 2) / 2);
}

/** The minute a match has reached, from its momentum (one point per minute played). */
export function minuteReached(momentum: readonly { minute: number }[]): number {
  return momentum.reduce((reached, point) => Math.max(reached, point.minute), 0);
}
