// Favourite toggles (PRODUCT §6: signed in; /vdapi/user/fav/toggle/{id}, PRODUCT §7). The pushed lists are polled
// without a user, so their `hasColect` is always false: the reader's own toggles win here.
import { useSyncExternalStore } from 'react';
import { apiCall } from '../../api/client';

const listeners = new Set<() => void>();
let toggled: ReadonlyMap<number, boolean> = new Map();

function set(matchId: number, value: boolean) {
  toggled = new Map([...toggled, [matchId, value]]);
  for (const listener of listeners) listener();
}

export function useFavourite(matchId: number, fromList: boolean): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toggled.get(matchId) ?? fromList,
    () => fromList,
  );
}

/** Shows the change at once and settles it with the answer (or undoes it on a failure). */
export async function toggleFavourite(matchId: number, current: boolean): Promise<boolean> {
  set(matchId, !current);
  try {
    const answer = await apiCall('POST /vdapi/user/fav/toggle/:id', { params: { id: matchId } });
    set(matchId, answer.hasColect);
    return true;
  } catch {
    set(matchId, current);
    return false;
  }
}

const noToggles: ReadonlyMap<number, boolean> = new Map();

/** The reader's own toggles of this visit, by match (what the lists' `hasColect` does not know yet). */
export function useFavouriteToggles(): ReadonlyMap<number, boolean> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toggled,
    () => noToggles,
  );
}
