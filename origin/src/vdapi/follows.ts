// Followed teams, competitions and matches (a match's bell) of signed-in users (table follows, migrations
// 0104 and 0110). Every change runs in one transaction that first locks the user's row, so two calls at
// once cannot both pass the limit. A match's bell ends with its match: once the match is over (`over`,
// the engine's final statuses) the bell is cleared at the account's next change, and never counts
// toward the limit.
import type { FollowEntry, FollowKind } from '@pitchside/shared';
import type { Db, Queryable } from '../db/client';

export interface StoredFollow {
  kind: FollowKind;
  id: number;
  alerts: boolean;
  createdAt: Date;
}

type FollowRow = { kind: FollowKind; target_id: number; alerts: boolean; created_at: Date | string };

const toFollow = (row: FollowRow): StoredFollow => ({
  kind: row.kind,
  id: row.target_id,
  alerts: row.alerts,
  createdAt: new Date(row.created_at),
});

/** The user's follows, oldest first. */
export async function listFollows(db: Queryable, userId: number): Promise<StoredFollow[]> {
  const rows = await db.query<FollowRow>(
    `SELECT kind, target_id, alerts, created_at FROM follows WHERE user_id = $1
     ORDER BY created_at, kind, target_id`,
    [userId],
  );
  return rows.rows.map(toFollow);
}

/** Whether a followed match is over (its bell has nothing left to ring). */
export type MatchOver = (matchId: number) => boolean;
const neverOver: MatchOver = () => false;

/** Locks the user, clears the bells of matches that are over, and counts the follows left. */
async function lockUser(tx: Queryable, userId: number, over: MatchOver): Promise<number> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const bells = await tx.query<{ target_id: number }>(
    "SELECT target_id FROM follows WHERE user_id = $1 AND kind = 'match'",
    [userId],
  );
  const ended = bells.rows.map((row) => row.target_id).filter((id) => over(id));
  if (ended.length > 0)
    await tx.query(
      "DELETE FROM follows WHERE user_id = $1 AND kind = 'match' AND target_id = ANY($2::integer[])",
      [userId, ended],
    );
  const count = await tx.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM follows WHERE user_id = $1',
    [userId],
  );
  return count.rows[0]?.n ?? 0;
}

export type AddOutcome = 'added' | 'kept' | 'full';

/**
 * Follows a team or competition. Following one already followed keeps it (and sets its alerts when
 * `alerts` is given); a new one beyond `max` follows is refused ('full') and nothing changes.
 */
export async function addFollow(
  db: Db,
  userId: number,
  target: { kind: FollowKind; id: number; alerts?: boolean | undefined },
  now: Date,
  max: number,
  over: MatchOver = neverOver,
): Promise<AddOutcome> {
  return db.transaction(async (tx) => {
    const count = await lockUser(tx, userId, over);
    const existing = await tx.query(
      'SELECT 1 FROM follows WHERE user_id = $1 AND kind = $2 AND target_id = $3',
      [userId, target.kind, target.id],
    );
    if (existing.rows.length > 0) {
      if (target.alerts !== undefined)
        await tx.query('UPDATE follows SET alerts = $4 WHERE user_id = $1 AND kind = $2 AND target_id = $3', [
          userId,
          target.kind,
          target.id,
          target.alerts,
        ]);
      return 'kept';
    }
    if (count >= max) return 'full';
    await tx.query(
      'INSERT INTO follows (user_id, kind, target_id, alerts, created_at) VALUES ($1, $2, $3, $4, $5)',
      [userId, target.kind, target.id, target.alerts ?? true, now],
    );
    return 'added';
  });
}

/** Stops following; true when there was something to stop. */
export async function removeFollow(
  db: Queryable,
  userId: number,
  target: { kind: FollowKind; id: number },
): Promise<boolean> {
  const removed = await db.query('DELETE FROM follows WHERE user_id = $1 AND kind = $2 AND target_id = $3', [
    userId,
    target.kind,
    target.id,
  ]);
  return removed.rowCount > 0;
}

/** Turns one follow's alerts on or off; false when it is not followed. */
export async function setFollowAlerts(
  db: Queryable,
  userId: number,
  target: { kind: FollowKind; id: number },
  alerts: boolean,
): Promise<boolean> {
  const updated = await db.query(
    'UPDATE follows SET alerts = $4 WHERE user_id = $1 AND kind = $2 AND target_id = $3',
    [userId, target.kind, target.id, alerts],
  );
  return updated.rowCount > 0;
}

/**
 * A guest's follows join the account: those the account lacks are added in the order given (as long
 * as there is room under `max`); those it has keep the account's own alerts switch. Returns how many
 * were added.
 */
export async function mergeFollows(
  db: Db,
  userId: number,
  entries: readonly FollowEntry[],
  now: Date,
  max: number,
  over: MatchOver = neverOver,
): Promise<number> {
  return db.transaction(async (tx) => {
    let count = await lockUser(tx, userId, over);
    let added = 0;
    const seen = new Set<string>();
    for (const entry of entries) {
      const key = `${entry.kind}:${entry.id}`;
      if (seen.has(key) || count >= max || (entry.kind === 'match' && over(entry.id))) continue;
      seen.add(key);
      // One millisecond apart, so the list keeps the guest's order.
      const inserted = await tx.query(
        `INSERT INTO follows (user_id, kind, target_id, alerts, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [userId, entry.kind, entry.id, entry.alerts, new Date(now.getTime() + added)],
      );
      if (inserted.rowCount > 0) {
        added += 1;
        count += 1;
      }
    }
    return added;
  });
}
