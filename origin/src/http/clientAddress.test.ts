// Whose address the per-address limits count (docs/API.md "Rate limits"): `X-Forwarded-For` is believed
// only from the proxies named in TRUST_PROXY (by default loopback: the gateway of `npm start`), so a
// client elsewhere cannot rotate the header to escape its limits.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ApiClient, buildTestApp, openTestDb, resetDb, type TestDb, testConfig } from '../testing/harness';
import { signedInUser } from '../testing/testApp';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb.close();
});

/**
 * Logins for one unknown e-mail (not counted by the sign-in back-off, and one e-mail of the address's
 * different ones, accounts/emailsPerAddress.ts), so only the per-address request limit can refuse them.
 */
async function loginsPastTheAddressLimit(
  server: FastifyInstance,
  ip: string,
  tries: number,
): Promise<number> {
  const client = new ApiClient(server);
  let passed = 0;
  for (let i = 0; i < tries; i += 1) {
    const response = await client.post(
      '/userapi/login',
      { email: 'nobody@example.com', type: 1, password: 'f'.repeat(32) },
      { ip, headers: { 'x-forwarded-for': `203.0.113.${i % 250}` } },
    );
    if (response.json<{ code: number }>().code !== 10004) passed += 1;
  }
  return passed;
}

async function withApp(trustProxy: string | undefined, work: (server: FastifyInstance) => Promise<void>) {
  await resetDb(testDb.db);
  const env = trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy };
  const server = await buildTestApp({
    db: testDb.db,
    config: testConfig({ trustProxy: loadConfig(env).trustProxy }),
  });
  try {
    await work(server);
  } finally {
    await server.close();
  }
}

describe('client address', () => {
  it('listens on loopback and believes X-Forwarded-For from loopback only, by default', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toBe('loopback');
    expect(loadConfig({ HOST: '0.0.0.0', TRUST_PROXY: '10.0.0.0/8, 172.28.0.0/16' })).toMatchObject({
      host: '0.0.0.0',
      trustProxy: '10.0.0.0/8,172.28.0.0/16',
    });
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
  });

  it('refuses settings that would let any client choose its address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/0' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'gateway.local' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('a client on a private network rotating X-Forwarded-For still meets the login limit (30 a minute)', async () => {
    await withApp(undefined, async (server) => {
      expect(await loginsPastTheAddressLimit(server, '10.1.2.3', 40)).toBe(30);
    });
  });

  it('a client rotating X-Forwarded-For still meets the feedback limit (10 a minute)', async () => {
    await withApp(undefined, async (server) => {
      const { token } = await signedInUser(testDb.db, 'writer@example.com');
      const client = new ApiClient(server);
      const codes: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        const response = await client.post(
          '/userapi/feedback',
          { content: `note ${i}` },
          { token, ip: '172.16.0.9', headers: { 'x-forwarded-for': `198.51.100.${i}` } },
        );
        codes.push(response.json<{ code: number }>().code);
      }
      expect(codes.filter((code) => code === 200)).toHaveLength(10);
      expect(codes.slice(10)).toEqual([10004, 10004, 10004, 10004, 10004]);
      const rows = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback');
      expect(rows.rows[0]?.n).toBe(10);
    });
  });

  it('the gateway on loopback passes each visitor on, and each visitor has a limit of its own', async () => {
    await withApp(undefined, async (server) => {
      // 40 visitors behind the gateway: every one is under its own limit.
      expect(await loginsPastTheAddressLimit(server, '127.0.0.1', 40)).toBe(40);
    });
  });

  it('a proxy named in TRUST_PROXY is believed, and only it', async () => {
    await withApp('10.0.0.0/8', async (server) => {
      expect(await loginsPastTheAddressLimit(server, '10.1.2.3', 40)).toBe(40);
      expect(await loginsPastTheAddressLimit(server, '127.0.0.1', 40)).toBe(30);
    });
  });
});
