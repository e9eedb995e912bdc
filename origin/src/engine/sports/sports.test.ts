import { canTransition, isFinalStatus } from '@pitchside/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Team } from '../types';
import { buildWorld } from '../world/world';
import { stepBasketball } from './basketball';
import { basketballSimFor, esportsSimFor, newMatch } from './entries';
import { stepEsports } from './esports';

const world = buildWorld(11);
const teams = (sport: string) => [...world.teams.values()].filter((t) => t.sport === sport);

function setup(sport: 'basketball' | 'esports', seed: number, h: number, a: number, game = 'CS2') {
  const pool = teams(sport);
  const home = pool[h % pool.length] as Team;
  const away = pool[(h + 1 + a) % pool.length] as Team;
  const league = world.leagues.get(sport === 'basketball' ? 31 : 43);
  const match = newMatch({
    id: seed,
    sport,
    league: league as never,
    home,
    away,
    startTime: 0,
    round: 'R',
    knockout: false,
    venue: '',
  });
  return sport === 'basketball'
    ? basketballSimFor(seed, match, home, away)
    : esportsSimFor(seed, match, home, away, game);
}

describe('basketball and esports', () => {
  it('play basketball by quarters through legal moves to a decided full time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.nat(100), fc.nat(100), (seed, h, a) => {
        const entry = setup('basketball', seed, h, a);
        if (entry.sport !== 'basketball') return;
        const m = entry.match;
        entry.sim.onStatus = (from, to) => expect(canTransition(from, to)).toBe(true);
        for (let i = 0; i < 400 && !isFinalStatus(m.status); i++)
          stepBasketball(entry.sim, entry.sim.nextStepAt);
        expect(m.status).toBe(-1);
        const quarters = m.basketball?.quarters ?? [];
        expect(quarters.length).toBeGreaterThanOrEqual(4);
        expect(quarters.reduce((s, q) => s + q.home, 0)).toBe(m.score.home);
        expect(m.score.home).not.toBe(m.score.away);
        expect(m.score.home + m.score.away).toBeGreaterThan(120);
        // A plausibility ceiling, not the model's aim: the scoring model's far tail reaches a little
        // past the real regulation record (320); each overtime period adds its own points.
        expect(m.score.home + m.score.away).toBeLessThan(350 + 40 * (quarters.length - 4));
      }),
      { numRuns: 100, examples: [[929576183, 0, 0]] },
    );
  });

  it('play an esports series map by map until one side wins it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.nat(100),
        fc.nat(100),
        fc.constantFrom('CS2', 'LoL', 'Valorant', 'Dota 2'),
        (seed, h, a, game) => {
          const entry = setup('esports', seed, h, a, game);
          if (entry.sport !== 'esports') return;
          const m = entry.match;
          entry.sim.onStatus = (from, to) => expect(canTransition(from, to)).toBe(true);
          for (let i = 0; i < 2000 && !isFinalStatus(m.status); i++)
            stepEsports(entry.sim, entry.sim.nextStepAt);
          expect(m.status).toBe(-1);
          const e = m.esports;
          if (!e) throw new Error('no series');
          expect(Math.max(m.score.home, m.score.away)).toBe(Math.ceil(e.bestOf / 2));
          expect(e.maps.filter((x) => x.winner === 'home').length).toBe(m.score.home);
          if (game === 'CS2' || game === 'Valorant')
            for (const map of e.maps) expect(Math.max(map.home, map.away)).toBeLessThan(40);
        },
      ),
      { numRuns: 100 },
    );
  });
});
