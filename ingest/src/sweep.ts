// Session folders no live session owns: HLS_DIR/{room}/{session}/ of a session that ended more than the
// retention ago, or of an ingest that died (its timers died with it). Orphaned means: not live in this
// process, and nothing in the folder, the folder itself included, changed for longer than the retention.
// A live session's owner touches its folder at every heartbeat (Sessions), so a live session of another
// ingest sharing HLS_DIR is never orphaned while its owner runs; an ended one keeps its files the
// retention after its last write, for players finishing what they loaded.
import { readdirSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_ID_PATTERN } from '@pitchside/shared';

const ROOM = /^[0-9]{1,10}$/;
const SESSION = new RegExp(SESSION_ID_PATTERN);

/** The newest change in `dir` (its own mtime and its files'), in ms; 0 when it is gone. */
export function lastChange(dir: string): number {
  try {
    let newest = statSync(dir).mtimeMs;
    for (const name of readdirSync(dir)) {
      try {
        newest = Math.max(newest, statSync(join(dir, name)).mtimeMs);
      } catch {
        // Removed while read: ffmpeg's temporary files come and go.
      }
    }
    return newest;
  } catch {
    return 0;
  }
}

/**
 * Removes the orphaned session folders under `hlsDir`, then room folders left empty, and answers the
 * sessions removed. Only names the ingest makes are touched: any other file in HLS_DIR stays.
 */
export function sweepOrphans(
  hlsDir: string,
  isLive: (sessionId: string) => boolean,
  retainMs: number,
  now: number = Date.now(),
): string[] {
  const removed: string[] = [];
  let rooms: string[];
  try {
    rooms = readdirSync(hlsDir).filter((name) => ROOM.test(name));
  } catch {
    return removed;
  }
  for (const room of rooms) {
    const roomDir = join(hlsDir, room);
    let sessions: string[];
    try {
      sessions = readdirSync(roomDir);
    } catch {
      continue;
    }
    for (const session of sessions) {
      if (!SESSION.test(session) || isLive(session)) continue;
      const dir = join(roomDir, session);
      if (now - lastChange(dir) <= retainMs) continue;
      rmSync(dir, { recursive: true, force: true });
      removed.push(`${room}/${session}`);
    }
    try {
      // Not recursive: a session another ingest begins in it meanwhile makes this fail, and stays.
      if (readdirSync(roomDir).length === 0 && now - statSync(roomDir).mtimeMs > retainMs) rmdirSync(roomDir);
    } catch {
      // Another ingest sharing HLS_DIR removed it, or began a session in it.
    }
  }
  return removed;
}
