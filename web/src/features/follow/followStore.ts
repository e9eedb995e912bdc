// Followed teams, competitions and matches (a match's bell), one store for the page. A guest's follows live in this browser
// (storage key `follows`, shared by its tabs); a signed-in user's on the account (/vdapi/user/follow/…),
// and the guest's join the account the first time the store sees the user signed in. Each follow carries
// its alerts switch (on by default): goal and kick-off alerts read `followedTeams()`.
import { type FollowEntry, type FollowKind, type FollowList, MAX_FOLLOWS } from '@pitchside/shared';
import { apiCall } from '../../api/client';
import { STORAGE_KEYS } from '../../storage/keys';
import { readStoredJson, removeStored, writeStoredJson } from '../../storage/storage';

export type FollowKey = `${FollowKind}:${number}`;
export const followKey = (kind: FollowKind, id: number): FollowKey => `${kind}:${id}`;

export interface FollowState {
  /** Whose follows these are: this browser's guest, or a signed-in user's account. */
  owner: 'guest' | number;
  /** Oldest first. */
  follows: ReadonlyMap<FollowKey, FollowEntry>;
  /** False while a signed-in user's list is on its way. */
  ready: boolean;
}

const isEntry = (value: unknown): value is FollowEntry => {
  const entry = value as FollowEntry;
  return (
    value !== null &&
    typeof value === 'object' &&
    (entry.kind === 'team' || entry.kind === 'league' || entry.kind === 'match') &&
    Number.isSafeInteger(entry.id) &&
    entry.id > 0 &&
    typeof entry.alerts === 'boolean'
  );
};
const isEntryList = (value: unknown): value is unknown[] => Array.isArray(value);

/**
 * The guest's follows as stored; anything malformed is left out rather than trusted, and past the
 * account's limit (MAX_FOLLOWS, the oldest first) nothing is read: storage is the browser's to change,
 * and ten thousand bells written there would otherwise become ten thousand topics and calls.
 */
export function readGuestFollows(): FollowEntry[] {
  const stored = readStoredJson(STORAGE_KEYS.follows, isEntryList) ?? [];
  const seen = new Set<string>();
  const follows: FollowEntry[] = [];
  for (const entry of stored) {
    if (follows.length >= MAX_FOLLOWS) break;
    if (!isEntry(entry)) continue;
    const key = followKey(entry.kind, entry.id);
    if (seen.has(key)) continue;
    seen.add(key);
    follows.push(entry);
  }
  return follows;
}

const mapOf = (entries: readonly FollowEntry[]) =>
  new Map(entries.map((entry) => [followKey(entry.kind, entry.id), entry] as const));

const listeners = new Set<() => void>();
/** Read from storage on first use: the guest's follows, until the owner is known. */
let current: FollowState | null = null;
/** Bumped whenever the owner changes, so an answer for a former owner is dropped. */
let generation = 0;

function publish(next: FollowState): void {
  current = next;
  for (const listener of listeners) listener();
}

function read(): FollowState {
  current ??= { owner: 'guest', follows: mapOf(readGuestFollows()), ready: false };
  return current;
}

export function subscribeFollows(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const followSnapshot = (): FollowState => read();

const fromAnswer = (answer: FollowList) =>
  mapOf(answer.list.map(({ kind, id, alerts }) => ({ kind, id, alerts })));

function saveGuest(follows: ReadonlyMap<FollowKey, FollowEntry>): void {
  if (follows.size === 0) removeStored(STORAGE_KEYS.follows);
  else writeStoredJson(STORAGE_KEYS.follows, [...follows.values()]);
}

/**
 * Follows whoever is signed in now (null: the guest). For a user it loads the account's list, first
 * merging this browser's guest follows into it (then forgetting them here).
 */
export function followOwner(userId: number | null): void {
  const owner = userId ?? 'guest';
  const state = read();
  if (state.owner === owner && (state.ready || owner !== 'guest')) return;
  generation += 1;
  const mine = generation;
  const guest = readGuestFollows();
  if (owner === 'guest') {
    publish({ owner, follows: mapOf(guest), ready: true });
    return;
  }
  // The guest's follows show at once; the account's list replaces them when it arrives.
  publish({ owner, follows: mapOf(guest), ready: false });
  const load =
    guest.length > 0
      ? apiCall('POST /vdapi/user/follow/merge', { body: { follows: guest.slice(0, MAX_FOLLOWS) } }).then(
          (answer) => {
            removeStored(STORAGE_KEYS.follows);
            return answer;
          },
        )
      : apiCall('GET /vdapi/user/follow/list');
  load.then(
    (answer) => {
      if (mine === generation) publish({ owner, follows: fromAnswer(answer), ready: true });
    },
    () => {
      // Kept in storage for the next try; meanwhile the page shows the guest's own.
      if (mine === generation) publish({ owner, follows: mapOf(guest), ready: true });
    },
  );
}

/** Another tab changed the guest's follows. */
export function guestFollowsChanged(): void {
  const state = read();
  if (state.owner === 'guest') publish({ ...state, follows: mapOf(readGuestFollows()) });
}

/** Shows a change at once; the account's answer settles it, a failure undoes it. True when it holds. */
async function change(next: Map<FollowKey, FollowEntry>, send: () => Promise<FollowList>): Promise<boolean> {
  const before = read();
  publish({ ...before, follows: next });
  if (before.owner === 'guest') {
    saveGuest(next);
    return true;
  }
  const mine = generation;
  try {
    const answer = await send();
    if (mine === generation) publish({ ...read(), follows: fromAnswer(answer) });
    return true;
  } catch {
    if (mine === generation) publish(before);
    return false;
  }
}

/** Follows or unfollows; false when the account refused (the star goes back). */
export function toggleFollow(kind: FollowKind, id: number): Promise<boolean> {
  const key = followKey(kind, id);
  const next = new Map(read().follows);
  if (next.has(key)) {
    next.delete(key);
    return change(next, () => apiCall('POST /vdapi/user/follow/remove', { body: { kind, id } }));
  }
  if (next.size >= MAX_FOLLOWS) return Promise.resolve(false);
  next.set(key, { kind, id, alerts: true });
  return change(next, () => apiCall('POST /vdapi/user/follow/add', { body: { kind, id } }));
}

/** Stops a follow if it is held (a finished match's bell); true when nothing of it is left. */
export function dropFollow(kind: FollowKind, id: number): Promise<boolean> {
  return read().follows.has(followKey(kind, id)) ? toggleFollow(kind, id) : Promise.resolve(true);
}

/** Switches a follow's alerts; false when it is not followed or the account refused. */
export function setFollowAlerts(kind: FollowKind, id: number, alerts: boolean): Promise<boolean> {
  const key = followKey(kind, id);
  const entry = read().follows.get(key);
  if (!entry) return Promise.resolve(false);
  const next = new Map(read().follows);
  next.set(key, { ...entry, alerts });
  return change(next, () => apiCall('POST /vdapi/user/follow/alerts', { body: { kind, id, alerts } }));
}

/** Followed teams with their alerts switch: what goal and kick-off alerts read. */
export function followedTeams(): { id: number; alerts: boolean }[] {
  return [...read().follows.values()]
    .filter((entry) => entry.kind === 'team')
    .map(({ id, alerts }) => ({ id, alerts }));
}

/** Matches followed with their bell, with the alerts switch: what a match's alerts read. */
export function followedMatches(): { id: number; alerts: boolean }[] {
  return [...read().follows.values()]
    .filter((entry) => entry.kind === 'match')
    .map(({ id, alerts }) => ({ id, alerts }));
}

/** Forgets everything (tests). */
export function resetFollows(): void {
  generation += 1;
  current = null;
}
