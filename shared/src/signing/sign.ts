/**
 * Request signing (PRODUCT §7: "a signature derived from sorted query values, the path, device id
 * and timestamp"). The access key is in the web bundle, so a signature does not prove who sent a
 * request; it binds a request to its time and device so that replays go stale and casual scripts
 * that do not run the client's code are turned away.
 *
 * Canonical string (lines joined by "\n", no trailing newline):
 *
 *   line 1  query:     the query's values, ordered by their keys (ascending UTF-16 code units, i.e.
 *                      JavaScript's default sort); a key with an array value contributes each element
 *                      in the order given (repeated parameters `k=a&k=b`); every value is turned into
 *                      text (numbers with String(), booleans as true/false), percent-encoded with
 *                      encodeURIComponent, and the results are joined by "&". Empty values
 *                      (undefined, null, '' and empty arrays, or '' inside an array) are left out, so
 *                      `?q=` and no `q` sign alike. Keys themselves are not signed (PRODUCT §7 signs
 *                      values only).
 *   line 2  path:      the URL path without query or fragment, exactly as requested ("/vdapi/match/v1/live")
 *   line 3  deviceId:  the x-device-id header (32 lowercase hex digits)
 *   line 4  timestamp: the x-timestamp header (ms since the epoch, decimal digits)
 *
 *   x-sign = lowercase hex HMAC-SHA256(key = UTF-8(accessKey), message = UTF-8(canonical string))
 */
import HmacSHA256 from 'crypto-js/hmac-sha256.js';
import { constantTimeEqualText, utf8WordArray, wordArrayToHex } from '../codec/bytes';

/** A single query value as the client holds it before it is put into the URL. */
export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
/** Query parameters as an object (what a server's parser hands over) or as URLSearchParams. */
export type QueryInput = Readonly<Record<string, QueryValue>> | URLSearchParams;

export interface SignRequestInput {
  path: string;
  query?: QueryInput;
  deviceId: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  accessKey: string;
}

export interface VerifyRequestInput {
  path: string;
  query?: QueryInput;
  deviceId: string;
  /** The x-timestamp header as received (string) or already parsed. */
  timestamp: number | string;
  accessKey: string;
  signature: string;
  /** The verifier's clock, ms since the epoch (handed in so tests and gateways control time). */
  now: number;
  /** Allowed distance between timestamp and now, either way. Default 5 minutes. */
  maxSkewMs?: number;
}

export type VerifyRequestResult =
  | { ok: true }
  | { ok: false; reason: 'stale' | 'future' | 'mismatch' | 'malformed' };

export const DEFAULT_MAX_SKEW_MS = 5 * 60 * 1000;

const DEVICE_ID_PATTERN = /^[0-9a-f]{32}$/;
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;
const TIMESTAMP_PATTERN = /^[0-9]{1,16}$/;
const BAD_PATH_CHARACTERS = /[?#\s]/;

function scalarText(value: QueryScalar): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return typeof value === 'string' ? value : null;
}

/** The query line of the canonical string, or null when a value cannot be represented. */
function canonicalQuery(query: QueryInput | undefined): string | null {
  const entries: [string, readonly unknown[]][] = [];
  if (query instanceof URLSearchParams) {
    for (const key of new Set(query.keys())) entries.push([key, query.getAll(key)]);
  } else if (query !== undefined && query !== null) {
    for (const [key, value] of Object.entries(query)) {
      entries.push([key, Array.isArray(value) ? value : [value]]);
    }
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const parts: string[] = [];
  for (const [, values] of entries) {
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue;
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
      const text = scalarText(value);
      if (text === null) return null;
      try {
        parts.push(encodeURIComponent(text));
      } catch {
        return null; // a lone surrogate cannot be percent-encoded, so no URL carries it
      }
    }
  }
  return parts.join('&');
}

function isPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !BAD_PATH_CHARACTERS.test(path);
}

function isTimestamp(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The exact text that is signed (exported for docs and tests); null when an input is malformed. */
export function canonicalRequestString(input: {
  path: string;
  query?: QueryInput;
  deviceId: string;
  timestamp: number;
}): string | null {
  if (!isPath(input.path) || !isTimestamp(input.timestamp)) return null;
  if (typeof input.deviceId !== 'string' || !DEVICE_ID_PATTERN.test(input.deviceId)) return null;
  const query = canonicalQuery(input.query);
  if (query === null) return null;
  return `${query}\n${input.path}\n${input.deviceId}\n${input.timestamp}`;
}

function hmacHex(message: string, accessKey: string): string {
  return wordArrayToHex(HmacSHA256(utf8WordArray(message), utf8WordArray(accessKey)));
}

/**
 * Signs a request for the x-sign header. Throws a RangeError for inputs no request can carry
 * (path without leading '/' or with '?', device id not 32 lowercase hex, negative or fractional
 * timestamp, empty access key, non-finite numbers in the query): those are programming errors.
 */
export function signRequest(input: SignRequestInput): string {
  const canonical = canonicalRequestString(input);
  if (canonical === null || typeof input.accessKey !== 'string' || input.accessKey === '') {
    throw new RangeError('signRequest: malformed path, query, device id, timestamp or access key');
  }
  return hmacHex(canonical, input.accessKey);
}

/**
 * Checks an x-sign header. Order: malformed inputs, then the time window (inclusive at
 * ±maxSkewMs), then the signature itself, compared in constant time.
 */
export function verifyRequestSignature(input: VerifyRequestInput): VerifyRequestResult {
  const maxSkewMs = input.maxSkewMs ?? DEFAULT_MAX_SKEW_MS;
  let timestamp: number;
  if (typeof input.timestamp === 'string') {
    if (!TIMESTAMP_PATTERN.test(input.timestamp)) return { ok: false, reason: 'malformed' };
    timestamp = Number(input.timestamp);
  } else {
    timestamp = input.timestamp;
  }
  if (
    typeof input.signature !== 'string' ||
    !SIGNATURE_PATTERN.test(input.signature) ||
    typeof input.accessKey !== 'string' ||
    input.accessKey === '' ||
    !Number.isFinite(input.now) ||
    !(maxSkewMs >= 0)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const canonical = canonicalRequestString({ ...input, timestamp });
  if (canonical === null) return { ok: false, reason: 'malformed' };
  if (input.now - timestamp > maxSkewMs) return { ok: false, reason: 'stale' };
  if (timestamp - input.now > maxSkewMs) return { ok: false, reason: 'future' };
  return constantTimeEqualText(hmacHex(canonical, input.accessKey), input.signature)
    ? { ok: true }
    : { ok: false, reason: 'mismatch' };
}
