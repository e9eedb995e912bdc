// The gateway under test: the real app (Fastify, Socket.IO, poller) against the benchmark origin.
// With REDIS_URL it joins a cluster on that Redis (one of the cluster rows); FANOUT_ENCODE_ONCE=0
// leaves a cluster's patch delivery to the Socket.IO adapter's per-socket path, for comparison;
// FANOUT_GATEWAY=topics and FANOUT_LAYER leave parts out, for the memory bench (bench/memory.ts), and
// FANOUT_CUTS=documented|none leaves out socket/leanConnection.ts's cuts, to print what they save.
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
  redisCluster,
} from '@pitchside/gateway';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { preciseNow } from './protocol';
import { serveBenchCommands } from './serverCommon';

async function topicsPlugin(fastify: FastifyInstance, options: AppOptions) {
  const gateway = createGateway(fastify.server, {
    upstream: createHttpUpstream({
      originUrl: options.config.originUrl,
      sign: createRequestSigner({ accessKey: options.config.accessKey }),
    }),
    clock: options.clock,
    logger: fastify.log,
    pollIntervalMs: options.config.pollIntervalMs,
    ...options.gateway,
  });
  // FANOUT_LAYER peels the gateway down for the memory bench: `engine` leaves Engine.IO connections
  // without Socket.IO's client on them, `socketio` leaves Socket.IO sockets without the gateway's
  // listeners and per-socket data.
  const layer = process.env.FANOUT_LAYER;
  if (layer === 'engine') {
    const [socketIo] = gateway.io.engine.listeners('connection');
    if (socketIo) gateway.io.engine.off('connection', socketIo as (...args: unknown[]) => void);
  }
  if (layer === 'socketio') gateway.io.removeAllListeners('connection');
  fastify.addHook('preClose', () => gateway.close());
}

const originUrl = process.argv[2] ?? 'http://127.0.0.1:4000';
const config = loadConfig({
  ORIGIN_URL: originUrl,
  POLL_INTERVAL_MS: process.env.POLL_INTERVAL_MS ?? '1000',
  REDIS_URL: process.env.REDIS_URL,
  POLL_LEASE_MS: process.env.POLL_LEASE_MS,
  POLL_ALIGN: process.env.POLL_ALIGN,
  // The built site when a page is to be opened (bench/latency.ts), else none.
  WEB_DIST: process.env.WEB_DIST ?? join(mkdtempSync(join(tmpdir(), 'bench-web-')), 'dist'),
  LOG_LEVEL: 'error',
});
const fastify = Fastify({ logger: { level: 'error' } });
// FANOUT_GATEWAY=topics measures the topic fan-out alone (no site, proxy or chat listeners).
const topicsOnly = process.env.FANOUT_GATEWAY === 'topics';
const cuts =
  process.env.FANOUT_CUTS === 'documented' || process.env.FANOUT_CUTS === 'none'
    ? process.env.FANOUT_CUTS
    : undefined;
const cluster =
  config.redisUrl && process.env.FANOUT_ENCODE_ONCE === '0'
    ? redisCluster({ redisUrl: config.redisUrl, leaseMs: config.pollLeaseMs, encodeOnce: false })
    : undefined;
await fastify.register(topicsOnly ? topicsPlugin : app, {
  config,
  clock: {
    now: preciseNow,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
  },
  gateway: {
    // Ten thousand visitors share this machine's one address here: no address budgets.
    addressBudgets: false,
    ...(cuts ? { connectionCuts: cuts } : {}),
    ...(cluster ? { cluster } : {}),
    ...(topicsOnly && config.redisUrl && !cluster
      ? { cluster: redisCluster({ redisUrl: config.redisUrl, leaseMs: config.pollLeaseMs }) }
      : {}),
  },
});
// A deep accept queue for the connection burst, the same for both servers.
await fastify.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
const address = fastify.server.address();
serveBenchCommands(() => fastify.close());
process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
