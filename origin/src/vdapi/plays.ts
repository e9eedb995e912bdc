// Plays of highlight collections (tables video_plays and video_views, migration 0106): a play counts once
// per device per collection within PLAY_WINDOW_MS, so reloading the page in a loop adds nothing.
import { PLAY_WINDOW_MS } from '@pitchside/shared';
import type { Queryable } from '../db/client';

/**
 * Records a device's play of a collection at `now`: counted when the device has not had a play of it
 * counted within the window. Answers the collection's views after it, and whether it counted.
 */
export async function recordPlay(
  db: Queryable,
  videoId: number,
  deviceId: string,
  now: Date,
): Promise<{ views: number; counted: boolean }> {
  const since = new Date(now.getTime() - PLAY_WINDOW_MS);
  // One statement: the device's row is written only when absent or older than the window, and only then
  // does the count go up (atomic under concurrent plays of one device).
  const counted = await db.query<{ views: number }>(
    `WITH play AS (
       INSERT INTO video_plays AS p (video_id, device_id, counted_at) VALUES ($1, $2, $3)
       ON CONFLICT (video_id, device_id) DO UPDATE SET counted_at = EXCLUDED.counted_at
       WHERE p.counted_at <= $4
       RETURNING p.video_id
     )
     INSERT INTO video_views (video_id, views) SELECT video_id, 1 FROM play
     ON CONFLICT (video_id) DO UPDATE SET views = video_views.views + 1
     RETURNING views`,
    [videoId, deviceId, now, since],
  );
  const views = counted.rows[0]?.views;
  if (views !== undefined) return { views, counted: true };
  return { views: (await viewCounts(db, [videoId])).get(videoId) ?? 0, counted: false };
}

/** Views of several collections (absent: never played). */
export async function viewCounts(db: Queryable, videoIds: readonly number[]): Promise<Map<number, number>> {
  if (videoIds.length === 0) return new Map();
  const rows = await db.query<{ video_id: number; views: number }>(
    'SELECT video_id, views FROM video_views WHERE video_id = ANY($1::integer[])',
    [[...videoIds]],
  );
  return new Map(rows.rows.map((row) => [row.video_id, row.views]));
}
