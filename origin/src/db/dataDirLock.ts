import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database (PGlite) is one process's files: two origins writing the same folder lose
 * acknowledged writes (issue 28, finding 1). The origin that opens DATA_DIR holds `origin.lock`, a file
 * with its pid; a second origin refuses to start while that pid lives. A lock left by a killed origin
 * names a pid that no longer runs, and is taken over. PostgreSQL needs none of this: it has its own
 * writers' rules, and origins share it.
 */
export const LOCK_FILE = 'origin.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another origin (pid ${holderPid}). One origin writes an embedded ` +
        `database: stop that process, or give this one another DATA_DIR (or DATABASE_URL for PostgreSQL). ` +
        `If no process ${holderPid} runs, remove ${join(dataDir, LOCK_FILE)}.`,
    );
  }
}

export interface DataDirLock {
  /** Removes the lock file, if it is still this process's. */
  release(): void;
}

/** The folders this process holds: opening one of them again is a second writer too. */
const heldHere = new Set<string>();

/**
 * Whether the pid is an origin that may still hold the folder. A pid is reused once its process is
 * gone: a container restarted on the same volume often starts its origin with the same pid as before,
 * so this process's own pid is stale unless it took the lock itself, and on Linux a live pid that is
 * not a node process is stale too (/proc/PID/cmdline). EPERM: it runs, as another user.
 */
function holds(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /node/i.test(command);
  } catch {
    return true; // no /proc (macOS) or not readable: a live pid is taken at its word
  }
}

function holderOf(path: string): number | undefined {
  try {
    const text = readFileSync(path, 'utf8').trim();
    return /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the folder's lock, or throws DataDirLockedError naming the live holder (this process too: one
 * process opening the folder twice is two writers as well).
 */
export function lockDataDir(dataDir: string, pid: number = process.pid): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  if (heldHere.has(path)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // `wx`: created only when absent, so of two origins starting at once one wins.
      writeFileSync(path, String(pid), { flag: 'wx' });
      if (pid === process.pid) heldHere.add(path);
      return {
        release() {
          heldHere.delete(path);
          if (holderOf(path) === pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(path);
    if (holder !== undefined && holds(holder)) throw new DataDirLockedError(dataDir, holder);
    // Stale (its process is gone) or unreadable (killed mid-write): removed, then taken like a new one.
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const holder = holderOf(path);
  throw new DataDirLockedError(dataDir, holder ?? 0);
}
