import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database (PGlite) is one process's files: two origins writing the same folder lose
 * acknowledged writes (docs/ARCHITECTURE.md "The data folder's lock"). The origin that opens DATA_DIR holds `origin.lock`, a file
 * with its pid; a second origin refuses to start while that pid lives. A lock left by a killed origin
 * names a pid that no longer runs, and is taken over. PostgreSQL needs none of this: it has its own
 * writers' rules, and origins share it.
 *
 * Atomic (docs/ARCHITECTURE.md, "The data folder's lock"): the pid is written to a file of this
 * process's own, then `link()`ed to `origin.lock`, which the kernel does only when no such name exists.
 * So the lock is never seen without its pid (a file created empty and written next was taken for a
 * dead origin's by a second origin starting in the same millisecond, and deleted under its holder).
 * A dead origin's lock is removed only under a second, short-lived lock, `origin.lock.takeover`, taken
 * the same way: two origins finding the same dead lock cannot both remove it, the second removing the
 * first's new one.
 */
export const LOCK_FILE = 'origin.lock';
const TAKEOVER_FILE = `${LOCK_FILE}.takeover`;
/** A takeover lasts microseconds; a takeover lock older than this was left by an origin killed in it. */
const TAKEOVER_STALE_MS = 10_000;

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

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** What a lock file says: its holder's pid, nothing (no such file), or something else (an old, cut-short file). */
type LockFile = { pid: number } | 'absent' | 'unreadable';

function readLock(path: string): LockFile {
  try {
    const text = readFileSync(path, 'utf8').trim();
    return /^[1-9][0-9]{0,9}$/.test(text) ? { pid: Number(text) } : 'unreadable';
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return 'absent';
    throw error;
  }
}

const pidOf = (file: LockFile) => (typeof file === 'object' ? file.pid : undefined);

/** `link()`: the name is made only when it does not exist yet, pointing at a file already whole. */
function linked(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    throw error;
  }
}

function removeIfThere(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') throw error;
  }
}

/** The file's identity and age, or null once it is gone (another origin may remove it at any moment). */
function statOf(path: string): { ino: number; mtimeMs: number } | null {
  try {
    return statSync(path);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return null;
    throw error;
  }
}
const inodeOf = (path: string) => statOf(path)?.ino ?? null;

const pause = new Int32Array(new SharedArrayBuffer(4));
/** A short synchronous wait: the lock is taken before the origin does anything else. */
const sleep = (ms: number) => Atomics.wait(pause, 0, 0, ms);

/**
 * A takeover lock left by an origin killed in the middle of one (its pid dead, or held far too long):
 * moved aside under a name of this process's, and put back when what moved was not the one judged.
 */
function clearDeadTakeover(dataDir: string, path: string, judged: number): void {
  const aside = join(dataDir, `${TAKEOVER_FILE}.${randomBytes(6).toString('hex')}.dead`);
  try {
    renameSync(path, aside);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return;
    throw error;
  }
  if (inodeOf(aside) !== judged) linked(aside, path);
  removeIfThere(aside);
}

/**
 * Removes the folder's lock when its holder is gone, under the takeover lock, so that only one origin
 * at a time judges and removes it: the file it judged is then the file it removes.
 */
function takeOverDeadLock(dataDir: string, path: string, mine: string): void {
  const takeover = join(dataDir, TAKEOVER_FILE);
  if (!linked(mine, takeover)) {
    const seen = statOf(takeover);
    const other = readLock(takeover);
    if (seen === null || other === 'absent') return;
    const pid = pidOf(other);
    if (pid !== undefined && holds(pid) && Date.now() - seen.mtimeMs < TAKEOVER_STALE_MS) {
      sleep(2); // another origin is taking over right now: its outcome decides the next attempt
      return;
    }
    clearDeadTakeover(dataDir, takeover, seen.ino);
    return;
  }
  const ours = inodeOf(takeover);
  try {
    const lock = readLock(path);
    const pid = pidOf(lock);
    if (lock === 'absent' || (pid !== undefined && holds(pid))) return;
    removeIfThere(path);
  } finally {
    if (inodeOf(takeover) === ours) removeIfThere(takeover);
  }
}

/**
 * Takes the folder's lock, or throws DataDirLockedError naming the live holder (this process too: one
 * process opening the folder twice is two writers as well).
 */
export function lockDataDir(dataDir: string, pid: number = process.pid): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  if (heldHere.has(path)) throw new DataDirLockedError(dataDir, process.pid);
  const mine = join(dataDir, `${LOCK_FILE}.${pid}.${randomBytes(6).toString('hex')}`);
  writeFileSync(mine, String(pid), { flag: 'wx' });
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      if (linked(mine, path)) {
        const ino = inodeOf(path);
        if (pid === process.pid) heldHere.add(path);
        return {
          release() {
            heldHere.delete(path);
            // Only the very file this process linked, still naming it: never a lock taken since.
            if (ino !== null && inodeOf(path) === ino && pidOf(readLock(path)) === pid) removeIfThere(path);
          },
        };
      }
      const holder = pidOf(readLock(path));
      if (holder !== undefined && holds(holder)) throw new DataDirLockedError(dataDir, holder);
      takeOverDeadLock(dataDir, path, mine);
    }
    throw new DataDirLockedError(dataDir, pidOf(readLock(path)) ?? 0);
  } finally {
    removeIfThere(mine);
  }
}
