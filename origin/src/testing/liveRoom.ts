// A user's anchor room streaming now, made the way the user area and the ingest make it (anchors/rooms.ts),
// for tests of the answers that list anchors. Its heartbeat is dated an hour ahead, so the room stays on
// the air however long the test file runs.
import type { FastifyInstance } from 'fastify';
import type { AnchorDirectory } from '../anchors/directory';
import type {} from '../anchors/plugin';
import { rotateKey, saveRoom, startSession } from '../anchors/rooms';
import type { Db } from '../db/client';
import { signedInUser } from './testApp';

export async function liveRoom(
  db: Db,
  options: { email: string; nickName: string; title: string; matchId: number | null; sessionId: string },
): Promise<{ roomId: number; key: string }> {
  const user = await signedInUser(db, options.email, options.nickName);
  await saveRoom(db, user.id, options.title, options.matchId);
  const key = await rotateKey(db, user.id);
  if (key === null) throw new Error('no room');
  const started = await startSession(db, key, options.sessionId, new Date(Date.now() + 3_600_000));
  if (!started.ok) throw new Error(`room not started: ${started.reason}`);
  return { roomId: started.roomId, key };
}

/** A user's room with a stream key, not streaming yet: what the user area makes. */
export async function keyedRoom(
  db: Db,
  options: { email: string; nickName: string; title: string; matchId: number | null },
): Promise<{ userId: number; key: string }> {
  const user = await signedInUser(db, options.email, options.nickName);
  await saveRoom(db, user.id, options.title, options.matchId);
  const key = await rotateKey(db, user.id);
  if (key === null) throw new Error('no room');
  return { userId: user.id, key };
}

/** The origin's directory of anchor rooms (for tests of other workspaces, which do not see its decoration). */
export function anchorRoomsOf(app: FastifyInstance): AnchorDirectory {
  return app.anchorRooms;
}
