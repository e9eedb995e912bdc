import { canTransition, isFinalStatus, type MatchStatus } from '@pitchside/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFor } from '../rng';
import type { Match, Team } from '../types';
import { buildWorld } from '../world/world';
import { footballSimFor, newMatch } from './entries';
import { type Fate, isFinal, stepFootball } from './football';

const world = buildWorld(7);
const footballTeams = [...world.teams.values()].filter((t) => t.sport === 'football');
const league = world.leagues.get(1);
if (!league) throw new Error('no league');
const KICK_OFF = Date.UTC(2026, 5, 14, 18);

const fateArb: fc.Arbitrary<Fate> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Fate>({ kind: 'normal' }) },
  fc.record({
    kind: fc.constant('postponed' as const),
    at: fc.constant(KICK_OFF - 3_600_000),
    rescheduleTo: fc.option(fc.constant(KICK_OFF + 86_400_000)),
  }),
  fc.record({ kind: fc.constant('cancelled' as const), at: fc.constant(KICK_OFF - 7_200_000) }),
  fc.record({ kind: fc.constant('pending' as const), delayMinutes: fc.integer({ min: 5, max: 40 }) }),
  fc.record({
    kind: fc.constant('interrupted' as const),
    minute: fc.integer({ min: 1, max: 90 }),
    duration: fc.integer({ min: 1, max: 20 }),
  }),
  fc.record({ kind: fc.constant('abandoned' as const), minute: fc.integer({ min: 1, max: 90 }) }),
);

interface Played {
  match: Match;
  moves: [MatchStatus, MatchStatus, MatchStatus | undefined][];
  scoreWentDown: boolean;
}

function play(seed: number, homeIndex: number, awayOffset: number, knockout: boolean, fate: Fate): Played {
  const home = footballTeams[homeIndex % footballTeams.length] as Team;
  const away = footballTeams[(homeIndex + 1 + awayOffset) % footballTeams.length] as Team;
  const match = newMatch({
    id: seed,
    sport: 'football',
    league: league as never,
    home,
    away,
    startTime: KICK_OFF,
    round: 'R',
    knockout,
    venue: '',
  });
  const entry = footballSimFor({ seed, match, home, away, neutral: false, fate });
  if (entry.sport !== 'football') throw new Error('football expected');
  const sim = entry.sim;
  const moves: Played['moves'] = [];
  sim.onStatus = (from, to) => moves.push([from, to, match.interruptedFrom]);
  let scoreWentDown = false;
  for (let steps = 0; steps < 5000 && !isFinal(match.status); steps++) {
    const before = { ...match.score };
    stepFootball(sim, sim.nextStepAt);
    if (match.score.home < before.home || match.score.away < before.away) scoreWentDown = true;
  }
  return { match, moves, scoreWentDown };
}

const goalsOf = (m: Match, side: 'home' | 'away') =>
  m.events.filter((e) => e.side === side && (e.type === 'goal' || e.type === 'penalty' || e.type === 'own'))
    .length;

describe('football simulation properties', () => {
  const arbs = [
    fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    fc.nat(500),
    fc.nat(500),
    fc.boolean(),
    fateArb,
  ] as const;

  it('plays every match to a final status through legal moves; scores never go down and equal the goals', () => {
    fc.assert(
      fc.property(...arbs, (seed, h, a, knockout, fate) => {
        const { match: m, moves, scoreWentDown } = play(seed, h, a, knockout, fate);
        expect(isFinalStatus(m.status)).toBe(true);
        expect(scoreWentDown).toBe(false);
        for (const [from, to, interruptedFrom] of moves) {
          expect(
            canTransition(from, to, from === -13 ? interruptedFrom : undefined),
            `${from} -> ${to}`,
          ).toBe(true);
        }
        expect(m.score.home).toBe(goalsOf(m, 'home'));
        expect(m.score.away).toBe(goalsOf(m, 'away'));
        const goals = m.events.filter((e) => e.type === 'goal' || e.type === 'penalty' || e.type === 'own');
        if (goals.length > 0) expect(goals.at(-1)?.score).toEqual(m.score);
        if (m.halfTimeScore) {
          const firstHalf = goals.filter((e) => e.period === 1);
          expect(firstHalf.filter((e) => e.side === 'home').length).toBe(m.halfTimeScore.home);
          expect(firstHalf.filter((e) => e.side === 'away').length).toBe(m.halfTimeScore.away);
        }
        if (m.status === -1 && fate.kind === 'normal') {
          expect(m.halfTimeScore).not.toBeNull();
          const level = m.fullTimeScore?.home === m.fullTimeScore?.away;
          expect(m.extraTimeScore !== null).toBe(knockout && level);
          if (m.penaltyScore) expect(m.penaltyScore.home).not.toBe(m.penaltyScore.away);
          if (knockout) expect(m.score.home !== m.score.away || m.penaltyScore !== null).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('counts cards and corners as events', () => {
    const { match: m } = play(99, 3, 5, false, { kind: 'normal' });
    const count = (type: string) => m.events.filter((e) => e.type === type).length;
    expect(m.corners.home + m.corners.away).toBe(count('corner'));
    expect(m.yellowCards.home + m.yellowCards.away).toBe(count('yellow'));
    expect(m.redCards.home + m.redCards.away).toBe(count('red') + count('yellowred'));
    expect(m.momentum.length).toBeGreaterThanOrEqual(90);
    expect(m.stats.possession.home + m.stats.possession.away).toBe(100);
    expect(m.stats.shots.home).toBeGreaterThanOrEqual(m.stats.shotsOnTarget.home);
  });

  it('replays the same match from the same seed', () => {
    const a = play(1234, 10, 20, true, { kind: 'normal' });
    const b = play(1234, 10, 20, true, { kind: 'normal' });
    expect(JSON.stringify(a.match)).toBe(JSON.stringify(b.match));
    expect(rngFor(1, 'x').next()).toBe(rngFor(1, 'x').next());
  });
});
