import type { LeagueMenuEntry } from '@pitchside/shared';
import { STORAGE_KEYS } from '../../storage/keys';
import { readStoredJson } from '../../storage/storage';

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'number' && Number.isInteger(id));

/** The saved order of league ids (PRODUCT §3 `leagueSortOrder`), empty when none or unreadable. */
export function savedLeagueOrder(): number[] {
  return readStoredJson(STORAGE_KEYS.leagueSortOrder, isIdList) ?? [];
}

/**
 * The special menu's order (PRODUCT §2): leagues named in the saved order come first, in that order;
 * the rest keep the order the server gave.
 */
export function sortLeagues(
  leagues: readonly LeagueMenuEntry[],
  order: readonly number[],
): LeagueMenuEntry[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  return leagues
    .map((league, index) => ({ league, index, rank: rank.get(league.leagueId) ?? order.length + index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ league }) => league);
}
