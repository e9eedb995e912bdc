// Starts an origin double and a gateway on port 0 with a fake clock, and connects real clients.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Ack,
  applyTopicPatch,
  type ClientToServerEvents,
  DEFAULT_ACCESS_KEY,
  type ServerToClientEvents,
  type TopicName,
  type TopicPatch,
  type TopicSnapshot,
  type TopicStaleness,
} from '@pitchside/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { createGateway, type Gateway, type GatewayOptions } from '../gateway';
import { createRequestSigner } from '../poller/signer';
import { createHttpUpstream, type Upstream } from '../poller/upstream';
import { FakeClock } from './fakeClock';
import { type OriginDouble, startOriginDouble } from './originDouble';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const silentLogger = { info: () => {}, warn: () => {} };

export type LogLine = { level: 'info' | 'warn'; message: string };

export type Harness = {
  origin: OriginDouble;
  gateway: Gateway;
  clock: FakeClock;
  http: Server;
  url: string;
  logs: LogLine[];
  connect(): Promise<TopicClient>;
  close(): Promise<void>;
};

/** A client that mirrors its topics the way the web app does, recording what it received. */
export class TopicClient {
  readonly socket: ClientSocket;
  readonly patches: TopicPatch[] = [];
  readonly stale: TopicStaleness[] = [];
  readonly held = new Map<TopicName, TopicSnapshot>();
  resyncs = 0;

  constructor(socket: ClientSocket) {
    this.socket = socket;
    socket.on('topic:patch', (patch) => {
      this.patches.push(patch);
      const held = this.held.get(patch.topic);
      if (!held) return;
      const step = applyTopicPatch(held, patch);
      if (step.kind === 'applied') this.held.set(patch.topic, step.snapshot);
      if (step.kind === 'resync') {
        this.resyncs += 1;
        void this.resync(patch.topic);
      }
    });
    socket.on('topic:stale', (staleness) => {
      this.stale.push(staleness);
      const held = this.held.get(staleness.topic);
      if (held && held.epoch === staleness.epoch)
        this.held.set(staleness.topic, { ...held, stale: staleness.stale });
    });
  }

  async subscribe(topic: TopicName): Promise<Ack<TopicSnapshot>> {
    const answer = await this.socket.emitWithAck('topic:subscribe', { topic });
    if (answer.ok) this.held.set(topic, answer.data);
    return answer;
  }

  async resync(topic: TopicName): Promise<Ack<TopicSnapshot>> {
    const answer = await this.socket.emitWithAck('topic:resync', { topic });
    if (answer.ok) this.held.set(topic, answer.data);
    return answer;
  }

  /**
   * Fetches a fresh snapshot without touching the held state: a subscribe to a topic already held
   * answers it whole (a resync would too, but one per topic per few seconds: RESYNC_MIN_INTERVAL_MS).
   */
  async fetchSnapshot(topic: TopicName): Promise<TopicSnapshot> {
    const answer = await this.socket.emitWithAck('topic:subscribe', { topic });
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.data;
  }

  close(): void {
    this.socket.disconnect();
  }
}

export async function connectClient(
  url: string,
  transports: ('websocket' | 'polling')[] = ['websocket'],
  /**
   * Where the client connects from: a loopback address of its own (Linux routes all of 127/8 to
   * loopback, so 127.0.0.2 is another visitor's address), or the headers a load balancer adds.
   */
  from: { localAddress?: string; headers?: Record<string, string> } = {},
): Promise<TopicClient> {
  // `localAddress` reaches the WebSocket of Node's client (engine.io-client passes it to ws).
  const options: Parameters<typeof connect>[1] & { localAddress?: string } = {
    transports,
    forceNew: true,
    reconnection: false,
    ...(from.localAddress ? { localAddress: from.localAddress } : {}),
    ...(from.headers ? { extraHeaders: from.headers } : {}),
  };
  const socket: ClientSocket = connect(url, options);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return new TopicClient(socket);
}

export async function startHarness(
  options: { seed?: number; upstream?: Upstream; gateway?: Partial<GatewayOptions> } = {},
): Promise<Harness> {
  const origin = await startOriginDouble({ seed: options.seed });
  const clock = new FakeClock();
  const http = createServer();
  const logs: LogLine[] = [];
  const gateway = createGateway(http, {
    upstream:
      options.upstream ??
      createHttpUpstream({
        originUrl: origin.url,
        sign: createRequestSigner({ accessKey: DEFAULT_ACCESS_KEY }),
      }),
    clock,
    autoStart: false,
    pollIntervalMs: 1000,
    upstreamTimeoutMs: 2000,
    maxBackoffMs: 8000,
    // The harness's clients stand for many visitors on one loopback address: address budgets
    // (security/addressBudgets.ts) are left to the tests that give their own.
    addressBudgets: false,
    logger: {
      info: (_: unknown, message?: string) => logs.push({ level: 'info', message: message ?? '' }),
      warn: (_: unknown, message?: string) => logs.push({ level: 'warn', message: message ?? '' }),
    } as GatewayOptions['logger'],
    ...options.gateway,
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const clients: TopicClient[] = [];
  return {
    origin,
    gateway,
    clock,
    http,
    url,
    logs,
    async connect() {
      const client = await connectClient(url);
      clients.push(client);
      return client;
    },
    async close() {
      for (const client of clients) client.close();
      await gateway.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await origin.close();
    },
  };
}

/** Waits until a condition holds, polling real time briefly. */
export async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
