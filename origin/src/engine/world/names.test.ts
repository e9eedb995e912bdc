// The name pools of generated players: each nation of the data files draws from its own
// country's names, and no pairing of a pool is a real player's name.
import { describe, expect, it } from 'vitest';
import { allSquadPlayers } from '../identity/squads';
import { rngFor } from '../rng';
import { GENERATED_PLACES } from './names';
import { POOL } from './realWorld';
import { makeSquad } from './world';

const NATIONS_2018 = [
  'ARG',
  'AUS',
  'BEL',
  'BRA',
  'COL',
  'CRC',
  'CRO',
  'DEN',
  'EGY',
  'ENG',
  'FRA',
  'GER',
  'ISL',
  'IRN',
  'JPN',
  'MEX',
  'MAR',
  'NGA',
  'PAN',
  'PER',
  'POL',
  'POR',
  'RUS',
  'KSA',
  'SEN',
  'SRB',
  'KOR',
  'ESP',
  'SWE',
  'SUI',
  'TUN',
  'URU',
];

describe('name pools', () => {
  it("never give a generated player a real player's name, though the pools could make some", () => {
    const real = new Set(allSquadPlayers().map((p) => p.name.en.toLowerCase()));
    // What the pools could make: Portugal's makes Bruno Fernandes, Diogo Costa and Nuno Mendes.
    const possible: string[] = [];
    for (const pool of Object.values(GENERATED_PLACES))
      for (const first of pool.first)
        for (const last of pool.last) {
          const name = (pool.familyFirst ? `${last} ${first}` : `${first} ${last}`).toLowerCase();
          if (real.has(name)) possible.push(name);
        }
    expect(possible).toContain('bruno fernandes');
    // What the generator gives: 400 squads of each pool that could, none of them real.
    const given: string[] = [];
    for (const [key, pool] of Object.entries(GENERATED_PLACES)) {
      if (!pool.first.some((f) => pool.last.some((l) => real.has(`${f} ${l}`.toLowerCase())))) continue;
      for (let i = 0; i < 400; i++) {
        const squad = makeSquad(
          rngFor(i, 'names', key.length),
          { id: i, sport: 'football', strength: 70 },
          pool,
        );
        given.push(...squad.map((p) => p.name).filter((name) => real.has(name.toLowerCase())));
      }
    }
    expect(given).toEqual([]);
  });

  it("give each 2018 World Cup nation a pool of its own country's names, written in cn as Chinese writes them", () => {
    // Poland, Russia, Serbia and Croatia draw from the mixed European pool; every other nation has its own.
    const mixed = NATIONS_2018.filter((code) => POOL[code] === undefined);
    expect(mixed.sort()).toEqual(['CRO', 'POL', 'RUS', 'SRB']);
    for (const code of NATIONS_2018) {
      const pool = POOL[code];
      if (pool) expect(GENERATED_PLACES[pool], `${code} → ${pool}`).toBeDefined();
    }
    // A Korean name in cn is its characters (金敏俊), not its sounds.
    const korea = GENERATED_PLACES.korea;
    expect(korea?.familyFirst).toBe(true);
    for (const name of [...(korea?.first ?? []), ...(korea?.last ?? [])]) {
      const chars = korea?.script?.first[name] ?? korea?.script?.last[name];
      expect(chars, name).toMatch(/^\p{Script=Han}+$/u);
    }
  });
});
