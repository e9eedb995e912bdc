import type { FollowEntry, FollowKind } from '@pitchside/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../storage/keys';
import { useSignedInUser } from '../session/session';
import {
  type FollowState,
  followKey,
  followOwner,
  followSnapshot,
  guestFollowsChanged,
  subscribeFollows,
} from './followStore';

/** Before the page runs (server rendering, hydration): nothing followed yet. */
const NOTHING: FollowState = { owner: 'guest', follows: new Map(), ready: false };
const nothing = () => NOTHING;

let watchingTabs = false;

/**
 * The follows of whoever reads the page; it keeps the store on the signed-in user (merging the guest's
 * follows at sign-in) and on the other tabs' changes to the guest's.
 */
export function useFollows(): FollowState {
  const userId = useSignedInUser()?.id ?? null;
  useEffect(() => followOwner(userId), [userId]);
  useEffect(() => {
    if (watchingTabs) return;
    watchingTabs = true;
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEYS.follows || event.key === null) guestFollowsChanged();
    });
  }, []);
  return useSyncExternalStore(subscribeFollows, followSnapshot, nothing);
}

/** One team's or competition's follow (with its alerts switch), or undefined when not followed. */
export function useFollow(kind: FollowKind, id: number): FollowEntry | undefined {
  return useFollows().follows.get(followKey(kind, id));
}

/** Ids of the followed teams and competitions, in follow order. */
export function followedIds(state: FollowState): { teams: number[]; leagues: number[] } {
  const entries = [...state.follows.values()];
  return {
    teams: entries.filter((e) => e.kind === 'team').map((e) => e.id),
    leagues: entries.filter((e) => e.kind === 'league').map((e) => e.id),
  };
}
