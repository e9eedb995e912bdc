import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/client';
import type { CodePurpose } from '../mail/templates';

/** E-mail code rules: 6 digits, 10 minutes, single use, 5 wrong tries, one new code per 60 s (PRODUCT.md §4, §9). */
export const EMAIL_CODE_RULES = {
  digits: 6,
  validMs: 10 * 60_000,
  maxWrongTries: 5,
  resendAfterMs: 60_000,
} as const;

export function newEmailCode(): string {
  return String(randomInt(0, 10 ** EMAIL_CODE_RULES.digits)).padStart(EMAIL_CODE_RULES.digits, '0');
}

function codeHash(email: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}\n${email}\n${code}`).digest('hex');
}

/**
 * The wait between two codes to one e-mail: `EMAIL_CODE_RULES.resendAfterMs`, one per app. Only the test
 * controls (origin/src/controls, refused unless TEST_CONTROLS is on) change it, for all or one e-mail.
 */
export interface CodeCooldown {
  msFor(email: string): number;
  /** Sets the wait for one (normalised) e-mail, or for every e-mail without one of its own. */
  set(ms: number, email?: string): void;
}

export function codeCooldown(defaultMs: number = EMAIL_CODE_RULES.resendAfterMs): CodeCooldown {
  let every = defaultMs;
  const own = new Map<string, number>();
  return {
    msFor: (email) => own.get(email) ?? every,
    set(ms, email) {
      if (email === undefined) every = ms;
      else own.set(email, ms);
    },
  };
}

/** Seconds left before this e-mail may get a new code; 0 when it may now. */
export async function secondsUntilResend(
  db: Queryable,
  email: string,
  now: Date,
  resendAfterMs: number = EMAIL_CODE_RULES.resendAfterMs,
): Promise<number> {
  const result = await db.query<{ created_at: Date }>(
    'SELECT created_at FROM email_codes WHERE email = $1 ORDER BY created_at DESC LIMIT 1',
    [email],
  );
  const last = result.rows[0];
  if (!last) return 0;
  const waitMs = new Date(last.created_at).getTime() + resendAfterMs - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/**
 * Stores a fresh code (replacing any unused one for the same purpose) and returns its id. A `spent` one
 * is stored used: it starts the countdown to the next code, as a mailed one would, and can never sign in.
 */
export async function storeEmailCode(
  db: Queryable,
  email: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
  spent = false,
): Promise<number> {
  await db.query(
    'UPDATE email_codes SET used_at = $3 WHERE email = $1 AND purpose = $2 AND used_at IS NULL',
    [email, purpose, now],
  );
  const result = await db.query<{ id: number }>(
    `INSERT INTO email_codes (email, purpose, code_hash, created_at, expires_at, used_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      email,
      purpose,
      codeHash(email, purpose, code),
      now,
      new Date(now.getTime() + EMAIL_CODE_RULES.validMs),
      spent ? now : null,
    ],
  );
  const row = result.rows[0];
  if (!row) throw new Error('email code insert returned nothing');
  return row.id;
}

export async function deleteEmailCode(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM email_codes WHERE id = $1', [id]);
}

export type CodeCheck = 'ok' | 'wrong' | 'tooManyTries';

/**
 * Checks a code and consumes it when right. A wrong guess counts against the code, and the
 * fifth wrong one ends it. Run inside a transaction: the row is locked while it is judged, so
 * one code can never be used twice, even by concurrent requests.
 */
export async function consumeEmailCode(
  tx: Queryable,
  email: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const result = await tx.query<{ id: number; code_hash: string; attempts: number; expires_at: Date }>(
    `SELECT id, code_hash, attempts, expires_at FROM email_codes
      WHERE email = $1 AND purpose = $2 AND used_at IS NULL
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [email, purpose],
  );
  const row = result.rows[0];
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return 'wrong';
  if (row.attempts >= EMAIL_CODE_RULES.maxWrongTries) return 'tooManyTries';
  if (row.code_hash === codeHash(email, purpose, code.trim())) {
    await tx.query('UPDATE email_codes SET used_at = $2 WHERE id = $1', [row.id, now]);
    return 'ok';
  }
  const attempts = row.attempts + 1;
  await tx.query('UPDATE email_codes SET attempts = $2 WHERE id = $1', [row.id, attempts]);
  return attempts >= EMAIL_CODE_RULES.maxWrongTries ? 'tooManyTries' : 'wrong';
}
