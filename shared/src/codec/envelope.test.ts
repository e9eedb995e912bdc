import CryptoJS from 'crypto-js';
import fc from 'fast-check';
import { deflate } from 'pako';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './bytes';
import * as portable from './envelope';
import { DEFAULT_ENVELOPE_KEY, EnvelopeError, isEnvelope } from './envelope';
import * as node from './nodeCodec';

// Each suite runs on both codecs: the portable one (crypto-js and pako: the browser's) and Node's (the
// origin's and the gateway's), which must read and refuse alike.
const CODECS = [
  ['portable', portable],
  ['node', node],
] as const;

function reasonOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof EnvelopeError) return error.reason;
    return `not an EnvelopeError: ${String(error)}`;
  }
  return 'no error';
}

// JSON.parse(JSON.stringify(v)) is what a receiver can ever see (-0 becomes 0, etc.).
const jsonValue = fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.parse(JSON.stringify(value)) as unknown);

describe.each(CODECS)('encodeData / decodeData (%s)', (_name, { encodeData, decodeData }) => {
  it('round-trips any JSON value with the default key', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        expect(decodeData(encodeData(value))).toEqual(value);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips with any key and non-ASCII text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string(), (text, key) => {
        expect(decodeData(encodeData({ text, 中: '比赛' }, key), key)).toEqual({ text, 中: '比赛' });
      }),
      { numRuns: 100 },
    );
  });

  it('uses a fresh IV: the same value encodes differently each time', () => {
    expect(encodeData({ a: 1 })).not.toBe(encodeData({ a: 1 }));
  });

  it('produces canonical base64 with the documented layout', () => {
    const text = encodeData([1, 2, 3]);
    const bytes = base64ToBytes(text);
    expect(bytes).not.toBeNull();
    expect(bytes?.[0]).toBe(1);
    // version + iv + at least one AES block + 32-byte tag, ciphertext a whole number of blocks
    expect(((bytes?.length ?? 0) - 1 - 16 - 32) % 16).toBe(0);
    expect(bytes?.length).toBeGreaterThanOrEqual(65);
  });

  it('refuses a different key as an integrity failure', () => {
    expect(reasonOf(() => decodeData(encodeData({ a: 1 }, 'one'), 'two'))).toBe('integrity');
    expect(reasonOf(() => decodeData(encodeData({ a: 1 }), `${DEFAULT_ENVELOPE_KEY}x`))).toBe('integrity');
  });

  it('refuses any single-bit flip of the encoded bytes', () => {
    const text = encodeData({ homeScore: 2, awayScore: 1, name: 'Arsenal' });
    const bytes = base64ToBytes(text) ?? new Uint8Array();
    fc.assert(
      fc.property(fc.nat({ max: bytes.length * 8 - 1 }), (bit) => {
        const copy = Uint8Array.from(bytes);
        copy[bit >>> 3] = (copy[bit >>> 3] ?? 0) ^ (1 << (bit & 7));
        const reason = reasonOf(() => decodeData(bytesToBase64(copy)));
        expect(['format', 'integrity']).toContain(reason);
      }),
    );
  });

  it('refuses any single-byte replacement of the encoded bytes', () => {
    const text = encodeData([{ id: 1, status: 3 }]);
    const bytes = base64ToBytes(text) ?? new Uint8Array();
    fc.assert(
      fc.property(fc.nat({ max: bytes.length - 1 }), fc.integer({ min: 1, max: 255 }), (index, delta) => {
        const copy = Uint8Array.from(bytes);
        copy[index] = ((copy[index] ?? 0) + delta) & 0xff;
        expect(['format', 'integrity']).toContain(reasonOf(() => decodeData(bytesToBase64(copy))));
      }),
    );
  });

  it('refuses any single-character change of the text', () => {
    const text = encodeData({ id: 7, events: [1029, 2053] });
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_ .\u00e9';
    fc.assert(
      fc.property(fc.nat({ max: text.length - 1 }), fc.constantFrom(...alphabet), (index, char) => {
        fc.pre(text[index] !== char);
        const tampered = text.slice(0, index) + char + text.slice(index + 1);
        expect(['format', 'integrity']).toContain(reasonOf(() => decodeData(tampered)));
      }),
    );
  });

  it('refuses any truncation and any appended text', () => {
    const text = encodeData({ list: Array.from({ length: 20 }, (_, i) => i) });
    fc.assert(
      fc.property(fc.nat({ max: text.length - 1 }), (length) => {
        expect(['format', 'integrity']).toContain(reasonOf(() => decodeData(text.slice(0, length))));
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (extra) => {
        expect(['format', 'integrity']).toContain(reasonOf(() => decodeData(text + extra)));
      }),
    );
  });

  it('refuses arbitrary strings with an EnvelopeError and nothing else', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.base64String({ maxLength: 400 }),
          fc.string({ unit: 'binary', maxLength: 300 }),
        ),
        (text) => {
          expect(['format', 'integrity']).toContain(reasonOf(() => decodeData(text)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses non-strings passed from untyped callers', () => {
    for (const value of [null, undefined, 42, {}, []]) {
      expect(reasonOf(() => decodeData(value as unknown as string))).toBe('format');
    }
  });

  it('refuses an unknown version byte before checking the tag', () => {
    const bytes = base64ToBytes(encodeData('x')) ?? new Uint8Array();
    bytes[0] = 2;
    expect(reasonOf(() => decodeData(bytesToBase64(bytes)))).toBe('format');
  });

  it('throws EnvelopeError json for values JSON cannot carry', () => {
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(reasonOf(() => encodeData(undefined))).toBe('json');
    expect(reasonOf(() => encodeData(() => 1))).toBe('json');
    expect(reasonOf(() => encodeData(10n))).toBe('json');
    expect(reasonOf(() => encodeData(cyclic))).toBe('json');
  });

  it('compresses: a repetitive answer encodes much smaller than its JSON', () => {
    const matches = Array.from({ length: 200 }, (_, id) => ({
      id,
      homeName: 'Home FC',
      awayName: 'Away FC',
    }));
    expect(encodeData(matches).length).toBeLessThan(JSON.stringify(matches).length / 4);
  });
});

describe('isEnvelope', () => {
  it('accepts the envelope shape and rejects others', () => {
    expect(isEnvelope({ code: 200, msg: 'ok', data: null })).toBe(true);
    expect(isEnvelope({ code: 200, msg: 'ok', data: 'abc' })).toBe(true);
    expect(isEnvelope({ code: '200', msg: 'ok', data: null })).toBe(false);
    expect(isEnvelope({ code: 200, data: null })).toBe(false);
    expect(isEnvelope({ code: 200, msg: 'ok' })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });
});

// An independent implementation of the documented format (full crypto-js build, its own base64),
// so the comment in envelope.ts and docs/API.md cannot drift from the code.
describe.each(CODECS)('documented wire format (%s)', (_name, { decodeData }) => {
  function seal(innerPlain: CryptoJS.lib.WordArray, keyString: string, version = 1): string {
    const secret = CryptoJS.enc.Utf8.parse(keyString);
    const encKey = CryptoJS.HmacSHA256('pitchside/envelope/v1/enc', secret);
    const macKey = CryptoJS.HmacSHA256('pitchside/envelope/v1/mac', secret);
    const iv = CryptoJS.lib.WordArray.random(16);
    const { ciphertext } = CryptoJS.AES.encrypt(innerPlain, encKey, { iv });
    const signed = CryptoJS.lib.WordArray.create([(version << 24) >>> 0], 1)
      .concat(iv)
      .concat(ciphertext);
    const tag = CryptoJS.HmacSHA256(signed, macKey);
    return CryptoJS.enc.Base64.stringify(signed.clone().concat(tag));
  }
  const ascii = (text: string) => CryptoJS.enc.Latin1.parse(text);
  const deflatedBase64 = (text: string) => bytesToBase64(deflate(new TextEncoder().encode(text)));

  it('decodes a message built from the specification', () => {
    const value = { id: 1, homeName: 'Đà Nẵng', awayName: '北京国安' };
    expect(decodeData(seal(ascii(deflatedBase64(JSON.stringify(value))), 'k'), 'k')).toEqual(value);
  });

  it('reports what went wrong behind a valid tag', () => {
    expect(reasonOf(() => decodeData(seal(ascii('not base64!'), 'k'), 'k'))).toBe('decrypt');
    expect(reasonOf(() => decodeData(seal(ascii(bytesToBase64(Uint8Array.of(1, 2, 3))), 'k'), 'k'))).toBe(
      'inflate',
    );
    expect(reasonOf(() => decodeData(seal(ascii(deflatedBase64('{"a":')), 'k'), 'k'))).toBe('json');
    const notUtf8 = bytesToBase64(deflate(Uint8Array.of(0x22, 0xff, 0x22)));
    expect(reasonOf(() => decodeData(seal(ascii(notUtf8), 'k'), 'k'))).toBe('json');
  });

  it('reports a bad padding behind a valid tag as decrypt', () => {
    const secret = CryptoJS.enc.Utf8.parse('k');
    const macKey = CryptoJS.HmacSHA256('pitchside/envelope/v1/mac', secret);
    const signed = CryptoJS.lib.WordArray.create([0x01000000], 1)
      .concat(CryptoJS.lib.WordArray.random(16))
      .concat(CryptoJS.lib.WordArray.random(32));
    const text = CryptoJS.enc.Base64.stringify(signed.clone().concat(CryptoJS.HmacSHA256(signed, macKey)));
    expect(['decrypt', 'inflate', 'json']).toContain(reasonOf(() => decodeData(text, 'k')));
  });
});

describe('the two codecs', () => {
  it('each opens what the other sealed, for any JSON value and key', () => {
    fc.assert(
      fc.property(jsonValue, fc.string(), (value, key) => {
        expect(node.decodeData(portable.encodeData(value, key), key)).toEqual(value);
        expect(portable.decodeData(node.encodeData(value, key), key)).toEqual(value);
      }),
      { numRuns: 200 },
    );
  });

  it('refuse any text with the same reason', () => {
    const reason = (decode: (text: string) => unknown, text: string) => reasonOf(() => decode(text));
    const sealed = node.encodeData({ id: 7, events: [1029, 2053] });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.base64String({ maxLength: 200 }),
          fc.nat({ max: sealed.length - 1 }).map((cut) => sealed.slice(0, cut)),
          fc
            .tuple(fc.nat({ max: sealed.length - 1 }), fc.constantFrom(...'AZaz09+/='))
            .map(([at, char]) => sealed.slice(0, at) + char + sealed.slice(at + 1)),
        ),
        (text) => {
          expect(reason(node.decodeData, text)).toBe(reason(portable.decodeData, text));
        },
      ),
      { numRuns: 300 },
    );
  });
});
