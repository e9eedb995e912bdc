/**
 * The envelope codec: how /vdapi answers carry `data` as an encrypted string (PRODUCT §7:
 * "decrypted (AES), base64 decoded, inflated and parsed as JSON"). Browser and Node alike:
 * crypto-js and pako only.
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
import AES from 'crypto-js/aes.js';
import Core from 'crypto-js/core.js';
import HmacSHA256 from 'crypto-js/hmac-sha256.js';
import { deflate, inflate } from 'pako';
import { base64ToBytes, bytesToBase64, bytesToWordArray, constantTimeEqual, wordArrayToBytes } from './bytes';

/** The product's answer body (PRODUCT §7): code 200 is success; /vdapi `data` is an encoded string. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T | string | null;
}

/** Key shared by the origin, the gateway and the web client (it is in the bundle: not a secret). */
export const DEFAULT_ENVELOPE_KEY = 'pitchside.envelope.v1.Kq7Zt3Wm9Rx2Lp5N';

/** Why a string could not be decoded, in the order the checks run. */
export type EnvelopeErrorReason = 'format' | 'integrity' | 'decrypt' | 'inflate' | 'json';

/** The only error `decodeData` throws (and `encodeData`, for values JSON cannot represent). */
export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
  readonly reason: EnvelopeErrorReason;

  constructor(reason: EnvelopeErrorReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

const VERSION = 0x01;
const IV_BYTES = 16;
const BLOCK_BYTES = 16;
const TAG_BYTES = 32;
const MIN_BYTES = 1 + IV_BYTES + BLOCK_BYTES + TAG_BYTES;

interface DerivedKeys {
  enc: Core.lib.WordArray;
  mac: Core.lib.WordArray;
}

// One key is used in practice; remembering the last one skips two HMACs per message.
let cachedKeyString: string | undefined;
let cachedKeys: DerivedKeys | undefined;

function deriveKeys(keyString: string): DerivedKeys {
  if (cachedKeys !== undefined && cachedKeyString === keyString) return cachedKeys;
  const secret = Core.enc.Utf8.parse(keyString);
  const keys: DerivedKeys = {
    enc: HmacSHA256(Core.enc.Utf8.parse('pitchside/envelope/v1/enc'), secret),
    mac: HmacSHA256(Core.enc.Utf8.parse('pitchside/envelope/v1/mac'), secret),
  };
  cachedKeyString = keyString;
  cachedKeys = keys;
  return keys;
}

function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function macOf(macKey: Core.lib.WordArray, signed: Uint8Array): Uint8Array {
  return wordArrayToBytes(HmacSHA256(bytesToWordArray(signed), macKey));
}

const textEncoder = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Encodes any JSON value into the envelope `data` string described above.
 * Throws `EnvelopeError('json')` for values JSON cannot carry (undefined, functions, BigInt, cycles).
 */
export function encodeData(value: unknown, key: string = DEFAULT_ENVELOPE_KEY): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (error) {
    throw new EnvelopeError('json', `value is not JSON-serialisable: ${String(error)}`);
  }
  if (json === undefined) throw new EnvelopeError('json', 'value is not JSON-serialisable');

  const inner = bytesToBase64(deflate(textEncoder.encode(json)));
  const keys = deriveKeys(key);
  const iv = Core.lib.WordArray.random(IV_BYTES);
  const ciphertext = AES.encrypt(Core.enc.Latin1.parse(inner), keys.enc, { iv }).ciphertext;

  const signed = concatBytes([Uint8Array.of(VERSION), wordArrayToBytes(iv), wordArrayToBytes(ciphertext)]);
  return bytesToBase64(concatBytes([signed, macOf(keys.mac, signed)]));
}

/**
 * Decodes an envelope `data` string. The result is whatever JSON was encoded: callers validate its
 * shape (TypeBox schemas in api/vdapi.ts). Throws only `EnvelopeError`, for any input at all.
 */
export function decodeData<T = unknown>(text: string, key: string = DEFAULT_ENVELOPE_KEY): T {
  if (typeof text !== 'string') throw new EnvelopeError('format', 'encoded data must be a string');
  const bytes = base64ToBytes(text);
  if (bytes === null) throw new EnvelopeError('format', 'encoded data is not canonical base64');
  if (bytes.length < MIN_BYTES || (bytes.length - MIN_BYTES) % BLOCK_BYTES !== 0) {
    throw new EnvelopeError('format', 'encoded data has an impossible length');
  }
  if (bytes[0] !== VERSION) throw new EnvelopeError('format', 'unknown envelope version');

  const keys = deriveKeys(typeof key === 'string' ? key : String(key));
  const signed = bytes.subarray(0, bytes.length - TAG_BYTES);
  if (!constantTimeEqual(macOf(keys.mac, signed), bytes.subarray(bytes.length - TAG_BYTES))) {
    throw new EnvelopeError('integrity', 'encoded data failed its integrity check');
  }

  let inner: string;
  try {
    const iv = bytesToWordArray(signed.subarray(1, 1 + IV_BYTES));
    const ciphertext = bytesToWordArray(signed.subarray(1 + IV_BYTES));
    const plain = AES.decrypt(Core.lib.CipherParams.create({ ciphertext }), keys.enc, { iv });
    // crypto-js reports bad PKCS#7 padding as a negative or oversized sigBytes instead of throwing.
    if (plain.sigBytes < 0 || plain.sigBytes > ciphertext.sigBytes) throw new Error('bad padding');
    inner = Core.enc.Latin1.stringify(plain);
  } catch {
    throw new EnvelopeError('decrypt', 'encoded data could not be decrypted');
  }

  const deflated = base64ToBytes(inner);
  if (deflated === null) throw new EnvelopeError('decrypt', 'decrypted data is not base64');

  let inflated: Uint8Array;
  try {
    const result: unknown = inflate(deflated);
    if (!(result instanceof Uint8Array)) throw new Error('no output');
    inflated = result;
  } catch {
    throw new EnvelopeError('inflate', 'decrypted data could not be inflated');
  }

  try {
    return JSON.parse(strictUtf8.decode(inflated)) as T;
  } catch {
    throw new EnvelopeError('json', 'inflated data is not JSON');
  }
}

/** True for a body of the product's envelope shape (PRODUCT §7). */
export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.code === 'number' && typeof body.msg === 'string' && 'data' in body;
}
