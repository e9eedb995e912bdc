// The detail queries' statistics and ratings, over a real match of a full season file played by the
// engine's test controls from before kick-off to full time.
import { MATCH_STATUS as S } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { controlOf } from '../control';
import { createEngine } from '../engine';
import { loadSeasons } from '../plugin';
import type { Engine, Match } from '../types';

const START = Date.UTC(2026, 10, 22, 17, 30);
const clock = { at: START };
const engine: Engine = createEngine({ seed: 11, clock: () => clock.at, days: 2, seasons: loadSeasons() });
const control = controlOf(engine);

/** The football statistics' keys and groups in the order a page lists them (docs/API.md, "Match statistics"). */
const FOOTBALL_KEYS = [
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
];

/** The ids of every player who has played: the starters and each substitute who came on. */
function playedIds(match: Match): number[] {
  const lineup = engine.lineup(match.id);
  if (!lineup) throw new Error('no line-up');
  return (['home', 'away'] as const).flatMap((side) => {
    const cameOn = new Set(
      match.events.filter((e) => e.type === 'substitute' && e.side === side).map((e) => e.relatedPlayerName),
    );
    return [
      ...lineup[side].starters.map((p) => p.playerId),
      ...lineup[side].bench.filter((p) => cameOn.has(p.name)).map((p) => p.playerId),
    ];
  });
}

const byKey = (id: number) => new Map(engine.statistics(id).map((s) => [s.key, s]));

describe('detail queries: statistics and ratings', () => {
  const match = control?.claim({
    sport: 'football',
    state: 'upcoming',
    video: false,
    goalAhead: true,
    asPlayed: true,
  });
  if (!control || !match) throw new Error('no real match to play');

  it('before kick-off: the statistics listed, no ratings', () => {
    expect(engine.statistics(match.id).map((s) => [s.key, s.group])).toEqual(FOOTBALL_KEYS);
    expect(engine.ratings(match.id)).toEqual({ players: [], best: null });
  });

  it('in play: a rating for every player who has played, no best player before full time', () => {
    expect(control.move(match.id, 'halftime')?.reached).toBe(true);
    const { players, best } = engine.ratings(match.id);
    expect(best).toBeNull();
    expect(players.map((r) => r.playerId).sort()).toEqual(playedIds(match).sort());
    for (const r of players) {
      expect(r.rating).toBeGreaterThanOrEqual(3);
      expect(r.rating).toBeLessThanOrEqual(10);
      expect(engine.playerRating(match.id, r.playerId)).toBe(r.rating);
    }
    // A substitute still on the bench has none.
    const lineup = engine.lineup(match.id);
    const waiting = [...(lineup?.home.bench ?? []), ...(lineup?.away.bench ?? [])].filter(
      (p) => !playedIds(match).includes(p.playerId),
    );
    expect(waiting.length).toBeGreaterThan(0);
    for (const p of waiting) expect(engine.playerRating(match.id, p.playerId)).toBeNull();
    // Home side first.
    const sides = players.map((r) => r.side);
    expect(sides.indexOf('away')).toBe(sides.lastIndexOf('home') + 1);
  });

  it('at full time: every player who played, the best the highest rated, statistics that agree', () => {
    expect(control.move(match.id, 'fulltime')?.reached).toBe(true);
    expect(match.status).toBe(S.FULL_TIME);
    const { players, best } = engine.ratings(match.id);
    const played = playedIds(match);
    expect(players.map((r) => r.playerId).sort()).toEqual([...played].sort());
    const top = Math.max(...players.map((r) => r.rating));
    expect(best).toEqual(players.find((r) => r.rating === top));
    const stats = byKey(match.id);
    expect([...stats.keys()]).toEqual(FOOTBALL_KEYS.map(([key]) => key));
    for (const side of ['home', 'away'] as const) {
      const value = (key: string) => stats.get(key)?.[side];
      expect(value('shots')).toBe(match.shots.filter((s) => s.side === side).length);
      expect(value('shots')).toBe(
        (value('shotsOnTarget') ?? 0) + (value('shotsOffTarget') ?? 0) + (value('blockedShots') ?? 0),
      );
      expect(value('corners')).toBe(match.corners[side]);
      expect(value('redCards')).toBe(match.redCards[side]);
    }
  });

  it('another sport: its eight counts, ungrouped, and no ratings; an unknown id: nothing', () => {
    const basketball = engine.results('basketball', START - 86_400_000, START)[0];
    if (!basketball) throw new Error('no basketball match');
    const stats = engine.statistics(basketball.id);
    expect(stats.map((s) => s.key)).toEqual([
      'shots',
      'shotsOnTarget',
      'possession',
      'attacks',
      'dangerousAttacks',
      'corners',
      'yellowCards',
      'redCards',
    ]);
    expect(stats.every((s) => s.group === undefined)).toBe(true);
    const counts = basketball.stats;
    expect(stats.map((s) => [s.home, s.away])).toEqual(
      [
        counts.shots,
        counts.shotsOnTarget,
        counts.possession,
        counts.attacks,
        counts.dangerousAttacks,
        basketball.corners,
        basketball.yellowCards,
        basketball.redCards,
      ].map((pair) => [pair.home, pair.away]),
    );
    expect(engine.ratings(basketball.id)).toEqual({ players: [], best: null });
    expect(engine.statistics(-1)).toEqual([]);
    expect(engine.ratings(-1)).toEqual({ players: [], best: null });
    expect(engine.playerRating(-1, 1)).toBeNull();
  });
});
