// The real origin (its app: accounts, match engine, /vdapi, video; a PGlite database in memory) listening
// on a free port, and the real gateway app (site, proxy, Socket.IO topics and chat) in front of it, for
// tests that go through the whole product: the security headers, the fuzz suite.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import originApp, { fastifyOptions } from '@pitchside/origin';
import type { Engine } from '@pitchside/origin/engine';
import {
  type Config as OriginConfig,
  openTestDb,
  type TestDb,
  testConfig,
  unlimited,
} from '@pitchside/origin/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import app, { type AppOptions } from '../app';
import { loadConfig } from '../config';

/** A built site in miniature: the page shell with its head marker, and one hashed bundle. */
const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head><meta charset="UTF-8" /><!--app-head--><script type="module" src="/assets/index-abc123.js"></script></head>
  <body><div id="root"></div></body>
</html>`;

export type RealStack = {
  origin: FastifyInstance;
  gateway: FastifyInstance;
  /** The gateway's address, for Socket.IO clients. */
  url: string;
  testDb: TestDb;
  close(): Promise<void>;
};

export type RealStackOptions = {
  /** The gateway believes X-Forwarded-* (a load balancer in front). */
  trustProxy?: boolean;
  /** Origin settings on top of the test ones (every rate limit raised out of reach unless given). */
  origin?: Partial<OriginConfig>;
  /** Gateway options on top of the defaults (e.g. each connection's event budget). */
  gateway?: AppOptions['gateway'];
  /** The origin's engine, made elsewhere (a small fixture world); the real one by default. */
  engine?: Engine;
  /** Gateway settings as the environment gives them (e.g. SOCKETS_PER_ADDRESS: budgets per address are off by default). */
  gatewayEnv?: Record<string, string>;
};

export async function startRealStack(options: RealStackOptions = {}): Promise<RealStack> {
  const testDb = await openTestDb();
  const base = testConfig();
  const originConfig = { ...base, rateLimits: unlimited(base), ...options.origin };
  const origin = Fastify({ ...fastifyOptions(originConfig), logger: false });
  await origin.register(originApp, {
    config: originConfig,
    db: testDb.db,
    ...(options.engine ? { engine: { engine: options.engine } } : {}),
  });
  await origin.listen({ port: 0, host: '127.0.0.1' });
  const originUrl = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;

  const dist = await mkdtemp(join(tmpdir(), 'pitchside-site-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("pitchside");');
  const config = loadConfig({
    ORIGIN_URL: originUrl,
    WEB_DIST: dist,
    LOG_LEVEL: 'silent',
    PORT: '0',
    TRUST_PROXY: options.trustProxy ? 'true' : 'false',
    // The tests' many visitors share one loopback address: its budgets are out of their way unless a
    // test sets them (security/addressBudgets.test.ts).
    SOCKETS_PER_ADDRESS: '1000000',
    CONNECTS_PER_ADDRESS: '1000000',
    EVENTS_PER_ADDRESS: '10000000',
    NEW_TOPICS_PER_ADDRESS: '100000',
    ...options.gatewayEnv,
  });
  const gateway = Fastify({ logger: false, trustProxy: config.trustProxy });
  await gateway.register(app, { config, ...(options.gateway ? { gateway: options.gateway } : {}) });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  return {
    origin,
    gateway,
    url,
    testDb,
    async close() {
      await gateway.close();
      await origin.close();
      await testDb.close();
      await rm(dist, { recursive: true, force: true });
    },
  };
}
