import type { RateLimit } from '../config';
import type { Queryable } from '../db/client';

/**
 * The different e-mails one address may ask about in the account calls (docs/API.md "What each call
 * tells"): enumeration is asking about many e-mails, so that is what is counted, per address the origin
 * established (TRUST_PROXY). Asking again about an e-mail already counted is free, so an owner who
 * retries is never slowed by it. Counted in the database (`address_emails`), so every origin on it
 * shares one count: N origins behind a balancer allow the same 20, not N × 20. Two requests of one
 * address that arrive at the same instant may both pass the last free place: the count can exceed the
 * limit by the requests in flight at once, never by more.
 */
export interface EmailsPerAddress {
  /** 0 when `address` may ask about `email` now; otherwise the seconds until it may. */
  admit(address: string, email: string): Promise<number>;
  /** Forgets what is older than the window (run every minute); returns the rows removed. */
  sweep(): Promise<number>;
}

export function emailsPerAddress(db: Queryable, limit: RateLimit, now: () => number): EmailsPerAddress {
  return {
    async admit(address, email) {
      const at = now();
      const since = new Date(at - limit.windowMs);
      const counted = await db.query<{ email: string; first_at: Date }>(
        'SELECT email, first_at FROM address_emails WHERE address = $1 AND first_at > $2',
        [address, since],
      );
      if (counted.rows.some((row) => row.email === email)) return 0;
      if (counted.rows.length < limit.max) {
        await db.query(
          `INSERT INTO address_emails (address, email, first_at) VALUES ($1, $2, $3)
           ON CONFLICT (address, email) DO UPDATE SET first_at = EXCLUDED.first_at`,
          [address, email, new Date(at)],
        );
        return 0;
      }
      const oldest = Math.min(...counted.rows.map((row) => new Date(row.first_at).getTime()));
      return Math.max(1, Math.ceil((oldest + limit.windowMs - at) / 1000));
    },
    async sweep() {
      const result = await db.query('DELETE FROM address_emails WHERE first_at <= $1', [
        new Date(now() - limit.windowMs),
      ]);
      return result.rowCount;
    },
  };
}
