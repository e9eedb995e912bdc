// Shots, xG, statistics and ratings, over matches the engine plays without the clock:
// the shots add up to the score, every shot's taker is on the pitch, a file's goals keep their minute
// and scorer, every statistic agrees with the others, and ratings stay in range and move with events.
import { describe, expect, it } from 'vitest';
import type { Lineup, LineupPlayer, Match, Player, Side, Team } from '../types';
import { buildWorld } from '../world/world';
import { footballSimFor, newMatch } from './entries';
import { type FootballScript, isFinal, stepFootball } from './football';
import { bestPlayer, footballRatings, RATING } from './footballRatings';
import { expectedGoals, insideBox, PENALTY_XG } from './footballShots';
import { footballStats } from './footballStats';

const world = buildWorld(3);
const found = world.leagues.get(1);
if (!found) throw new Error('no league 1');
const league = found;
const clubs = league.teamIds.map((id) => world.teams.get(id) as Team);
const KICK_OFF = Date.UTC(2026, 7, 15, 15);

function entryFor(id: number, home: Team, away: Team, script: FootballScript | null = null) {
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
  const entry = footballSimFor({
    seed: 3,
    match,
    home,
    away,
    neutral: false,
    fate: { kind: 'normal' },
    script,
  });
  if (entry.sport !== 'football') throw new Error('football expected');
  return entry;
}

type Entry = ReturnType<typeof entryFor>;

/** The match's line-up as the engine's line-up answer carries it (names and positions are enough here). */
function lineupOf(entry: Entry): Lineup {
  const side = (players: Player[]): LineupPlayer[] =>
    players.map((p) => ({
      playerId: p.id,
      name: p.name,
      names: p.names,
      shirtNumber: p.shirtNumber,
      position: p.position as LineupPlayer['position'],
      line: 0,
      slot: 0,
      captain: false,
    }));
  const team = (s: Side) => ({
    teamId: s === 'home' ? entry.home.id : entry.away.id,
    formation: '4-4-2',
    coach: null,
    starters: side(entry.squads[s].starters),
    bench: side(entry.squads[s].bench),
  });
  return { matchId: entry.match.id, home: team('home'), away: team('away') };
}

function playToEnd(entry: Entry, each?: (m: Match) => void): Match {
  for (let steps = 0; steps < 5000 && !isFinal(entry.match.status); steps++) {
    stepFootball(entry.sim, entry.sim.nextStepAt);
    each?.(entry.match);
  }
  return entry.match;
}

/** Who is on the pitch just before an event or shot id: starters, changes and sendings-off so far. */
function onPitchBefore(m: Match, entry: Entry, side: Side, name: string, id: number): boolean {
  let on = entry.squads[side].starters.some((p) => p.name === name);
  for (const e of m.events) {
    if (e.id >= id) break;
    if (e.side !== side) continue;
    if (e.type === 'substitute') {
      if (e.playerName === name) on = false;
      if (e.relatedPlayerName === name) on = true;
    }
    if ((e.type === 'red' || e.type === 'yellowred') && e.playerName === name) on = false;
  }
  return on;
}

const OTHER: Record<Side, Side> = { home: 'away', away: 'home' };

describe('shots over many matches', () => {
  // 132 matches: every club of the 12 at home to every other.
  const played: { m: Match; entry: Entry }[] = [];
  let id = 0;
  for (const home of clubs)
    for (const away of clubs) {
      if (home === away) continue;
      const entry = entryFor(++id, home, away);
      played.push({ m: playToEnd(entry), entry });
    }

  it('add up to the score, are taken by players on the pitch, and lie on the pitch with a sane xG', () => {
    let shots = 0;
    for (const { m, entry } of played) {
      for (const side of ['home', 'away'] as const) {
        const goals = m.shots.filter((s) => s.side === side && s.outcome === 'goal').length;
        const ownGoals = m.events.filter((e) => e.side === side && e.type === 'own').length;
        expect(goals + ownGoals, `match ${m.id} ${side}`).toBe(m.score[side]);
      }
      for (const shot of m.shots) {
        shots++;
        expect(shot.x).toBeGreaterThan(52.5);
        expect(shot.x).toBeLessThanOrEqual(105);
        expect(shot.y).toBeGreaterThanOrEqual(0);
        expect(shot.y).toBeLessThanOrEqual(68);
        expect(shot.xg).toBeGreaterThan(0);
        expect(shot.xg).toBeLessThan(1);
        if (shot.situation === 'penalty') expect(shot.xg).toBe(PENALTY_XG);
        else expect(shot.xg).toBeCloseTo(expectedGoals(shot.x, shot.y, shot.bodyPart, shot.situation), 3);
        if (shot.playerName !== '')
          expect(
            onPitchBefore(m, entry, shot.side, shot.playerName, shot.id),
            `shot ${m.id}/${shot.id}`,
          ).toBe(true);
        if (shot.keeperName)
          expect(onPitchBefore(m, entry, OTHER[shot.side], shot.keeperName, shot.id)).toBe(true);
      }
      // A goal's shot is the goal's event: same id, minute and scorer.
      for (const e of m.events) {
        if (e.type !== 'goal' && e.type !== 'penalty') continue;
        const shot = m.shots.find((s) => s.id === e.id);
        expect(shot).toMatchObject({
          outcome: 'goal',
          minute: e.minute,
          stoppage: e.stoppage,
          playerName: e.playerName,
        });
        expect(shot?.situation === 'penalty').toBe(e.type === 'penalty');
      }
    }
    expect(shots / played.length).toBeGreaterThan(20);
  });

  it('make 20+ statistics that agree with one another', () => {
    for (const { m } of played) {
      const list = footballStats(m);
      expect(list.length).toBeGreaterThanOrEqual(20);
      const v = Object.fromEntries(list.map((s) => [s.key, s]));
      const at = (key: string, side: Side) => v[key]?.[side] ?? Number.NaN;
      for (const side of ['home', 'away'] as const) {
        const other = OTHER[side];
        expect(at('shots', side)).toBe(m.stats.shots[side]);
        expect(at('shotsOnTarget', side)).toBe(m.stats.shotsOnTarget[side]);
        expect(at('shotsOnTarget', side)).toBeLessThanOrEqual(at('shots', side));
        expect(at('shotsOnTarget', side) + at('shotsOffTarget', side) + at('blockedShots', side)).toBe(
          at('shots', side),
        );
        expect(at('shotsInsideBox', side) + at('shotsOutsideBox', side)).toBe(at('shots', side));
        expect(at('hitWoodwork', side)).toBeLessThanOrEqual(at('shotsOffTarget', side));
        expect(at('bigChancesMissed', side)).toBeLessThanOrEqual(at('bigChances', side));
        const goalsFromShots = m.shots.filter((s) => s.side === other && s.outcome === 'goal').length;
        expect(at('saves', side)).toBe(at('shotsOnTarget', other) - goalsFromShots);
        const wide = m.shots.filter((s) => s.side === other && s.outcome === 'off-target').length;
        expect(at('goalKicks', side)).toBeGreaterThanOrEqual(wide);
        expect(at('accuratePasses', side)).toBeLessThanOrEqual(at('passes', side));
        expect(at('passAccuracy', side)).toBe(
          Math.round((100 * at('accuratePasses', side)) / at('passes', side)),
        );
        expect(at('fouls', side)).toBeGreaterThanOrEqual(at('yellowCards', side));
        const xg = m.shots.filter((s) => s.side === side).reduce((sum, s) => sum + s.xg, 0);
        expect(at('expectedGoals', side)).toBeCloseTo(xg, 1);
      }
      expect(at('possession', 'home') + at('possession', 'away')).toBe(100);
    }
  });

  it('give every player who played a rating in range, the best of them in the ratings', () => {
    for (const { m, entry } of played.slice(0, 40)) {
      const ratings = footballRatings(m, lineupOf(entry));
      expect(ratings.length).toBeGreaterThanOrEqual(22);
      for (const r of ratings) {
        expect(r.rating).toBeGreaterThanOrEqual(RATING.min);
        expect(r.rating).toBeLessThanOrEqual(RATING.max);
        expect(Math.round(r.rating * 10) / 10).toBe(r.rating);
      }
      // The best player at full time: the highest rating.
      expect(bestPlayer(ratings)?.rating).toBe(Math.max(...ratings.map((r) => r.rating)));
    }
  });
});

describe('a file goal', () => {
  it('keeps its minute and scorer, and its shot is built around it', () => {
    const [home, away] = clubs as [Team, Team];
    const scorer = home.players.find((p) => p.position === 'FW') ?? (home.players[0] as Player);
    const script: FootballScript = {
      goals: [
        { side: 'home', minute: 23, offset: 0, name: scorer.name, penalty: false, owngoal: false },
        { side: 'home', minute: 67, offset: 0, name: scorer.name, penalty: true, owngoal: false },
      ],
      shootout: null,
      extraTime: false,
    };
    const m = playToEnd(entryFor(900, home, away, script));
    expect(m.score).toEqual({ home: 2, away: 0 });
    const goals = m.shots.filter((s) => s.outcome === 'goal');
    expect(goals.map((s) => [s.minute, s.playerName, s.situation === 'penalty'])).toEqual([
      [23, scorer.name, false],
      [67, scorer.name, true],
    ]);
    expect(insideBox(goals[1]?.x ?? 0, goals[1]?.y ?? 0)).toBe(true);
  });
});

describe('ratings live', () => {
  it('move with the events: a goal lifts the scorer, a card lowers the player, all within 3.0-10.0', () => {
    const [home, away] = [clubs[2] as Team, clubs[5] as Team];
    const moved = { goal: 0, card: 0 };
    for (let n = 0; n < 6; n++) {
      const entry = entryFor(950 + n, home, away);
      const lineup = lineupOf(entry);
      let before = new Map<number, number>();
      let seen = 0;
      playToEnd(entry, (m) => {
        const now = new Map(footballRatings(m, lineup).map((r) => [r.playerId, r.rating]));
        for (const r of now.values()) {
          expect(r).toBeGreaterThanOrEqual(3);
          expect(r).toBeLessThanOrEqual(10);
        }
        for (const e of m.events.slice(seen)) {
          if (e.playerId === null) continue;
          const was = before.get(e.playerId);
          const is = now.get(e.playerId);
          if (was === undefined || is === undefined) continue;
          if (e.type === 'goal') {
            expect(is, `goal ${m.id}/${e.id}`).toBeGreaterThan(was);
            moved.goal++;
          }
          if (e.type === 'yellow') {
            expect(is, `card ${m.id}/${e.id}`).toBeLessThan(was);
            moved.card++;
          }
        }
        seen = m.events.length;
        before = now;
      });
    }
    expect(moved.goal).toBeGreaterThan(0);
    expect(moved.card).toBeGreaterThan(0);
  });
});
