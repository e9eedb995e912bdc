// A football match's statistics, each derived from its shots, events and the counts the engine keeps,
// so they agree with one another: shots = on target + off target + blocked = inside +
// outside the box; big chances missed ≤ big chances; a side's saves = the other side's shots on target
// less their goals from shots; a side's goal kicks ≥ the other side's shots wide. Grouped as the big
// match centres group them.
import type { StatGroup } from '@pitchside/shared';
import type { Match, Pair, Side } from '../types';
import { BIG_CHANCE_XG, insideBox } from './footballShots';

/** Each statistic's key and group, in the order a page lists them. */
export const FOOTBALL_STATS = [
  ['possession', 'top'],
  ['expectedGoals', 'top'],
  ['shots', 'top'],
  ['shotsOnTarget', 'top'],
  ['bigChances', 'top'],
  ['corners', 'top'],
  ['shotsOffTarget', 'shots'],
  ['blockedShots', 'shots'],
  ['shotsInsideBox', 'shots'],
  ['shotsOutsideBox', 'shots'],
  ['hitWoodwork', 'shots'],
  ['bigChancesMissed', 'shots'],
  ['attacks', 'attack'],
  ['dangerousAttacks', 'attack'],
  ['throwIns', 'attack'],
  ['passes', 'passes'],
  ['accuratePasses', 'passes'],
  ['passAccuracy', 'passes'],
  ['tackles', 'defence'],
  ['saves', 'defence'],
  ['goalKicks', 'defence'],
  ['fouls', 'discipline'],
  ['yellowCards', 'discipline'],
  ['redCards', 'discipline'],
] as const satisfies readonly (readonly [string, StatGroup])[];

export type FootballStatKey = (typeof FOOTBALL_STATS)[number][0];

export interface FootballStat {
  key: FootballStatKey;
  group: StatGroup;
  home: number;
  away: number;
}

export function footballStats(m: Match): FootballStat[] {
  const count = (test: (shot: Match['shots'][number]) => boolean): Pair => {
    const pair = { home: 0, away: 0 };
    for (const shot of m.shots) if (test(shot)) pair[shot.side]++;
    return pair;
  };
  const xg = { home: 0, away: 0 };
  for (const shot of m.shots) xg[shot.side] += shot.xg;
  const s = m.stats;
  const both = (f: (side: Side) => number): Pair => ({ home: f('home'), away: f('away') });
  const onTarget = count((shot) => shot.outcome === 'goal' || shot.outcome === 'saved');
  const values: Record<FootballStatKey, Pair> = {
    possession: s.possession,
    expectedGoals: both((side) => Math.round(xg[side] * 100) / 100),
    shots: count(() => true),
    shotsOnTarget: onTarget,
    bigChances: count((shot) => shot.xg >= BIG_CHANCE_XG),
    corners: m.corners,
    shotsOffTarget: count((shot) => shot.outcome === 'off-target' || shot.outcome === 'woodwork'),
    blockedShots: count((shot) => shot.outcome === 'blocked'),
    shotsInsideBox: count((shot) => insideBox(shot.x, shot.y)),
    shotsOutsideBox: count((shot) => !insideBox(shot.x, shot.y)),
    hitWoodwork: count((shot) => shot.outcome === 'woodwork'),
    bigChancesMissed: count((shot) => shot.xg >= BIG_CHANCE_XG && shot.outcome !== 'goal'),
    attacks: s.attacks,
    dangerousAttacks: s.dangerousAttacks,
    throwIns: s.throwIns,
    passes: s.passes,
    accuratePasses: s.accuratePasses,
    passAccuracy: both((side) =>
      s.passes[side] > 0 ? Math.round((s.accuratePasses[side] / s.passes[side]) * 100) : 0,
    ),
    tackles: s.tackles,
    saves: count((shot) => shot.outcome === 'saved'),
    goalKicks: s.goalKicks,
    fouls: s.fouls,
    yellowCards: m.yellowCards,
    redCards: m.redCards,
  };
  // A side's saves are the other side's saved shots.
  values.saves = { home: values.saves.away, away: values.saves.home };
  return FOOTBALL_STATS.map(([key, group]) => ({
    key,
    group,
    home: values[key].home,
    away: values[key].away,
  }));
}
