// Not run again on PostgreSQL: it opens no database; the processes it starts (the lock's holders and the
// racers of dataDirLockRacer.ts) take the data folder's lock file and open none either.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

  it('a takeover left by an origin killed in the middle of one is cleared, and the lock taken', async () => {
    const dir = folder();
    const dead = await deadPid();
    writeFileSync(join(dir, LOCK_FILE), String(dead));
    writeFileSync(join(dir, `${LOCK_FILE}.takeover`), String(dead));
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
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

type RacerAnswer = { ready?: true; held?: boolean; pid?: number; error?: string; released?: true };

/** Six origins' lock-taking, each in a process of its own (dataDirLockRacer.ts). */
async function racers(count: number) {
  const script = fileURLToPath(new URL('./dataDirLockRacer.ts', import.meta.url));
  const children = Array.from({ length: count }, () =>
    fork(script, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }),
  );
  const next = (child: ChildProcess) =>
    new Promise<RacerAnswer>((resolve, reject) => {
      const ended = (code: number | null) => reject(new Error(`a racer ended (${code})`));
      child.once('exit', ended);
      child.once('message', (answer) => {
        child.off('exit', ended);
        resolve(answer as RacerAnswer);
      });
    });
  await Promise.all(children.map(next));
  return {
    /** All ask for the folder's lock at one instant; their answers. */
    async race(dir: string): Promise<RacerAnswer[]> {
      const answers = Promise.all(children.map(next));
      const at = Date.now() + 300;
      for (const child of children) child.send({ dir, at });
      return answers;
    },
    async releaseAll() {
      const answers = Promise.all(children.map(next));
      for (const child of children) child.send('release');
      await answers;
    },
    stop() {
      for (const child of children) child.kill('SIGKILL');
    },
  };
}

/** A pid no process has: a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

describe('six origins starting at once', () => {
  it("exactly one holds the folder, on a free folder and over a dead holder's lock, trial after trial", async () => {
    const six = await racers(6);
    const dead = await deadPid();
    const trials: { setup: string; holders: number }[] = [];
    try {
      for (let trial = 0; trial < 36; trial++) {
        const dir = folder();
        // A third free, a third over a dead origin's lock, a third over a lock cut short (an older origin
        // killed mid-write, or a file emptied by a full disk).
        const setup = ['free', 'dead holder', 'empty file'][trial % 3] as string;
        if (setup === 'dead holder') writeFileSync(join(dir, LOCK_FILE), String(dead));
        if (setup === 'empty file') writeFileSync(join(dir, LOCK_FILE), '');
        const answers = await six.race(dir);
        const holders = answers.filter((answer) => answer.held);
        trials.push({ setup, holders: holders.length });
        const holder = holders[0]?.pid;
        if (holders.length === 1) {
          // The file names the holder, and everyone else was told its pid.
          expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(holder));
          for (const answer of answers.filter((a) => !a.held))
            expect(answer.error).toContain(`(pid ${holder})`);
        }
        await six.releaseAll();
        // Nothing is left behind: the lock went with its holder, and no temporary file stays.
        expect(readdirSync(dir)).toEqual([]);
      }
    } finally {
      six.stop();
    }
    expect(trials.filter((trial) => trial.holders !== 1)).toEqual([]);
  }, 180_000);
});
