// The envelope's seal (PRODUCT §7): its keys, its integrity tag and AES, without the zlib step, so a
// browser can open an envelope and inflate it natively (DecompressionStream) without shipping pako in
// its first download (the phone's budget, bench:web). The wire format is described in envelope.ts.
import AES from 'crypto-js/aes.js';
import Core from 'crypto-js/core.js';
import HmacSHA256 from 'crypto-js/hmac-sha256.js';
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

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Seals the base64 text of the deflated JSON: the envelope `data` string. */
export function sealInner(inner: string, key: string = DEFAULT_ENVELOPE_KEY): string {
  const keys = deriveKeys(key);
  const iv = Core.lib.WordArray.random(IV_BYTES);
  const ciphertext = AES.encrypt(Core.enc.Latin1.parse(inner), keys.enc, { iv }).ciphertext;
  const signed = concatBytes([Uint8Array.of(VERSION), wordArrayToBytes(iv), wordArrayToBytes(ciphertext)]);
  return bytesToBase64(concatBytes([signed, macOf(keys.mac, signed)]));
}

/**
 * The `format` checks of an envelope `data` string, in their order; its bytes. `toBytes` reads canonical
 * base64 (null otherwise): the portable reader here, Buffer's in nodeCodec.ts.
 */
export function checkedLayout<B extends Uint8Array>(text: string, toBytes: (text: string) => B | null): B {
  if (typeof text !== 'string') throw new EnvelopeError('format', 'encoded data must be a string');
  const bytes = toBytes(text);
  if (bytes === null) throw new EnvelopeError('format', 'encoded data is not canonical base64');
  if (bytes.length < MIN_BYTES || (bytes.length - MIN_BYTES) % BLOCK_BYTES !== 0) {
    throw new EnvelopeError('format', 'encoded data has an impossible length');
  }
  if (bytes[0] !== VERSION) throw new EnvelopeError('format', 'unknown envelope version');
  return bytes;
}

/** The JSON text of a value; `EnvelopeError('json')` for one JSON cannot carry (undefined, BigInt, cycles). */
export function jsonOf(value: unknown): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (error) {
    throw new EnvelopeError('json', `value is not JSON-serialisable: ${String(error)}`);
  }
  if (json === undefined) throw new EnvelopeError('json', 'value is not JSON-serialisable');
  return json;
}

/**
 * Checks an envelope `data` string and decrypts it: the zlib-deflated JSON bytes, to be inflated and
 * read by `readInflated`. Throws only `EnvelopeError` (format, integrity, decrypt), for any input.
 */
export function openEnvelope(text: string, key: string = DEFAULT_ENVELOPE_KEY): Uint8Array {
  const bytes = checkedLayout(text, base64ToBytes);

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
  return deflated;
}

/** Reads the inflated bytes as JSON; throws `EnvelopeError('json')` when they are not UTF-8 JSON. */
export function readInflated<T = unknown>(inflated: Uint8Array): T {
  try {
    return JSON.parse(strictUtf8.decode(inflated)) as T;
  } catch {
    throw new EnvelopeError('json', 'inflated data is not JSON');
  }
}
