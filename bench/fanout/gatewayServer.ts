// The gateway under test: the real app (Fastify, Socket.IO, poller) against the benchmark origin.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AppOptions,
  app,
  createGateway,
  createHttpUpstream,
  createRequestSigner,
  loadConfig,
} from '@pitchside/gateway';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { preciseNow } from './protocol';

async function topicsPlugin(fastify: FastifyInstance, options: AppOptions) {
  const gateway = createGateway(fastify.server, {
    upstream: createHttpUpstream({
      originUrl: options.config.originUrl,
      sign: createRequestSigner({ accessKey: options.config.accessKey }),
    }),
    clock: options.clock,
    logger: fastify.log,
    pollIntervalMs: options.config.pollIntervalMs,
  });
  fastify.addHook('preClose', () => gateway.close());
}

import { serveBenchCommands } from './serverCommon';

const originUrl = process.argv[2] ?? 'http://127.0.0.1:4000';
const config = loadConfig({
  ORIGIN_URL: originUrl,
  POLL_INTERVAL_MS: process.env.POLL_INTERVAL_MS ?? '1000',
  WEB_DIST: join(mkdtempSync(join(tmpdir(), 'bench-web-')), 'dist'),
  LOG_LEVEL: 'error',
});
const fastify = Fastify({ logger: { level: 'error' } });
// FANOUT_GATEWAY=topics measures the topic fan-out alone (no site, proxy or chat listeners).
const topicsOnly = process.env.FANOUT_GATEWAY === 'topics';
await fastify.register(topicsOnly ? topicsPlugin : app, {
  config,
  clock: {
    now: preciseNow,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
  },
});
// A deep accept queue for the connection burst, the same for both servers.
await fastify.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
const address = fastify.server.address();
serveBenchCommands(() => fastify.close());
process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
