// The generated world: leagues, clubs with crests and strengths, squads and coaches, from a seed.

import { chance, int, pick, type Rng, rngFor } from '../rng';
import type { League, LocalizedText, Player, Position, Sport, Team } from '../types';
import { colorsFor, crestSvg, initialsOf } from './crest';
import { transliterate } from './identityPort';
import { CLUBS_PER_LEAGUE, LEAGUE_SPECS, type LeagueSpec } from './leagues';
import {
  BASKETBALL_NICKNAMES,
  BASKETBALL_NICKNAMES_CN,
  COUNTRIES,
  type CountryNames,
  ESPORTS_SUFFIX,
  ESPORTS_WORDS,
  FOOTBALL_SUFFIXES,
  GAMER_TAGS,
} from './names';

export interface World {
  leagues: Map<number, League>;
  teams: Map<number, Team>;
  /** Team id by exact English name (replay). */
  teamByName: Map<string, Team>;
}

const SQUAD: Record<Sport, Position[]> = {
  football: [
    ...Array<Position>(3).fill('GK'),
    ...Array<Position>(8).fill('DF'),
    ...Array<Position>(7).fill('MF'),
    ...Array<Position>(5).fill('FW'),
  ],
  basketball: [
    ...Array<Position>(4).fill('G'),
    ...Array<Position>(5).fill('F'),
    ...Array<Position>(3).fill('C'),
  ],
  esports: Array<Position>(5).fill('P'),
};

function country(key: string): CountryNames {
  const c = COUNTRIES[key] ?? COUNTRIES.world;
  if (!c) throw new Error(`unknown country ${key}`);
  return c;
}

function countryText(c: CountryNames): LocalizedText {
  return { cn: c.cn, en: c.en, vi: c.vi };
}

export function leagueCrestUrl(id: number): string {
  return `/vdapi/crest/league/${id}.svg`;
}
export function teamCrestUrl(id: number): string {
  return `/vdapi/crest/team/${id}.svg`;
}

/** One name in every language: the same name, in cn transliterated (an esports handle stays as it is). */
export function sameName(name: string, sport: Sport = 'football'): LocalizedText {
  return { cn: sport === 'esports' ? name : transliterate(name) || name, en: name, vi: name };
}

/** A name of a country's pool in each language: written in its own characters where the pool has them. */
function pooledName(names: CountryNames, first: string, last: string, sport: Sport): LocalizedText {
  const en = names.familyFirst ? `${last} ${first}` : `${first} ${last}`;
  const script = names.script;
  if (!script) return sameName(en, sport);
  const family = last.split('-').map((part) => script.last[part]);
  const given = script.first[first];
  return given && family.every((part) => part !== undefined)
    ? { cn: `${family.join('')}${given}`, en, vi: en }
    : sameName(en, sport);
}

/** A person of a country's pool: the Latin name the engine refers to them by, and its names. */
function personOf(
  rng: Rng,
  names: CountryNames,
  sport: Sport,
  last: string,
): { name: string; names: LocalizedText } {
  const first = pick(rng, names.first);
  const localized = pooledName(names, first, last, sport);
  return { name: localized.en, names: localized };
}

/** A squad with unique shirt numbers; goalkeepers wear 1, 12/13 and 23 in football. */
export function makeSquad(
  rng: Rng,
  team: { id: number; sport: Sport; strength: number },
  names: CountryNames,
  given: { name: string; position: Position; names?: LocalizedText }[] = [],
  /** Names already given in the world: a generated name is never in two squads. */
  taken: Set<string> = new Set(),
): Player[] {
  const used = new Set<number>();
  for (const g of given) taken.add(g.name);
  const pool = [...given];
  const players: Player[] = [];
  const freeShirt = (position: Position): number => {
    let shirt =
      position === 'GK' ? ([1, 13, 23].find((n) => !used.has(n)) ?? int(rng, 24, 99)) : int(rng, 2, 40);
    while (used.has(shirt)) shirt = int(rng, 2, 99);
    used.add(shirt);
    return shirt;
  };
  const add = (name: string, localized: LocalizedText, position: Position, fromFile: boolean) => {
    const i = players.length;
    players.push({
      id: team.id * 100 + i + 1,
      teamId: team.id,
      name,
      names: localized,
      position,
      shirtNumber: freeShirt(position),
      rating: Math.max(
        30,
        Math.min(99, Math.round(team.strength + int(rng, -10, 8) - (i % 3 === 2 ? 6 : 0))),
      ),
      injured: !fromFile && chance(rng, 0.04),
      ...(fromFile ? { fromFile: true } : {}),
    });
  };
  for (const position of SQUAD[team.sport]) {
    // Named players (a replayed file's scorers) take the places of their position first.
    const k = pool.findIndex((g) => g.position === position);
    const named = k >= 0 ? pool.splice(k, 1)[0] : undefined;
    if (named) {
      add(named.name, named.names ?? sameName(named.name, team.sport), position, true);
      continue;
    }
    let person: { name: string; names: LocalizedText };
    let tries = 0;
    do {
      // A double surname once the plain ones run short (a league of clubs shares one name pool).
      const last = tries++ < 40 ? pick(rng, names.last) : `${pick(rng, names.last)}-${pick(rng, names.last)}`;
      if (team.sport === 'esports') {
        const tag = `${pick(rng, GAMER_TAGS)}${int(rng, 1, 99)}`;
        person = { name: tag, names: sameName(tag, 'esports') };
      } else person = personOf(rng, names, team.sport, last);
    } while (taken.has(person.name));
    taken.add(person.name);
    add(person.name, person.names, position, false);
  }
  for (const g of pool) add(g.name, g.names ?? sameName(g.name, team.sport), g.position, true);
  return players;
}

export interface TeamSeed {
  id: number;
  sport: Sport;
  en: string;
  cn: string;
  strength: number;
  countryKey: string;
  leagueIds: number[];
}

export function makeTeam(
  seed: number,
  t: TeamSeed,
  given: { name: string; position: Position; names?: LocalizedText }[] = [],
  taken?: Set<string>,
): Team {
  const rng = rngFor(seed, 'team', t.id);
  const names = country(t.countryKey);
  const [primary, secondary] = colorsFor(rng);
  const en = t.en;
  return {
    id: t.id,
    sport: t.sport,
    leagueIds: t.leagueIds,
    name: { en, cn: t.cn, vi: en },
    shortName: { en: en.split(' ')[0] ?? en, cn: t.cn.slice(0, 4), vi: en.split(' ')[0] ?? en },
    crestUrl: teamCrestUrl(t.id),
    crestSvg: crestSvg(rng, initialsOf(en), primary, secondary),
    strength: t.strength,
    country: countryText(names),
    players: makeSquad(rng, t, names, given, taken),
    coach: { id: t.id * 100, ...personOf(rng, names, t.sport, pick(rng, names.last)) },
  };
}

function clubName(
  rng: Rng,
  s: LeagueSpec,
  city: string,
  i: number,
  used: Set<string>,
): { en: string; cn: string } {
  // The city in its own characters where the pool writes them, else the same name transliterated.
  const cityCn = country(s.country).script?.cities[city] ?? transliterate(city);
  for (let attempt = 0; ; attempt++) {
    let en: string;
    let cn: string;
    if (s.sport === 'football') {
      const suffix = FOOTBALL_SUFFIXES[(i + attempt) % FOOTBALL_SUFFIXES.length] ?? { en: 'FC', cn: '队' };
      en = `${city} ${suffix.en}`;
      cn = cityCn + suffix.cn;
    } else if (s.sport === 'basketball') {
      const k = (i + attempt) % BASKETBALL_NICKNAMES.length;
      en = `${city} ${BASKETBALL_NICKNAMES[k]}`;
      cn = cityCn + (BASKETBALL_NICKNAMES_CN[k] ?? '');
    } else {
      const word = pick(rng, ESPORTS_WORDS);
      en = `${word} ${pick(rng, ESPORTS_SUFFIX)}`;
      cn = `${transliterate(word)}战队`;
    }
    if (!used.has(en)) {
      used.add(en);
      return { en, cn };
    }
  }
}

/**
 * Builds the generated leagues and clubs from the seed. Football is generated only on request (the
 * model's tests and benchmarks); the engine's football is the real seasons (realWorld.ts).
 */
export function buildWorld(seed: number, options: { football?: boolean } = {}): World {
  const football = options.football ?? true;
  const leagues = new Map<number, League>();
  const teams = new Map<number, Team>();
  const used = new Set<string>();
  const cityCursor = new Map<string, number>();
  let order = 0;
  for (const s of LEAGUE_SPECS) {
    if (s.sport === 'football' && !football) continue;
    const rng = rngFor(seed, 'league', s.id);
    const names = country(s.country);
    const league: League = {
      id: s.id,
      sport: s.sport,
      name: s.name,
      shortName: s.shortName,
      kind: s.kind,
      country: countryText(names),
      crestUrl: leagueCrestUrl(s.id),
      color: s.color,
      teamIds: [],
      hot: s.hot,
      order: order++,
    };
    leagues.set(s.id, league);
    if (s.entrants) {
      for (const e of s.entrants) {
        const pool = (leagues.get(e.leagueId)?.teamIds ?? []).map((id) => teams.get(id) as Team);
        pool.sort((a, b) => b.strength - a.strength);
        for (const t of pool.slice(0, e.count)) {
          league.teamIds.push(t.id);
          t.leagueIds.push(s.id);
        }
      }
      continue;
    }
    const n = CLUBS_PER_LEAGUE[s.sport];
    for (let i = 0; i < n; i++) {
      const cursor = cityCursor.get(s.country) ?? 0;
      cityCursor.set(s.country, cursor + 1);
      const cities = names.cities.length > 0 ? names.cities : ['Metro'];
      const city = cities[cursor % cities.length] ?? 'Metro';
      const { en, cn } = clubName(rng, s, city, i, used);
      const id = s.id * 100 + i + 1;
      const [lo, hi] = s.strength;
      const strength = Math.round(lo + ((hi - lo) * (n - 1 - i)) / (n - 1) + int(rng, -3, 3));
      const team = makeTeam(seed, {
        id,
        sport: s.sport,
        en,
        cn,
        strength,
        countryKey: s.country,
        leagueIds: [s.id],
      });
      teams.set(id, team);
      league.teamIds.push(id);
    }
  }
  const teamByName = new Map<string, Team>();
  for (const t of teams.values()) teamByName.set(t.name.en, t);
  return { leagues, teams, teamByName };
}

/** The crest of a league: its short name on the league colour. */
export function leagueCrest(seed: number, league: League): string {
  const rng = rngFor(seed, 'league-crest', league.id);
  return crestSvg(rng, league.shortName.en.slice(0, 3), league.color, '#ffffff');
}
