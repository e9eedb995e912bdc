// One identity per club and national team, found from any spelling the data files use:
// a league file's "Arsenal FC" and the Champions League's "Arsenal FC (ENG)" are the same club.
import { CHINA_CLUBS } from './clubs/china';
import type { ClubIdentity } from './clubs/define';
import { ENGLAND_CLUBS } from './clubs/england';
import { EUROPE_CLUBS } from './clubs/europe';
import { FRANCE_CLUBS } from './clubs/france';
import { GERMANY_CLUBS } from './clubs/germany';
import { ITALY_CLUBS } from './clubs/italy';
import { JAPAN_CLUBS } from './clubs/japan';
import { SPAIN_CLUBS } from './clubs/spain';
import { COUNTRIES } from './countries';
import { matchKey, slug } from './normalize';
import type { TeamIdentity } from './types';

const CLUBS: readonly ClubIdentity[] = [
  ...ENGLAND_CLUBS,
  ...SPAIN_CLUBS,
  ...ITALY_CLUBS,
  ...GERMANY_CLUBS,
  ...FRANCE_CLUBS,
  ...EUROPE_CLUBS,
  ...CHINA_CLUBS,
  ...JAPAN_CLUBS,
];

const NATIONS: readonly (TeamIdentity & { aliases: string[] })[] = COUNTRIES.filter((c) => c.fifa).map(
  (c) => ({
    key: slug(c.name.en),
    name: c.name,
    short: c.short,
    country: c.code,
    kind: 'nation',
    aliases: c.aliases,
  }),
);

function publicIdentity({
  aliases: _aliases,
  ...identity
}: TeamIdentity & { aliases: string[] }): TeamIdentity {
  return Object.freeze({
    ...identity,
    name: Object.freeze(identity.name),
    short: Object.freeze(identity.short),
  });
}

const ENTRIES = [...CLUBS, ...NATIONS].map((entry) => ({ entry, identity: publicIdentity(entry) }));
const ALL: readonly TeamIdentity[] = ENTRIES.map((e) => e.identity);
const BY_KEY = new Map(ALL.map((t) => [t.key, t]));
if (BY_KEY.size !== ALL.length) throw new Error('a team key is used twice');

/** Every spelling a file may use → the identity. Built once; a spelling claimed twice is a data error. */
const BY_SPELLING = (() => {
  const index = new Map<string, TeamIdentity>();
  for (const { entry, identity } of ENTRIES) {
    for (const spelling of new Set(
      [entry.key, entry.name.en, entry.name.vi, ...entry.aliases].map(matchKey),
    )) {
      const claimed = index.get(spelling);
      if (claimed && claimed !== identity) {
        throw new Error(`team spelling "${spelling}" names both ${claimed.key} and ${identity.key}`);
      }
      index.set(spelling, identity);
    }
  }
  return index;
})();

/** The Champions League's form: "Arsenal FC (ENG)". */
const WITH_COUNTRY = /^(.*\S)\s*\(([A-Z]{3})\)$/;

/**
 * The identity of a team as an openfootball file names it ("Arsenal FC", "Arsenal FC (ENG)", "Argentina"),
 * or undefined for a team the data does not know. A country suffix that disagrees with the club's own
 * country is not the same club.
 */
export function teamIdentity(fileTeamName: string): TeamIdentity | undefined {
  const suffixed = WITH_COUNTRY.exec(fileTeamName.trim());
  if (suffixed) {
    const [, base = '', code] = suffixed;
    const identity = BY_SPELLING.get(matchKey(base));
    return identity && (identity.seat ?? identity.country) === code ? identity : undefined;
  }
  return BY_SPELLING.get(matchKey(fileTeamName));
}

/** The identity with this key ('arsenal', 'argentina'). */
export function teamByKey(key: string): TeamIdentity | undefined {
  return BY_KEY.get(key);
}

/** Every known club and national team. */
export function allTeams(): readonly TeamIdentity[] {
  return ALL;
}
