import type { Queryable } from '../db/client';
import { ApiError, CODES } from '../http/envelope';

/**
 * The day's cap on e-mail code guesses for one e-mail (docs/API.md "E-mail code guessing": without
 * it, one code a minute with five tries each allowed 7,200 guesses a day at one account, about 19% in
 * 30 days). Every wrong code for the e-mail counts, whatever the address, device, purpose or code:
 * - the first `free` in a day are free; after that each attempt waits 1 min, 2 min, 4 min… (at most
 *   `maxWaitMs`) after the e-mail's last wrong code;
 * - the `lockAt`-th wrong code in a day locks code sign-in (and sign-up) for the e-mail for `lockMs`;
 *   a right code is refused too until the lock lifts, and the owner is told once, by e-mail.
 * So at most `lockAt` guesses reach an e-mail's codes in any `windowMs`: 20 a day, 600 in 30 days,
 * a chance of at most 600 / 10^6 = 0.06% of guessing a 6-digit code in 30 days.
 * Nothing the client says (device id, X-Forwarded-For beyond the trusted proxies) changes the count:
 * it is per e-mail, and the address is only written down.
 */
export const CODE_GUESSES = {
  windowMs: 24 * 60 * 60_000,
  free: 10,
  lockAt: 20,
  firstWaitMs: 60_000,
  maxWaitMs: 60 * 60_000,
  lockMs: 24 * 60 * 60_000,
} as const;

export type CodeGuessRules = typeof CODE_GUESSES;

/** The most guesses at one e-mail's codes in `days` days, and the chance that one of them is right. */
export function guessingOdds(
  days: number,
  digits: number,
  rules: CodeGuessRules = CODE_GUESSES,
): { perDay: number; guesses: number; chance: number } {
  const perDay = (rules.lockAt * 24 * 60 * 60_000) / Math.max(rules.windowMs, rules.lockMs);
  const guesses = Math.ceil(perDay * days);
  // Each guess is at most one value of the 10^digits a code can take (a code allows several tries,
  // each a different value at best): the union bound.
  return { perDay, guesses, chance: Math.min(1, guesses / 10 ** digits) };
}

/** How long after the e-mail's last wrong code the next attempt waits, once `failures` were counted. */
export function codeWaitAfter(failures: number, rules: CodeGuessRules = CODE_GUESSES): number {
  if (failures < rules.free) return 0;
  return Math.min(rules.maxWaitMs, rules.firstWaitMs * 2 ** Math.min(30, failures - rules.free));
}

export interface CodeAttempt {
  /** The normalised e-mail. */
  email: string;
  /** The client's address as the origin established it (TRUST_PROXY); written down only. */
  address: string;
  now: Date;
}

function slowed(waitMs: number): ApiError {
  return new ApiError(CODES.rateLimited, 'codeGuessesSlowed', {
    seconds: Math.max(1, Math.ceil(waitMs / 1000)),
  });
}

/** 10004 for a locked e-mail: the catalogue's "too many" with the time the lock lifts (UTC, to the minute). */
export function lockedError(until: Date, now: Date): ApiError {
  const lifts = new Date(Math.ceil(until.getTime() / 60_000) * 60_000);
  return new ApiError(CODES.rateLimited, 'codeGuessesLocked', {
    until: `${lifts.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    seconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  });
}

/**
 * Refuses (10004, with the seconds to wait) a code attempt for a locked or slowed e-mail, before the
 * code is looked at: a refused attempt neither counts nor tells whether the code was right. Run it in
 * the transaction that holds the e-mail's lock.
 */
export async function admitCodeAttempt(
  tx: Queryable,
  attempt: CodeAttempt,
  rules: CodeGuessRules = CODE_GUESSES,
): Promise<void> {
  const at = attempt.now.getTime();
  const lock = await tx.query<{ locked_until: Date }>(
    'SELECT locked_until FROM code_locks WHERE email = $1 AND locked_until > $2',
    [attempt.email, attempt.now],
  );
  const until = lock.rows[0]?.locked_until;
  if (until) throw lockedError(new Date(until), attempt.now);
  const counts = await tx.query<{ n: number; last: Date | null }>(
    'SELECT count(*)::int AS n, max(failed_at) AS last FROM code_failures WHERE email = $1 AND failed_at > $2',
    [attempt.email, new Date(at - rules.windowMs)],
  );
  const row = counts.rows[0];
  const waitUntil = row?.last ? new Date(row.last).getTime() + codeWaitAfter(row.n, rules) : 0;
  if (waitUntil > at) throw slowed(waitUntil - at);
}

/**
 * Writes down a wrong code. When it is the day's `lockAt`-th, the e-mail is locked and the lock's end
 * returned (once per lock: the caller tells the owner); otherwise undefined.
 */
export async function codeFailed(
  tx: Queryable,
  attempt: CodeAttempt,
  rules: CodeGuessRules = CODE_GUESSES,
): Promise<Date | undefined> {
  await tx.query('INSERT INTO code_failures (email, address, failed_at) VALUES ($1, $2, $3)', [
    attempt.email,
    attempt.address,
    attempt.now,
  ]);
  const at = attempt.now.getTime();
  const counted = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM code_failures WHERE email = $1 AND failed_at > $2',
    [attempt.email, new Date(at - rules.windowMs)],
  );
  if ((counted.rows[0]?.n ?? 0) < rules.lockAt) return undefined;
  const until = new Date(at + rules.lockMs);
  // The failures that made this lock are spent: after it lifts, the count starts again.
  await tx.query('DELETE FROM code_failures WHERE email = $1', [attempt.email]);
  await tx.query(
    `INSERT INTO code_locks (email, locked_at, locked_until) VALUES ($1, $2, $3)
       ON CONFLICT (email) DO UPDATE SET locked_at = EXCLUDED.locked_at, locked_until = EXCLUDED.locked_until`,
    [attempt.email, attempt.now, until],
  );
  return until;
}

/** Wrong codes older than a day and locks that lifted count no more (run hourly with the other purges). */
export async function purgeCodeGuesses(
  db: Queryable,
  now: Date,
  rules: CodeGuessRules = CODE_GUESSES,
): Promise<number> {
  const failures = await db.query('DELETE FROM code_failures WHERE failed_at <= $1', [
    new Date(now.getTime() - rules.windowMs),
  ]);
  const locks = await db.query('DELETE FROM code_locks WHERE locked_until <= $1', [now]);
  return failures.rowCount + locks.rowCount;
}
