import { useSyncExternalStore } from 'react';
import { ApiError, apiGet } from '../../api/client';
import { STORAGE_KEYS } from '../../storage/keys';
import { clearAuth, readStored, readStoredJson, writeStoredJson } from '../../storage/storage';

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
  for (const listener of listeners) listener();
}

export function useSignedInUser(): StoredUser | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}

/** PRODUCT §4: logout clears token and user. */
export function signOut(): void {
  clearAuth();
  sessionChanged();
}

interface UserAnswer {
  id: number;
  nickName: string;
  imageUrl: string;
  email: string;
}

/**
 * PRODUCT §4: at start, a stored token fetches the user; code 200 marks signed in, anything else
 * clears auth. Network trouble keeps what is stored (the next start tries again).
 */
export async function refreshSignedInUser(
  getUser: () => Promise<UserAnswer> = () => apiGet<UserAnswer>('/userapi/getUser'),
): Promise<void> {
  if (!readStored(STORAGE_KEYS.authToken)) return;
  try {
    const user = await getUser();
    writeStoredJson(STORAGE_KEYS.userInfo, user);
  } catch (error) {
    if (error instanceof ApiError && error.code !== 0) clearAuth();
  }
  sessionChanged();
}
