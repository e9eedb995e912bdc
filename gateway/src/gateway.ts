// The composition root of the push gateway: Socket.IO on an HTTP server, the topic registry, the
// poller and their metrics. Tests hand in a fake clock or a faulty upstream.
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import {
  type ClientToServerEvents,
  DEFAULT_LOCALE,
  langHeaderToLocale,
  type ServerToClientEvents,
  type TopicPatch,
} from '@pitchside/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type ServerOptions } from 'socket.io';
import { carriesAnchors, fillViewers } from './audience/fillViewers';
import { localAudience, type RoomAudience } from './audience/roomAudience';
import { type Clock, systemClock } from './clock';
import { createGatewayMetrics, type GatewayMetrics } from './metrics/metrics';
import { Poller, type PollLeadership } from './poller/poller';
import type { Upstream } from './poller/upstream';
import { ADDRESS_BUSY, AddressBudgets } from './security/addressBudgets';
import { createEventBudget, type EventBudget } from './socket/eventBudget';
import { forgetHandshakeRequest, trimEngineConnection, trimSocket } from './socket/leanConnection';
import { writeToRoom } from './socket/roomWriter';
import { createTopicHandlers, type SocketData, type VisitorSocket } from './socket/topicHandlers';
import { type Broadcaster, MemoryTopicRecords, type TopicRecords } from './topics/records';
import { TopicRegistry } from './topics/registry';

export type GatewayIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export type GatewayOptions = {
  upstream: Upstream;
  /** Socket.IO's handshake check: refuses new connections past the limits (security/connectionLimits.ts). */
  allowRequest?: (
    request: IncomingMessage,
    callback: (error: string | null | undefined, ok: boolean) => void,
  ) => void;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  clock?: Clock;
  pollIntervalMs?: number;
  /** Follow the origin's engine ticks (default true; poller/tickPhase.ts). */
  pollAlign?: boolean;
  upstreamTimeoutMs?: number;
  maxBackoffMs?: number;
  /** Distinct topics polled at once, and first fetches of new topics per second (poller/admission.ts). */
  maxTopics?: number;
  newTopicsPerSecond?: number;
  envelopeKey?: string;
  /** Defaults to the start time, so a restarted gateway always has a new epoch. */
  epoch?: number;
  records?: TopicRecords;
  /** Defaults to broadcasting through this gateway's Socket.IO server. */
  broadcaster?: (io: GatewayIo) => Broadcaster;
  metrics?: GatewayMetrics;
  /** Start polling at once (default); tests with a fake clock drive `poller.pollOnce()` themselves. */
  autoStart?: boolean;
  /** Several gateways on Redis (cluster/redisCluster.ts); without it everything stays in this process. */
  cluster?: GatewayCluster;
  /**
   * Which of socket/leanConnection.ts's cuts apply to each connection: all (default), only the one
   * socket.io documents (its "Memory usage": the handshake request let go), or none. The other two
   * exist for bench:memory, which prints what the cuts save beside the whole gateway.
   */
  connectionCuts?: 'all' | 'documented' | 'none';
  /**
   * Each connection's events per second (socket/eventBudget.ts); EVENT_BUDGET by default. `false` turns
   * it off: only the flood benchmark's "before" row does, to show what it holds back.
   */
  eventBudget?: EventBudget | false;
  /**
   * What each visitor's address may spend over all its connections (security/addressBudgets.ts): by
   * default the defaults, the address being each connection's peer. `false` turns them off (the flood
   * benchmark's "before" rows).
   */
  addressBudgets?: AddressBudgets | false;
};

/** One gateway's part in a cluster: where topics live, how they travel, and whether it polls. */
export type GatewayClusterNode = {
  records: TopicRecords;
  broadcaster: Broadcaster;
  leadership: PollLeadership;
  /** The viewers of the anchors' rooms on every gateway of the cluster. */
  audience: RoomAudience;
  /** True while live data does not reach this gateway: snapshots it serves are marked stale. */
  cutOff(): boolean;
  start(registry: TopicRegistry, poller: Poller): void;
  close(): Promise<void>;
};
export type GatewayCluster = {
  /** Socket.IO options the cluster needs (connection-state recovery). */
  socketOptions: Partial<ServerOptions>;
  join(
    io: GatewayIo,
    metrics: GatewayMetrics,
    logger: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  ): GatewayClusterNode;
};

export type Gateway = {
  io: GatewayIo;
  registry: TopicRegistry;
  poller: Poller;
  metrics: GatewayMetrics;
  /** Viewers of each anchor's room: its topic's connections, on this gateway or across the cluster. */
  audience: RoomAudience;
  /** Stops polling and disconnects every socket; leaves the HTTP server to its owner. */
  close(): Promise<void>;
};

/**
 * Broadcasts a patch to its topic's room, encoded once and written straight to each WebSocket
 * (socket/roomWriter.ts). In a cluster, cluster/streamFanout.ts takes its place: the patch enters the
 * Redis stream once, for the other gateways and for connection-state recovery, and each gateway writes
 * it to its own sockets the same way.
 */
export function roomBroadcaster(io: GatewayIo): Broadcaster {
  return {
    patch: (patch) => void writeToRoom(io, patch.topic, ['topic:patch', patch]),
    stale: (staleness) => io.to(staleness.topic).emit('topic:stale', staleness),
  };
}

/** An Engine.IO connection, as far as the address budgets read it. */
type EngineConnection = {
  request?: IncomingMessage;
  once(event: 'close', listener: () => void): unknown;
  close(): unknown;
};

export function createGateway(httpServer: HttpServer, options: GatewayOptions): Gateway {
  const clock = options.clock ?? systemClock;
  const metrics = options.metrics ?? createGatewayMetrics();
  const addresses =
    options.addressBudgets === false
      ? null
      : (options.addressBudgets ??
        new AddressBudgets({
          trustProxy: false,
          now: () => clock.now(),
          onLimited: (limit) => metrics.addressLimited.inc({ limit }),
        }));
  // A new socket passes the gateway's own limits, then its address's (sockets open, new sockets).
  const allowRequest: GatewayOptions['allowRequest'] = (request, callback) => {
    const admitAddress = () => {
      const refusal = addresses?.admitSocket(addresses.addressOf(request));
      if (!refusal) return callback(null, true);
      callback(ADDRESS_BUSY[langHeaderToLocale(request.headers.lang) ?? DEFAULT_LOCALE], false);
    };
    if (!options.allowRequest) return admitAddress();
    options.allowRequest(request, (error, ok) => (ok ? admitAddress() : callback(error, ok)));
  };
  const io: GatewayIo = new Server(httpServer, {
    serveClient: false,
    // Payloads are small JSON; compressing each frame per socket costs CPU and ~300 KB of zlib
    // state per connection for no gain (socket.io docs, "Memory usage").
    perMessageDeflate: false,
    httpCompression: false,
    maxHttpBufferSize: 16 * 1024,
    allowRequest,
    pingInterval: 25_000,
    pingTimeout: 20_000,
    ...options.cluster?.socketOptions,
  });
  // Each connection's address, read from its handshake before that is let go (below), and counted
  // while it is open: one that raced past its address's limit in the handshake is closed at once.
  const addressOfConnection = new WeakMap<object, string>();
  const stopSweeping = addresses?.sweepEveryMinute();
  if (addresses) {
    io.engine.on('connection', (connection: EngineConnection) => {
      if (!connection.request) return;
      const address = addresses.addressOf(connection.request);
      addressOfConnection.set(connection, address);
      addresses.opened(address);
      connection.once('close', () => addresses.closed(address));
      if (addresses.sockets(address) > addresses.limits.socketsPerAddress) connection.close();
    });
  }
  // What a connection keeps that nothing reads again goes as soon as it opens (socket/leanConnection.ts).
  const cuts = options.connectionCuts ?? 'all';
  if (cuts === 'all') io.engine.on('connection', trimEngineConnection);
  if (cuts === 'documented') io.engine.on('connection', forgetHandshakeRequest);
  const recovery = Boolean(options.cluster?.socketOptions.connectionStateRecovery);

  const broadcaster = (options.broadcaster ?? roomBroadcaster)(io);
  const cluster = options.cluster?.join(io, metrics, options.logger);
  const registry = new TopicRegistry({
    records: cluster?.records ?? options.records ?? new MemoryTopicRecords(),
    broadcaster: cluster?.broadcaster ?? broadcaster,
    epoch: options.epoch ?? Date.now(),
    servesStale: cluster?.cutOff,
  });
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const audience = cluster?.audience ?? localAudience(() => io.of('/').adapter.rooms);
  const poller = new Poller({
    registry,
    upstream: options.upstream,
    clock,
    logger: options.logger,
    intervalMs: pollIntervalMs,
    alignToTicks: options.pollAlign,
    timeoutMs: options.upstreamTimeoutMs ?? Math.max(500, pollIntervalMs * 2),
    maxBackoffMs: options.maxBackoffMs ?? 30_000,
    maxTopics: options.maxTopics,
    newTopicsPerSecond: options.newTopicsPerSecond,
    envelopeKey: options.envelopeKey,
    leadership: cluster?.leadership,
    // A room's topic carries its viewers: joining or leaving changes the state, which is pushed.
    complete: (path, payload) =>
      carriesAnchors(path)
        ? audience.counts().then((counts) => void fillViewers(path, payload, counts))
        : undefined,
    observer: {
      polled: (kind, seconds, fault) => metrics.polled(kind, seconds, fault),
      pushed: (seconds, patch: TopicPatch) => metrics.pushed(seconds, JSON.stringify(patch).length),
      refused: (reason) => metrics.topicsRefused.inc({ reason }),
      aged: (seconds) => metrics.aged(seconds),
    },
  });

  const topicHandlers = createTopicHandlers({
    registry,
    poller,
    addresses,
    now: () => clock.now(),
    onDisconnect: () => metrics.connectedClients.dec(),
    onSubscriptionsChanged: (topic, count) => {
      if (count > 0) metrics.subscriptions.set({ topic }, count);
      else metrics.subscriptions.remove({ topic });
    },
  });
  const eventBudget =
    options.eventBudget === false
      ? null
      : createEventBudget({
          budget: options.eventBudget,
          now: () => clock.now(),
          onCut: () => metrics.connectionsCut.inc({ reason: 'event_budget' }),
          addresses,
        });
  io.on('connection', (socket: VisitorSocket) => {
    metrics.connectedClients.inc();
    const address = addressOfConnection.get(socket.conn);
    if (address !== undefined) socket.data.address = address;
    if (cuts === 'all') trimSocket(socket, recovery);
    // Before any handler: every event of the connection, the chat's too, is counted (socket/eventBudget.ts).
    eventBudget?.attach(socket);
    topicHandlers.attach(socket);
  });

  cluster?.start(registry, poller);
  if (options.autoStart !== false) poller.start();

  return {
    io,
    registry,
    poller,
    metrics,
    audience,
    async close() {
      stopSweeping?.();
      await cluster?.close();
      await poller.stop();
      io.disconnectSockets(true);
      io.engine.close();
    },
  };
}
