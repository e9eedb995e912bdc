// The envelope codec on Node (the origin encodes every answer, the gateway opens every answer it polls
// or passes on): the wire format of envelope.ts, made with Node's own AES, HMAC and zlib instead of
// crypto-js and pako, which the browser needs and which cost a server several times the processor time
// (bench/codec.ts). The same checks in the same order, so an input fails with the same reason on either.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import { checkedLayout, DEFAULT_ENVELOPE_KEY, EnvelopeError, jsonOf, readInflated } from './sealed';

const VERSION = 0x01;
const IV_BYTES = 16;
const TAG_BYTES = 32;

interface DerivedKeys {
  enc: Buffer;
  mac: Buffer;
}

// One key is used in practice; remembering the last one skips two HMACs per message.
let cachedKeyString: string | undefined;
let cachedKeys: DerivedKeys | undefined;

function deriveKeys(keyString: string): DerivedKeys {
  if (cachedKeys !== undefined && cachedKeyString === keyString) return cachedKeys;
  const keys: DerivedKeys = {
    enc: createHmac('sha256', keyString).update('pitchside/envelope/v1/enc').digest(),
    mac: createHmac('sha256', keyString).update('pitchside/envelope/v1/mac').digest(),
  };
  cachedKeyString = keyString;
  cachedKeys = keys;
  return keys;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of canonical standard base64 (what bytes.ts `base64ToBytes` accepts); null otherwise. */
function canonicalBase64(text: string): Buffer | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  // Buffer reads loosely (stray bits, misplaced padding): only the text it would write back is canonical.
  return bytes.toString('base64') === text ? bytes : null;
}

const macOf = (macKey: Buffer, signed: Uint8Array) => createHmac('sha256', macKey).update(signed).digest();

/** Seals the base64 text of the deflated JSON: the envelope `data` string (sealed.ts `sealInner`). */
export function sealInner(inner: string, key: string = DEFAULT_ENVELOPE_KEY): string {
  const keys = deriveKeys(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-cbc', keys.enc, iv);
  const ciphertext = Buffer.concat([cipher.update(inner, 'latin1'), cipher.final()]);
  const signed = Buffer.concat([Uint8Array.of(VERSION), iv, ciphertext]);
  return Buffer.concat([signed, macOf(keys.mac, signed)]).toString('base64');
}

/** Encodes any JSON value into the envelope `data` string (envelope.ts `encodeData`). */
export function encodeData(value: unknown, key: string = DEFAULT_ENVELOPE_KEY): string {
  return sealInner(deflateSync(jsonOf(value)).toString('base64'), key);
}

/** Checks and decrypts an envelope `data` string: the deflated JSON bytes (sealed.ts `openEnvelope`). */
export function openEnvelope(text: string, key: string = DEFAULT_ENVELOPE_KEY): Buffer {
  const bytes = checkedLayout(text, canonicalBase64);

  const keys = deriveKeys(typeof key === 'string' ? key : String(key));
  const signed = bytes.subarray(0, bytes.length - TAG_BYTES);
  if (!timingSafeEqual(macOf(keys.mac, signed), bytes.subarray(bytes.length - TAG_BYTES))) {
    throw new EnvelopeError('integrity', 'encoded data failed its integrity check');
  }

  let inner: string;
  try {
    const decipher = createDecipheriv('aes-256-cbc', keys.enc, signed.subarray(1, 1 + IV_BYTES));
    inner = Buffer.concat([decipher.update(signed.subarray(1 + IV_BYTES)), decipher.final()]).toString(
      'latin1',
    );
  } catch {
    throw new EnvelopeError('decrypt', 'encoded data could not be decrypted');
  }
  const deflated = canonicalBase64(inner);
  if (deflated === null) throw new EnvelopeError('decrypt', 'decrypted data is not base64');
  return deflated;
}

/** Decodes an envelope `data` string (envelope.ts `decodeData`): throws only `EnvelopeError`. */
export function decodeData<T = unknown>(text: string, key: string = DEFAULT_ENVELOPE_KEY): T {
  const deflated = openEnvelope(text, key);
  let inflated: Buffer;
  try {
    inflated = inflateSync(deflated);
  } catch {
    throw new EnvelopeError('inflate', 'decrypted data could not be inflated');
  }
  return readInflated<T>(inflated);
}
