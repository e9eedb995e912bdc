import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  bytesToWordArray,
  constantTimeEqual,
  constantTimeEqualText,
  wordArrayToBytes,
  wordArrayToHex,
} from './bytes';

describe('base64', () => {
  it('matches the platform encoder and round-trips', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        const text = bytesToBase64(bytes);
        expect(text).toBe(btoa(String.fromCharCode(...bytes)));
        expect(base64ToBytes(text)).toEqual(bytes);
      }),
    );
  });

  it('accepts only the canonical text', () => {
    expect(base64ToBytes('QQ==')).toEqual(Uint8Array.of(65));
    expect(base64ToBytes('QR==')).toBeNull(); // non-zero unused bits
    expect(base64ToBytes('QUI=')).toEqual(Uint8Array.of(65, 66));
    expect(base64ToBytes('QUJ=')).toBeNull();
    for (const bad of [
      'Q',
      'QQ=',
      'QQ',
      '=QQQ',
      'Q=Q=',
      'QQ===',
      'QQ= ',
      'QUJD\n',
      'QU-D',
      'QU_D',
      'QUJ\u00e9',
    ]) {
      expect(base64ToBytes(bad)).toBeNull();
    }
    expect(base64ToBytes('')).toEqual(new Uint8Array());
  });
});

describe('word arrays', () => {
  it('round-trip bytes of any length and agree with crypto-js hex', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70 }), (bytes) => {
        const wordArray = bytesToWordArray(bytes);
        expect(wordArrayToBytes(wordArray)).toEqual(bytes);
        expect(wordArrayToHex(wordArray)).toBe(wordArray.toString());
        expect(wordArrayToHex(wordArray)).toBe(
          Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''),
        );
      }),
    );
  });
});

describe('constant-time comparison', () => {
  it('agrees with plain equality', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 8 }), fc.uint8Array({ maxLength: 8 }), (a, b) => {
        const equal = a.length === b.length && a.every((x, i) => x === b[i]);
        expect(constantTimeEqual(a, b)).toBe(equal);
        expect(constantTimeEqual(a, Uint8Array.from(a))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(constantTimeEqualText(a, b)).toBe(a === b);
        expect(constantTimeEqualText(a, a)).toBe(true);
      }),
    );
    expect(constantTimeEqualText('ab', 'ab\u0000')).toBe(false);
    expect(constantTimeEqual(Uint8Array.of(1), Uint8Array.of(1, 0))).toBe(false);
  });
});
