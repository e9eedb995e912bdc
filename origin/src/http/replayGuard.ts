import { createHash } from 'node:crypto';
import { DEFAULT_MAX_SKEW_MS } from '@pitchside/shared';
import type { Queryable } from '../db/client';

/** How long an accepted request is remembered: as long as its timestamp could pass (±5 min), and a minute. */
export const REPLAY_MEMORY_MS = 2 * DEFAULT_MAX_SKEW_MS + 60_000;

/** What identifies one sent request: its signature (path, query, device, time) and what it is not signed with. */
export function replayKey(parts: { signature: string; token: string; lang: string }): string {
  // The token and the language are not signed (PRODUCT §7), so two calls of one device in the same
  // millisecond for two users or two languages (a gateway's chat check, its poller) are two requests.
  return createHash('sha256').update(`${parts.signature}\n${parts.token}\n${parts.lang}`).digest('hex');
}

export interface ReplayGuard {
  /** True the first time a key is offered within the memory window, false on reuse (any origin, any restart). */
  accept(key: string, nowMs: number): Promise<boolean>;
  /** Deletes what has expired; the number of rows removed. */
  purge(nowMs?: number): Promise<number>;
}

/**
 * The guard in the SQL database (table signed_requests). One statement per request: the insert wins, or
 * finds the key and takes it over only when the old entry has expired.
 */
export function sqlReplayGuard(db: Queryable, memoryMs = REPLAY_MEMORY_MS, clock = Date.now): ReplayGuard {
  return {
    async accept(key, nowMs) {
      const result = await db.query(
        `INSERT INTO signed_requests (key, expires_at) VALUES ($1, $2)
           ON CONFLICT (key) DO UPDATE SET expires_at = EXCLUDED.expires_at
           WHERE signed_requests.expires_at <= $3
         RETURNING key`,
        [key, new Date(nowMs + memoryMs), new Date(nowMs)],
      );
      return result.rowCount === 1;
    },
    async purge(nowMs = clock()) {
      const result = await db.query('DELETE FROM signed_requests WHERE expires_at <= $1', [new Date(nowMs)]);
      return result.rowCount;
    },
  };
}
