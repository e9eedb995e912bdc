// The real players of the World Cup 2026 squads file (fixtures/openfootball/squads/worldcup-2026.squads.json,
// openfootball, CC0): each with his shirt number, position and date of birth, placed in his nation and
// in the club of the shipped seasons the file gives him (one club per player: a call-up does not move
// him). Names: the file's spelling in en and vi; in cn the established Chinese name where the players' table
// (players/chineseNames.ts) or the 2018 table has one, else the same Latin name.
import { readFileSync } from 'node:fs';
import { country } from '../countries';
import { matchKey, slug } from '../normalize';
import { playerIdentity } from '../players';
import { chineseName } from '../players/chineseNames';
import { teamByKey, teamIdentity } from '../teams';
import { transliterate } from '../transliterate';
import type { LocalName, TeamIdentity } from '../types';
import { SQUAD_CLUB_ALIASES } from './clubAliases';

export type SquadPosition = 'GK' | 'DF' | 'MF' | 'FW';

export interface RealPlayer {
  /** Stable slug of the player ('bukayo-saka'), the 2018 table's key where he is in it. */
  key: string;
  name: LocalName;
  number: number;
  position: SquadPosition;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** FIFA trigram of his nation, and its names. */
  nationCode: string;
  nation: LocalName;
  /** Team key of his nation where the identity data knows it ('england'). */
  nationKey: string | undefined;
  /** The club as the file writes it, and the shipped club it denotes (undefined: not a shipped club). */
  clubName: string;
  clubKey: string | undefined;
}

interface FilePlayer {
  number: number;
  pos: SquadPosition;
  name: string;
  club: { name: string; country: string };
  date_of_birth: string;
}
interface FileNation {
  name: string;
  fifa_code: string;
  players: FilePlayer[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const POSITIONS: readonly string[] = ['GK', 'DF', 'MF', 'FW'];

/** Checks the file's shape: every field this module reads, of the type it reads. */
export function parseSquads(json: unknown): FileNation[] {
  if (!Array.isArray(json)) throw new Error('squads file: not a list of nations');
  return json.map((nation: unknown, i) => {
    const n = nation as Partial<FileNation>;
    if (typeof n?.name !== 'string' || typeof n.fifa_code !== 'string' || !/^[A-Z]{3}$/.test(n.fifa_code))
      throw new Error(`squads file: nation ${i} has no name or FIFA code`);
    if (!Array.isArray(n.players)) throw new Error(`squads file: ${n.name} has no players`);
    for (const p of n.players as Partial<FilePlayer>[]) {
      const ok =
        typeof p?.name === 'string' &&
        p.name.trim() !== '' &&
        Number.isInteger(p.number) &&
        (p.number ?? 0) >= 1 &&
        (p.number ?? 0) <= 99 &&
        typeof p.pos === 'string' &&
        POSITIONS.includes(p.pos) &&
        typeof p.date_of_birth === 'string' &&
        DATE.test(p.date_of_birth) &&
        typeof p.club?.name === 'string' &&
        typeof p.club.country === 'string';
      if (!ok) throw new Error(`squads file: a player of ${n.name} is malformed: ${JSON.stringify(p)}`);
    }
    return n as FileNation;
  });
}

/** The shipped club a file club name denotes: the alias table, else a club spelling the identities know. */
export function clubOfSquadName(name: string, countryCode: string): TeamIdentity | undefined {
  const aliased = SQUAD_CLUB_ALIASES[name];
  if (aliased) return teamByKey(aliased);
  const found = teamIdentity(name) ?? teamIdentity(`${name} (${countryCode})`);
  // A club of the same name elsewhere is not this club (the file gives the club's country).
  return found?.kind === 'club' && (found.seat ?? found.country) === countryCode ? found : undefined;
}

function nationOf(file: FileNation): { key: string | undefined; name: LocalName } {
  const identity = teamIdentity(file.name);
  const known = country(file.fifa_code)?.name;
  const name = known ?? { cn: transliterate(file.name) || file.name, en: file.name, vi: file.name };
  return { key: identity?.kind === 'nation' ? identity.key : undefined, name };
}

function nameOf(raw: string, nationKey: string | undefined): { key: string; name: LocalName } {
  const en = raw.trim().replace(/\s+/g, ' ');
  const known = nationKey ? playerIdentity(en, nationKey) : undefined;
  const cn = chineseName(en) ?? known?.name.cn ?? en;
  return { key: known?.key ?? slug(en), name: Object.freeze({ cn, en, vi: en }) };
}

/** Shipped with the engine, read once as the module loads, like the tables beside it. */
const SQUADS_FILE = new URL('../../fixtures/openfootball/squads/worldcup-2026.squads.json', import.meta.url);

const PLAYERS: readonly RealPlayer[] = parseSquads(JSON.parse(readFileSync(SQUADS_FILE, 'utf8'))).flatMap(
  (file) => {
    const nation = nationOf(file);
    return file.players.map((p): RealPlayer => {
      const club = clubOfSquadName(p.club.name, p.club.country);
      const { key, name } = nameOf(p.name, nation.key);
      return Object.freeze({
        key,
        name,
        number: p.number,
        position: p.pos,
        birthDate: p.date_of_birth,
        nationCode: file.fifa_code,
        nation: nation.name,
        nationKey: nation.key,
        clubName: p.club.name,
        clubKey: club?.key,
      });
    });
  },
);

const BY_CLUB = new Map<string, RealPlayer[]>();
const BY_NATION = new Map<string, RealPlayer[]>();
for (const p of PLAYERS) {
  if (p.clubKey) BY_CLUB.set(p.clubKey, [...(BY_CLUB.get(p.clubKey) ?? []), p]);
  if (p.nationKey) BY_NATION.set(p.nationKey, [...(BY_NATION.get(p.nationKey) ?? []), p]);
}

/** Every player of the squads file. */
export function allSquadPlayers(): readonly RealPlayer[] {
  return PLAYERS;
}

/** The real players of a team (a club's or a nation's key): the file's players of that club or nation. */
export function realPlayersOf(teamKey: string): readonly RealPlayer[] {
  return BY_CLUB.get(teamKey) ?? BY_NATION.get(teamKey) ?? [];
}

/** The real player of a team a name denotes: his full name, or his surname when one player has it. */
export function realPlayerNamed(teamKey: string, raw: string): RealPlayer | undefined {
  const players = realPlayersOf(teamKey);
  const key = matchKey(raw);
  const full = players.find((p) => matchKey(p.name.en) === key);
  if (full) return full;
  const known = playerIdentity(raw, teamKey);
  if (known) return players.find((p) => p.key === known.key);
  const bySurname = players.filter((p) => matchKey(p.name.en).split(' ').at(-1) === key);
  return bySurname.length === 1 ? bySurname[0] : undefined;
}

/** How the file's clubs matched the shipped clubs: distinct file club names, shipped clubs, players placed. */
export function squadMatchCounts(): {
  fileClubs: number;
  matchedNames: number;
  clubs: number;
  players: number;
} {
  const names = new Set(PLAYERS.map((p) => p.clubName));
  const matched = PLAYERS.filter((p) => p.clubKey !== undefined);
  return {
    fileClubs: names.size,
    matchedNames: new Set(matched.map((p) => p.clubName)).size,
    clubs: new Set(matched.map((p) => p.clubKey)).size,
    players: matched.length,
  };
}
