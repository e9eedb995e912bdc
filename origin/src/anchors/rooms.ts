// Anchors' rooms in the database (table anchor_rooms, migration 0120): the owner's calls (make, change,
// rotate or revoke the key) and the ingest's (a key's room, a session's start, heartbeat and end).
import { createHash, randomBytes } from 'node:crypto';
import type { IngestFault } from '@pitchside/shared';
import type { Queryable } from '../db/client';

/** A room is live while the ingest's last heartbeat for its session is younger than this. */
export const LIVE_TTL_MS = 15_000;

export interface StoredRoom {
  id: number;
  userId: number;
  nickName: string;
  title: string;
  matchId: number | null;
  hasKey: boolean;
  keyHint: string;
  sessionId: string | null;
  liveSince: Date | null;
  liveSeen: Date | null;
  lastFault: IngestFault | null;
  lastFaultAt: Date | null;
}

type RoomRow = {
  id: number;
  user_id: number;
  nick_name: string;
  title: string;
  match_id: number | null;
  has_key: boolean;
  key_hint: string;
  session_id: string | null;
  live_since: Date | string | null;
  live_seen: Date | string | null;
  last_fault: IngestFault | null;
  last_fault_at: Date | string | null;
};

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

const toRoom = (row: RoomRow): StoredRoom => ({
  id: row.id,
  userId: row.user_id,
  nickName: row.nick_name,
  title: row.title,
  matchId: row.match_id,
  hasKey: row.has_key,
  keyHint: row.key_hint,
  sessionId: row.session_id,
  liveSince: dateOf(row.live_since),
  liveSeen: dateOf(row.live_seen),
  lastFault: row.last_fault,
  lastFaultAt: dateOf(row.last_fault_at),
});

const COLUMNS = `r.id, r.user_id, u.nick_name, r.title, r.match_id, (r.key_hash IS NOT NULL) AS has_key,
  r.key_hint, r.session_id, r.live_since, r.live_seen, r.last_fault, r.last_fault_at`;

/** Whether the room streams now: a session whose heartbeat is fresh. */
export function isLive(room: StoredRoom, now: Date): boolean {
  return (
    room.sessionId !== null && room.liveSeen !== null && now.getTime() - room.liveSeen.getTime() < LIVE_TTL_MS
  );
}

/** A new stream key: 32 random bytes, URL-safe (RTMP stream names and OBS take it as it is). */
export function newStreamKey(): string {
  return `live_${randomBytes(32).toString('base64url')}`;
}

export function hashStreamKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The key's last four characters: enough to tell two keys apart, nothing to guess with. */
const hintOf = (key: string) => key.slice(-4);

export async function allRooms(db: Queryable): Promise<StoredRoom[]> {
  const rows = await db.query<RoomRow>(
    `SELECT ${COLUMNS} FROM anchor_rooms r JOIN users u ON u.id = r.user_id ORDER BY r.id`,
  );
  return rows.rows.map(toRoom);
}

export async function roomOfUser(db: Queryable, userId: number): Promise<StoredRoom | undefined> {
  const rows = await db.query<RoomRow>(
    `SELECT ${COLUMNS} FROM anchor_rooms r JOIN users u ON u.id = r.user_id WHERE r.user_id = $1`,
    [userId],
  );
  const row = rows.rows[0];
  return row ? toRoom(row) : undefined;
}

/** Makes the user's room (no key yet: the rotate call makes one and shows it once), or changes its title and match. */
export async function saveRoom(
  db: Queryable,
  userId: number,
  title: string,
  matchId: number | null,
): Promise<void> {
  await db.query(
    `INSERT INTO anchor_rooms (user_id, title, match_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET title = EXCLUDED.title, match_id = EXCLUDED.match_id`,
    [userId, title, matchId],
  );
}

/**
 * The room's session is no longer its own once its key goes: off the air at once, its next heartbeat
 * answered `stop` (the ingest ends it within a second or two), and the room free for the new key at once.
 */
const DROP_SESSION = 'session_id = NULL, live_since = NULL, live_seen = NULL';

/** A new key replaces the old one at once; the stream on the old key, if any, is stopped (DROP_SESSION). */
export async function rotateKey(db: Queryable, userId: number): Promise<string | null> {
  const key = newStreamKey();
  const done = await db.query<{ id: number }>(
    `UPDATE anchor_rooms SET key_hash = $2, key_hint = $3, ${DROP_SESSION} WHERE user_id = $1 RETURNING id`,
    [userId, hashStreamKey(key), hintOf(key)],
  );
  return done.rows.length > 0 ? key : null;
}

export async function revokeKey(db: Queryable, userId: number): Promise<boolean> {
  const done = await db.query<{ id: number }>(
    `UPDATE anchor_rooms SET key_hash = NULL, key_hint = '', ${DROP_SESSION} WHERE user_id = $1 RETURNING id`,
    [userId],
  );
  return done.rows.length > 0;
}

export type PublishAnswer =
  | { ok: true; roomId: number; sessionId: string }
  | { ok: false; reason: 'key' | 'busy' };

/**
 * The ingest asks whether a key may publish. A wrong or revoked key is refused; so is a second
 * publisher while the room's session is fresh (the first keeps streaming). One statement decides, so
 * two publishers at once cannot both win.
 */
export async function startSession(
  db: Queryable,
  key: string,
  sessionId: string,
  now: Date,
): Promise<PublishAnswer> {
  const stale = new Date(now.getTime() - LIVE_TTL_MS);
  const won = await db.query<{ id: number }>(
    `UPDATE anchor_rooms SET session_id = $2, live_since = $3, live_seen = $3, last_fault = NULL, last_fault_at = NULL
     WHERE key_hash = $1 AND (session_id IS NULL OR live_seen IS NULL OR live_seen < $4) RETURNING id`,
    [hashStreamKey(key), sessionId, now, stale],
  );
  const room = won.rows[0];
  if (room) return { ok: true, roomId: room.id, sessionId };
  const known = await db.query<{ id: number }>('SELECT id FROM anchor_rooms WHERE key_hash = $1', [
    hashStreamKey(key),
  ]);
  const busy = known.rows[0];
  if (!busy) return { ok: false, reason: 'key' };
  await db.query('UPDATE anchor_rooms SET last_fault = $2, last_fault_at = $3 WHERE id = $1', [
    busy.id,
    'busy',
    now,
  ]);
  return { ok: false, reason: 'busy' };
}

/**
 * The ingest's heartbeat: these sessions stream now. Answers the ones to stop: a session that is no longer
 * its room's (the key it started on was rotated or revoked since, DROP_SESSION).
 */
export async function heartbeat(db: Queryable, sessionIds: readonly string[], now: Date): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const kept = await db.query<{ session_id: string }>(
    `UPDATE anchor_rooms SET live_seen = $2 WHERE session_id = ANY($1::text[]) AND key_hash IS NOT NULL
     RETURNING session_id`,
    [sessionIds, now],
  );
  const alive = new Set(kept.rows.map((row) => row.session_id));
  return sessionIds.filter((id) => !alive.has(id));
}

/** The session ended: the room goes off the air at once, with the reason when there is one. */
export async function endSession(
  db: Queryable,
  sessionId: string,
  fault: IngestFault | null,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE anchor_rooms SET session_id = NULL, live_since = NULL, live_seen = NULL,
       last_fault = COALESCE($2, last_fault), last_fault_at = CASE WHEN $2::text IS NULL THEN last_fault_at ELSE $3 END
     WHERE session_id = $1`,
    [sessionId, fault, now],
  );
}
