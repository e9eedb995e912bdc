// Comments on highlight collections (table video_comments, migration 0101).
import { COMMENT_MAX_LENGTH, cleanUserText, hasVisibleText, showableNickName } from '@pitchside/shared';
import type { Queryable } from '../db/client';

export interface StoredComment {
  id: number;
  videoId: number;
  userId: number;
  nickName: string;
  imageUrl: string;
  content: string;
  createTime: number;
}

interface CommentRow extends Record<string, unknown> {
  id: number;
  video_id: number;
  user_id: number;
  nick_name: string;
  image_url: string;
  content: string;
  created_ms: number;
}

const SELECT_COMMENT = `SELECT c.id, c.video_id, c.user_id, u.nick_name, u.image_url, c.content,
  floor(extract(epoch FROM c.created_at) * 1000)::float8 AS created_ms
  FROM video_comments c JOIN users u ON u.id = c.user_id`;

function toComment(row: CommentRow): StoredComment {
  return {
    id: row.id,
    videoId: row.video_id,
    userId: row.user_id,
    nickName: showableNickName(row.nick_name),
    imageUrl: row.image_url,
    content: row.content,
    createTime: row.created_ms,
  };
}

/**
 * The text a comment is stored with: each line as a reader sees it (the text rule of everything users
 * write, docs/API.md "Text rules": no control or invisible characters), its line breaks kept, trimmed.
 * Null when it shows nothing or is longer than COMMENT_MAX_LENGTH characters.
 */
export function normaliseComment(content: string): string | null {
  const text = content
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => cleanUserText(line.replace(/\p{Cc}/gu, '')))
    .join('\n')
    .trim();
  const length = Array.from(text).length;
  return !hasVisibleText(text) || length > COMMENT_MAX_LENGTH ? null : text;
}

export async function addComment(
  db: Queryable,
  videoId: number,
  userId: number,
  content: string,
  now: Date,
): Promise<StoredComment> {
  const inserted = await db.query<{ id: number }>(
    'INSERT INTO video_comments (video_id, user_id, content, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [videoId, userId, content, now],
  );
  const id = inserted.rows[0]?.id;
  const rows = await db.query<CommentRow>(`${SELECT_COMMENT} WHERE c.id = $1`, [id]);
  const row = rows.rows[0];
  if (!row) throw new Error('comment vanished after insert');
  return toComment(row);
}

/** One page of a video's comments, newest first. */
export async function listComments(
  db: Queryable,
  videoId: number,
  page: number,
  pageSize: number,
): Promise<{ list: StoredComment[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<CommentRow>(`${SELECT_COMMENT} WHERE c.video_id = $1 ORDER BY c.id DESC LIMIT $2 OFFSET $3`, [
      videoId,
      pageSize,
      (page - 1) * pageSize,
    ]),
    db.query<{ total: number }>('SELECT count(*)::integer AS total FROM video_comments WHERE video_id = $1', [
      videoId,
    ]),
  ]);
  return { list: rows.rows.map(toComment), total: count.rows[0]?.total ?? 0 };
}

/** Comment counts of several videos (for the collection lists). */
export async function commentCounts(
  db: Queryable,
  videoIds: readonly number[],
): Promise<Map<number, number>> {
  if (videoIds.length === 0) return new Map();
  const rows = await db.query<{ video_id: number; total: number }>(
    `SELECT video_id, count(*)::integer AS total FROM video_comments
     WHERE video_id = ANY($1::integer[]) GROUP BY video_id`,
    [[...videoIds]],
  );
  return new Map(rows.rows.map((row) => [row.video_id, row.total]));
}
