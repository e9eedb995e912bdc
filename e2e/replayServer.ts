import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAILBOX_SMTP_URL } from './mailbox';

// A second Pitchside (origin and gateway, serving the site the main server built) that replays an
// openfootball file through REPLAY_FILE, from a chosen engine time and at a chosen speed: for what the
// main server's world does not hold at the time of a run (its engine starts on a Saturday afternoon,
// before the week's cup ties). The file keeps its real teams, dates and scores.

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface ReplayServer {
  /** The gateway: the site and its API, as a visitor reaches them. */
  baseURL: string;
  /** The replaying origin itself. */
  originURL: string;
  stop(): Promise<void>;
}

export interface ReplayOptions {
  /** The file's name as the origin reads it: its code names the competition (2024-25_uefa.cl.json). */
  fileName: string;
  /** The openfootball JSON to replay. */
  file: unknown;
  /** ENGINE_START: the engine's time at start (ISO UTC). */
  engineStart: string;
  /** SPEED: engine minutes per real minute. */
  speed: number;
  /** The folder (under the e2e data folder) of its file and database: one per replay a spec runs. */
  dirName?: string;
  /** Serve the origin's test controls (TEST_CONTROLS=1, e2e/testClock.ts). */
  testControls?: boolean;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function start(entry: string, env: Record<string, string>): { child: ChildProcess; log: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    // Warnings and errors only: a line per request, written and read, is processor time no check reads.
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, log: () => output };
}

async function ready(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; ) {
    if (child.exitCode !== null)
      throw new Error(`exited (${child.exitCode}) before ${url} answered:\n${log()}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 3 minutes:\n${log()}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function startReplayServer(options: ReplayOptions): Promise<ReplayServer> {
  // A folder of this worker's own: a replay in another worker (the run's workers side by side) keeps its own.
  const dir = join(
    process.env.E2E_DATA_DIR ?? join(tmpdir(), 'pitchside-e2e-data'),
    `${options.dirName ?? 'replay-server'}-${process.pid}`,
  );
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const replayFile = join(dir, options.fileName);
  writeFileSync(replayFile, JSON.stringify(options.file));
  const [originPort, gatewayPort] = [await freePort(), await freePort()];
  const originURL = `http://127.0.0.1:${originPort}`;
  const origin = start('origin/src/server.ts', {
    PORT: String(originPort),
    DATA_DIR: join(dir, 'db'),
    REPLAY_FILE: replayFile,
    ENGINE_START: options.engineStart,
    SPEED: String(options.speed),
    SMTP_URL: MAILBOX_SMTP_URL,
    ...(options.testControls ? { TEST_CONTROLS: '1' } : {}),
  });
  const gateway = start('gateway/src/server.ts', { PORT: String(gatewayPort), ORIGIN_URL: originURL });
  const stop = async () => {
    await Promise.all([stopChild(gateway.child), stopChild(origin.child)]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await ready(`${originURL}/healthz`, origin.child, origin.log);
    await ready(`http://127.0.0.1:${gatewayPort}/`, gateway.child, gateway.log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL: `http://127.0.0.1:${gatewayPort}`, originURL, stop };
}
