// Security headers on the origin's answers: API answers may not be rendered as a page or framed; the
// OpenAPI page at /docs runs under a policy of its own that allows only its own files.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureEngine } from '../testing/fixtureEngine';
import { ApiClient, buildTestApp, openTestDb, type TestDb } from '../testing/harness';

let testDb: TestDb;
let server: FastifyInstance;

beforeAll(async () => {
  testDb = await openTestDb();
  // A fixed world (testing/fixtureEngine.ts): the headers are the subject, not the matches.
  server = await buildTestApp({ db: testDb.db, engine: createFixtureEngine() });
});
afterAll(async () => {
  await server.close();
  await testDb.close();
});

const API_CSP = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";

describe('security headers', () => {
  it.each([
    ['a /userapi answer', '/userapi/getUser'],
    ['a /vdapi answer', '/vdapi/videoChannelTag/list'],
    ['an HLS playlist', '/vdapi/hls/live/1/master.m3u8'],
    ['a picture', '/vdapi/img/qrcode.svg'],
    ['health', '/healthz'],
    ['an unknown path', '/nowhere'],
  ])('%s (%s) may not be rendered as a page, sniffed or framed', async (_name, url) => {
    const headers =
      url.startsWith('/userapi') || url.startsWith('/vdapi/video')
        ? new ApiClient(server).headersFor(url)
        : {};
    const response = await server.inject({ url, headers });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-security-policy']).toBe(API_CSP);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('the OpenAPI page allows its own scripts and styles, and nothing from elsewhere', async () => {
    const page = await server.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toContain('https:');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});
