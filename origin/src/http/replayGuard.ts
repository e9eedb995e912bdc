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
 * One key's statement (a lone call's): $1 the key, $2 when its entry expires, $3 now. It wins, or takes over
 * an entry that has expired; a key it returns is accepted.
 */
export const ONE_KEY = `INSERT INTO signed_requests (key, expires_at) VALUES ($1, $2)
  ON CONFLICT (key) DO UPDATE SET expires_at = EXCLUDED.expires_at
  WHERE signed_requests.expires_at <= $3
RETURNING key`;

/**
 * The guard in the SQL database (table signed_requests). A key's insert wins, or finds the key and takes
 * it over only when the old entry has expired. Requests that arrive while a statement runs wait for the
 * next one, which takes them all (a group commit): one statement for many keys costs about what one key's
 * does (`npm run bench:replay-guard`: sixteen calls at once cost a fifth of the processor time a call of a
 * statement each did). A lone request does not wait for company.
 */
export function sqlReplayGuard(db: Queryable, memoryMs = REPLAY_MEMORY_MS, clock = Date.now): ReplayGuard {
  interface Waiting {
    key: string;
    nowMs: number;
    settle: (accepted: boolean) => void;
    fail: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let running = false;

  async function insert(batch: readonly Waiting[]): Promise<Set<string>> {
    const [only] = batch;
    // One key alone by the plain statement: a third cheaper than the same key through arrays.
    const result =
      only && batch.length === 1
        ? await db.query<{ key: string }>(ONE_KEY, [
            only.key,
            new Date(only.nowMs + memoryMs),
            new Date(only.nowMs),
          ])
        : await db.query<{ key: string }>(
            `INSERT INTO signed_requests (key, expires_at)
               SELECT key, expires::timestamptz FROM unnest($1::text[], $2::text[]) AS offered(key, expires)
               ON CONFLICT (key) DO UPDATE SET expires_at = EXCLUDED.expires_at
               WHERE signed_requests.expires_at <= EXCLUDED.expires_at - $3 * interval '1 millisecond'
             RETURNING key`,
            [
              batch.map((entry) => entry.key),
              batch.map((entry) => new Date(entry.nowMs + memoryMs).toISOString()),
              memoryMs,
            ],
          );
    return new Set(result.rows.map((row) => row.key));
  }

  async function drain() {
    running = true;
    while (waiting.length > 0) {
      const taken = waiting;
      waiting = [];
      // A key twice in one batch: the first is the request, the second its replay.
      const first = new Map<string, Waiting>();
      for (const entry of taken) if (!first.has(entry.key)) first.set(entry.key, entry);
      try {
        const accepted = await insert([...first.values()]);
        for (const entry of taken) entry.settle(first.get(entry.key) === entry && accepted.has(entry.key));
      } catch (error) {
        for (const entry of taken) entry.fail(error);
      }
    }
    running = false;
  }

  return {
    accept(key, nowMs) {
      return new Promise<boolean>((settle, fail) => {
        waiting.push({ key, nowMs, settle, fail });
        if (!running) void drain();
      });
    },
    async purge(nowMs = clock()) {
      const result = await db.query('DELETE FROM signed_requests WHERE expires_at <= $1', [new Date(nowMs)]);
      return result.rowCount;
    },
  };
}
