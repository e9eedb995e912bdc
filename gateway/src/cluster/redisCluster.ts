// The gateway cluster on Redis (REDIS_URL): the Socket.IO Redis Streams adapter between gateways,
// one poll leader elected by a lease with a fencing epoch (pollLeader.ts), topic snapshots in Redis
// (clusterTopics.ts), the topics watched anywhere visible to the leader (clusterInterest.ts), and a
// beat that tells every gateway whether live data still reaches it (clusterFeed.ts). createGateway
// calls this factory with its Socket.IO server; without REDIS_URL nothing here runs.
//
// Why the Redis Streams adapter (not @socket.io/redis-adapter, classic or sharded): it is the one of
// the three that supports Socket.IO's connection-state recovery (socket.io docs, "Connection state
// recovery", adapter compatibility), and it reads broadcasts from a stream by offset, so a gateway
// that loses Redis for a moment resumes where it stopped instead of silently missing what was sent
// meanwhile (pub/sub delivers only to whoever is connected at that instant).
//
// Redis may be away for any length of time: every command here fails fast and is handled, the
// gateway serves what it holds, its clients are told their data is stale, and it recovers by itself.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import {
  type ClientToServerEvents,
  isTopicName,
  type ServerToClientEvents,
  type TopicName,
} from '@pitchside/shared';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { ClusterAudience } from '../audience/roomAudience';
import type { GatewayCluster, GatewayClusterNode, GatewayIo } from '../gateway';
import type { GatewayMetrics } from '../metrics/metrics';
import type { Poller } from '../poller/poller';
import { closeRedis, openRedis } from '../redis/redisConnection';
import type { SocketData } from '../socket/topicHandlers';
import type { TopicRegistry } from '../topics/registry';
import { watchLiveFeed } from './clusterFeed';
import { followLeader } from './clusterFollow';
import { ClusterInterest } from './clusterInterest';
import { type ClusterMetrics, createClusterMetrics } from './clusterMetrics';
import { type ClusterRole, ClusterTopics } from './clusterTopics';
import { interceptLeaderMessages } from './leaderMessages';
import { PollLeader } from './pollLeader';
import { streamFanout } from './streamFanout';

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
  /** Silence after which a gateway's clients are told their data is stale (default 3 s). */
  staleAfterMs?: number;
  /** How often the leader beats and the others listen (default 0.5 s). */
  beatEveryMs?: number;
  /**
   * Patches are written to each gateway's sockets encoded once (streamFanout.ts), the default; false
   * leaves their delivery to the adapter's per-socket path (the tests compare the two).
   */
  encodeOnce?: boolean;
};

/** Events between gateways (Socket.IO serverSideEmit). */
type ClusterServerEvents = {
  'cluster:want': (topic: string) => void;
};
type ClusterIo = Server<ClientToServerEvents, ServerToClientEvents, ClusterServerEvents, SocketData>;

/** How long a dropped connection's session (id, rooms, missed patches) waits for it, on any gateway. */
const RECOVERY_WINDOW_MS = 2 * 60_000;

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export function redisCluster(options: RedisClusterOptions): GatewayCluster {
  return {
    socketOptions: {
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: true },
    },
    join: (io, metrics, logger) => joinCluster(io, metrics, logger, options),
  };
}

/** Logs the command connection's state once per change, and keeps gateway_redis_up. */
function reportConnection(redis: Redis, gauges: ClusterMetrics, logger: Logger): void {
  let up = false;
  const down = (why: string) => {
    if (up) logger.warn(`cluster: ${why}: serving what this gateway holds, reconnecting`);
    up = false;
    gauges.redisUp.set(0);
  };
  redis.on('ready', () => {
    if (!up) logger.info('cluster: Redis ready');
    up = true;
    gauges.redisUp.set(1);
  });
  redis.on('error', (error: Error) => down(`Redis unreachable (${error.message})`));
  redis.on('close', () => down('Redis connection closed'));
}

function joinCluster(
  io: GatewayIo,
  metrics: GatewayMetrics,
  logger: Logger,
  options: RedisClusterOptions,
): GatewayClusterNode {
  const leaseMs = options.leaseMs ?? 5000;
  const staleAfterMs = options.staleAfterMs ?? 3000;
  const redis = openRedis(options.redisUrl, 'commands');
  const adapterRedis = openRedis(options.redisUrl, 'adapter');
  const gauges = createClusterMetrics(metrics.registry);
  reportConnection(redis, gauges, logger);
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
  let poller: Poller | null = null;
  const watched = () => registry?.watchedTopics() ?? [];

  const encodeOnce = options.encodeOnce !== false ? streamFanout(io) : null;
  const topics = new ClusterTopics({
    redis,
    role,
    cluster: {
      patch: (patch) =>
        encodeOnce ? encodeOnce.patch(patch) : io.to(patch.topic).emit('topic:patch', patch),
      stale: (staleness) => io.to(staleness.topic).emit('topic:stale', staleness),
    },
    onNewerEpoch: (epoch) => leader.yieldTo(epoch),
    onDropped: (reason) => gauges.dropped.inc({ reason }),
  });
  const interest = new ClusterInterest({ redis, role, ttlMs: options.interestTtlMs ?? 10_000 });
  const interestEveryMs = options.interestEveryMs ?? 1000;
  // Each gateway's viewers, rewritten with its interest; a gateway silent for three beats counts no more.
  const audience = new ClusterAudience({
    redis,
    token: role.token,
    rooms: () => io.of('/').adapter.rooms,
    ttlMs: interestEveryMs * 3,
  });
  const feed = watchLiveFeed({
    redis,
    role,
    staleAfterMs,
    beatEveryMs: options.beatEveryMs ?? 500,
    io,
    topics,
    watched,
    logger,
    cutOffGauge: gauges.cutOff,
  });

  const leader = new PollLeader({
    redis,
    role,
    leaseMs,
    renewEveryMs: Math.round(leaseMs * 0.3),
    acquireEveryMs: Math.min(500, Math.round(leaseMs / 10)),
    logger,
    async onAcquired(epoch) {
      await interest.watchAll();
      await topics.takeOver(watched(), epoch);
    },
    onLeading(epoch) {
      gauges.acquisitions.inc();
      gauges.leader.set(1);
      gauges.epoch.set(epoch);
      feed.beatNow();
      // The first poll of a new leader goes out at once, not one interval later.
      void poller?.pollOnce();
    },
    onLost() {
      interest.dropRemote();
      gauges.leader.set(0);
    },
  });

  interceptLeaderMessages(
    io,
    (message) => {
      const accepted = topics.receive(message);
      gauges.epoch.set(role.knownEpoch);
      return accepted;
    },
    encodeOnce?.deliver,
  );
  cluster.on('cluster:want', (topic) => {
    if (role.leaderEpoch === null || !isTopicName(topic)) return;
    const polled = topics.get(topic) !== undefined;
    interest.watchRemote(topic);
    // A topic already polled is in Redis: no extra origin call for another gateway's subscriber.
    if (!polled) void poller?.refresh(topic);
  });

  let interestTimer: ReturnType<typeof setInterval> | null = null;
  return {
    records: topics,
    broadcaster: topics,
    audience,
    leadership: followLeader({
      topics,
      role,
      interest,
      ask: (topic: TopicName) => cluster.serverSideEmit('cluster:want', topic),
      watched: (topic) => (registry?.subscriberCount(topic) ?? 0) > 0,
      waitMs: options.followWaitMs ?? 3000,
    }),
    cutOff: () => feed.cutOff,
    start(startedRegistry, startedPoller) {
      registry = startedRegistry;
      poller = startedPoller;
      interest.bind(startedRegistry);
      topics.bind({
        reload: (topic) => void startedPoller.refresh(topic),
        watched: (topic) => startedRegistry.subscriberCount(topic) > 0,
      });
      // A recovered connection (it dropped and came back within the window, on any gateway) has
      // its rooms back: count its topics here as if it had subscribed again.
      io.on('connection', (socket) => {
        if (!socket.recovered) return;
        for (const room of socket.rooms) {
          if (!isTopicName(room) || socket.data.topics.includes(room)) continue;
          socket.data.topics = socket.data.topics.concat(room);
          startedRegistry.subscribe(room);
        }
      });
      leader.start();
      feed.start();
      interestTimer = setInterval(() => {
        gauges.leader.set(role.leaderEpoch === null ? 0 : 1);
        gauges.epoch.set(role.knownEpoch);
        void interest.share();
        void audience.share();
      }, interestEveryMs);
      interestTimer.unref();
    },
    async close() {
      if (interestTimer) clearInterval(interestTimer);
      await audience.leave();
      feed.stop();
      await leader.stop();
      io.of('/').adapter.close();
      await Promise.all([closeRedis(redis), closeRedis(adapterRedis)]);
    },
  };
}
