// Where the engine takes real names from (clubs, nations, competitions, rounds, players): the identity
// data, and for a name it does not know one name carried across languages (a team's cn transliterated,
// a competition's translated word by word or kept as it is), never a different invented one.
import {
  allPlayers,
  allSquadPlayers,
  coachedClubs,
  coachIdentity,
  country,
  competitionIdentity as knownCompetition,
  teamIdentity as knownTeam,
  type TeamIdentity,
  transliterate,
  unknownCompetitionName,
} from '../identity';
import type { LocalizedText } from '../types';

export {
  allSquadPlayers,
  playerKey,
  playerName,
  type RealPlayer,
  realPlayerNamed,
  realPlayersOf,
  roundName,
  teamColours,
  transliterate,
} from '../identity';
export type { TeamIdentity };

const bare = (name: string) => name.replace(/\s*\([A-Z]{3}\)$/, '').trim();
const oneName = (text: string): LocalizedText => ({ cn: transliterate(text), en: text, vi: text });

export function teamIdentity(fileTeamName: string): TeamIdentity {
  const known = knownTeam(fileTeamName);
  if (known) return known;
  const name = bare(fileTeamName);
  return {
    key: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name: oneName(name),
    short: oneName(name),
    country: /\(([A-Z]{3})\)$/.exec(fileTeamName)?.[1] ?? '',
    kind: 'club',
  };
}

export function competitionIdentity(fileOrName: string): { name: LocalizedText; short: LocalizedText } {
  const known = knownCompetition(fileOrName);
  return known
    ? { name: known.title, short: known.short }
    : { name: unknownCompetitionName(fileOrName), short: unknownCompetitionName(fileOrName) };
}

/** The key of the competition a file or name denotes ('champions-league'), when the data knows it. */
export function competitionKey(fileOrName: string): string | undefined {
  return knownCompetition(fileOrName)?.key;
}

/** A country's name in each language, by FIFA trigram. */
export function countryName(code: string): LocalizedText | undefined {
  return country(code)?.name;
}

/** A club's real head coach where the data has one; null otherwise (never invented). */
export function coachOf(teamKey: string): { name: string; names: LocalizedText; asOf: string } | null {
  const known = coachIdentity(teamKey);
  return known ? { name: known.name.en, names: known.name, asOf: known.asOf } : null;
}

let realNames: ReadonlySet<string> | null = null;
/**
 * Whether a name is a real person's of the data (a player of the squads file or the players table, a
 * coach): a generated player must never bear one ("Bruno Fernandes" made from Portugal's pool).
 */
export function isRealPersonName(name: string): boolean {
  realNames ??= new Set(
    [
      ...allSquadPlayers().map((p) => p.name.en),
      ...allPlayers().map((p) => p.name.en),
      ...coachedClubs().map((club) => coachIdentity(club)?.name.en ?? ''),
    ].map((n) => n.toLowerCase()),
  );
  return realNames.has(name.toLowerCase());
}
