// The origin as `npm start` runs it (scripts/children.mjs), in real processes: a second origin on the
// same embedded database refuses to start, and an origin whose parent is SIGKILLed stops itself, so its
// folder is free for the next one (orphans kept `origin/data` open for the next `npm start`); a replay
// file with no playable match is refused at start in one line.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './db/dataDirLock';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'origin-one-writer-'));
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

function originEnv(port: number) {
  return { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
}

function collect(child: ChildProcess): { text: string } {
  const output = { text: '' };
  child.stdout?.on('data', (chunk: Buffer) => {
    output.text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output.text += chunk.toString();
  });
  return output;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(what: string, check: () => boolean | Promise<boolean>, output: { text: string }) {
  const deadline = Date.now() + 90_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} never came:\n${output.text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('one origin per embedded database', () => {
  it('a second origin on the folder refuses naming the first, and an orphaned origin stops itself', async () => {
    const port = await freePort();
    // The parent `npm start` would be: it starts the origin the same way, then is SIGKILLed.
    const parent = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { startChild } from ${JSON.stringify(join(ROOT, 'scripts/children.mjs'))};
         const origin = startChild('origin/src/server.ts', {});
         console.log('ORIGIN PID', origin.pid);
         setInterval(() => {}, 60_000);`,
      ],
      { cwd: ROOT, env: originEnv(port), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    running.push(parent);
    const parentOutput = collect(parent);
    await until('the origin', () => /ORIGIN PID \d+/.test(parentOutput.text), parentOutput);
    const originPid = Number(/ORIGIN PID (\d+)/.exec(parentOutput.text)?.[1]);
    // The lock is taken as the database opens, before migrations and the engine: enough to hold the folder.
    await until('the lock', () => existsSync(join(dataDir, LOCK_FILE)), parentOutput);

    const second = spawn(process.execPath, ['--import', 'tsx', 'origin/src/server.ts'], {
      cwd: ROOT,
      env: originEnv(await freePort()),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(second);
    const secondOutput = collect(second);
    const code = await new Promise((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    expect(secondOutput.text).toContain(`in use by another origin (pid ${originPid})`);
    expect(alive(originPid)).toBe(true);

    parent.kill('SIGKILL');
    await until('the orphaned origin to stop', () => !alive(originPid), parentOutput);
    // Its lock is gone or names a dead pid: the next origin takes the folder.
    lockDataDir(dataDir).release();
  }, 120_000);
});

describe('a replay file the origin cannot play', () => {
  it('is refused at start with one line saying why, before the database opens', async () => {
    const file = join(dataDir, 'nothing-playable.json');
    // Its only match has no date: nothing to play.
    writeFileSync(
      file,
      JSON.stringify({ name: 'Cup', matches: [{ team1: 'A', team2: 'B', score: { ft: [1, 0] } }] }),
    );
    const origin = spawn(process.execPath, ['--import', 'tsx', 'origin/src/server.ts', '--replay', file], {
      cwd: ROOT,
      env: originEnv(await freePort()),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(origin);
    const output = collect(origin);
    const code = await new Promise((resolve) => origin.once('exit', resolve));
    expect(code).toBe(1);
    expect(output.text.trimEnd().split('\n')).toEqual([
      `Replay file ${file} has no playable match: none of its 1 matches can be read (/matches/0: must have required properties date)`,
    ]);
  }, 60_000);
});
