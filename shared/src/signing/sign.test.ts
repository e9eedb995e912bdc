import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { md5Hex } from './hash';
import { canonicalRequestString, type QueryInput, signRequest, verifyRequestSignature } from './sign';

const NOW = 1_790_000_000_000;
const base = {
  path: '/vdapi/match/v1/live',
  query: { page: 1, sport: 'football', ids: ['7', '9'] },
  deviceId: md5Hex('client-1'),
  timestamp: NOW,
  accessKey: 'access-key-1',
};

const queryArb = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 6 }),
  fc.oneof(
    fc.string({ minLength: 1 }),
    fc.integer(),
    fc.boolean(),
    fc.array(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
  ),
  { maxKeys: 5 },
);
const pathArb = fc
  .array(fc.stringMatching(/^[a-z0-9._-]{1,8}$/), { minLength: 1, maxLength: 4 })
  .map((segments) => `/${segments.join('/')}`);
const requestArb = fc.record({
  path: pathArb,
  query: queryArb,
  deviceId: fc.stringMatching(/^[0-9a-f]{32}$/),
  timestamp: fc.integer({ min: 0, max: 4_000_000_000_000 }),
  accessKey: fc.string({ minLength: 1 }),
});

describe('signRequest / verifyRequestSignature', () => {
  it('builds the documented canonical string and hex HMAC-SHA256', () => {
    expect(
      canonicalRequestString({
        path: '/vdapi/x',
        query: { b: 'two words', a: 1, c: ['x', '', 'y&z'], d: '', e: null, f: undefined, g: true },
        deviceId: 'a'.repeat(32),
        timestamp: 5,
      }),
    ).toBe(`1&two%20words&x&y%26z&true\n/vdapi/x\n${'a'.repeat(32)}\n5`);
  });

  it('is the hex HMAC-SHA256 of the canonical string keyed by the access key (checked against node:crypto)', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const canonical = canonicalRequestString(request) ?? '';
        const expected = createHmac('sha256', request.accessKey).update(canonical, 'utf8').digest('hex');
        expect(signRequest(request)).toBe(expected);
      }),
      { numRuns: 50 },
    );
  });

  it('verifies what it signs, for any request', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const signature = signRequest(request);
        expect(verifyRequestSignature({ ...request, signature, now: request.timestamp })).toEqual({
          ok: true,
        });
        // the header arrives as text
        expect(
          verifyRequestSignature({
            ...request,
            timestamp: String(request.timestamp),
            signature,
            now: request.timestamp,
          }),
        ).toEqual({ ok: true });
      }),
    );
  });

  it('signs a URLSearchParams query like the object it came from', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(query)) {
          for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
        }
        expect(signRequest({ ...base, query: params })).toBe(signRequest({ ...base, query }));
      }),
    );
  });

  it('fails with mismatch when any signed part changes', () => {
    fc.assert(
      fc.property(requestArb, fc.string({ minLength: 1 }), fc.nat(), (request, extra, pick) => {
        const signature = signRequest(request);
        const keys = Object.keys(request.query);
        const changed = [
          { ...request, path: `${request.path}x` },
          {
            ...request,
            deviceId: request.deviceId.startsWith('0')
              ? `1${request.deviceId.slice(1)}`
              : `0${request.deviceId.slice(1)}`,
          },
          { ...request, timestamp: request.timestamp + 1 },
          { ...request, accessKey: `${request.accessKey}x` },
          { ...request, query: { ...request.query, zzzzzzz: extra } },
        ];
        const key = keys[pick % Math.max(1, keys.length)];
        if (key !== undefined) {
          const value = request.query[key];
          const replaced = `${Array.isArray(value) ? value.join(',') : String(value)}#`;
          changed.push({ ...request, query: { ...request.query, [key]: replaced } });
        }
        for (const other of changed) {
          expect(verifyRequestSignature({ ...other, signature, now: other.timestamp })).toEqual({
            ok: false,
            reason: 'mismatch',
          });
        }
      }),
    );
  });

  it('fails with mismatch for a tampered signature character', () => {
    const signature = signRequest(base);
    fc.assert(
      fc.property(fc.nat({ max: 63 }), fc.constantFrom(...'0123456789abcdef'), (index, char) => {
        fc.pre(signature[index] !== char);
        const tampered = signature.slice(0, index) + char + signature.slice(index + 1);
        expect(verifyRequestSignature({ ...base, signature: tampered, now: NOW })).toEqual({
          ok: false,
          reason: 'mismatch',
        });
      }),
    );
  });

  it('respects the skew window, inclusive, in both directions', () => {
    const signature = signRequest(base);
    const skew = 5 * 60 * 1000;
    fc.assert(
      fc.property(fc.integer({ min: -2 * skew, max: 2 * skew }), (offset) => {
        const result = verifyRequestSignature({ ...base, signature, now: NOW + offset });
        if (offset > skew) expect(result).toEqual({ ok: false, reason: 'stale' });
        else if (offset < -skew) expect(result).toEqual({ ok: false, reason: 'future' });
        else expect(result).toEqual({ ok: true });
      }),
    );
    expect(verifyRequestSignature({ ...base, signature, now: NOW + 1001, maxSkewMs: 1000 })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifyRequestSignature({ ...base, signature, now: NOW + 1000, maxSkewMs: 1000 })).toEqual({
      ok: true,
    });
  });

  it('reports malformed inputs instead of throwing', () => {
    const signature = signRequest(base);
    const cases: Parameters<typeof verifyRequestSignature>[0][] = [
      { ...base, signature: signature.toUpperCase(), now: NOW },
      { ...base, signature: signature.slice(1), now: NOW },
      { ...base, signature: '', now: NOW },
      { ...base, signature, timestamp: '12a', now: NOW },
      { ...base, signature, timestamp: '-5', now: NOW },
      { ...base, signature, timestamp: '', now: NOW },
      { ...base, signature, timestamp: 1.5, now: NOW },
      { ...base, signature, deviceId: 'not-a-device', now: NOW },
      { ...base, signature, path: 'vdapi/match', now: NOW },
      { ...base, signature, path: '/vdapi/match?x=1', now: NOW },
      { ...base, signature, accessKey: '', now: NOW },
      { ...base, signature, now: Number.NaN },
      { ...base, signature, query: { n: Number.NaN } as QueryInput, now: NOW },
      { ...base, signature, query: { o: {} } as unknown as QueryInput, now: NOW },
    ];
    for (const input of cases)
      expect(verifyRequestSignature(input)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses to sign malformed inputs', () => {
    expect(() => signRequest({ ...base, path: 'x' })).toThrow(RangeError);
    expect(() => signRequest({ ...base, deviceId: 'x' })).toThrow(RangeError);
    expect(() => signRequest({ ...base, accessKey: '' })).toThrow(RangeError);
    expect(() => signRequest({ ...base, timestamp: -1 })).toThrow(RangeError);
  });

  it('treats empty values and missing keys alike, and keeps array order', () => {
    expect(signRequest({ ...base, query: { q: '', page: 1 } })).toBe(
      signRequest({ ...base, query: { page: 1 } }),
    );
    expect(signRequest({ ...base, query: { ids: ['1', '2'] } })).not.toBe(
      signRequest({ ...base, query: { ids: ['2', '1'] } }),
    );
    expect(signRequest({ ...base, query: { a: 'x', b: 'y' } })).not.toBe(
      signRequest({ ...base, query: { a: 'y', b: 'x' } }),
    );
    expect(signRequest({ ...base, query: { a: 'x&y' } })).not.toBe(
      signRequest({ ...base, query: { a: 'x', b: 'y' } }),
    );
  });

  it('never throws while verifying, whatever arrives', () => {
    fc.assert(
      fc.property(
        fc.record({
          path: fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.anything({ maxDepth: 2 })),
          query: fc.oneof(
            fc.dictionary(fc.string(), fc.anything({ maxDepth: 2 })),
            fc.anything({ maxDepth: 2 }),
          ),
          deviceId: fc.oneof(fc.string(), fc.anything({ maxDepth: 2 })),
          timestamp: fc.oneof(fc.string(), fc.double(), fc.anything({ maxDepth: 2 })),
          accessKey: fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.anything({ maxDepth: 2 })),
          signature: fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.anything({ maxDepth: 2 })),
          now: fc.oneof(fc.double(), fc.anything({ maxDepth: 2 })),
        }),
        (input) => {
          const result = verifyRequestSignature(
            input as unknown as Parameters<typeof verifyRequestSignature>[0],
          );
          expect(result.ok).toBe(false);
        },
      ),
    );
    const lone = { ...base, query: { q: '\ud800' }, signature: 'a'.repeat(64), now: NOW };
    expect(verifyRequestSignature(lone)).toEqual({ ok: false, reason: 'malformed' });
    expect(md5Hex('\ud800')).toBe(md5Hex('\ufffd'));
  });
});
