import { defaultNickName, type Locale } from '@pitchside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db, Queryable } from '../db/client';
import { ApiError, CODES } from '../http/envelope';
import type { Mailer } from '../mail/mailer';
import type { CodePurpose, Notice } from '../mail/templates';
import { admitCodeAttempt, type CodeAttempt, codeFailed, lockedError, purgeCodeGuesses } from './codeGuesses';
import { normalizeEmail } from './email';
import {
  type CodeCheck,
  type CodeCooldown,
  consumeEmailCode,
  deleteEmailCode,
  EMAIL_CODE_RULES,
  newEmailCode,
  secondsUntilResend,
  storeEmailCode,
} from './emailCodes';
import { hashPassword, verifyPassword } from './password';
import {
  admitPasswordAttempt,
  deviceSignedIn,
  lookAtPasswordAttempt,
  passwordAccepted,
  purgeSignInFailures,
  type SignInAttempt,
} from './signInBackoff';
import { consumeSliderPass, grantSliderPass, isHumanSliderRun, restoreSliderPass } from './slider';
import { type IssuedToken, issueToken, revokeToken } from './tokens';
import { findUserByEmail, insertUser, type PublicUser, toPublicUser, type UserRow } from './users';

/** What the account functions need from the app. */
export interface AccountsDeps {
  db: Db;
  config: Pick<Config, 'passwordHashCost' | 'tokenTtlSeconds'>;
  mailer: Mailer;
  now: () => Date;
  /** The wait between two codes to one e-mail; EMAIL_CODE_RULES.resendAfterMs when absent. */
  codeCooldown?: CodeCooldown | undefined;
  /** Where a notice that could not be mailed is reported (the request is answered all the same). */
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

/** Serialises everything done for one e-mail (register, code checks) across connections. */
async function lockEmail(tx: Queryable, email: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`account:${email}`]);
}

function codeFailure(check: Exclude<CodeCheck, 'ok'>): ApiError {
  return check === 'tooManyTries'
    ? new ApiError(CODES.codeTooManyTries, 'codeTooManyTries')
    : new ApiError(CODES.codeWrong, 'codeWrong');
}

const PURPOSE_BY_TYPE: Record<number, CodePurpose> = { 1: 'register', 2: 'login' };

export function purposeOfCodeType(type: number): CodePurpose {
  const purpose = PURPOSE_BY_TYPE[type];
  if (!purpose) throw new ApiError(CODES.invalidInput, 'codeTypeInvalid');
  return purpose;
}

export async function passSlider(
  deps: AccountsDeps,
  input: { email: string; deviceId: string; position: string | undefined; track: string | undefined },
): Promise<{ expiresAt: string }> {
  if (!isHumanSliderRun(input.position, input.track)) throw new ApiError(CODES.sliderFailed, 'sliderFailed');
  const expiresAt = await grantSliderPass(deps.db, normalizeEmail(input.email), input.deviceId, deps.now());
  return { expiresAt: expiresAt.toISOString() };
}

/**
 * Sends an e-mail code (PRODUCT.md §7 getCode), at most once per 60 s, and only after a passed slider
 * check for that e-mail and device. Where a code cannot serve (type 1 for an address that has an account,
 * type 2 for one that has none) the answer is the same, and the address gets a notice instead of a code
 * (docs/API.md "What each call tells"): the call tells nobody whether the address has an account.
 */
export async function sendEmailCode(
  deps: AccountsDeps,
  input: { email: string; type: number; deviceId: string; locale: Locale },
): Promise<void> {
  const email = normalizeEmail(input.email);
  const purpose = purposeOfCodeType(input.type);
  const now = deps.now();
  const code = newEmailCode();
  const issued = await deps.db.transaction(async (tx) => {
    await lockEmail(tx, email);
    const wait = await secondsUntilResend(tx, email, now, deps.codeCooldown?.msFor(email));
    if (wait > 0) throw new ApiError(CODES.codeTooSoon, 'codeTooSoon', { seconds: wait });
    const grantId = await consumeSliderPass(tx, email, input.deviceId, now);
    if (grantId === undefined) throw new ApiError(CODES.sliderFailed, 'sliderRequired');
    const user = await findUserByEmail(tx, email);
    const notice: Notice | undefined =
      purpose === 'register' && user
        ? { kind: 'registerTaken' }
        : purpose === 'login' && !user
          ? { kind: 'noAccount' }
          : undefined;
    // A notice is written down as a spent code: the 60 s countdown runs alike, and nothing can use it.
    const codeId = await storeEmailCode(tx, email, purpose, code, now, notice !== undefined);
    return { codeId, grantId, notice, ownerLocale: user ? accountLocale(user) : input.locale };
  });
  try {
    if (issued.notice) {
      await deps.mailer.sendNotice({ to: email, notice: issued.notice, locale: issued.ownerLocale });
    } else {
      await deps.mailer.sendCode({
        to: email,
        code,
        purpose,
        locale: input.locale,
        validMinutes: EMAIL_CODE_RULES.validMs / 60_000,
      });
    }
  } catch (error) {
    // Undo, so the person can try again at once instead of waiting out the countdown.
    await deleteEmailCode(deps.db, issued.codeId);
    await restoreSliderPass(deps.db, issued.grantId);
    throw Object.assign(new ApiError(CODES.mailFailed, 'mailFailed'), { cause: error });
  }
}

/** The account's language, when it has one (users.lang); a notice goes in all three otherwise. */
function accountLocale(user: UserRow): Locale | undefined {
  const lang = user.lang;
  return lang === 'cn' || lang === 'en' || lang === 'vi' ? lang : undefined;
}

/** Tells the owner of `email`, once per lock, that code sign-in is locked; a failed mail is logged. */
async function tellOwnerOfLock(deps: AccountsDeps, email: string, until: Date): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  try {
    await deps.mailer.sendNotice({
      to: email,
      notice: { kind: 'codeLocked', until },
      locale: accountLocale(user),
    });
  } catch (error) {
    deps.log?.warn({ err: error }, 'the code-lock notice could not be mailed');
  }
}

/** Checks a code under the e-mail's lock and the day's cap (codeGuesses.ts); a wrong one is counted. */
async function checkCode(
  tx: Queryable,
  attempt: CodeAttempt,
  purpose: CodePurpose,
  emailCode: string,
): Promise<{ error: ApiError; lockedUntil?: Date } | undefined> {
  await admitCodeAttempt(tx, attempt);
  const check = await consumeEmailCode(tx, attempt.email, purpose, emailCode, attempt.now);
  if (check === 'ok') return undefined;
  const lockedUntil = await codeFailed(tx, attempt);
  if (lockedUntil) return { error: lockedError(lockedUntil, attempt.now), lockedUntil };
  return { error: codeFailure(check) };
}

/**
 * Creates the account. The code is checked first, the same way whether or not the address has an
 * account (a taken address never gets a sign-up code), so a taken address answers as a wrong code. 11130
 * is left for an account made between a right code's check and the insert: only the mailbox's reader.
 */
export async function register(
  deps: AccountsDeps,
  input: {
    email: string;
    emailCode: string;
    password: string;
    ackPassword: string;
    address: string;
    locale: Locale;
  },
): Promise<PublicUser> {
  if (input.password !== input.ackPassword) throw new ApiError(CODES.invalidInput, 'passwordsMismatch');
  const email = normalizeEmail(input.email);
  const now = deps.now();
  const attempt: CodeAttempt = { email, address: input.address, now };
  const refused = await deps.db.transaction(async (tx) => {
    await lockEmail(tx, email);
    // A wrong guess is committed (it counts), then refused.
    return checkCode(tx, attempt, 'register', input.emailCode);
  });
  if (refused) {
    if (refused.lockedUntil) await tellOwnerOfLock(deps, email, refused.lockedUntil);
    throw refused.error;
  }
  // Hashed outside any transaction: the embedded database is one connection, never held for a slow hash.
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  const user = await deps.db.transaction(async (tx) => {
    await lockEmail(tx, email);
    return insertUser(tx, { email, passwordHash, nickName: defaultNickName(email), now, lang: input.locale });
  });
  if (!user) throw new ApiError(CODES.registerFailed, 'alreadyRegistered');
  return toPublicUser(user);
}

/** Where a sign-in comes from: the client's address and device (signInBackoff.ts). */
export interface SignInSource {
  address: string;
  deviceId: string;
  /** The request's language: the account's from now on (its notices are mailed in it). */
  locale?: Locale | undefined;
}

async function rememberLocale(tx: Queryable, userId: number, locale: Locale | undefined): Promise<void> {
  if (locale)
    await tx.query('UPDATE users SET lang = $2 WHERE id = $1 AND lang IS DISTINCT FROM $2', [userId, locale]);
}

/** One hash per cost, made on first use: what a login for an e-mail without an account is checked against. */
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword('no account has this password', cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

export async function loginWithPassword(
  deps: AccountsDeps,
  input: { email: string; password: string } & SignInSource,
): Promise<IssuedToken> {
  const email = normalizeEmail(input.email);
  const user = await findUserByEmail(deps.db, email);
  const attempt: SignInAttempt = { email, address: input.address, deviceId: input.deviceId, now: deps.now() };
  if (!user) {
    // The catalogue says "not registered" (11036, PRODUCT §8), but not sooner than a wrong password
    // would: the same reads under the same lock, and the same slow hash against a dummy, so the time
    // tells nothing more (docs/API.md "Sign-in back-off": 9 ms against 190 ms without the hash).
    await deps.db.transaction(async (tx) => {
      await lockEmail(tx, email);
      await lookAtPasswordAttempt(tx, attempt);
    });
    await verifyPassword(input.password, await dummyHash(deps.config.passwordHashCost));
    throw new ApiError(CODES.notRegistered, 'notRegistered');
  }
  // Admitted (and counted) under the e-mail's lock; the slow hash is checked outside any transaction.
  await deps.db.transaction(async (tx) => {
    await lockEmail(tx, email);
    await admitPasswordAttempt(tx, attempt);
  });
  if (!(await verifyPassword(input.password, user.password_hash))) {
    throw new ApiError(CODES.accountOrPassword, 'accountOrPasswordError');
  }
  return deps.db.transaction(async (tx) => {
    await passwordAccepted(tx, attempt);
    await rememberLocale(tx, user.id, input.locale);
    return issueToken(tx, user.id, deps.config.tokenTtlSeconds, attempt.now);
  });
}

export async function loginWithCode(
  deps: AccountsDeps,
  input: { email: string; emailCode: string } & SignInSource,
): Promise<IssuedToken> {
  const email = normalizeEmail(input.email);
  const now = deps.now();
  const attempt: CodeAttempt = { email, address: input.address, now };
  const outcome = await deps.db.transaction(async (tx) => {
    await lockEmail(tx, email);
    const user = await findUserByEmail(tx, email);
    // The catalogue's answer at sign-in (PRODUCT §8), as a password sign-in gives it.
    if (!user) return { error: new ApiError(CODES.notRegistered, 'notRegistered') };
    const refused = await checkCode(tx, attempt, 'login', input.emailCode);
    if (refused) return refused;
    await deviceSignedIn(tx, { email, address: input.address, deviceId: input.deviceId, now });
    await rememberLocale(tx, user.id, input.locale);
    return { token: await issueToken(tx, user.id, deps.config.tokenTtlSeconds, now) };
  });
  if ('error' in outcome) {
    if ('lockedUntil' in outcome && outcome.lockedUntil)
      await tellOwnerOfLock(deps, email, outcome.lockedUntil);
    throw outcome.error;
  }
  return outcome.token;
}

export async function logout(deps: AccountsDeps, token: string): Promise<void> {
  if (!(await revokeToken(deps.db, token, deps.now()))) throw new ApiError(CODES.notSignedIn, 'tokenInvalid');
}

export async function saveFeedback(
  deps: AccountsDeps,
  input: { userId: number; content: string; contact: string | undefined; locale: Locale },
): Promise<{ id: number }> {
  const result = await deps.db.query<{ id: number }>(
    'INSERT INTO feedback (user_id, content, contact, lang, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [input.userId, input.content.trim(), input.contact?.trim() ?? '', input.locale, deps.now()],
  );
  const row = result.rows[0];
  if (!row) throw new Error('feedback insert returned nothing');
  return { id: row.id };
}

/** Deletes codes, slider grants, tokens and sign-in failures that can no longer matter (run hourly). */
export async function purgeExpired(db: Queryable, now: Date): Promise<number> {
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  let removed = 0;
  removed += (await db.query('DELETE FROM email_codes WHERE expires_at < $1', [hourAgo])).rowCount;
  removed += (await db.query('DELETE FROM slider_grants WHERE expires_at < $1', [hourAgo])).rowCount;
  removed += (await db.query('DELETE FROM auth_tokens WHERE expires_at < $1 OR revoked_at < $1', [hourAgo]))
    .rowCount;
  removed += await purgeSignInFailures(db, now);
  removed += await purgeCodeGuesses(db, now);
  return removed;
}
