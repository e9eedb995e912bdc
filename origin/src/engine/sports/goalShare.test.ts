// Who scores: over a league season the engine plays itself, the share of goals by the scorer's position is
// within a few points of GOAL_SHARE (forwards ~57%, midfielders ~29%, defenders ~14%, keepers ~0; the
// figures and their source are noted at GOAL_SHARE), and every scorer was on the pitch at that minute.
import { describe, expect, it } from 'vitest';
import type { Match, Player, Team } from '../types';
import { buildWorld } from '../world/world';
import { footballSimFor, newMatch } from './entries';
import { isFinal, stepFootball } from './football';
import { GOAL_SHARE } from './footballEvents';

const world = buildWorld(3);
const found = world.leagues.get(1);
if (!found) throw new Error('no league 1');
const league = found;
const clubs = league.teamIds.map((id) => world.teams.get(id) as Team);
const KICK_OFF = Date.UTC(2026, 7, 15, 15);

/** Plays a match to the end; with the ids of its starters. */
function play(id: number, home: Team, away: Team): { match: Match; starters: Set<number> } {
  const match = newMatch({
    id,
    sport: 'football',
    league,
    home,
    away,
    startTime: KICK_OFF,
    round: 'R',
    knockout: false,
    venue: '',
  });
  const entry = footballSimFor({ seed: 3, match, home, away, neutral: false, fate: { kind: 'normal' } });
  if (entry.sport !== 'football') throw new Error('football expected');
  for (let steps = 0; steps < 5000 && !isFinal(match.status); steps++)
    stepFootball(entry.sim, entry.sim.nextStepAt);
  const starters = new Set([...entry.squads.home.starters, ...entry.squads.away.starters].map((p) => p.id));
  return { match, starters };
}

describe('goals by position over a season', () => {
  it('forwards score most, then midfielders, then defenders; keepers almost never; scorers are on the pitch', () => {
    const players = new Map<number, Player>(clubs.flatMap((t) => t.players.map((p) => [p.id, p] as const)));
    const byPosition: Record<string, number> = { GK: 0, DF: 0, MF: 0, FW: 0 };
    let matches = 0;
    let offPitch = 0;
    // Every club meets every other at home, twice: two seasons of the league (12 clubs: 264 matches).
    for (const home of [...clubs, ...clubs])
      for (const away of clubs) {
        if (home === away) continue;
        const { match: m, starters } = play(++matches, home, away);
        const onPitchAt = pitchTracker(m, home, away, starters);
        for (const e of m.events) {
          if ((e.type !== 'goal' && e.type !== 'penalty') || e.playerId === null) continue;
          const scorer = players.get(e.playerId);
          if (!scorer) throw new Error(`goal by unknown player ${e.playerId}`);
          byPosition[scorer.position] = (byPosition[scorer.position] ?? 0) + 1;
          if (!onPitchAt(e.playerId, e.id)) offPitch++;
        }
      }
    const total = Object.values(byPosition).reduce((a, b) => a + b, 0);
    const share = (p: string) => (byPosition[p] ?? 0) / total;
    console.log(
      `goals by position, ${matches} matches, ${total} goals: FW ${(100 * share('FW')).toFixed(1)}%, ` +
        `MF ${(100 * share('MF')).toFixed(1)}%, DF ${(100 * share('DF')).toFixed(1)}%, GK ${(100 * share('GK')).toFixed(1)}%`,
    );
    expect(total).toBeGreaterThan(600);
    for (const p of ['FW', 'MF', 'DF'] as const)
      expect(Math.abs(share(p) - GOAL_SHARE[p]), p).toBeLessThan(0.05);
    expect(share('GK')).toBeLessThan(0.005);
    expect(offPitch).toBe(0);
  });
});

/** Whether a player is on the pitch at an event: a starter or one who came on, not since taken off or sent off. */
function pitchTracker(m: Match, home: Team, away: Team, starters: ReadonlySet<number>) {
  // By side: a generated world may give one name to players of two clubs.
  const idOf = {
    home: new Map(home.players.map((p) => [p.name, p.id])),
    away: new Map(away.players.map((p) => [p.name, p.id])),
  };
  return (playerId: number, eventId: number): boolean => {
    let on = starters.has(playerId);
    for (const e of m.events) {
      if (e.id >= eventId) break;
      if (e.type === 'substitute') {
        if (e.playerId === playerId) on = false;
        if (e.relatedPlayerName !== null && idOf[e.side].get(e.relatedPlayerName) === playerId) on = true;
      }
      if ((e.type === 'red' || e.type === 'yellowred') && e.playerId === playerId) on = false;
    }
    return on;
  };
}
