import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../storage/keys';
import { readStored, readStoredJson } from '../../storage/storage';

/** The stored user (PRODUCT §3 `userInfo`): the fields the header needs. */
export interface StoredUser {
  id: number;
  nickName: string;
  imageUrl: string;
  email: string;
}

const isStoredUser = (value: unknown): value is StoredUser =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as StoredUser).nickName === 'string' &&
  typeof (value as StoredUser).imageUrl === 'string';

const listeners = new Set<() => void>();
let snapshot: StoredUser | null | undefined;

function read(): StoredUser | null {
  if (snapshot === undefined) {
    snapshot = readStored(STORAGE_KEYS.authToken)
      ? readStoredJson(STORAGE_KEYS.userInfo, isStoredUser)
      : null;
  }
  return snapshot;
}

/** Called after sign-in, sign-out or `?p=` so the header follows without a reload. */
export function sessionChanged(): void {
  snapshot = undefined;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` after every sign-in or sign-out on the page; returns the function that stops it. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignedInUser(): StoredUser | null {
  return useSyncExternalStore(onSessionChange, read, () => null);
}
