import type { Queryable } from '../db/client';
import { ApiError, CODES } from '../http/envelope';

/**
 * Password sign-in back-off (docs/API.md "Sign-in back-off"; OWASP ASVS 4.0 V2.2.1 and V2.2.2: slow
 * credential guessing without letting anyone lock an account out, and at most 100 failures an hour on
 * one account). Wrong passwords are counted per e-mail and address for an hour:
 * - from one address, the first `freePerAddress` are free, then each attempt waits 1 s, 2 s, 4 s… after
 *   that address's last failure (up to `maxWaitMs`);
 * - on one account from all addresses, the first `freePerAccount` are free, then attempts from devices
 *   that never signed in to it from that address wait the same doubling time after the account's last
 *   failure (a device id alone is the client's word, sent in clear: never trusted on its own).
 * An attempt that comes too early is refused (429) without looking at the password, so it neither
 * counts nor tells anything. E-mail-code sign-in is not touched: the code goes only to the owner's
 * mailbox, has its own limit of five tries, and is the owner's way in whatever an attacker does.
 */
export const SIGN_IN_BACKOFF = {
  windowMs: 60 * 60_000,
  freePerAddress: 5,
  freePerAccount: 20,
  firstWaitMs: 1000,
  maxWaitMs: 15 * 60_000,
} as const;

export type SignInBackoff = typeof SIGN_IN_BACKOFF;

/** How long to wait after the last failure once `failures` were counted; 0 while they are free. */
export function waitAfter(failures: number, free: number, rules: SignInBackoff = SIGN_IN_BACKOFF): number {
  if (failures < free) return 0;
  return Math.min(rules.maxWaitMs, rules.firstWaitMs * 2 ** Math.min(30, failures - free));
}

export interface SignInAttempt {
  email: string;
  /** The client's address as the origin established it (TRUST_PROXY). */
  address: string;
  /** `x-device-id`, when it is one (32 hex digits). */
  deviceId: string;
  now: Date;
}

const DEVICE_ID = /^[0-9a-f]{32}$/;

async function knownDevice(tx: Queryable, attempt: SignInAttempt): Promise<boolean> {
  if (!DEVICE_ID.test(attempt.deviceId)) return false;
  // The device id is the client's word: it counts only with the address it signed in from before.
  const result = await tx.query(
    'SELECT 1 FROM sign_in_devices WHERE email = $1 AND device_id = $2 AND address = $3',
    [attempt.email, attempt.deviceId, attempt.address],
  );
  return result.rows.length > 0;
}

/** The e-mail's wrong passwords of the last window: from this address, and from all. */
async function failuresOf(tx: Queryable, attempt: SignInAttempt, rules: SignInBackoff) {
  const since = new Date(attempt.now.getTime() - rules.windowMs);
  const counts = await tx.query<{ here: number; lastHere: Date | null; all: number; lastAll: Date | null }>(
    `SELECT count(*) FILTER (WHERE address = $2)::int AS "here",
            max(failed_at) FILTER (WHERE address = $2) AS "lastHere",
            count(*)::int AS "all",
            max(failed_at) AS "lastAll"
       FROM sign_in_failures WHERE email = $1 AND failed_at > $3`,
    [attempt.email, attempt.address, since],
  );
  return counts.rows[0];
}

/**
 * A password attempt for an e-mail without an account: the reads a wrong password's admission makes, and
 * nothing written, so that the answer's work is a wrong password's and tells nothing more than the
 * catalogue's code.
 */
export async function lookAtPasswordAttempt(
  tx: Queryable,
  attempt: SignInAttempt,
  rules: SignInBackoff = SIGN_IN_BACKOFF,
): Promise<void> {
  await failuresOf(tx, attempt, rules);
}

/**
 * Admits one password attempt or refuses it (10004 with the seconds to wait). An admitted attempt is
 * written down as a failure at once, so parallel attempts count; `passwordAccepted` takes it back.
 * Run it in a transaction that holds the e-mail's lock. Returns the id of the written row.
 */
export async function admitPasswordAttempt(
  tx: Queryable,
  attempt: SignInAttempt,
  rules: SignInBackoff = SIGN_IN_BACKOFF,
): Promise<number> {
  const row = await failuresOf(tx, attempt, rules);
  const at = attempt.now.getTime();
  const hereUntil = row?.lastHere
    ? row.lastHere.getTime() + waitAfter(row.here, rules.freePerAddress, rules)
    : 0;
  if (hereUntil > at) throw slowed('signInSlowed', hereUntil - at);
  const accountUntil = row?.lastAll
    ? row.lastAll.getTime() + waitAfter(row.all, rules.freePerAccount, rules)
    : 0;
  if (accountUntil > at && !(await knownDevice(tx, attempt)))
    throw slowed('accountSlowed', accountUntil - at);
  const written = await tx.query<{ id: number }>(
    'INSERT INTO sign_in_failures (email, address, failed_at) VALUES ($1, $2, $3) RETURNING id',
    [attempt.email, attempt.address, attempt.now],
  );
  const id = written.rows[0]?.id;
  if (id === undefined) throw new Error('sign_in_failures insert returned nothing');
  return id;
}

function slowed(key: 'signInSlowed' | 'accountSlowed', waitMs: number): ApiError {
  return new ApiError(CODES.rateLimited, key, { seconds: Math.max(1, Math.ceil(waitMs / 1000)) });
}

/**
 * The password was right: the attempt and this address's earlier failures for the e-mail are forgotten,
 * and the device is remembered as one the owner uses.
 */
export async function passwordAccepted(tx: Queryable, attempt: SignInAttempt): Promise<void> {
  await tx.query('DELETE FROM sign_in_failures WHERE email = $1 AND address = $2', [
    attempt.email,
    attempt.address,
  ]);
  await deviceSignedIn(tx, attempt);
}

/** Any successful sign-in (password or e-mail code) makes the device, at that address, a known one for the account. */
export async function deviceSignedIn(tx: Queryable, attempt: SignInAttempt): Promise<void> {
  if (!DEVICE_ID.test(attempt.deviceId)) return;
  await tx.query(
    `INSERT INTO sign_in_devices (email, device_id, address, signed_in_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email, device_id, address) DO UPDATE SET signed_in_at = EXCLUDED.signed_in_at`,
    [attempt.email, attempt.deviceId, attempt.address, attempt.now],
  );
}

/** Failures older than the window count no more (run hourly with the other purges). */
export async function purgeSignInFailures(db: Queryable, now: Date, rules: SignInBackoff = SIGN_IN_BACKOFF) {
  const result = await db.query('DELETE FROM sign_in_failures WHERE failed_at <= $1', [
    new Date(now.getTime() - rules.windowMs),
  ]);
  return result.rowCount;
}
