// A user's anchor room streaming now, made the way the user area and the ingest make it (anchors/rooms.ts),
// for tests of the answers that list anchors. Its heartbeat is dated an hour ahead, so the room stays on
// the air however long the test file runs.
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
