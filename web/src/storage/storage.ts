import { STORAGE_KEYS, type StorageKey } from './keys';

/**
 * Browser storage that never throws: private modes and full quotas make localStorage fail,
 * and losing a preference must not take the page down.
 */
function area(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: StorageKey): string | null {
  try {
    return area()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    area()?.setItem(key, value);
  } catch {
    // Storage full or disabled: the value lives for this page only.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    area()?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function readStoredJson<T>(key: StorageKey, isValid: (value: unknown) => value is T): T | null {
  const text = readStored(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStoredJson(key: StorageKey, value: unknown): void {
  writeStored(key, JSON.stringify(value));
}

/** Signing out (or arriving with a new `?p=`) forgets the token and the user (PRODUCT §4). */
export function clearAuth(): void {
  removeStored(STORAGE_KEYS.authToken);
  removeStored(STORAGE_KEYS.userInfo);
}
