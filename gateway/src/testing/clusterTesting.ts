// Test and benchmark helpers for the gateway cluster: a throwaway redis-server that can be restarted
// on its port, gateway processes (the real server.ts) on chosen ports, and a topic client that keeps
// its topics by the contract's rules (applyTopicPatch) and moves to another gateway when its own
// dies, the way a load balancer would send it elsewhere.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  type AddressInfo,
  createConnection,
  createServer as createNetServer,
  type Socket as NetSocket,
} from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Ack,
  applyTopicPatch,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type TopicName,
  type TopicPatch,
  type TopicSnapshot,
} from '@pitchside/shared';
import { io as connect, type Socket } from 'socket.io-client';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

import { exited, freePort } from './redisProcess';
import { SERVER_ENTRIES, serverArgs } from './serverBundles';

export { freePort, RedisProcess, redisServerBinary } from './redisProcess';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(25);
  }
}

export type GatewayProcessOptions = {
  originUrl: string;
  redisUrl?: string;
  pollIntervalMs: number;
  pollLeaseMs?: number;
  /** More settings (the gateway's environment variables). */
  env?: Record<string, string>;
  /** The process's limit of open files (`ulimit -n`), lowered to drive it to that limit. */
  fileLimit?: number;
};

/** One gateway (gateway/src/server.ts, serverBundles.ts) on a port picked beforehand. */
export class GatewayProcess {
  readonly port: number;
  readonly child: ChildProcess;
  output = '';

  private constructor(port: number, child: ChildProcess) {
    this.port = port;
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }

  static async start(options: GatewayProcessOptions): Promise<GatewayProcess> {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ORIGIN_URL: options.originUrl,
      POLL_INTERVAL_MS: String(options.pollIntervalMs),
      LOG_LEVEL: 'info',
      WEB_DIST: join(REPO_ROOT, 'gateway', '.no-web-dist'),
      // The tests' many visitors share one loopback address: its budgets are out of their way unless a
      // test sets them (security/addressBudgets.test.ts does, in process).
      SOCKETS_PER_ADDRESS: '1000000',
      CONNECTS_PER_ADDRESS: '1000000',
      EVENTS_PER_ADDRESS: '10000000',
      NEW_TOPICS_PER_ADDRESS: '100000',
    };
    delete env.REDIS_URL;
    if (options.redisUrl) env.REDIS_URL = options.redisUrl;
    if (options.pollLeaseMs) env.POLL_LEASE_MS = String(options.pollLeaseMs);
    Object.assign(env, options.env);
    const command = [process.execPath, ...serverArgs(SERVER_ENTRIES.gateway)];
    // `ulimit -n` then exec: the gateway itself runs with the lowered limit, under the same pid.
    const child = options.fileLimit
      ? spawn('/bin/sh', ['-c', `ulimit -n ${options.fileLimit} && exec "$@"`, 'gateway', ...command], {
          cwd: REPO_ROOT,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        })
      : spawn(command[0] as string, command.slice(1), {
          cwd: REPO_ROOT,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
    const gateway = new GatewayProcess(port, child);
    try {
      await waitFor(
        async () => {
          if (child.exitCode !== null) throw new Error(`gateway exited: ${gateway.output}`);
          return fetch(`${gateway.url}/readyz`).then(
            (response) => response.ok,
            () => false,
          );
        },
        40_000,
        `gateway on port ${port}`,
      );
    } catch (error) {
      await gateway.kill('SIGKILL');
      throw error;
    }
    return gateway;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** A value of the gateway's /metrics (first sample of that name), or null. */
  async metric(name: string): Promise<number | null> {
    const text = await fetch(`${this.url}/metrics`).then((response) => response.text());
    const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : null;
  }

  async kill(signal: NodeJS.Signals): Promise<void> {
    if (!this.alive || this.child.pid === undefined) return;
    const done = exited(this.child);
    process.kill(this.child.pid, signal);
    await done;
  }
}

/**
 * A load balancer in miniature: a TCP port forwarding to one gateway; `switchTo` points it at
 * another and drops every open connection, as when a gateway leaves the balancer's pool.
 */
export class TcpSwitch {
  readonly port: number;
  #target: number;
  readonly #open = new Set<NetSocket>();
  readonly #server: ReturnType<typeof createNetServer>;

  private constructor(server: ReturnType<typeof createNetServer>, port: number, target: number) {
    this.#server = server;
    this.port = port;
    this.#target = target;
  }

  static async start(target: number): Promise<TcpSwitch> {
    let relay: TcpSwitch | null = null;
    const server = createNetServer((inbound) => {
      const self = relay;
      if (!self) return inbound.destroy();
      const outbound = createConnection({ port: self.#target, host: '127.0.0.1' });
      for (const socket of [inbound, outbound]) {
        self.#open.add(socket);
        socket.on('close', () => self.#open.delete(socket));
        socket.on('error', () => {
          inbound.destroy();
          outbound.destroy();
        });
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    relay = new TcpSwitch(server, (server.address() as AddressInfo).port, target);
    return relay;
  }

  switchTo(target: number): void {
    this.#target = target;
    for (const socket of this.#open) socket.destroy();
  }

  async close(): Promise<void> {
    for (const socket of this.#open) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Holds one topic by the client rules of the contract and records what it applied. When its
 * gateway goes away it connects to the next live one and subscribes again (a load balancer's job).
 */
export class TopicClient {
  readonly topic: TopicName;
  readonly #pick: () => string | null;
  #socket: ClientSocket | null = null;
  held: TopicSnapshot | null = null;
  /** Every patch applied: epoch, to, and when (ms). */
  readonly applied: { epoch: number; to: number; at: number; ts: number }[] = [];
  /** Applied patches whose epoch was older than one this client had already seen (must stay 0). */
  staleApplied = 0;
  resyncs = 0;
  reconnects = 0;
  /** When a patch of each epoch first arrived, applied or not (failover timing). */
  readonly epochSeenAt = new Map<number, number>();
  /** Every `topic:stale` that applied to the held snapshot (same epoch), in order. */
  readonly staleNotices: { at: number; stale: boolean; epoch: number }[] = [];
  /** Every snapshot taken (subscribe or resync). */
  readonly snapshots: { at: number; epoch: number; version: number; stale: boolean }[] = [];
  #maxEpoch = 0;
  #closed = false;
  url = '';

  constructor(topic: TopicName, pick: () => string | null) {
    this.topic = topic;
    this.#pick = pick;
  }

  async connect(): Promise<void> {
    const url = this.#pick();
    if (!url || this.#closed) return;
    this.url = url;
    const socket: ClientSocket = connect(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    this.#socket = socket;
    socket.on('topic:patch', (patch) => this.#onPatch(patch));
    socket.on('topic:stale', (staleness) => {
      if (!this.held || staleness.topic !== this.topic || staleness.epoch !== this.held.epoch) return;
      this.held = { ...this.held, stale: staleness.stale };
      this.staleNotices.push({ at: Date.now(), stale: staleness.stale, epoch: staleness.epoch });
    });
    socket.on('disconnect', () => {
      if (this.#closed || socket !== this.#socket) return;
      this.reconnects += 1;
      setTimeout(() => void this.connect().catch(() => {}), 50);
    });
    socket.on('connect_error', () => {
      if (this.#closed || socket !== this.#socket) return;
      socket.close();
      setTimeout(() => void this.connect().catch(() => {}), 100);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    await this.#snapshot('topic:subscribe');
  }

  async #snapshot(event: 'topic:subscribe' | 'topic:resync'): Promise<void> {
    const socket = this.#socket;
    if (!socket) return;
    for (let attempt = 0; attempt < 50 && socket.connected; attempt++) {
      const answer = await new Promise<Ack<TopicSnapshot> | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), 5000);
        socket.emit(event, { topic: this.topic }, (ack) => {
          clearTimeout(timer);
          resolve(ack);
        });
      });
      if (answer?.ok) {
        this.#maxEpoch = Math.max(this.#maxEpoch, answer.data.epoch);
        this.held = answer.data;
        const { epoch, version, stale } = answer.data;
        this.snapshots.push({ at: Date.now(), epoch, version, stale });
        return;
      }
      await sleep(100);
    }
  }

  #onPatch(patch: TopicPatch): void {
    if (!this.epochSeenAt.has(patch.epoch)) this.epochSeenAt.set(patch.epoch, Date.now());
    if (!this.held) return;
    const step = applyTopicPatch(this.held, patch);
    if (step.kind === 'applied') {
      if (patch.epoch < this.#maxEpoch) this.staleApplied += 1;
      this.#maxEpoch = Math.max(this.#maxEpoch, patch.epoch);
      this.held = step.snapshot;
      this.applied.push({ epoch: patch.epoch, to: patch.to, at: Date.now(), ts: patch.ts });
    } else if (step.kind === 'resync') {
      this.resyncs += 1;
      void this.#snapshot('topic:resync');
    }
  }

  close(): void {
    this.#closed = true;
    this.#socket?.close();
  }
}
