// Why the origin needs no CSRF check (docs/API.md "Cross-site requests"): a session is only ever the
// `token` header, which another site's page cannot make a browser send. A cookie, the one thing a
// browser adds by itself to a cross-site request, signs nobody in, and a cross-site form cannot carry
// the access key or the signature either.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, buildTestApp, dbFingerprint, openTestDb, type TestDb } from '../testing/harness';
import { signedInUser } from '../testing/testApp';

let testDb: TestDb;
let server: FastifyInstance;
let client: ApiClient;
let token: string;

beforeAll(async () => {
  testDb = await openTestDb();
  server = await buildTestApp({ db: testDb.db });
  client = new ApiClient(server);
  ({ token } = await signedInUser(testDb.db, 'victim@example.com'));
});
afterAll(async () => {
  await server.close();
  await testDb.close();
});

describe('cross-site requests', () => {
  it('a token in a cookie (even with every signed header) signs nobody in', async () => {
    const before = await dbFingerprint(testDb.db);
    const cookie = `token=${token}; XSRF-TOKEN=abc`;
    const getUser = await client.get('/userapi/getUser', {}, { headers: { cookie, 'x-csrf-token': 'abc' } });
    expect(getUser.json()).toMatchObject({ code: 10003, data: null });
    const feedback = await client.post('/userapi/feedback', { content: 'forged' }, { headers: { cookie } });
    expect(feedback.json()).toMatchObject({ code: 10003 });
    const favourite = await client.post('/vdapi/user/fav/toggle/1', {}, { headers: { cookie } });
    expect(favourite.json()).toMatchObject({ code: 10003 });
    const logout = await client.post('/userapi/logout', {}, { headers: { cookie } });
    expect(logout.json()).toMatchObject({ code: 10003 });
    expect(await dbFingerprint(testDb.db)).toEqual(before);
    // The same calls with the header are the user's own.
    expect((await client.get('/userapi/getUser', {}, { token })).json()).toMatchObject({ code: 200 });
  });

  it('what a cross-site form can send (no custom headers, a form or text body, the cookie) is refused', async () => {
    const before = await dbFingerprint(testDb.db);
    for (const [contentType, payload] of [
      ['application/x-www-form-urlencoded', 'content=forged'],
      ['text/plain', '{"content":"forged"}'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="content"\r\n\r\nforged\r\n--x--',
      ],
    ] as const) {
      const response = await server.inject({
        method: 'POST',
        url: '/userapi/feedback',
        payload,
        headers: { 'content-type': contentType, cookie: `token=${token}`, origin: 'https://evil.example' },
      });
      expect(response.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, contentType).toBeLessThan(500);
      expect(response.headers['access-control-allow-origin'], contentType).toBeUndefined();
    }
    expect(await dbFingerprint(testDb.db)).toEqual(before);
  });

  it('no API answer allows another site to read it or to send the signed headers', async () => {
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: '/userapi/getUser',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'token,x-access-key,x-sign',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    const answer = await client.get(
      '/userapi/getUser',
      {},
      { token, headers: { origin: 'https://evil.example' } },
    );
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});
