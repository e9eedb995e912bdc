import { DEFAULT_PID, STORAGE_KEYS } from './keys';
import { clearAuth, readStored, writeStored } from './storage';

/**
 * PRODUCT §4: visiting / with `?p=` stores it as pid and clears auth (a promotion link starts a fresh visitor).
 * Returns whether the link carried a pid.
 */
export function adoptPromotionId(pathname: string, search: string): boolean {
  if (pathname !== '/') return false;
  const pid = new URLSearchParams(search).get('p');
  if (!pid) return false;
  writeStored(STORAGE_KEYS.pid, pid);
  clearAuth();
  return true;
}

/** The promotion/channel id: the stored one, else the built-in default. */
export function currentPid(): string {
  return readStored(STORAGE_KEYS.pid) || DEFAULT_PID;
}

/** PRODUCT §4: the current section is saved under currentPath and restored at start. */
export function saveCurrentPath(path: string): void {
  writeStored(STORAGE_KEYS.currentPath, path);
}

export function restoredCurrentPath(): string {
  return readStored(STORAGE_KEYS.currentPath) || '/';
}
