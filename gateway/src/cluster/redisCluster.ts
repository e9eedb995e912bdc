// The gateway cluster on Redis (REDIS_URL): the Socket.IO Redis Streams adapter between gateways,
// one poll leader elected by a lease with a fencing epoch, topic snapshots in Redis, and the topics
// watched anywhere in the cluster visible to the leader. createGateway calls this factory with its
// Socket.IO server; without REDIS_URL nothing here runs.
//
// Why the Redis Streams adapter (not @socket.io/redis-adapter, classic or sharded): it is the one of
// the three that supports Socket.IO's connection-state recovery (socket.io docs, "Connection state
// recovery", adapter compatibility), and it reads broadcasts from a stream by offset, so a gateway
// that loses Redis for a moment resumes where it stopped instead of silently missing what was sent
// meanwhile (pub/sub delivers only to whoever is connected at that instant).
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import {
  type ClientToServerEvents,
  isTopicName,
  type ServerToClientEvents,
  type TopicName,
  type TopicPatch,
  type TopicStaleness,
} from '@pitchside/shared';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Counter, Gauge } from 'prom-client';
import type { Server } from 'socket.io';
import type { GatewayCluster, GatewayClusterNode, GatewayIo } from '../gateway';
import type { GatewayMetrics } from '../metrics/metrics';
import type { PollLeadership } from '../poller/poller';
import type { SocketData } from '../socket/topicHandlers';
import type { TopicRegistry } from '../topics/registry';
import { type ClusterRole, type ClusterTopicMessage, ClusterTopics } from './clusterTopics';
import { PollLeader } from './pollLeader';
import { CLUSTER_KEYS } from './redisKeys';

export type RedisClusterOptions = {
  redisUrl: string;
  /** Lease length (default 5 s); renewed every 0.3 lease, tried for every min(0.1 lease, 500 ms). */
  leaseMs?: number;
  /** How often each gateway tells Redis which topics its sockets watch (default 1 s). */
  interestEveryMs?: number;
  /** A topic nobody refreshed for this long is no longer polled (default 10 s). */
  interestTtlMs?: number;
  /** How long a follower's first subscriber waits for the leader's first snapshot (default 3 s). */
  followWaitMs?: number;
};

/** Events between gateways (Socket.IO serverSideEmit). */
type ClusterServerEvents = {
  'cluster:want': (topic: string) => void;
};

/**
 * What the hook below reads of a message the adapter received from another gateway (socket.io-adapter
 * ClusterAdapter: `onMessage(message, offset)`, type 3 a broadcast, `packet.data` the event's arguments).
 */
type AdapterMessageView = {
  uid?: string;
  type?: number;
  data?: { requestId?: unknown; packet?: { data?: unknown } };
};
type AdapterView = { uid?: string; onMessage(message: AdapterMessageView, offset?: string): unknown };
const BROADCAST = 3;

/** A topic message from the leader inside a broadcast, or null for anything else. */
function topicMessage(message: AdapterMessageView): ClusterTopicMessage | null {
  if (message.type !== BROADCAST || message.data?.requestId !== undefined) return null;
  const args = message.data?.packet?.data;
  if (!Array.isArray(args) || typeof args[1] !== 'object' || args[1] === null) return null;
  const payload = args[1] as { topic?: unknown; epoch?: unknown };
  if (typeof payload.epoch !== 'number' || typeof payload.topic !== 'string') return null;
  if (args[0] === 'topic:patch') return { patch: args[1] as TopicPatch };
  if (args[0] === 'topic:stale') return { stale: args[1] as TopicStaleness };
  return null;
}

/** How long a dropped connection's session (id, rooms, missed patches) waits for it, on any gateway. */
const RECOVERY_WINDOW_MS = 2 * 60_000;
type ClusterIo = Server<ClientToServerEvents, ServerToClientEvents, ClusterServerEvents, SocketData>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function redisCluster(options: RedisClusterOptions): GatewayCluster {
  return {
    socketOptions: {
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: true },
    },
    join: (io, metrics, logger) => joinCluster(io, metrics, logger, options),
  };
}

function joinCluster(
  io: GatewayIo,
  metrics: GatewayMetrics,
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  options: RedisClusterOptions,
): GatewayClusterNode {
  const leaseMs = options.leaseMs ?? 5000;
  const interestEveryMs = options.interestEveryMs ?? 1000;
  const interestTtlMs = options.interestTtlMs ?? 10_000;
  const followWaitMs = options.followWaitMs ?? 3000;

  // Commands fail fast while Redis is away (the gateway serves what it has meanwhile); ioredis
  // reconnects with its backoff. The adapter gets clients of its own (its reads block).
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
  const adapterRedis = new Redis(options.redisUrl);
  adapterRedis.on('error', () => {});

  const leaderGauge = new Gauge({
    name: 'gateway_poll_leader',
    help: '1 while this gateway holds the poll lease (polls the origin for the cluster)',
    registers: [metrics.registry],
  });
  const epochGauge = new Gauge({
    name: 'gateway_poll_epoch',
    help: 'The newest fencing epoch this gateway has seen',
    registers: [metrics.registry],
  });
  const redisUp = new Gauge({
    name: 'gateway_redis_up',
    help: '1 while the connection to Redis is ready',
    registers: [metrics.registry],
  });
  const acquisitions = new Counter({
    name: 'gateway_poll_lease_acquired_total',
    help: 'Times this gateway acquired the poll lease',
    registers: [metrics.registry],
  });
  const dropped = new Counter({
    name: 'gateway_cluster_dropped_total',
    help: 'Patches not pushed: stale_epoch (from an older leader), unfenced (Redis refused or missed the write)',
    labelNames: ['reason'],
    registers: [metrics.registry],
  });

  let up = false;
  redis.on('ready', () => {
    if (!up) logger.info('cluster: Redis ready');
    up = true;
    redisUp.set(1);
  });
  redis.on('error', (error: Error) => {
    if (up)
      logger.warn(
        `cluster: Redis unreachable (${error.message}): serving what this gateway holds, reconnecting`,
      );
    up = false;
    redisUp.set(0);
  });
  redis.on('close', () => {
    if (up) logger.warn('cluster: Redis connection closed: serving what this gateway holds, reconnecting');
    up = false;
    redisUp.set(0);
  });

  io.adapter(
    createAdapter(adapterRedis, {
      streamName: 'pitchside:socket.io',
      channelPrefix: 'pitchside:socket.io',
      sessionKeyPrefix: 'pitchside:socket.io:session:',
    }),
  );
  // Same server, with the events gateways send each other typed.
  const cluster = io as unknown as ClusterIo;

  const role: ClusterRole = {
    knownEpoch: 0,
    leaderEpoch: null,
    token: `${hostname()}:${process.pid}:${randomUUID()}`,
  };
  let registry: TopicRegistry | null = null;
  let refresh: (topic: TopicName) => Promise<void> = async () => {};
  let poll: () => Promise<void> = async () => {};
  /** Topics the leader polls for other gateways: one registry subscription each. */
  const remote = new Set<TopicName>();

  const topics = new ClusterTopics({
    redis,
    role,
    cluster: {
      patch: (patch) => io.to(patch.topic).emit('topic:patch', patch),
      stale: (staleness) => io.to(staleness.topic).emit('topic:stale', staleness),
    },
    onNewerEpoch: (epoch) => leader.yieldTo(epoch),
    onDropped: (reason) => dropped.inc({ reason }),
  });

  const watchRemote = (topic: TopicName) => {
    if (remote.has(topic) || !registry) return;
    remote.add(topic);
    registry.subscribe(topic);
  };
  const unwatchRemote = (topic: TopicName) => {
    if (!remote.delete(topic)) return;
    registry?.unsubscribe(topic);
  };
  /** Topics this gateway's own sockets watch (the leader's remote subscriptions left out). */
  const ownTopics = () =>
    (registry?.watchedTopics() ?? []).filter(
      (topic) => (registry?.subscriberCount(topic) ?? 0) > (remote.has(topic) ? 1 : 0),
    );
  const cutoff = () => Date.now() - interestTtlMs;

  const leader = new PollLeader({
    redis,
    role,
    leaseMs,
    renewEveryMs: Math.round(leaseMs * 0.3),
    acquireEveryMs: Math.min(500, Math.round(leaseMs / 10)),
    logger,
    async onAcquired(epoch) {
      const others = (await redis.zrangebyscore(CLUSTER_KEYS.interest, cutoff(), '+inf')) as TopicName[];
      for (const topic of others) if (isTopicName(topic)) watchRemote(topic);
      await topics.takeOver(registry?.watchedTopics() ?? [], epoch);
    },
    onLeading(epoch) {
      acquisitions.inc();
      leaderGauge.set(1);
      epochGauge.set(epoch);
      // The first poll of a new leader goes out at once, not one interval later.
      void poll();
    },
    onLost() {
      for (const topic of [...remote]) unwatchRemote(topic);
      leaderGauge.set(0);
    },
  });

  const leadership: PollLeadership = {
    isLeader: () => role.leaderEpoch !== null,
    async follow(topic) {
      const deadline = Date.now() + followWaitMs;
      let asked = false;
      for (let wait = 20; ; wait = Math.min(200, wait * 2)) {
        const record = await topics.load(topic).catch(() => undefined);
        if (record && (record.epoch >= role.knownEpoch || Date.now() >= deadline)) {
          if (registry?.subscriberCount(topic)) topics.adopt(topic, record);
          return;
        }
        if (Date.now() >= deadline || role.leaderEpoch !== null) return;
        if (!asked) {
          // Nobody polls it yet: tell the leader at once (it would see the interest within a
          // second anyway), then wait for its first snapshot in Redis.
          asked = true;
          await redis.zadd(CLUSTER_KEYS.interest, Date.now(), topic).catch(() => {});
          cluster.serverSideEmit('cluster:want', topic);
        }
        await sleep(wait);
      }
    },
  };

  // The leader's patches reach this gateway as adapter broadcasts: each one updates the mirror
  // first, and one from an older epoch is dropped here instead of being delivered.
  const adapter = io.of('/').adapter as unknown as AdapterView;
  const deliver = adapter.onMessage.bind(adapter);
  adapter.onMessage = (message, offset) => {
    const fromLeader = message.uid === adapter.uid ? null : topicMessage(message);
    if (fromLeader) {
      const accepted = topics.receive(fromLeader);
      epochGauge.set(role.knownEpoch);
      if (!accepted) return;
    }
    return deliver(message, offset);
  };
  cluster.on('cluster:want', (topic) => {
    if (role.leaderEpoch === null || !isTopicName(topic)) return;
    const polled = topics.get(topic) !== undefined;
    watchRemote(topic);
    // A topic already polled is in Redis: no extra origin call for another gateway's subscriber.
    if (!polled) void refresh(topic);
  });

  let interestTimer: ReturnType<typeof setInterval> | null = null;
  const shareInterest = async () => {
    const now = Date.now();
    const own = ownTopics();
    if (own.length > 0) {
      await redis.zadd(CLUSTER_KEYS.interest, ...own.flatMap((topic) => [now, topic])).catch(() => {});
    }
    leaderGauge.set(role.leaderEpoch === null ? 0 : 1);
    epochGauge.set(role.knownEpoch);
    if (role.leaderEpoch === null) return;
    try {
      await redis.zremrangebyscore(CLUSTER_KEYS.interest, '-inf', `(${cutoff()}`);
      const watched = new Set(await redis.zrangebyscore(CLUSTER_KEYS.interest, cutoff(), '+inf'));
      for (const topic of watched) if (isTopicName(topic)) watchRemote(topic);
      for (const topic of [...remote]) if (!watched.has(topic)) unwatchRemote(topic);
    } catch {
      // Redis away: keep polling what we poll; the lease decides whether we still lead.
    }
  };

  return {
    store: topics,
    broadcaster: topics,
    leadership,
    start(startedRegistry, poller) {
      registry = startedRegistry;
      refresh = (topic) => poller.refresh(topic);
      poll = () => poller.pollOnce();
      topics.bind({
        reload: (topic) => void poller.refresh(topic),
        watched: (topic) => startedRegistry.subscriberCount(topic) > 0,
      });
      // A recovered connection (it dropped and came back within the window, on any gateway) has
      // its rooms back: count its topics here as if it had subscribed again.
      io.on('connection', (socket) => {
        if (!socket.recovered) return;
        for (const room of socket.rooms) {
          if (!isTopicName(room) || socket.data.topics.has(room)) continue;
          socket.data.topics.add(room);
          startedRegistry.subscribe(room);
        }
      });
      leader.start();
      interestTimer = setInterval(() => void shareInterest(), interestEveryMs);
      interestTimer.unref();
    },
    async close() {
      if (interestTimer) clearInterval(interestTimer);
      await leader.stop();
      io.of('/').adapter.close();
      for (const client of [redis, adapterRedis]) {
        if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
        else client.disconnect();
      }
    },
  };
}
