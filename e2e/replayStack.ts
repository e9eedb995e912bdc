import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchAnswer } from '@pitchside/shared';
import { call } from './account';
import { type ReplayServer, startReplayServer } from './replayServer';

// A second Pitchside (origin and gateway) that replays real knockout football: chosen matches of the
// 2018 World Cup from its openfootball file (CC0, shipped with the origin), played live through extra
// time and penalties at a speed where a tie is decided within minutes. The specs' main server plays the
// real seasons on the real calendar; this one shows what they may not have in play during a run.

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const WORLD_CUP = join(root, 'origin/src/engine/fixtures/openfootball/worldcup-2018.json');

export interface ReplayStack extends ReplayServer {
  /** Match ids of the replayed matches, by `team1 v team2` as the file names them. */
  ids: Record<string, number>;
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
  const engineAt = engineStart();
  const server = await startReplayServer({
    fileName: 'worldcup-2018.json',
    file: { ...file, matches: playedToday(matches, 20, engineAt) },
    engineStart: new Date(engineAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    speed,
    dirName: 'replay-stack',
    // The spec moves the ties to extra time, penalties and full time instead of waiting (testClock.ts).
    testControls: true,
  });
  const stack: ReplayStack = { ...server, ids: {} };
  for (const entry of pick) {
    const [home, away] = entry.split(' v ');
    const found = await vdapi<SearchAnswer>(stack, '/vdapi/search', { q: home ?? '', limit: '50' });
    const match = found.matches.find((m) => m.homeName === home && m.awayName === away);
    if (!match) {
      await server.stop();
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
