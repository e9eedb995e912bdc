/**
 * The envelope codec: how /vdapi answers carry `data` as an encrypted string (PRODUCT §7:
 * "decrypted (AES), base64 decoded, inflated and parsed as JSON"). Browser and Node alike:
 * crypto-js and pako only (the seal, without zlib, is in sealed.ts).
 *
 * Wire format of an encoded `data` string (version 1):
 *
 *   text       = base64(version ‖ iv ‖ ciphertext ‖ tag)      standard alphabet, '=' padded, canonical
 *   version    = 0x01                                           1 byte
 *   iv         = 16 random bytes, fresh for every message
 *   ciphertext = AES-256-CBC(encKey, iv, PKCS#7 padding)(inner)  16·n bytes, n ≥ 1
 *   inner      = ASCII bytes of base64(zlib-deflate(UTF-8(JSON.stringify(value))))
 *   tag        = HMAC-SHA256(macKey, version ‖ iv ‖ ciphertext)  32 bytes
 *   encKey     = HMAC-SHA256(key = UTF-8(keyString), message = "pitchside/envelope/v1/enc")
 *   macKey     = HMAC-SHA256(key = UTF-8(keyString), message = "pitchside/envelope/v1/mac")
 *
 * Encrypt-then-MAC: the tag is checked (in constant time) before anything is decrypted, so a
 * tampered, truncated or foreign string is refused without touching AES, base64 or zlib.
 * The key ships inside the web bundle, so this guards integrity and keeps casual scrapers out;
 * it is not secrecy from the browser that holds the key.
 */
import { deflate, inflate } from 'pako';
import { bytesToBase64 } from './bytes';
import {
  DEFAULT_ENVELOPE_KEY,
  type Envelope,
  EnvelopeError,
  jsonOf,
  openEnvelope,
  readInflated,
  sealInner,
} from './sealed';

export type { Envelope, EnvelopeErrorReason } from './sealed';
export { DEFAULT_ENVELOPE_KEY, EnvelopeError, openEnvelope, readInflated, sealInner } from './sealed';

const textEncoder = new TextEncoder();

/**
 * Encodes any JSON value into the envelope `data` string described above.
 * Throws `EnvelopeError('json')` for values JSON cannot carry (undefined, functions, BigInt, cycles).
 */
export function encodeData(value: unknown, key: string = DEFAULT_ENVELOPE_KEY): string {
  return sealInner(bytesToBase64(deflate(textEncoder.encode(jsonOf(value)))), key);
}

/**
 * Decodes an envelope `data` string. The result is whatever JSON was encoded: callers validate its
 * shape (TypeBox schemas in api/vdapi.ts). Throws only `EnvelopeError`, for any input at all.
 */
export function decodeData<T = unknown>(text: string, key: string = DEFAULT_ENVELOPE_KEY): T {
  const deflated = openEnvelope(text, key);
  let inflated: Uint8Array;
  try {
    const result: unknown = inflate(deflated);
    if (!(result instanceof Uint8Array)) throw new Error('no output');
    inflated = result;
  } catch {
    throw new EnvelopeError('inflate', 'decrypted data could not be inflated');
  }
  return readInflated<T>(inflated);
}

/** True for a body of the product's envelope shape (PRODUCT §7). */
export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.code === 'number' && typeof body.msg === 'string' && 'data' in body;
}
