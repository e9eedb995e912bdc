// One measured phase of the fan-out benchmark: servers and client processes started, connected,
// measured and stopped. The servers are one gateway, the raw `ws` ceiling, or 1–3 gateways forming a
// cluster on a real redis-server (clients spread evenly over them).
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RedisProcess } from '@pitchside/gateway/testing';
import type { ClientCommand, ClientReply, ServerCommand, ServerReply } from './protocol';

export const CLIENTS_PER_PROCESS = Number(process.env.FANOUT_CLIENTS_PER_PROCESS ?? 2500);
export const MEASURE_MS = Number(process.env.FANOUT_MEASURE_MS ?? 5000);
const WARMUP_MS = 1000;
/** Cluster rows: a window with the engine still, so Redis's background work is told from a patch's. */
const QUIET_MS = 3000;
const POLL_MS = 3000;
export const TOPIC = 'live:football';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function spawnChild(
  file: string,
  args: string[] = [],
  env: Record<string, string> = {},
): ChildProcess {
  return fork(here(file), args, {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
}

/** How long a child may take to answer; FANOUT_TIMEOUT_MS raises it on a loaded machine. */
const CHILD_TIMEOUT_MS = Number(process.env.FANOUT_TIMEOUT_MS ?? 120_000);

export function next<T extends { type: string }>(
  child: ChildProcess,
  type: T['type'],
  timeoutMs = CHILD_TIMEOUT_MS,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      child.off('exit', onExit);
      reject(new Error(`no ${type} from child in time`));
    }, timeoutMs);
    const onMessage = (message: T) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    // A child that died (a server at its file limit, say) answers nothing: said at once.
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      reject(new Error(`child exited (${signal ?? `code ${code}`}) before its ${type}`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

export async function ask<T extends { type: string }>(
  child: ChildProcess,
  command: ClientCommand | ServerCommand,
  type: T['type'],
) {
  const answer = next<T>(child, type);
  child.send(command);
  return answer;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Where the clients connect. */
export type Setup =
  | { kind: 'gateway' }
  | { kind: 'raw' }
  | { kind: 'cluster'; gateways: number; redis: RedisProcess; encodeOnce: boolean };

export type Row = {
  clients: number;
  server: string;
  connected: number;
  p50: number;
  p99: number;
  lagP99: number;
  lagMax: number;
  heapPerConnKB: number;
  rssPerConnKB: number;
  patchBytes: number;
  snapshotBytes: number;
  upstreamPerMin: number;
  samples: number;
  /**
   * Cluster rows: Redis calls per command over the measured window, and per second in a window
   * without patches (the lease, the beat, interest, the adapter's heartbeat, unchanged polls).
   */
  redisCalls?: Record<string, number>;
  redisQuietPerSecond?: Record<string, number>;
  patches: number;
  /** Why the row could not be measured (a server or client process died, a reply never came). */
  unreachable?: string;
};

/** The row of a size the run could not measure, with why. */
export function unreachedRow(setup: Setup, clients: number, reason: string): Row {
  return {
    clients,
    server: setupName(setup),
    connected: 0,
    p50: Number.NaN,
    p99: Number.NaN,
    lagP99: Number.NaN,
    lagMax: Number.NaN,
    heapPerConnKB: Number.NaN,
    rssPerConnKB: Number.NaN,
    patchBytes: Number.NaN,
    snapshotBytes: 0,
    upstreamPerMin: Number.NaN,
    samples: 0,
    patches: 0,
    unreachable: reason,
  };
}

export function setupName(setup: Setup): string {
  if (setup.kind === 'gateway') return 'gateway (Socket.IO)';
  if (setup.kind === 'raw') return 'raw ws ceiling';
  return `cluster, ${setup.gateways} gateway${setup.gateways > 1 ? 's' : ''} on Redis${setup.encodeOnce ? '' : ', adapter path'}`;
}

async function startServers(
  setup: Setup,
  originUrl: string,
): Promise<{ child: ChildProcess; url: string }[]> {
  const file = setup.kind === 'raw' ? './rawWsServer.ts' : './gatewayServer.ts';
  const count = setup.kind === 'cluster' ? setup.gateways : 1;
  const env: Record<string, string> =
    setup.kind === 'cluster'
      ? {
          REDIS_URL: setup.redis.url,
          POLL_LEASE_MS: '5000',
          FANOUT_ENCODE_ONCE: setup.encodeOnce ? '1' : '0',
        }
      : {};
  const servers: { child: ChildProcess; url: string }[] = [];
  // One after the other: the first takes the poll lease, the others follow it.
  for (let i = 0; i < count; i++) {
    const child = spawnChild(file, [originUrl], env);
    const { port } = await next<Extract<ServerReply, { type: 'ready' }>>(child, 'ready');
    servers.push({ child, url: `http://127.0.0.1:${port}` });
  }
  return servers;
}

type Memory = Extract<ServerReply, { type: 'memory' }>;
const memoryOf = (servers: { child: ChildProcess }[]) =>
  Promise.all(servers.map(({ child }) => ask<Memory>(child, { type: 'memory' }, 'memory')));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function callsBetween(before: Record<string, number>, after: Record<string, number>, per = 1) {
  const delta: Record<string, number> = {};
  for (const [command, calls] of Object.entries(after)) {
    const n = calls - (before[command] ?? 0);
    if (n > 0) delta[command] = n / per;
  }
  return delta;
}

export async function runPush(
  setup: Setup,
  clients: number,
  originUrl: string,
  origin: { requests: () => number },
  engine?: { pause(): void; resume(): void },
): Promise<Row> {
  const servers = await startServers(setup, originUrl);
  const workers: ChildProcess[] = [];
  try {
    return await measurePush(setup, clients, servers, workers, origin, engine);
  } finally {
    // Whatever happened, no process of this row outlives it.
    for (const child of [...workers, ...servers.map((s) => s.child)])
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

async function measurePush(
  setup: Setup,
  clients: number,
  servers: { child: ChildProcess; url: string }[],
  workers: ChildProcess[],
  origin: { requests: () => number },
  engine?: { pause(): void; resume(): void },
): Promise<Row> {
  await sleep(setup.kind === 'cluster' ? 1000 : 300);
  const before = await memoryOf(servers);
  const processes = Math.ceil(clients / CLIENTS_PER_PROCESS);
  workers.push(...Array.from({ length: processes }, () => spawnChild('./clients.ts')));
  const urls = servers.map((s) => s.url);
  const connects = await Promise.all(
    workers.map((worker, i) => {
      const count = Math.floor(clients / processes) + (i < clients % processes ? 1 : 0);
      // Each process starts on another gateway, so the spread stays even whatever the counts.
      const rotated = [...urls.slice(i % urls.length), ...urls.slice(0, i % urls.length)];
      return ask<Extract<ClientReply, { type: 'connected' }>>(
        worker,
        {
          type: 'connect',
          urls: rotated,
          count,
          mode: setup.kind === 'raw' ? 'raw' : 'socketio',
          topic: TOPIC,
        },
        'connected',
      );
    }),
  );
  const connected = sum(connects.map((c) => c.connected));
  const snapshotBytes = connects[0]?.snapshotBytes ?? 0;
  await sleep(WARMUP_MS);
  const after = await memoryOf(servers);
  const redis = setup.kind === 'cluster' ? setup.redis : null;
  let redisQuietPerSecond: Record<string, number> | undefined;
  if (redis && engine) {
    engine.pause();
    await sleep(1500);
    const quietFrom = await redis.commandStats();
    await sleep(QUIET_MS);
    redisQuietPerSecond = callsBetween(quietFrom, await redis.commandStats(), QUIET_MS / 1000);
    engine.resume();
  }
  for (const worker of workers) worker.send({ type: 'reset' } satisfies ClientCommand);
  for (const { child } of servers) child.send({ type: 'lag-reset' } satisfies ServerCommand);
  const upstreamBefore = origin.requests();
  const callsBefore = await redis?.commandStats();
  await sleep(MEASURE_MS);
  const callsAfter = await redis?.commandStats();
  const upstream = origin.requests() - upstreamBefore;
  const lags = await Promise.all(
    servers.map(({ child }) => ask<Extract<ServerReply, { type: 'lag' }>>(child, { type: 'lag' }, 'lag')),
  );
  const reports = await Promise.all(
    workers.map((worker) =>
      ask<Extract<ClientReply, { type: 'report' }>>(worker, { type: 'report' }, 'report'),
    ),
  );
  await Promise.all(workers.map((worker) => ask(worker, { type: 'close' }, 'closed')));
  await Promise.all(servers.map(({ child }) => ask(child, { type: 'close' }, 'closed')));
  const latencies = reports.flatMap((r) => r.latenciesMs).sort((a, b) => a - b);
  const patchSizes = reports.flatMap((r) => r.patchBytes).sort((a, b) => a - b);
  const heapDelta =
    sum(after.map((m) => m.heapUsed + m.external)) - sum(before.map((m) => m.heapUsed + m.external));
  const rssDelta = sum(after.map((m) => m.rss)) - sum(before.map((m) => m.rss));
  const redisCalls = callsBefore && callsAfter ? callsBetween(callsBefore, callsAfter) : undefined;
  return {
    clients,
    server: setupName(setup),
    connected,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    lagP99: Math.max(...lags.map((l) => l.p99Ms)),
    lagMax: Math.max(...lags.map((l) => l.maxMs)),
    heapPerConnKB: heapDelta / Math.max(1, connected) / 1024,
    rssPerConnKB: rssDelta / Math.max(1, connected) / 1024,
    patchBytes: percentile(patchSizes, 50),
    snapshotBytes,
    upstreamPerMin: (upstream * 60_000) / MEASURE_MS,
    samples: latencies.length,
    redisCalls,
    redisQuietPerSecond,
    patches: Math.max(0, ...reports.map((r) => r.firstCount)),
  };
}

export async function runPolling(clients: number, originUrl: string, origin: { requests: () => number }) {
  const processes = Math.ceil(clients / CLIENTS_PER_PROCESS);
  const workers = Array.from({ length: processes }, () => spawnChild('./clients.ts'));
  const before = origin.requests();
  const started = performance.now();
  const replies = await Promise.all(
    workers.map((worker, i) => {
      const count = Math.floor(clients / processes) + (i < clients % processes ? 1 : 0);
      return ask<Extract<ClientReply, { type: 'polled' }>>(
        worker,
        { type: 'poll', url: originUrl, count, intervalMs: 1000, durationMs: POLL_MS },
        'polled',
      );
    }),
  );
  const elapsed = performance.now() - started;
  const served = origin.requests() - before;
  await Promise.all(workers.map((worker) => ask(worker, { type: 'close' }, 'closed')));
  const latencies = replies.flatMap((r) => r.latenciesMs).sort((a, b) => a - b);
  const completed = replies.reduce((total, r) => total + r.completed, 0);
  const bytes = replies.reduce((total, r) => total + r.bytes, 0);
  return {
    clients,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    demandedPerMin: clients * 60,
    servedPerMin: (served * 60_000) / elapsed,
    failed: replies.reduce((total, r) => total + r.failed, 0),
    responseBytes: completed ? bytes / completed : 0,
    // A change waits on average half an interval for the next poll, then the response time.
    stalenessP50: 500 + percentile(latencies, 50),
  };
}
