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
 * Keeps the store on the signed-in user (merging the guest's follows at sign-in) and on the other
 * tabs' changes to the guest's.
 */
function useFollowOwner(): void {
  const userId = useSignedInUser()?.id ?? null;
  useEffect(() => followOwner(userId), [userId]);
  useEffect(() => {
    if (watchingTabs) return;
    watchingTabs = true;
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEYS.follows || event.key === null) guestFollowsChanged();
    });
  }, []);
}

/** The follows of whoever reads the page. */
export function useFollows(): FollowState {
  useFollowOwner();
  return useSyncExternalStore(subscribeFollows, followSnapshot, nothing);
}

/**
 * One team's or competition's follow (with its alerts switch), or undefined when not followed. It
 * reads that entry alone, so a star is drawn again only when its own follow changes: a page hydrating
 * for a visitor who follows nothing finds it unchanged from the server's (undefined) and does not draw
 * it again in one task, as a change of the whole state (`ready` once storage is read) would.
 */
export function useFollow(kind: FollowKind, id: number): FollowEntry | undefined {
  useFollowOwner();
  const key = followKey(kind, id);
  return useSyncExternalStore(
    subscribeFollows,
    () => followSnapshot().follows.get(key),
    () => undefined,
  );
}

/** Ids of the followed teams and competitions, in follow order. */
export function followedIds(state: FollowState): { teams: number[]; leagues: number[] } {
  const entries = [...state.follows.values()];
  return {
    teams: entries.filter((e) => e.kind === 'team').map((e) => e.id),
    leagues: entries.filter((e) => e.kind === 'league').map((e) => e.id),
  };
}
