// The generated world: leagues, clubs with crests and strengths, squads and coaches, from a seed.

import { GENERATED_SEASON } from '../fixtures/seasonOfFile';
import { chance, int, pick, type Rng, rngFor } from '../rng';
import type { Coach, League, LocalizedText, Player, Position, Sport, Team } from '../types';
import { colorsFor, crestSvg, initialsOf } from './crest';
import { isRealPersonName, transliterate } from './identityPort';
import { CLUBS_PER_LEAGUE, LEAGUE_SPECS, type LeagueSpec } from './leagues';
import {
  BASKETBALL_NICKNAMES,
  BASKETBALL_NICKNAMES_CN,
  type CountryNames,
  ESPORTS_SUFFIX,
  ESPORTS_WORDS,
  FOOTBALL_SUFFIXES,
  GAMER_TAGS,
  GENERATED_PLACES,
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
  const c = GENERATED_PLACES[key] ?? GENERATED_PLACES.world;
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

/** A player the data names: a real player of the squads file, or a replayed file's scorer. */
export interface GivenPlayer {
  name: string;
  position: Position;
  names?: LocalizedText;
  /** The squads file's shirt number, kept where it is free in the squad. */
  number?: number;
  birthDate?: string;
  nation?: LocalizedText;
  /** Named by a season file (a replayed tournament's scorer). */
  fromFile?: boolean;
  /** Placed in the team by the World Cup 2026 squads file (June 2026). */
  squadsFile?: boolean;
  /** No line-up or change of the data places him (a player carded on the bench only). */
  positionUnknown?: boolean;
  /** Placed in the team by a full season file. */
  fromSeason?: boolean;
  /** His other spellings in the files. */
  spellings?: string[];
  /** His share of the club's starts (0..1), for a club whose season is in full: regulars rate higher. */
  regular?: number;
}

/** The family name a name is known by (the first word of a family-first name, else the last). */
export function surnameOf(name: string, familyFirst = false): string {
  const words = name.trim().split(/\s+/);
  return ((familyFirst ? words[0] : words.at(-1)) ?? name).toLowerCase();
}

/**
 * A generated person of a country's pool: one given name and one surname of the pool, never a doubled or
 * compound surname; not a surname of the squad (`avoid`), not a name already given in the world
 * (`taken`) while the pool has others, and never a real person's name.
 */
function generatedPerson(
  rng: Rng,
  names: CountryNames,
  sport: Sport,
  avoid: ReadonlySet<string>,
  taken: ReadonlySet<string>,
): { name: string; names: LocalizedText } {
  if (sport === 'esports') {
    for (;;) {
      const tag = `${pick(rng, GAMER_TAGS)}${int(rng, 1, 99)}`;
      if (!taken.has(tag)) return { name: tag, names: sameName(tag, 'esports') };
    }
  }
  // The least used surnames of the pool first, so clubs of one country share as few as possible.
  const usage = surnameUse.get(taken) ?? new Map<string, number>();
  surnameUse.set(taken, usage);
  const free = names.last.filter((last) => !avoid.has(last.toLowerCase()));
  const candidates = free.length > 0 ? free : names.last;
  const least = Math.min(...candidates.map((last) => usage.get(last) ?? 0));
  const surnames = candidates.filter((last) => (usage.get(last) ?? 0) === least);
  let person = { name: '', names: sameName('', sport) };
  let family = '';
  for (let tries = 0; tries < 200; tries++) {
    const first = pick(rng, names.first);
    family = pick(rng, tries < 100 ? surnames : candidates);
    if (first === family) continue;
    const localized = pooledName(names, first, family, sport);
    person = { name: localized.en, names: localized };
    // Never a name already given, nor a real person's (Portugal's pool makes "Bruno Fernandes").
    if (!taken.has(person.name) && !isRealPersonName(person.name)) break;
  }
  usage.set(family, (usage.get(family) ?? 0) + 1);
  return person;
}

/** How often each surname was given in a world (keyed by the world's set of taken names). */
const surnameUse = new WeakMap<ReadonlySet<string>, Map<string, number>>();

/** A squad with unique shirt numbers; goalkeepers wear 1, 12/13 and 23 in football. */
export function makeSquad(
  rng: Rng,
  team: { id: number; sport: Sport; strength: number },
  names: CountryNames,
  given: GivenPlayer[] = [],
  /** Names already given in the world: a generated name is never in two squads. */
  taken: Set<string> = new Set(),
  /** false: the given players are the whole squad (a club whose season is in full), none generated. */
  generated = true,
): Player[] {
  const used = new Set<number>();
  for (const g of given) taken.add(g.name);
  const pool = [...given];
  const players: Player[] = [];
  // A squad never has two players of one surname by the generator's doing.
  const surnames = new Set(given.map((g) => surnameOf(g.name)));
  const freeShirt = (position: Position): number => {
    let shirt =
      position === 'GK' ? ([1, 13, 23].find((n) => !used.has(n)) ?? int(rng, 24, 99)) : int(rng, 2, 40);
    while (used.has(shirt)) shirt = int(rng, 2, 99);
    used.add(shirt);
    return shirt;
  };
  // Numbers from the file go first, in the file's order; a number two given players share goes to the first.
  const ownNumber = new Map<GivenPlayer, number>();
  const claimed = new Set<number>();
  for (const g of given)
    if (g.number !== undefined && !claimed.has(g.number)) {
      claimed.add(g.number);
      ownNumber.set(g, g.number);
    }
  used.clear();
  for (const n of claimed) used.add(n);
  const add = (
    localized: LocalizedText,
    name: string,
    position: Position,
    real: GivenPlayer | null,
    familyName?: string,
  ) => {
    const i = players.length;
    // Real players rank above the generated ones of their club, so the eleven is real where the data allows;
    // in a squad of its season's players, the regulars above the others.
    const lift = real?.regular !== undefined ? Math.round(16 * real.regular) - 8 : real ? 6 : 0;
    players.push({
      id: team.id * 100 + i + 1,
      teamId: team.id,
      name,
      names: localized,
      position,
      shirtNumber: (real && ownNumber.get(real)) || freeShirt(position),
      ...(real && !ownNumber.has(real) ? { shirtNumberUnknown: true } : {}),
      rating: Math.max(
        30,
        Math.min(99, Math.round(team.strength + lift + int(rng, -10, 8) - (i % 3 === 2 && !real ? 6 : 0))),
      ),
      injured: !real && chance(rng, 0.04),
      ...(real?.fromFile ? { fromFile: true } : {}),
      ...(real ? { real: true } : {}),
      ...(familyName ? { familyName } : {}),
      ...(real?.birthDate ? { birthDate: real.birthDate } : {}),
      ...(real?.nation ? { nation: real.nation } : {}),
      ...(real?.squadsFile ? { squadsFile: true } : {}),
      ...(real?.positionUnknown ? { positionUnknown: true } : {}),
      ...(real?.fromSeason ? { fromSeason: true } : {}),
      ...(real?.spellings && real.spellings.length > 0 ? { spellings: real.spellings } : {}),
    });
  };
  if (!generated) {
    for (const g of given) add(g.names ?? sameName(g.name, team.sport), g.name, g.position, g);
    return players;
  }
  for (const position of SQUAD[team.sport]) {
    // Named players take the places of their position first.
    const k = pool.findIndex((g) => g.position === position);
    const named = k >= 0 ? pool.splice(k, 1)[0] : undefined;
    if (named) {
      add(named.names ?? sameName(named.name, team.sport), named.name, position, named);
      continue;
    }
    const person = generatedPerson(rng, names, team.sport, surnames, taken);
    taken.add(person.name);
    const family = surnameOf(person.name, names.familyFirst);
    surnames.add(family);
    // Chinese and Japanese pools: a shared family name between two sides is common in those leagues
    // (a handful of family names cover much of the population), so only Latin pools' names are kept apart.
    add(person.names, person.name, position, null, names.script ? undefined : family);
  }
  for (const g of pool) add(g.names ?? sameName(g.name, team.sport), g.name, g.position, g);
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
  /** The team's own colours (identity/colours.ts); random ones for a generated team. */
  colours?: readonly [string, string];
}

export function makeTeam(
  seed: number,
  t: TeamSeed,
  given: GivenPlayer[] = [],
  taken?: Set<string>,
  /** The real head coach (identity/coaches.ts); none when the data has none. */
  coach: Omit<Coach, 'id'> | null = null,
  /** `generated: false`: the given players are the whole squad. */
  options: { generated?: boolean } = {},
): Team {
  const rng = rngFor(seed, 'team', t.id);
  const names = country(t.countryKey);
  const random = colorsFor(rng);
  const [primary, secondary] = t.colours ?? random;
  const en = t.en;
  const shortEn = en.split(' ')[0] ?? en;
  return {
    id: t.id,
    sport: t.sport,
    leagueIds: t.leagueIds,
    name: { en, cn: t.cn, vi: en },
    // A name in Latin letters (an esports team's, in cn too) is shortened by its first word.
    shortName: { en: shortEn, cn: /\p{Script=Han}/u.test(t.cn) ? t.cn.slice(0, 4) : shortEn, vi: shortEn },
    crestUrl: teamCrestUrl(t.id),
    crestSvg: crestSvg(rng, initialsOf(en), primary, secondary),
    strength: t.strength,
    country: countryText(names),
    players: makeSquad(rng, t, names, given, taken, options.generated ?? true),
    coach: coach ? { id: t.id * 100, ...coach } : null,
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
      // Written in Latin letters in cn too, as Chinese esports media write teams: a sounded-out word
      // (屯德尔 for Thunder) is no name, and one word of four teams would name them all alike.
      en = `${pick(rng, ESPORTS_WORDS)} ${pick(rng, ESPORTS_SUFFIX)}`;
      cn = en;
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
      season: { ...GENERATED_SEASON },
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
  keepShortNamesApart(teams.values());
  const teamByName = new Map<string, Team>();
  for (const t of teams.values()) teamByName.set(t.name.en, t);
  return { leagues, teams, teamByName };
}

/**
 * No two teams share a short name in any language ("Nova" of Nova Gaming and Nova Esports, a city's two
 * clubs): a team whose short name another one has too is shortened to nothing but its whole name.
 */
export function keepShortNamesApart(teams: Iterable<Team>): void {
  const list = [...teams];
  for (const locale of ['cn', 'en', 'vi'] as const) {
    const count = new Map<string, number>();
    for (const t of list) count.set(t.shortName[locale], (count.get(t.shortName[locale]) ?? 0) + 1);
    for (const t of list)
      if ((count.get(t.shortName[locale]) ?? 0) > 1)
        t.shortName = { ...t.shortName, [locale]: t.name[locale] };
  }
}

/** The crest of a league: its short name on the league colour. */
export function leagueCrest(seed: number, league: League): string {
  const rng = rngFor(seed, 'league-crest', league.id);
  return crestSvg(rng, league.shortName.en.slice(0, 3), league.color, '#ffffff');
}
