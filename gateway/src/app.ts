// The gateway as a Fastify plugin: site, API proxy, Socket.IO topics with the poller, health and
// metrics. server.ts only builds the logger, listens and closes; tests register this and inject.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import anchorHls from './anchorHls/anchorHls';
import chat from './chat/plugin';
import { type Clock, systemClock } from './clock';
import { redisCluster } from './cluster/redisCluster';
import type { Config } from './config';
import { createGateway, type Gateway, type GatewayOptions } from './gateway';
import { createGatewayMetrics } from './metrics/metrics';
import { createRequestSigner } from './poller/signer';
import { createHttpUpstream, type Upstream } from './poller/upstream';
import proxy from './proxy/proxy';
import { AddressBudgets } from './security/addressBudgets';
import {
  admitSockets,
  defaultMaxConnections,
  readFileLimit,
  refuseOverLimits,
  watchConnections,
} from './security/connectionLimits';
import securityHeaders from './security/headers';
import site from './site/site';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    gateway: Gateway;
  }
}

export type AppOptions = {
  config: Config;
  /** Replaces the signed HTTP client of the origin (tests: a faulty upstream). */
  upstream?: Upstream;
  clock?: Clock;
  /** Passed to the composition root (tests: autoStart false to drive polls by hand). */
  gateway?: Partial<GatewayOptions>;
};

async function app(fastify: FastifyInstance, options: AppOptions) {
  const { config } = options;
  fastify.decorate('config', config);
  // First, so every answer below (site, files, proxied API, health, metrics) carries them.
  await fastify.register(securityHeaders);
  const metrics = createGatewayMetrics({ defaultMetrics: true });
  // At its limits the gateway keeps what it holds and refuses newcomers cleanly (503, connect errors).
  const limits = watchConnections(fastify.server, {
    maxConnections: config.maxConnections ?? defaultMaxConnections(readFileLimit()),
    heapFraction: config.heapFraction,
    metrics,
    logger: fastify.log,
    clock: options.clock ?? systemClock,
  });
  refuseOverLimits(fastify, limits);
  const upstream =
    options.upstream ??
    createHttpUpstream({
      originUrl: config.originUrl,
      sign: createRequestSigner({ accessKey: config.accessKey }),
    });
  const gateway = createGateway(fastify.server, {
    upstream,
    clock: options.clock,
    logger: fastify.log,
    pollIntervalMs: config.pollIntervalMs,
    pollAlign: config.pollAlign,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    maxBackoffMs: config.maxBackoffMs,
    maxTopics: config.maxTopics,
    newTopicsPerSecond: config.newTopicsPerSecond,
    envelopeKey: config.envelopeKey,
    metrics,
    allowRequest: admitSockets(limits),
    addressBudgets: new AddressBudgets({
      limits: {
        socketsPerAddress: config.socketsPerAddress,
        connectsPerAddress: config.connectsPerAddress,
        eventsPerAddress: config.eventsPerAddress,
        newTopicsPerAddress: config.newTopicsPerAddress,
      },
      trustProxy: config.trustProxy,
      now: () => (options.clock ?? systemClock).now(),
      onLimited: (limit) => metrics.addressLimited.inc({ limit }),
    }),
    cluster: config.redisUrl
      ? redisCluster({ redisUrl: config.redisUrl, leaseMs: config.pollLeaseMs })
      : undefined,
    ...options.gateway,
  });
  fastify.decorate('gateway', gateway);
  await fastify.register(chat, {
    io: gateway.io,
    originUrl: config.originUrl,
    accessKey: config.accessKey,
    redisUrl: config.redisUrl,
    clock: options.clock,
  });

  let draining = false;
  fastify.addHook('preClose', async () => {
    draining = true;
    limits.close();
    // Sockets first: an open WebSocket would keep the HTTP server from closing.
    await gateway.close();
  });

  fastify.get('/healthz', async () => ({ status: 'ok' }));
  fastify.get('/readyz', async (_request, reply) => {
    if (draining) return reply.code(503).send({ status: 'draining' });
    return { status: 'ready' };
  });
  fastify.get('/metrics', async (_request, reply) => {
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });

  // Responses are compressed; request bodies pass to the origin as they came (it judges them).
  await fastify.register(compress, { global: true, globalDecompression: false, threshold: 1024 });
  await fastify.register(proxy, {
    originUrl: config.originUrl,
    timeoutMs: config.proxyTimeoutMs,
    onOriginFault: (fault) => metrics.proxyFailures.inc({ fault }),
    onLogout: (token) => fastify.chatRevocations.revoke(token),
    viewers: { audience: gateway.audience, envelopeKey: config.envelopeKey },
  });
  // The anchors' HLS, cached: one fetch from the ingest per segment whatever the viewers.
  await fastify.register(anchorHls, {
    ingestUrl: config.ingestUrl,
    timeoutMs: config.proxyTimeoutMs,
    registry: metrics.registry,
  });
  await fastify.register(site, {
    webDist: config.webDist,
    render: {
      entry: config.webSsr,
      gateway,
      // Renders sign as a client of their own: the origin refuses a signature it has seen, and the
      // poller may ask for the same path in the same millisecond.
      upstream:
        options.upstream ??
        createHttpUpstream({
          originUrl: config.originUrl,
          sign: createRequestSigner({ accessKey: config.accessKey, clientId: 'pitchside-gateway-render' }),
        }),
      envelopeKey: config.envelopeKey,
      upstreamTimeoutMs: config.upstreamTimeoutMs,
      cacheMs: config.pageCacheMs,
      clock: options.clock ?? systemClock,
    },
  });
}

export default fp(app, { name: 'gateway-app' });
