// Configuration, read once from the environment and checked against a schema (CONVENTIONS.md).
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ACCESS_KEY, DEFAULT_ENVELOPE_KEY, slowClientOptions } from '@pitchside/shared';
import { type Static, Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { DEFAULT_ADDRESS_LIMITS } from './security/addressBudgets';

export const ConfigSchema = Type.Object({
  port: Type.Integer({ minimum: 0, maximum: 65535 }),
  host: Type.String(),
  originUrl: Type.String({ pattern: '^https?://' }),
  /** How often the live list, details and odds of watched topics are fetched. */
  pollIntervalMs: Type.Integer({ minimum: 100, maximum: 60_000 }),
  upstreamTimeoutMs: Type.Integer({ minimum: 100, maximum: 60_000 }),
  /** Start each poll just after the origin's engine ticks, as its `Engine-Tick` header tells (poller/tickPhase.ts). */
  pollAlign: Type.Boolean(),
  maxBackoffMs: Type.Integer({ minimum: 1000, maximum: 600_000 }),
  /** Distinct topics polled at once, for the whole cluster (only the leader polls). */
  maxTopics: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  /** First fetches of topics that have no state yet, per second: made-up names cost no more. */
  newTopicsPerSecond: Type.Integer({ minimum: 1, maximum: 10_000 }),
  /** A proxied call's time limit: below the browser's 30 s (PRODUCT §9), so the caller gets a 504. */
  proxyTimeoutMs: Type.Integer({ minimum: 100, maximum: 29_000 }),
  webDist: Type.String(),
  /** The web's server entry (its SSR build); without it pages are sent unrendered. */
  webSsr: Type.String(),
  /** How long a rendered page is shared by every request for it (same locale, set, topic versions); 0 off. */
  pageCacheMs: Type.Integer({ minimum: 0, maximum: 60_000 }),
  /** Set when several gateways form a cluster on Redis (cluster/); null keeps everything in memory. */
  redisUrl: Type.Union([Type.String(), Type.Null()]),
  /** Cluster only: how long the poll lease lasts without renewal (failover takes about this). */
  pollLeaseMs: Type.Integer({ minimum: 500, maximum: 60_000 }),
  accessKey: Type.String({ minLength: 1 }),
  envelopeKey: Type.String({ minLength: 1 }),
  /** Believe X-Forwarded-For from a load balancer in front (the cluster); off when facing browsers. */
  trustProxy: Type.Boolean(),
  /** What one visitor's address may spend over all its sockets (security/addressBudgets.ts). */
  socketsPerAddress: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  /** New sockets per 10 s from one address. */
  connectsPerAddress: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  /** Events per second from one address, over its sockets (bursts of three seconds' worth). */
  eventsPerAddress: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
  /** First subscriptions to unwatched topics per 10 s from one address. */
  newTopicsPerAddress: Type.Integer({ minimum: 1, maximum: 100_000 }),
  logLevel: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
  ),
  /** A whole request (headers and body) must arrive within this; a slower one is answered 408 and closed. */
  requestTimeoutMs: Type.Integer({ minimum: 500, maximum: 300_000 }),
  /** A kept-alive connection with no request is closed after this (above a load balancer's 60 s idle). */
  idleTimeoutMs: Type.Integer({ minimum: 500, maximum: 600_000 }),
  /**
   * Open connections held at most; past it newcomers get 503 / a connect error. null: the process's
   * file limit less a reserve (security/connectionLimits.ts).
   */
  maxConnections: Type.Union([Type.Integer({ minimum: 1, maximum: 10_000_000 }), Type.Null()]),
  /** Share of the heap's limit past which newcomers are refused. */
  heapFraction: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
  /** The anchors' ingest (HLS over HTTP) the gateway caches under /anchorhls (anchorHls/). */
  ingestUrl: Type.String({ pattern: '^https?://' }),
});
export type Config = Static<typeof ConfigSchema>;

const check = Compile(ConfigSchema);

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The server entry is built beside the site: web/dist → web/dist-ssr/entry-server.js. */
const webSsrBeside = (webDist: string) =>
  join(dirname(webDist), `${basename(webDist)}-ssr`, 'entry-server.js');

function integer(value: string | undefined, fallback: number): number {
  return value === undefined || value === '' ? fallback : Number(value);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const pollIntervalMs = integer(env.POLL_INTERVAL_MS, 1000);
  const webDist = env.WEB_DIST || defaultWebDist;
  const config = {
    port: integer(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    originUrl: env.ORIGIN_URL || 'http://127.0.0.1:4000',
    pollIntervalMs,
    upstreamTimeoutMs: integer(env.UPSTREAM_TIMEOUT_MS, Math.max(1000, pollIntervalMs * 2)),
    pollAlign: env.POLL_ALIGN !== 'false' && env.POLL_ALIGN !== '0',
    maxBackoffMs: integer(env.MAX_BACKOFF_MS, 30_000),
    proxyTimeoutMs: integer(env.PROXY_TIMEOUT_MS, 15_000),
    maxTopics: integer(env.MAX_TOPICS, 2000),
    newTopicsPerSecond: integer(env.NEW_TOPICS_PER_SECOND, 20),
    webDist,
    webSsr: env.WEB_SSR || webSsrBeside(webDist),
    pageCacheMs: integer(env.PAGE_CACHE_MS, 1000),
    redisUrl: env.REDIS_URL || null,
    pollLeaseMs: integer(env.POLL_LEASE_MS, 5000),
    accessKey: env.ACCESS_KEY || DEFAULT_ACCESS_KEY,
    envelopeKey: env.ENVELOPE_KEY || DEFAULT_ENVELOPE_KEY,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    socketsPerAddress: integer(env.SOCKETS_PER_ADDRESS, DEFAULT_ADDRESS_LIMITS.socketsPerAddress),
    connectsPerAddress: integer(env.CONNECTS_PER_ADDRESS, DEFAULT_ADDRESS_LIMITS.connectsPerAddress),
    eventsPerAddress: integer(env.EVENTS_PER_ADDRESS, DEFAULT_ADDRESS_LIMITS.eventsPerAddress),
    newTopicsPerAddress: integer(env.NEW_TOPICS_PER_ADDRESS, DEFAULT_ADDRESS_LIMITS.newTopicsPerAddress),
    logLevel: env.LOG_LEVEL || 'info',
    requestTimeoutMs: integer(env.REQUEST_TIMEOUT_MS, 30_000),
    idleTimeoutMs: integer(env.IDLE_TIMEOUT_MS, 72_000),
    maxConnections: env.MAX_CONNECTIONS ? Number(env.MAX_CONNECTIONS) : null,
    heapFraction: env.HEAP_FRACTION ? Number(env.HEAP_FRACTION) : 0.9,
    ingestUrl: env.INGEST_URL || 'http://127.0.0.1:8935',
  };
  if (!check.Check(config)) {
    const problems = [...check.Errors(config)].map((e) => `${e.instancePath} ${e.message}`).join('; ');
    throw new Error(`invalid gateway configuration: ${problems}`);
  }
  return config;
}

/** The gateway's Fastify options: its logger, its proxies, and its limits on slow clients. */
export function fastifyOptions(config: Config) {
  return {
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    ...slowClientOptions(config),
  };
}
