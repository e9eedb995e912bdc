// The ingest as `npm start` runs it (scripts/supervise.mjs): killed, it is started again with back-off and
// the restart is logged; as it starts it removes the session folders nobody owns (sweep.ts), and leaves a
// live session of another ingest sharing HLS_DIR, and anything that is not a session folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, SERVER_ENTRIES, serverArgs } from '@pitchside/gateway/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supervise } from '../../scripts/supervise.mjs';
import { ffmpegAvailable } from './publisher';

const hasFfmpeg = ffmpegAvailable();
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A session folder with a playlist, last written `ageMs` ago. */
function sessionFolder(hlsDir: string, room: number, session: string, ageMs: number): string {
  const dir = join(hlsDir, String(room), session);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.m3u8'), '#EXTM3U\n');
  const then = (Date.now() - ageMs) / 1000;
  utimesSync(join(dir, 'index.m3u8'), then, then);
  utimesSync(dir, then, then);
  return dir;
}

describe.skipIf(!hasFfmpeg)('the ingest under `npm start`', () => {
  let hlsDir: string;
  let stopping = false;
  const lines: string[] = [];
  const spawned: ChildProcess[] = [];
  let env: Record<string, string>;
  const startIngest =
    (extra: Record<string, string> = {}) =>
    () => {
      const child = spawn(process.execPath, serverArgs(SERVER_ENTRIES.ingest), {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env, ...extra },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
      spawned.push(child);
      return child;
    };
  const healthy = () =>
    fetch(`http://127.0.0.1:${env.INGEST_HTTP_PORT}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );

  beforeAll(async () => {
    hlsDir = mkdtempSync(join(tmpdir(), 'ingest-supervised-'));
    env = {
      RTMP_PORT: String(await freePort()),
      INGEST_HTTP_PORT: String(await freePort()),
      INGEST_HOST: '127.0.0.1',
      // Nothing listens there: no session is started in this test.
      ORIGIN_URL: `http://127.0.0.1:${await freePort()}`,
      HLS_DIR: hlsDir,
    };
  });
  afterAll(() => {
    stopping = true;
    for (const child of spawned) if (child.exitCode === null) child.kill('SIGKILL');
    if (hlsDir) rmSync(hlsDir, { recursive: true, force: true });
  });

  it('is started again with back-off when killed, and sweeps what nobody owns as it starts', async () => {
    // A session of an ingest that died ten minutes ago; a live session of another ingest (touched just now).
    const orphan = sessionFolder(hlsDir, 7, 'deadbeef00', 10 * 60_000);
    const neighbour = sessionFolder(hlsDir, 8, 'cafecafe01', 0);
    const notOurs = join(hlsDir, 'notes.txt');
    writeFileSync(notOurs, 'kept');
    const supervisor = supervise('ingest', startIngest(), {
      stopping: () => stopping,
      log: (line) => lines.push(line),
    });
    try {
      await until(healthy, 60_000, 'the ingest answering');
      expect(existsSync(orphan), 'the orphan, swept at start').toBe(false);
      expect(existsSync(join(hlsDir, '7')), 'its room folder, left empty').toBe(true);

      // Killed: started again a second later, and it sweeps again as it starts.
      const second = sessionFolder(hlsDir, 9, 'deadbeef02', 5 * 60_000);
      const first = supervisor.current();
      first?.kill('SIGKILL');
      await until(() => supervisor.current() !== first, 30_000, 'a new ingest');
      await until(healthy, 60_000, 'the new ingest answering');
      expect(lines).toContain('ingest stopped (SIGKILL); restarting it in 1 s (restart 1).');
      expect(existsSync(second)).toBe(false);
      expect(existsSync(neighbour), "another ingest's live session").toBe(true);
      expect(existsSync(notOurs), 'a file that is no session folder').toBe(true);

      // Killed again at once: the wait doubles.
      const again = supervisor.current();
      again?.kill('SIGKILL');
      await until(() => supervisor.current() !== again, 30_000, 'a third ingest');
      expect(lines).toContain('ingest stopped (SIGKILL); restarting it in 2 s (restart 2).');
      await until(healthy, 60_000, 'the third ingest answering');
    } finally {
      supervisor.stop();
    }
  });

  it('is not started again after a wrong setting, which it names', async () => {
    let exited: number | null = null;
    const supervisor = supervise(
      'ingest',
      () => {
        const child = startIngest({ RTMP_MAX_BITRATE_MBPS: 'fast' })();
        child.once('exit', (code) => {
          exited = code;
        });
        return child;
      },
      { stopping: () => stopping, permanent: [2, 3], log: (line) => lines.push(line) },
    );
    await until(() => exited !== null, 60_000, 'the ingest refusing its settings');
    expect(exited).toBe(2);
    await until(
      () => lines.includes('ingest stopped (exit 2) and is not restarted: see its message above.'),
      5000,
      'the log',
    );
    expect(lines.join('')).toMatch(/RTMP_MAX_BITRATE_MBPS/);
    supervisor.stop();
  });
});
