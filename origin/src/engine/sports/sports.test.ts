import { canTransition, isFinalStatus } from '@pitchside/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Team } from '../types';
import { GENERATED_PLACES } from '../world/names';
import { buildWorld } from '../world/world';
import { BASKETBALL_RULES, basketballRules, stepBasketball } from './basketball';
import { basketballSimFor, esportsSimFor, newMatch } from './entries';
import { mapWon, stepEsports } from './esports';

const world = buildWorld(11);
const teams = (sport: string) => [...world.teams.values()].filter((t) => t.sport === sport);

function setup(
  sport: 'basketball' | 'esports',
  seed: number,
  h: number,
  a: number,
  game = 'CS2',
  leagueId = sport === 'basketball' ? 31 : 43,
) {
  const league = world.leagues.get(leagueId);
  // The league's own clubs where it has them (every kind of pairing among them).
  const own = teams(sport).filter((t) => league?.teamIds.includes(t.id));
  const pool = own.length >= 2 ? own : teams(sport);
  const home = pool[h % pool.length] as Team;
  const away = pool[(h + 1 + (a % (pool.length - 1))) % pool.length] as Team;
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

/** Every final map score the rules allow, written out: 13-0…13-11; Valorant 14-12, 15-13…; CS2 16-12…16-14, 19-15…19-17… */
function realMapScore(game: string, home: number, away: number): boolean {
  const [w, l] = home > away ? [home, away] : [away, home];
  if (w === 13 && l <= 11) return true;
  if (game === 'Valorant') return l >= 12 && w - l === 2;
  for (let k = 0; k < 10; k++) if (w === 16 + 3 * k && l >= 12 + 3 * k && l <= 14 + 3 * k) return true;
  return false;
}

describe('leagues within reality', () => {
  // The simulated basketball leagues of Vietnam and the Americas: each holds clubs of its own country's cities.
  it.each([
    { league: 34, country: 'vietnam', name: "Vietnam's" },
    { league: 31, country: 'usa', name: 'the Americas' },
  ] as const)(
    'holds in $name clubs of its own cities only, written in cn as Chinese writes them',
    ({ league, country }) => {
      const cities = GENERATED_PLACES[country]?.cities ?? [];
      const names = (world.leagues.get(league)?.teamIds ?? []).map((id) => world.teams.get(id)?.name);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        expect(
          cities.some((city) => name?.en.startsWith(`${city} `)),
          name?.en,
        ).toBe(true);
        expect(name?.cn, name?.en).toMatch(/^\p{Script=Han}/u);
      }
    },
  );

  it("plays the engine's own leagues, each a game played today, none under a real league's name", () => {
    const esports = [...world.leagues.values()].filter((l) => l.sport === 'esports').map((l) => l.name.en);
    expect(esports).toEqual([
      'Simulated LoL League: China',
      'Simulated LoL League: Korea',
      'Simulated CS2 League',
      'Simulated Dota 2 League',
      'Simulated Valorant League',
    ]);
  });
});

describe('a MOBA game within the professional figures (sources in esports.ts)', () => {
  it.each([
    { game: 'LoL', league: 42, kills: [11.2, 13.9], minutes: [28.7, 32.2] },
    { game: 'Dota 2', league: 44, kills: [21.5, 26.3], minutes: [35.6, 38.6] },
  ] as const)('$game: kills a team a game and minutes a game', ({ game, league, kills, minutes }) => {
    const perTeam: number[] = [];
    const lengths: number[] = [];
    for (let seed = 1; seed <= 150; seed++) {
      const entry = setup('esports', seed, seed, seed * 7, game, league);
      if (entry.sport !== 'esports') throw new Error('not an esports match');
      const { sim } = entry;
      for (let step = 0; step < 3000 && sim.match.status >= 0; step++) {
        const decided = sim.match.esports?.maps.filter((map) => map.winner !== null).length ?? 0;
        stepEsports(sim, sim.nextStepAt);
        const now = sim.match.esports?.maps.filter((map) => map.winner !== null).length ?? 0;
        if (now > decided) lengths.push(sim.minuteInMap);
      }
      for (const map of sim.match.esports?.maps ?? []) perTeam.push(map.home, map.away);
    }
    const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
    expect(mean(perTeam)).toBeGreaterThanOrEqual(kills[0]);
    expect(mean(perTeam)).toBeLessThanOrEqual(kills[1]);
    expect(mean(lengths)).toBeGreaterThanOrEqual(minutes[0]);
    expect(mean(lengths)).toBeLessThanOrEqual(minutes[1]);
  });
});

describe('a map ends where its rules end it', () => {
  it('CS2 overtimes of six rounds, Valorant win by two', () => {
    expect([
      mapWon('CS2', 13, 11),
      mapWon('CS2', 14, 12),
      mapWon('CS2', 16, 14),
      mapWon('CS2', 16, 15),
    ]).toEqual([true, false, true, false]);
    expect([
      mapWon('CS2', 19, 17),
      mapWon('CS2', 18, 16),
      mapWon('Valorant', 14, 12),
      mapWon('Valorant', 13, 12),
    ]).toEqual([true, false, true, false]);
  });
});

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

  it.each(Object.keys(BASKETBALL_RULES).map(Number))(
    "scores basketball at its league's real pace over its quarters (league %i): team points, quarters, margins",
    (leagueId) => {
      const rules = basketballRules(leagueId);
      // 300 games between every kind of pairing of the league's clubs, the strongest v the weakest included.
      const team: number[] = [];
      const quarter: number[] = [];
      const margin: number[] = [];
      for (let seed = 1; seed <= 300; seed++) {
        const entry = setup('basketball', seed, seed * 7, seed * 13, 'CS2', leagueId);
        if (entry.sport !== 'basketball') continue;
        const m = entry.match;
        let minutes = 0;
        for (let i = 0; i < 400 && !isFinalStatus(m.status); i++) {
          const before = m.clock.minute;
          stepBasketball(entry.sim, entry.sim.nextStepAt);
          if ((m.basketball?.currentQuarter ?? 0) <= 4 && m.clock.minute > before) minutes++;
        }
        // Regulation is four quarters of the league's length: 48 minutes (NBA, CBA) or FIBA's 40.
        expect(minutes).toBe(4 * rules.quarter);
        const regulation = (m.basketball?.quarters ?? []).slice(0, 4);
        team.push(...['home', 'away'].map((side) => regulation.reduce((s, q) => s + q[side as 'home'], 0)));
        quarter.push(...regulation.flatMap((q) => [q.home, q.away]));
        margin.push(Math.abs(m.score.home - m.score.away));
      }
      const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
      // The league's real points per team per game (sources in basketball.ts); no team scored 202 or 47.
      const ppg = rules.teamPointsPerGame;
      expect(mean(team)).toBeGreaterThan(ppg * 0.94);
      expect(mean(team)).toBeLessThan(ppg * 1.06);
      expect(Math.min(...team)).toBeGreaterThan(ppg * 0.55);
      expect(Math.max(...team)).toBeLessThan(ppg * 1.45);
      // A quarter: a quarter of the game's points; never 67-13.
      expect(mean(quarter)).toBeGreaterThan((ppg / 4) * 0.9);
      expect(mean(quarter)).toBeLessThan((ppg / 4) * 1.1);
      expect(Math.max(...quarter)).toBeLessThan(ppg / 2);
      expect(Math.min(...quarter)).toBeGreaterThanOrEqual(3);
      // Most games are decided by less than 20 points.
      expect(margin.filter((x) => x < 20).length / margin.length).toBeGreaterThan(0.6);
    },
  );

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
            for (const map of e.maps) {
              expect(Math.max(map.home, map.away)).toBeLessThan(40);
              expect(realMapScore(game, map.home, map.away), `${map.home}-${map.away}`).toBe(true);
            }
        },
      ),
      { numRuns: 100 },
    );
  });
});
