// Fan-out benchmark (npm run bench:fanout): N clients, in separate processes, watch the live
// football topic while the engine changes it. Compared in the same run: the gateway (Socket.IO),
// a bare `ws` broadcaster sending the same bytes (the ceiling of one Node process), and every
// browser polling /vdapi/match/v1/live itself. Loopback only; a minute or two in all.
import { type ChildProcess, fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { diffState } from '@pitchside/gateway';
import { LiveWorld, startOriginDouble } from '@pitchside/gateway/testing';
import { type JsonValue, liveTopicState, type PatchOp } from '@pitchside/shared';
import type { ClientCommand, ClientReply, ServerCommand, ServerReply } from './fanout/protocol';

const SIZES = (process.env.FANOUT_SIZES ?? '1000,5000,10000').split(',').map(Number);
const CLIENTS_PER_PROCESS = Number(process.env.FANOUT_CLIENTS_PER_PROCESS ?? 2500);
const MEASURE_MS = Number(process.env.FANOUT_MEASURE_MS ?? 5000);
const WARMUP_MS = 1000;
const POLL_MS = 3000;
const LIVE_MATCHES = 30;
const TOPIC = 'live:football';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function spawnChild(file: string, args: string[] = []): ChildProcess {
  return fork(here(file), args, {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

function next<T extends { type: string }>(
  child: ChildProcess,
  type: T['type'],
  timeoutMs = 120_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} from child in time`)), timeoutMs);
    const onMessage = (message: T) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
  });
}

async function ask<T extends { type: string }>(
  child: ChildProcess,
  command: ClientCommand | ServerCommand,
  type: T['type'],
) {
  const answer = next<T>(child, type);
  child.send(command);
  return answer;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

type Row = {
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
};

async function runPush(
  mode: 'socketio' | 'raw',
  clients: number,
  originUrl: string,
  origin: { requests: () => number },
) {
  const server = spawnChild(mode === 'socketio' ? './fanout/gatewayServer.ts' : './fanout/rawWsServer.ts', [
    originUrl,
  ]);
  const { port } = await next<Extract<ServerReply, { type: 'ready' }>>(server, 'ready');
  await sleep(300);
  const before = await ask<Extract<ServerReply, { type: 'memory' }>>(server, { type: 'memory' }, 'memory');
  const processes = Math.ceil(clients / CLIENTS_PER_PROCESS);
  const workers = Array.from({ length: processes }, () => spawnChild('./fanout/clients.ts'));
  const url = `http://127.0.0.1:${port}`;
  const connects = await Promise.all(
    workers.map((worker, i) => {
      const count = Math.floor(clients / processes) + (i < clients % processes ? 1 : 0);
      return ask<Extract<ClientReply, { type: 'connected' }>>(
        worker,
        { type: 'connect', url, count, mode, topic: TOPIC },
        'connected',
      );
    }),
  );
  const connected = connects.reduce((sum, c) => sum + c.connected, 0);
  const snapshotBytes = connects[0]?.snapshotBytes ?? 0;
  await sleep(WARMUP_MS);
  const after = await ask<Extract<ServerReply, { type: 'memory' }>>(server, { type: 'memory' }, 'memory');
  for (const worker of workers) worker.send({ type: 'reset' } satisfies ClientCommand);
  server.send({ type: 'lag-reset' } satisfies ServerCommand);
  const upstreamBefore = origin.requests();
  await sleep(MEASURE_MS);
  const upstream = origin.requests() - upstreamBefore;
  const lag = await ask<Extract<ServerReply, { type: 'lag' }>>(server, { type: 'lag' }, 'lag');
  const reports = await Promise.all(
    workers.map((worker) =>
      ask<Extract<ClientReply, { type: 'report' }>>(worker, { type: 'report' }, 'report'),
    ),
  );
  await Promise.all(workers.map((worker) => ask(worker, { type: 'close' }, 'closed')));
  await ask(server, { type: 'close' }, 'closed');
  const latencies = reports.flatMap((r) => r.latenciesMs).sort((a, b) => a - b);
  const patchSizes = reports.flatMap((r) => r.patchBytes).sort((a, b) => a - b);
  const heapDelta = after.heapUsed + after.external - (before.heapUsed + before.external);
  return {
    clients,
    server: mode === 'socketio' ? 'gateway (Socket.IO)' : 'raw ws ceiling',
    connected,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    lagP99: lag.p99Ms,
    lagMax: lag.maxMs,
    heapPerConnKB: heapDelta / Math.max(1, connected) / 1024,
    rssPerConnKB: (after.rss - before.rss) / Math.max(1, connected) / 1024,
    patchBytes: percentile(patchSizes, 50),
    snapshotBytes,
    upstreamPerMin: (upstream * 60_000) / MEASURE_MS,
    samples: latencies.length,
  } satisfies Row;
}

async function runPolling(clients: number, originUrl: string, origin: { requests: () => number }) {
  const processes = Math.ceil(clients / CLIENTS_PER_PROCESS);
  const workers = Array.from({ length: processes }, () => spawnChild('./fanout/clients.ts'));
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
  const completed = replies.reduce((sum, r) => sum + r.completed, 0);
  const bytes = replies.reduce((sum, r) => sum + r.bytes, 0);
  return {
    clients,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    demandedPerMin: clients * 60,
    servedPerMin: (served * 60_000) / elapsed,
    failed: replies.reduce((sum, r) => sum + r.failed, 0),
    responseBytes: completed ? bytes / completed : 0,
    // A change waits on average half an interval for the next poll, then the response time.
    stalenessP50: 500 + percentile(latencies, 50),
  };
}

/** Median size of the lean patch against RFC 6902 JSON Patch over the same engine steps. */
function patchFormats(): { lean: number; jsonPatch: number; snapshot: number } {
  const world = new LiveWorld(11, LIVE_MATCHES);
  let state: JsonValue = liveTopicState(world.live(1));
  const lean: number[] = [];
  const rfc: number[] = [];
  const pointer = (path: string[]) =>
    path.map((k) => `/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
  for (let step = 0; step < 60; step++) {
    world.step();
    const nextState = liveTopicState(world.live(1));
    const ops: PatchOp[] = diffState(state, nextState);
    lean.push(JSON.stringify(ops).length);
    rfc.push(
      JSON.stringify(
        ops.map((op) =>
          op.length === 2
            ? { op: 'replace', path: pointer(op[0]), value: op[1] }
            : { op: 'remove', path: pointer(op[0]) },
        ),
      ).length,
    );
    state = nextState;
  }
  lean.sort((a, b) => a - b);
  rfc.sort((a, b) => a - b);
  return {
    lean: percentile(lean, 50),
    jsonPatch: percentile(rfc, 50),
    snapshot: JSON.stringify(state).length,
  };
}

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

async function main() {
  const guard = setTimeout(() => {
    console.error('fan-out benchmark took too long; stopping');
    process.exit(1);
  }, 600_000);
  guard.unref();
  const loadBefore = loadavg()[0] ?? 0;
  const world = new LiveWorld(7, LIVE_MATCHES);
  const origin = await startOriginDouble({ world });
  // The engine: every live match moves once a second (clock, goals, corners, cards, odds).
  const engine = setInterval(() => origin.world.step(), 1000);
  const rows: Row[] = [];
  const polling: Awaited<ReturnType<typeof runPolling>>[] = [];
  try {
    const started = performance.now();
    const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
    for (const [index, clients] of SIZES.entries()) {
      // Alternate which server goes first, so neither always inherits the other's leftovers.
      const order: ('socketio' | 'raw')[] = index % 2 === 0 ? ['socketio', 'raw'] : ['raw', 'socketio'];
      const pair: Row[] = [];
      for (const mode of order) {
        pair.push(await runPush(mode, clients, origin.url, origin));
        console.error(`${elapsed()}: ${mode === 'raw' ? 'raw ws' : 'gateway'}, ${clients} clients`);
      }
      rows.push(...pair.sort((a, b) => a.server.localeCompare(b.server)));
      polling.push(await runPolling(clients, origin.url, origin));
      console.error(`${elapsed()}: polling, ${clients} clients`);
    }
  } finally {
    clearInterval(engine);
    await origin.close();
  }
  const formats = patchFormats();

  console.log(
    `\nFan-out of ${TOPIC} (${LIVE_MATCHES} live matches, engine step and poll every 1 s, ${MEASURE_MS / 1000} s measured; ` +
      `${cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before and ${(loadavg()[0] ?? 0).toFixed(1)} after)\n`,
  );
  console.log(
    '| clients | server | connected | push p50 ms | push p99 ms | p99 vs raw | loop lag p99 / max ms | heap+ext KB/conn | RSS KB/conn | median patch B | snapshot B | patch/snapshot | upstream req/min |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [index, row] of rows.entries()) {
    // Rows come in pairs per size: the gateway, then the raw ws ceiling measured beside it.
    const raw = rows[index - (index % 2) + 1];
    console.log(
      `| ${row.clients} | ${row.server} | ${row.connected} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${
        raw ? `${fmt(row.p99 / raw.p99, 2)}x` : '-'
      } | ${fmt(row.lagP99)} / ${fmt(row.lagMax)} | ${fmt(row.heapPerConnKB)} | ${fmt(row.rssPerConnKB)} | ${fmt(row.patchBytes, 0)} | ${row.snapshotBytes || '-'} | ${
        row.snapshotBytes ? `${fmt((100 * row.patchBytes) / row.snapshotBytes)}%` : '-'
      } | ${fmt(row.upstreamPerMin, 0)} |`,
    );
  }
  console.log('\nEvery browser polling /vdapi/match/v1/live once a second instead (no gateway):\n');
  console.log(
    '| clients | requests/min demanded | requests/min served | failed | response p50 ms | response p99 ms | response B | staleness p50 ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of polling) {
    console.log(
      `| ${row.clients} | ${row.demandedPerMin} | ${fmt(row.servedPerMin, 0)} | ${row.failed} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${fmt(row.responseBytes, 0)} | ${fmt(row.stalenessP50, 0)} |`,
    );
  }
  console.log(
    `\nPatch format over 60 engine steps: median lean patch ${formats.lean} B, the same ops as RFC 6902 JSON Patch ${formats.jsonPatch} B, snapshot ${formats.snapshot} B.`,
  );
}

await main();
process.exit(0);
