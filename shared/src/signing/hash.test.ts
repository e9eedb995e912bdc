import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceIdFromClientId, md5Hex, uniqueIdFingerprint, WEB_H5_PLATFORM } from './hash';

describe('md5Hex', () => {
  it('matches published MD5 vectors, lowercase hex', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('The quick brown fox jumps over the lazy dog')).toBe('9e107d9d372bb6826bd81d3542a419d6');
    expect(md5Hex('中')).toBe('aed1dfbc31703955e64806b799b67645'); // UTF-8 bytes e4 b8 ad
  });

  it('gives device ids of 32 lowercase hex digits', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        expect(deviceIdFromClientId(id)).toMatch(/^[0-9a-f]{32}$/);
      }),
    );
  });
});

describe('uniqueIdFingerprint', () => {
  const input = {
    userAgent: 'Mozilla/5.0 (iPhone)',
    platform: WEB_H5_PLATFORM,
    screenHeight: 844,
    screenWidth: 390,
    time: 1_700_000_000_000,
  };

  it('is the MD5 of the base64 of the joined fields', () => {
    const raw = 'Mozilla/5.0 (iPhone)|h5|844|390|1700000000000';
    expect(uniqueIdFingerprint(input)).toBe(md5Hex(btoa(raw)));
  });

  it('changes when any field changes', () => {
    const original = uniqueIdFingerprint(input);
    expect(uniqueIdFingerprint({ ...input, userAgent: 'x' })).not.toBe(original);
    expect(uniqueIdFingerprint({ ...input, platform: 'pc' })).not.toBe(original);
    expect(uniqueIdFingerprint({ ...input, screenHeight: 845 })).not.toBe(original);
    expect(uniqueIdFingerprint({ ...input, screenWidth: 391 })).not.toBe(original);
    expect(uniqueIdFingerprint({ ...input, time: input.time + 1 })).not.toBe(original);
  });

  it('handles non-ASCII user agents', () => {
    expect(uniqueIdFingerprint({ ...input, userAgent: 'Trình duyệt 浏览器' })).toMatch(/^[0-9a-f]{32}$/);
  });
});
