// The real football world: the shipped seasons' competitions and clubs (names from the identity
// data), each club's strength read from its results, and its squad kept all season: a club whose
// season is in full has the players who appeared for it (seasonRoster.ts), any other the real players
// the data names and generated ones.

import { seasonOfFile } from '../fixtures/seasonOfFile';
import { deepFreeze, identityOf } from '../frozen';
import type { SeasonFile } from '../replay/replayFile';
import type { League, LocalizedText, Position, ReplayFile, ReplayGoal, Team } from '../types';
import { COMPETITIONS, COUNTRY_NAMES, type CompetitionSpec, EUROPE, INTERNATIONAL } from './competitions';
import {
  coachOf,
  competitionIdentity,
  countryName,
  playerName,
  type RealPlayer,
  realPlayerNamed,
  realPlayersOf,
  teamColours,
  teamIdentity,
} from './identityPort';

export type { SeasonFile };

import { type Roster, seasonRosters, withRosterNames } from './seasonRoster';
import { type GivenPlayer, leagueCrestUrl, makeTeam, type World } from './world';

export interface RealSeason {
  spec: CompetitionSpec;
  file: ReplayFile;
  league: League;
  /** Team of each of the file's team strings. */
  teamOf: Map<string, Team>;
}

/** Name pools of the generated squads, by the club's country. */
export const POOL: Readonly<Record<string, string>> = {
  ENG: 'england',
  SCO: 'england',
  WAL: 'england',
  AUS: 'england',
  ESP: 'spain',
  // Spanish-speaking America shares Spain's given names and surnames.
  ARG: 'spain',
  URU: 'spain',
  COL: 'spain',
  MEX: 'spain',
  PER: 'spain',
  CRC: 'spain',
  PAN: 'spain',
  CHI: 'spain',
  ECU: 'spain',
  PAR: 'spain',
  ITA: 'italy',
  GER: 'germany',
  AUT: 'germany',
  SUI: 'germany',
  FRA: 'france',
  CHN: 'china',
  JPN: 'japan',
  KOR: 'korea',
  POR: 'portugal',
  // Brazil's names are Portugal's (Silva, Santos, Oliveira).
  BRA: 'portugal',
  NED: 'netherlands',
  BEL: 'netherlands',
  USA: 'usa',
  CAN: 'usa',
  KSA: 'arabic',
  EGY: 'arabic',
  MAR: 'arabic',
  TUN: 'arabic',
  ALG: 'arabic',
  QAT: 'arabic',
  JOR: 'arabic',
  IRQ: 'arabic',
  IRN: 'iran',
  SEN: 'westAfrica',
  NGA: 'westAfrica',
  GHA: 'westAfrica',
  CIV: 'westAfrica',
  CMR: 'westAfrica',
  DEN: 'nordic',
  SWE: 'nordic',
  NOR: 'nordic',
  ISL: 'nordic',
  FIN: 'nordic',
};

/** Strength 45..95 from the club's results in the files: its level plus its goal difference per match. */
function strengths(seasons: readonly { spec: CompetitionSpec; file: ReplayFile }[]): Map<string, number> {
  const tally = new Map<string, { base: number; gd: number; n: number }>();
  for (const { spec, file } of seasons) {
    for (const m of file.matches) {
      const ft = m.score.ft;
      for (const [name, sign] of [
        [m.team1, 1],
        [m.team2, -1],
      ] as const) {
        const key = teamIdentity(name).key;
        const t = tally.get(key) ?? { base: spec.base, gd: 0, n: 0 };
        // A club's level is its domestic league's; the cup's base only for clubs without one here.
        if (spec.kind === 'league') t.base = spec.base;
        if (ft && spec.kind === 'league') {
          t.gd += sign * (ft[0] - ft[1]);
          t.n++;
        }
        tally.set(key, t);
      }
    }
  }
  const out = new Map<string, number>();
  for (const [key, t] of tally) {
    const gdPerMatch = t.n > 0 ? t.gd / t.n : 0;
    out.set(key, Math.round(Math.max(45, Math.min(95, t.base + 12 * gdPerMatch))));
  }
  return out;
}

/**
 * The file with each scorer under one name: a known player's own ("Mbappé" and "Kylian Mbappé" are both
 * Kylian Mbappé, from the identity data), else the file's spelling. An own goal's scorer is read within
 * the other team.
 */
export function withOneNamePerPlayer(file: ReplayFile): ReplayFile {
  if (!file.matches.some((m) => m.goals1 !== undefined || m.goals2 !== undefined)) return file;
  const one = (goals: ReplayGoal[] | undefined, own: string, other: string) =>
    goals?.map((g) => ({ ...g, name: playerName(g.name, teamIdentity(g.owngoal ? other : own).key).en }));
  return {
    ...file,
    matches: file.matches.map((m) => {
      const goals1 = one(m.goals1, m.team1, m.team2);
      const goals2 = one(m.goals2, m.team2, m.team1);
      return { ...m, ...(goals1 ? { goals1 } : {}), ...(goals2 ? { goals2 } : {}) };
    }),
  };
}

/** The players a file names for a team (its scorers; an own goal's scorer plays for the other side). */
function scorersOf(
  seasons: readonly { file: ReplayFile }[],
  raw: string,
): { name: string; position: Position; names: LocalizedText }[] {
  const names = new Set<string>();
  for (const { file } of seasons)
    for (const m of file.matches) {
      for (const g of m.goals1 ?? []) if ((g.owngoal ? m.team2 : m.team1) === raw) names.add(g.name);
      for (const g of m.goals2 ?? []) if ((g.owngoal ? m.team1 : m.team2) === raw) names.add(g.name);
    }
  const team = teamIdentity(raw).key;
  return [...names].map((name, i) => ({
    name,
    position: i % 2 === 0 ? 'FW' : 'MF',
    names: playerName(name, team),
  }));
}

/**
 * The time of the squads file (June 2026): a club's squad in the shipped seasons (2025/26), a nation's only
 * in a tournament of 2026. Replaying the 2018 World Cup with the 2026 squads would field players who were
 * children then, so a nation of another year keeps the file's own scorers and generated players.
 */
const SQUADS_SEASON = /\b2026\b|2025\/26/;

/**
 * Whether a season file is of the squads file's time (2025/26, or a tournament of 2026). An earlier season
 * (the 2024/25 Champions League, the 2025 Chinese and Japanese leagues) is played with the clubs' June 2026
 * squads, and its matches say so (MatchFacts.squads).
 */
export const isSquadsSeason = (file: Pick<ReplayFile, 'name'>): boolean => SQUADS_SEASON.test(file.name);

/**
 * A team's real players: the squads file's players of the club or nation, and the season files' scorers.
 * A scorer who is also in the squads file is one player, under the name the season file's events use.
 */
export function realSquadOf(
  seasons: readonly { file: ReplayFile }[],
  raw: string,
  /** The file the team is first met in: a nation takes the 2026 squad only in a tournament of 2026. */
  file?: ReplayFile,
): GivenPlayer[] {
  const identity = teamIdentity(raw);
  const key = identity.kind === 'nation' && !isSquadsSeason({ name: file?.name ?? '' }) ? '' : identity.key;
  const fromSquads = new Map<RealPlayer, GivenPlayer>();
  for (const p of key === '' ? [] : realPlayersOf(key))
    fromSquads.set(p, {
      name: p.name.en,
      names: p.name,
      position: p.position,
      // The file's numbers are the nation's: a club's are not in the data, so a club's real player has none.
      ...(identity.kind === 'nation' ? { number: p.number } : {}),
      birthDate: p.birthDate,
      nation: p.nation,
      squadsFile: true,
    });
  const others: GivenPlayer[] = [];
  for (const scorer of scorersOf(seasons, raw)) {
    const real = key === '' ? undefined : realPlayerNamed(key, scorer.name);
    const row = real ? fromSquads.get(real) : undefined;
    if (row)
      fromSquads.set(real as RealPlayer, { ...row, name: scorer.name, names: scorer.names, fromFile: true });
    else others.push({ ...scorer, fromFile: true });
  }
  return [...fromSquads.values(), ...others];
}

/**
 * The squad of a club whose season is in full: every player who appeared for it, no generated one
 * (seasonRoster.ts), the regulars rated above the others (the line-ups of its other competitions pick
 * by rating).
 */
function rosterSquad(roster: Roster): GivenPlayer[] {
  const most = Math.max(1, ...roster.players.map((p) => p.starts));
  return roster.players.map((p) => ({
    name: p.name,
    names: playerName(p.name, roster.clubKey),
    position: p.position,
    ...(p.positionKnown ? {} : { positionUnknown: true }),
    // The squads file tells who he is (date of birth, nation); the season, not that list of June 2026,
    // places him at the club.
    ...(p.squads ? { birthDate: p.squads.birthDate, nation: p.squads.nation } : {}),
    fromFile: true,
    fromSeason: true,
    spellings: [...p.spellings.keys()].filter((s) => s !== p.name),
    regular: p.starts / most,
  }));
}

/** The files as the world reads them, with what follows from them alone. */
interface ReadSeasons {
  /** Each known competition's file, every player under his one name; leagues before cups. */
  known: { spec: CompetitionSpec; file: ReplayFile }[];
  /** The rosters of the clubs with a full season, by club key. */
  rosters: Map<string, Roster>;
  /** Each club's strength, by club key. */
  power: Map<string, number>;
}

function readSeasons(seasons: readonly { spec: CompetitionSpec; file: ReplayFile }[]): ReadSeasons {
  const listed = seasons.map(({ spec, file }) => ({ spec, file: withOneNamePerPlayer(file) }));
  // Each player of a club with a full season under his one name, in every file.
  const rosters = seasonRosters(listed);
  const known = listed.map((s) => ({ ...s, file: withRosterNames(s.file, rosters) }));
  known.sort((a, b) => Number(a.spec.kind === 'cup') - Number(b.spec.kind === 'cup'));
  return { known, rosters, power: strengths(known) };
}

/**
 * What the seasons' files say, read once a process for files that cannot change (the seasons a process
 * loads are parsed once and frozen: plugin.ts) and frozen in turn: every engine a process builds (the
 * tests build dozens) reads the same, about a fifth of a second each. The last few are kept, by the
 * identities of their competitions and files.
 */
const readBefore = new Map<string, ReadSeasons>();
const READINGS_KEPT = 4;

function readSeasonsOnce(seasons: readonly { spec: CompetitionSpec; file: ReplayFile }[]): ReadSeasons {
  if (!seasons.every((s) => Object.isFrozen(s.file))) return readSeasons(seasons);
  const key = seasons.map((s) => `${identityOf(s.spec)}:${identityOf(s.file)}`).join(',');
  const known = readBefore.get(key);
  if (known) return known;
  const read = deepFreeze(readSeasons(seasons));
  readBefore.set(key, read);
  if (readBefore.size > READINGS_KEPT) readBefore.delete(readBefore.keys().next().value as string);
  return read;
}

/** Adds the real competitions and clubs to the world; leagues before cups, so clubs keep their league id. */
export function addRealClubs(seed: number, world: World, seasons: readonly SeasonFile[]): RealSeason[] {
  const { known, rosters, power } = readSeasonsOnce(
    seasons.flatMap((s) => {
      const spec = s.spec ?? COMPETITIONS.find((c) => c.code === s.code);
      return spec ? [{ spec, file: s.file }] : [];
    }),
  );
  const byKey = new Map<string, Team>();
  const taken = new Set<string>();
  const out: RealSeason[] = [];
  known.forEach(({ spec, file }, order) => {
    const names =
      spec.code === 'replay' ? competitionIdentity(file.name) : { name: spec.name, short: spec.short };
    const league: League = {
      id: spec.leagueId,
      sport: 'football',
      name: names.name,
      shortName: names.short,
      kind: spec.kind,
      country: spec.country ? (COUNTRY_NAMES[spec.country] ?? INTERNATIONAL) : EUROPE,
      crestUrl: leagueCrestUrl(spec.leagueId),
      color: spec.color,
      teamIds: [],
      hot: spec.hot,
      order,
      season: seasonOfFile(file, spec.utcOffset),
    };
    world.leagues.set(league.id, league);
    const teamOf = new Map<string, Team>();
    const teamNames = [...new Set(file.matches.flatMap((m) => [m.team1, m.team2]))].sort();
    let next = spec.leagueId * 100 + 1;
    for (const raw of teamNames) {
      const id = teamIdentity(raw);
      let team = byKey.get(id.key);
      if (!team) {
        while (world.teams.has(next)) next++;
        const roster = rosters.get(id.key);
        const country = spec.country ?? id.country;
        const colours = teamColours(id.key);
        team = makeTeam(
          seed,
          {
            id: next,
            sport: 'football',
            en: id.name.en,
            cn: id.name.cn,
            strength: power.get(id.key) ?? spec.base,
            countryKey: POOL[country] ?? 'europe',
            leagueIds: [],
            ...(colours ? { colours } : {}),
          },
          roster ? rosterSquad(roster) : realSquadOf(known, raw, file),
          taken,
          coachOf(id.key),
          { generated: roster === undefined },
        );
        team.name = id.name;
        team.shortName = id.short;
        team.key = id.key;
        team.country = COUNTRY_NAMES[country] ?? countryName(country) ?? INTERNATIONAL;
        world.teams.set(team.id, team);
        world.teamByName.set(raw, team);
        byKey.set(id.key, team);
      }
      world.teamByName.set(raw, team);
      if (!team.leagueIds.includes(league.id)) team.leagueIds.push(league.id);
      league.teamIds.push(team.id);
      teamOf.set(raw, team);
    }
    out.push({ spec, file, league, teamOf });
  });
  return out;
}
