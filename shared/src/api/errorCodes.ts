/**
 * Envelope `code` values (PRODUCT §7, §8). 200 is success; a failure answers an HTTP 4xx status
 * with one of these codes and a `msg` in the request's language. Only the origin's own two faults,
 * which no input can cause, answer 5xx (10006, 10007).
 * 11013, 11036, 11130 are the product's own (PRODUCT §8); the others fill the gaps it leaves.
 */
export const ERROR_CODES = {
  /** Success. */
  OK: 200,
  /** The payload, query or a route parameter failed its schema (HTTP 400). */
  INVALID_INPUT: 10001,
  /** Bad, missing or stale signature, timestamp or access key (HTTP 401). */
  BAD_SIGNATURE: 10002,
  /** Not signed in, or the token is unknown, invalid or expired (HTTP 401). */
  NOT_SIGNED_IN: 10003,
  /** Too many requests from this client (HTTP 429). */
  RATE_LIMITED: 10004,
  /** No such match, league, collection, user or route (HTTP 404). */
  NOT_FOUND: 10005,
  /** Sign-in: account or password wrong (PRODUCT §8). */
  ACCOUNT_OR_PASSWORD_ERROR: 11013,
  /** Sign-in: the e-mail has no account (PRODUCT §8). */
  ACCOUNT_NOT_REGISTERED: 11036,
  /** Registration refused; the message belongs under the e-mail field, e.g. already registered (PRODUCT §8). */
  REGISTRATION_FAILED: 11130,
  /** The e-mail code is wrong or expired. */
  EMAIL_CODE_INVALID: 11020,
  /** A new e-mail code was asked for before the 60 s countdown ended (PRODUCT §4, §9). */
  EMAIL_CODE_TOO_SOON: 11021,
  /** The slider check is missing or failed (PRODUCT §4: it must reach 100). */
  SLIDER_CHECK_FAILED: 11022,
  /** Too many wrong e-mail code attempts; a new code is needed. */
  EMAIL_CODE_TOO_MANY_TRIES: 11023,
  /** The code mail could not be handed to the mail server; retry at once (HTTP 503). */
  MAIL_FAILED: 10006,
  /** An unexpected fault of the origin itself, never caused by input (HTTP 500). */
  SERVER_ERROR: 10007,
} as const;

export type ErrorCodeName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorCodeName];

/** HTTP status that accompanies each failure code (success is 200). */
export const ERROR_HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  200: 200,
  10001: 400,
  10002: 401,
  10003: 401,
  10004: 429,
  10005: 404,
  10006: 503,
  10007: 500,
  11013: 401,
  11036: 404,
  11130: 409,
  11020: 400,
  11021: 429,
  11022: 403,
  11023: 429,
};

const KNOWN_CODES = new Set<number>(Object.values(ERROR_CODES));

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && KNOWN_CODES.has(value);
}
