// Byte helpers shared by the codec and signing: crypto-js works on WordArrays, pako on Uint8Arrays.
// Everything here runs unchanged in browsers and Node (no Buffer, no node:crypto).
import Core from 'crypto-js/core.js';

type WordArray = Core.lib.WordArray;

/** Copies a Uint8Array into a crypto-js WordArray (big-endian 32-bit words). */
export function bytesToWordArray(bytes: Uint8Array): WordArray {
  const length = bytes.length;
  const words: number[] = new Array<number>((length + 3) >>> 2).fill(0);
  let i = 0;
  // Whole words first, then the tail: this runs for every request signature and envelope.
  for (; i + 3 < length; i += 4) {
    words[i >>> 2] =
      ((bytes[i] as number) << 24) |
      ((bytes[i + 1] as number) << 16) |
      ((bytes[i + 2] as number) << 8) |
      (bytes[i + 3] as number) |
      0;
  }
  for (; i < length; i++) {
    words[i >>> 2] = (words[i >>> 2] as number) | ((bytes[i] as number) << (24 - (i % 4) * 8));
  }
  return Core.lib.WordArray.create(words, length);
}

/** Copies the significant bytes of a WordArray into a new Uint8Array. */
export function wordArrayToBytes(wordArray: WordArray): Uint8Array {
  const length = Math.max(0, wordArray.sigBytes);
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    const word = wordArray.words[i >>> 2] ?? 0;
    bytes[i] = (word >>> (24 - (i % 4) * 8)) & 0xff;
  }
  return bytes;
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Character code -> 6-bit value, -1 for characters outside the alphabet. */
const BASE64_LOOKUP = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE64_ALPHABET.length; i++) BASE64_LOOKUP[BASE64_ALPHABET.charCodeAt(i)] = i;

/** Standard base64 (RFC 4648 §4) with '=' padding. */
export function bytesToBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const triple = (a << 16) | (b << 8) | c;
    out += BASE64_ALPHABET[(triple >>> 18) & 63];
    out += BASE64_ALPHABET[(triple >>> 12) & 63];
    out += i + 1 < bytes.length ? BASE64_ALPHABET[(triple >>> 6) & 63] : '=';
    out += i + 2 < bytes.length ? BASE64_ALPHABET[triple & 63] : '=';
  }
  return out;
}

/**
 * Strict base64 decoding: only the canonical encoding of some byte string is accepted (length a
 * multiple of 4, padding only at the end, unused trailing bits zero), so every accepted text maps
 * to exactly one byte string and a changed character can never decode to the same bytes.
 * Returns null for anything else.
 */
export function base64ToBytes(text: string): Uint8Array | null {
  if (text.length % 4 !== 0) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let byteIndex = 0;
  for (let i = 0; i < text.length; i += 4) {
    const isLast = i + 4 === text.length;
    let quad = 0;
    for (let j = 0; j < 4; j++) {
      const code = text.charCodeAt(i + j);
      if (isLast && j >= 4 - padding) {
        if (code !== 61 /* '=' */) return null;
        quad <<= 6;
        continue;
      }
      const value = code < 128 ? (BASE64_LOOKUP[code] ?? -1) : -1;
      if (value < 0) return null;
      quad = (quad << 6) | value;
    }
    if (isLast && padding === 2 && (quad & 0xffff) !== 0) return null;
    if (isLast && padding === 1 && (quad & 0xff) !== 0) return null;
    bytes[byteIndex++] = (quad >>> 16) & 0xff;
    if (byteIndex < bytes.length) bytes[byteIndex++] = (quad >>> 8) & 0xff;
    if (byteIndex < bytes.length) bytes[byteIndex++] = quad & 0xff;
  }
  return bytes;
}

/**
 * Compares two byte strings in time that depends only on their lengths, so a verifier does not
 * leak how many leading bytes of a forged tag or signature were right.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  }
  return diff === 0;
}

/** Constant-time comparison of two strings of code units (used for hex signatures). */
export function constantTimeEqualText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    diff |= (i < a.length ? a.charCodeAt(i) : 0) ^ (i < b.length ? b.charCodeAt(i) : 0);
  }
  return diff === 0;
}

const utf8Encoder = new TextEncoder();

/**
 * UTF-8 bytes of a string as a WordArray. Unlike crypto-js's own Utf8.parse, which throws on a
 * lone surrogate, TextEncoder writes U+FFFD for it, as servers and node:crypto do.
 */
export function utf8WordArray(text: string): WordArray {
  return bytesToWordArray(utf8Encoder.encode(text));
}

const HEX_BYTE = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Lowercase hex of a WordArray's significant bytes (crypto-js's own Hex encoder is several times slower). */
export function wordArrayToHex(wordArray: WordArray): string {
  let out = '';
  for (let i = 0; i < wordArray.sigBytes; i++) {
    out += HEX_BYTE[((wordArray.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff];
  }
  return out;
}
