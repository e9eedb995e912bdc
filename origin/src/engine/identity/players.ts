// One identity per real player: the file's "Mbappé" and "Kylian Mbappé" are one player, 姆巴佩 in cn and
// one Latin spelling in en and vi (Vietnamese media write foreign players' names in Latin letters).
// A real player the data has no Chinese name for keeps his Latin name in cn too, never sounded out.
import { matchKey, slug } from './normalize';
import { chineseName } from './players/chineseNames';
import type { PlayerEntry } from './players/define';
import { WORLD_CUP_2018_A_D } from './players/worldcup2018a';
import { WORLD_CUP_2018_E_H } from './players/worldcup2018b';
import type { LocalName, PlayerIdentity } from './types';

const ENTRIES: readonly PlayerEntry[] = [...WORLD_CUP_2018_A_D, ...WORLD_CUP_2018_E_H];

function identityOf(entry: PlayerEntry): PlayerIdentity {
  const { canonical, cn, team } = entry;
  return Object.freeze({
    key: slug(canonical),
    team,
    name: Object.freeze({ cn, en: canonical, vi: canonical }),
  });
}

const IDENTITIES = ENTRIES.map((entry) => ({ entry, identity: identityOf(entry) }));

/** Team key → spelling → player. Two players of one team may not share a spelling. */
const BY_TEAM = new Map<string, Map<string, PlayerIdentity>>();
/** Spelling → every player of any team written so; used only when a spelling names one player. */
const ANYWHERE = new Map<string, PlayerIdentity[]>();

for (const { entry, identity } of IDENTITIES) {
  const team = BY_TEAM.get(entry.team) ?? new Map<string, PlayerIdentity>();
  BY_TEAM.set(entry.team, team);
  for (const spelling of new Set(entry.spellings.map(matchKey))) {
    const claimed = team.get(spelling);
    if (claimed && claimed !== identity) {
      throw new Error(`player spelling "${spelling}" names both ${claimed.key} and ${identity.key}`);
    }
    team.set(spelling, identity);
    const everywhere = ANYWHERE.get(spelling) ?? [];
    if (!everywhere.includes(identity)) everywhere.push(identity);
    ANYWHERE.set(spelling, everywhere);
  }
}

/**
 * The real player a file's name denotes. With `teamKey` (the player's own team: for an own goal, the
 * team that conceded it is the scorer's opponent), the name is read within that team only, so a short
 * form ("Costa") never borrows a player of another team; without it, only a spelling that names a single
 * known player anywhere resolves.
 */
export function playerIdentity(raw: string, teamKey?: string): PlayerIdentity | undefined {
  const spelling = matchKey(raw);
  if (teamKey !== undefined) return BY_TEAM.get(teamKey)?.get(spelling);
  const found = ANYWHERE.get(spelling);
  return found?.length === 1 ? found[0] : undefined;
}

/**
 * One key per player: a known player's own key ('kylian-mbappe') whatever spelling the file used, or, for
 * a name the data does not know, the name's slug within its team ('france:jean-dupont').
 */
export function playerKey(raw: string, teamKey?: string): string {
  const known = playerIdentity(raw, teamKey);
  if (known) return known.key;
  return teamKey === undefined ? slug(raw) : `${teamKey}:${slug(raw)}`;
}

/**
 * A real player's name in cn, en and vi: a known player's own names; else the name as given in en and vi,
 * and in cn his established Chinese name from the table (players/chineseNames.ts), or that Latin name.
 */
export function playerName(raw: string, teamKey?: string): LocalName {
  const known = playerIdentity(raw, teamKey);
  if (known) return known.name;
  const latin = raw.trim().replace(/\s+/g, ' ');
  return { cn: chineseName(latin) ?? latin, en: latin, vi: latin };
}

/** Every known player. */
export function allPlayers(): readonly PlayerIdentity[] {
  return IDENTITIES.map((p) => p.identity);
}
