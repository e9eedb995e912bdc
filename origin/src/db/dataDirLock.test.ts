import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './dataDirLock';

const dirs: string[] = [];
function folder() {
  const dir = mkdtempSync(join(tmpdir(), 'origin-lock-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A real process that runs until killed: the lock's holder. */
function runningProcess(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
}

describe('one writer per embedded database folder', () => {
  it('refuses while its holder runs, naming the pid, and takes the lock over once that process is killed', async () => {
    const dir = folder();
    const holder = runningProcess();
    const pid = holder.pid ?? 0;
    lockDataDir(dir, pid);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(pid));

    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`(pid ${pid})`);

    const gone = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await gone;
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    // The same process opening the folder twice is two writers as well.
    expect(() => lockDataDir(dir)).toThrow(`(pid ${process.pid})`);
    lock.release();
    lockDataDir(dir).release();
  });

  it('a lock file cut short (its writer killed mid-write) is taken over', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), '');
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('a pid used again since (this process, or a live process that is not node) does not hold it', async () => {
    const dir = folder();
    // A container restarted on its volume: the origin often gets the pid it had before.
    writeFileSync(join(dir, LOCK_FILE), String(process.pid));
    lockDataDir(dir).release();
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    writeFileSync(join(dir, LOCK_FILE), String(other.pid));
    lockDataDir(dir).release();
    other.kill('SIGKILL');
  });

  it('release leaves a lock that another origin has taken since', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    const holder = runningProcess();
    writeFileSync(join(dir, LOCK_FILE), String(holder.pid));
    lock.release();
    expect(() => lockDataDir(dir)).toThrow(`(pid ${holder.pid})`);
    holder.kill('SIGKILL');
  });
});
