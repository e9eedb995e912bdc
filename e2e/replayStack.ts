import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchAnswer } from '@pitchside/shared';
import { call } from './account';
import { MAILBOX_SMTP_URL } from './mailbox';

// A second Pitchside (origin and gateway) that replays real knockout football: chosen matches of the
// 2018 World Cup from its openfootball file (CC0, shipped with the origin), played live through extra
// time and penalties at a speed where a tie is decided within minutes. The specs' main server plays the
// real seasons on the real calendar; this one shows what they may not have in play during a run.

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const WORLD_CUP = join(root, 'origin/src/engine/fixtures/openfootball/worldcup-2018.json');

export interface ReplayStack {
  baseURL: string;
  originURL: string;
  /** Match ids of the replayed matches, by `team1 v team2` as the file names them. */
  ids: Record<string, number>;
  stop(): Promise<void>;
}

interface FileMatch {
  round: string;
  date: string;
  time?: string;
  team1: string;
  team2: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The file's matches as they are (teams, scores, goals, ground), kicking off today instead: the first
 * a few minutes after the engine's start, the next ones `gapMinutes` apart. The engine lays a file on today's calendar
 * by whole weeks (a Sunday stays a Sunday); a test cannot wait for the weekday of a tie, so it moves
 * the tie to today, from the engine's start, and runs them one after another.
 */
function playedToday(matches: FileMatch[], gapMinutes: number, start: number): FileMatch[] {
  const first = start + 4 * 60_000;
  return matches.map((m, index) => {
    const at = new Date(first + index * gapMinutes * 60_000);
    return {
      ...m,
      date: `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`,
      time: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC+0`,
    };
  });
}

/**
 * The engine's clock at start: today at 15:00 UTC, whatever the hour of the run. The generated
 * basketball and esports days have hours with nothing in play (a run in the evening found the next
 * esports match the following morning); the replayed ties are laid from this instant.
 */
function engineStart(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 15);
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

async function waitFor(url: string, child: ChildProcess, name: string, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within 3 minutes:\n${log()}`);
}

function start(entry: string, env: Record<string, string>): { child: ChildProcess; log: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
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

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the replay of `pick`, each entry `team1 v team2` as the file names them (no team twice: a club's
 * fixtures 48 hours apart would be rearranged), at `speed` engine minutes per real minute. The web app
 * is the one the main server built (web/dist).
 */
export async function startReplayStack(pick: readonly string[], speed: number): Promise<ReplayStack> {
  const file = JSON.parse(readFileSync(WORLD_CUP, 'utf8')) as { name: string; matches: FileMatch[] };
  const matches = pick.map((entry) => {
    const found = file.matches.find((m) => `${m.team1} v ${m.team2}` === entry);
    if (!found) throw new Error(`${entry} is not in the 2018 World Cup file`);
    return found;
  });
  const dir = join(process.env.E2E_DATA_DIR ?? join(tmpdir(), 'pitchside-e2e-data'), 'replay-stack');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const replayFile = join(dir, 'worldcup-2018.json');
  const engineAt = engineStart();
  writeFileSync(replayFile, JSON.stringify({ ...file, matches: playedToday(matches, 20, engineAt) }));
  const [originPort, gatewayPort] = [await freePort(), await freePort()];
  const originURL = `http://127.0.0.1:${originPort}`;
  const baseURL = `http://127.0.0.1:${gatewayPort}`;
  const origin = start('origin/src/server.ts', {
    PORT: String(originPort),
    DATA_DIR: join(dir, 'db'),
    REPLAY_FILE: replayFile,
    ENGINE_START: new Date(engineAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    SPEED: String(speed),
    SMTP_URL: MAILBOX_SMTP_URL,
  });
  const gateway = start('gateway/src/server.ts', { PORT: String(gatewayPort), ORIGIN_URL: originURL });
  const stop = async () => {
    await Promise.all([stopChild(gateway.child), stopChild(origin.child)]);
  };
  try {
    await waitFor(`${originURL}/healthz`, origin.child, 'replay origin', origin.log);
    await waitFor(`${baseURL}/`, gateway.child, 'replay gateway', gateway.log);
  } catch (error) {
    await stop();
    throw error;
  }
  const stack: ReplayStack = { baseURL, originURL, ids: {}, stop };
  for (const entry of pick) {
    const [home, away] = entry.split(' v ');
    const found = await vdapi<SearchAnswer>(stack, '/vdapi/search', { q: home ?? '', limit: '50' });
    const match = found.matches.find((m) => m.homeName === home && m.awayName === away);
    if (!match) {
      await stop();
      throw new Error(`${entry} is not served by the replay`);
    }
    stack.ids[entry] = match.id;
  }
  return stack;
}

/** A /vdapi answer from the replay's origin, signed and decoded as the web client does. */
export async function vdapi<T>(
  stack: ReplayStack,
  path: string,
  query: Record<string, string> = {},
): Promise<T> {
  return call<T>(stack.originURL, 'e2e-scores', 'GET', path, { query, lang: 'en' });
}
