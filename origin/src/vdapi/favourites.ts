// Favourite matches of signed-in users (table match_favourites, migration 0100).
import type { Queryable } from '../db/client';

export interface FavouritePage {
  matchIds: number[];
  total: number;
}

/**
 * Adds the match to the user's favourites, or removes it when it is already there.
 * Returns whether the match is a favourite afterwards.
 */
export async function toggleFavourite(
  db: Queryable,
  userId: number,
  matchId: number,
  now: Date,
): Promise<boolean> {
  const removed = await db.query('DELETE FROM match_favourites WHERE user_id = $1 AND match_id = $2', [
    userId,
    matchId,
  ]);
  if (removed.rowCount > 0) return false;
  await db.query(
    'INSERT INTO match_favourites (user_id, match_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [userId, matchId, now],
  );
  return true;
}

/** One page of the user's favourite match ids, newest favourite first. */
export async function listFavourites(
  db: Queryable,
  userId: number,
  page: number,
  pageSize: number,
): Promise<FavouritePage> {
  const [rows, count] = await Promise.all([
    db.query<{ match_id: number }>(
      `SELECT match_id FROM match_favourites WHERE user_id = $1
       ORDER BY created_at DESC, match_id DESC LIMIT $2 OFFSET $3`,
      [userId, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(
      'SELECT count(*)::integer AS total FROM match_favourites WHERE user_id = $1',
      [userId],
    ),
  ]);
  return { matchIds: rows.rows.map((row) => row.match_id), total: count.rows[0]?.total ?? 0 };
}

/** Which of `matchIds` the user has among favourites (for `hasColect` in lists). */
export async function favouriteSet(
  db: Queryable,
  userId: number,
  matchIds: readonly number[],
): Promise<Set<number>> {
  if (matchIds.length === 0) return new Set();
  const rows = await db.query<{ match_id: number }>(
    'SELECT match_id FROM match_favourites WHERE user_id = $1 AND match_id = ANY($2::integer[])',
    [userId, [...matchIds]],
  );
  return new Set(rows.rows.map((row) => row.match_id));
}
