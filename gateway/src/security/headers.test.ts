// Security headers on every kind of answer of the gateway, in front of the real origin; and no answer that
// lets another site read the API or send its signed headers (docs/API.md "Cross-site requests").

import { createFixtureEngine } from '@pitchside/origin/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RealStack, startRealStack } from '../testing/realStack';

/** The origin's own policy, passed on with its answers: an API answer is never a page. */
const API_CSP = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";

const SITE_CSP =
  "default-src 'self';base-uri 'self';connect-src 'self';font-src 'self';form-action 'self';" +
  "frame-ancestors 'none';img-src 'self' data:;manifest-src 'self';media-src 'self' blob:;" +
  "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self';worker-src 'self'";

let stack: RealStack;
let behindTls: RealStack;

beforeAll(async () => {
  // A fixed world (origin's testing/fixtureEngine.ts): the gateway is the subject, not the matches.
  [stack, behindTls] = await Promise.all([
    startRealStack({ engine: createFixtureEngine() }),
    startRealStack({ engine: createFixtureEngine(), trustProxy: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([stack.close(), behindTls.close()]);
});

describe('security headers', () => {
  it.each([
    ['the home page', '/', SITE_CSP],
    ['an app route', '/live/detail/1', SITE_CSP],
    ['the app 404 page', '/no/such/page', SITE_CSP],
    ['a hashed bundle', '/assets/index-abc123.js', SITE_CSP],
    ['the build manifest', '/builds/latest.json', SITE_CSP],
    ['a proxied API answer', '/vdapi/config/initconfig', API_CSP],
    ['a proxied HLS playlist', '/vdapi/hls/live/1/master.m3u8', API_CSP],
    ['health', '/healthz', SITE_CSP],
    ['metrics', '/metrics', SITE_CSP],
  ])('%s (%s) carries the CSP, nosniff, frame denial and the referrer policy', async (_name, url, csp) => {
    const response = await stack.gateway.inject({ url });
    expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
    expect(response.headers['content-security-policy']).toBe(csp);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    // Plain HTTP: no HSTS, no upgrade of the page's addresses.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('over TLS at a trusted load balancer, adds HSTS and upgrades insecure requests', async () => {
    const response = await behindTls.gateway.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(response.headers['content-security-policy']).toBe(`${SITE_CSP};upgrade-insecure-requests`);
    // The rest of the policy holds over TLS too.
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const plain = await behindTls.gateway.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A gateway facing browsers directly does not believe the header.
    const direct = await stack.gateway.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('cross-site requests through the gateway', () => {
  it('no preflight is granted and no answer is readable by another site', async () => {
    const preflight = await stack.gateway.inject({
      method: 'OPTIONS',
      url: '/userapi/getUser',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'token,x-access-key,x-sign,content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    for (const url of ['/userapi/getUser', '/vdapi/config/initconfig', '/']) {
      const answer = await stack.gateway.inject({ url, headers: { origin: 'https://evil.example' } });
      expect(answer.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});
