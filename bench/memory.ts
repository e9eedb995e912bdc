// Memory per connection, part by part (npm run bench:memory): N WebSocket clients connect to servers
// built up one layer at a time, from a bare `ws` server to the whole gateway on Redis, and each
// layer's heap + external growth per connection is printed beside the one below it; the whole gateway
// is measured again without socket/leanConnection.ts's cuts (all, or all but socket.io's documented
// one), to show what they save (MEMORY_LAYERS=whole,documented,no for those rows). A V8 heap census
// of the single gateway then names the objects one connection costs. Loopback only; about a minute.
import { cpus, loadavg } from 'node:os';
import { LiveWorld, RedisProcess, redisServerBinary, startOriginDouble } from '@pitchside/gateway/testing';
import { type Census, censusDelta } from './fanout/heapCensus';
import type { ClientCommand, ClientReply, ServerReply } from './fanout/protocol';
import { ask, CLIENTS_PER_PROCESS, next, sleep, spawnChild, TOPIC } from './fanout/run';

const CLIENTS = Number(process.env.MEMORY_CLIENTS ?? 5000);
// MEMORY_CENSUS=all takes a heap census of every layer and prints what each adds, object by object.
const CENSUS_ALL = process.env.MEMORY_CENSUS === 'all';
// MEMORY_LAYERS=raw,whole measures only the layers whose names start with those words.
const ONLY = process.env.MEMORY_LAYERS?.split(',').map((word) => word.trim().toLowerCase());

type Layer = {
  name: string;
  adds: string;
  server: './rawWsServer.ts' | './gatewayServer.ts';
  env: Record<string, string>;
  stage: 'open' | 'connect' | 'subscribe';
  /** Take a heap census of this layer. */
  census?: boolean;
  redis?: boolean;
  /** The layer this one is compared with, when not the one above it in the table. */
  beside?: string;
};

const LAYERS: Layer[] = [
  {
    name: 'raw ws',
    adds: 'TCP socket, HTTP upgrade, ws socket (the ceiling of the fan-out bench)',
    server: './rawWsServer.ts',
    env: {},
    stage: 'subscribe',
  },
  {
    name: 'Engine.IO',
    adds: 'Engine.IO socket, its WebSocket transport, heartbeat timers',
    server: './gatewayServer.ts',
    env: { FANOUT_GATEWAY: 'topics', FANOUT_LAYER: 'engine' },
    stage: 'open',
  },
  {
    name: 'Socket.IO',
    adds: "Socket.IO client, socket, handshake, the socket's own room",
    server: './gatewayServer.ts',
    env: { FANOUT_GATEWAY: 'topics', FANOUT_LAYER: 'socketio' },
    stage: 'connect',
  },
  {
    name: 'topic handlers',
    adds: "the gateway's listeners and per-socket data (topics, call budget)",
    server: './gatewayServer.ts',
    env: { FANOUT_GATEWAY: 'topics' },
    stage: 'connect',
  },
  {
    name: 'subscribed',
    adds: "the topic's room, one subscription",
    server: './gatewayServer.ts',
    env: { FANOUT_GATEWAY: 'topics' },
    stage: 'subscribe',
  },
  {
    name: 'whole gateway',
    adds: "chat's listener, site, proxy, metrics (what bench:fanout measures)",
    server: './gatewayServer.ts',
    env: {},
    stage: 'subscribe',
    census: true,
  },
  {
    name: 'whole gateway on Redis',
    adds: 'cluster: connection-state recovery, the Redis Streams adapter',
    server: './gatewayServer.ts',
    env: {},
    stage: 'subscribe',
    redis: true,
    beside: 'whole gateway',
  },
  {
    name: 'documented cut only',
    adds: "the whole gateway with only socket.io's documented cut (the handshake request let go)",
    server: './gatewayServer.ts',
    env: { FANOUT_CUTS: 'documented' },
    stage: 'subscribe',
    beside: 'whole gateway',
  },
  {
    name: 'no cuts',
    adds: "the whole gateway without socket/leanConnection.ts's cuts",
    server: './gatewayServer.ts',
    env: { FANOUT_CUTS: 'none' },
    stage: 'subscribe',
    beside: 'whole gateway',
  },
];

type Memory = Extract<ServerReply, { type: 'memory' }>;
type Measured = {
  layer: Layer;
  connected: number;
  heapKB: number;
  rssKB: number;
  census?: ReturnType<typeof censusDelta>;
};

async function measure(layer: Layer, originUrl: string, redisUrl: string | null): Promise<Measured> {
  const env = { ...layer.env, ...(layer.redis && redisUrl ? { REDIS_URL: redisUrl } : {}) };
  const server = spawnChild(layer.server, [originUrl], env);
  const { port } = await next<Extract<ServerReply, { type: 'ready' }>>(server, 'ready');
  await sleep(layer.redis ? 1000 : 300);
  const before = await ask<Memory>(server, { type: 'memory' }, 'memory');
  const censusBefore =
    layer.census || CENSUS_ALL
      ? (await ask<{ type: 'census'; census: Census }>(server, { type: 'census' }, 'census')).census
      : undefined;
  const processes = Math.ceil(CLIENTS / CLIENTS_PER_PROCESS);
  const workers = Array.from({ length: processes }, () => spawnChild('./clients.ts'));
  const connects = await Promise.all(
    workers.map((worker, i) =>
      ask<Extract<ClientReply, { type: 'connected' }>>(
        worker,
        {
          type: 'connect',
          urls: [`http://127.0.0.1:${port}`],
          count: Math.floor(CLIENTS / processes) + (i < CLIENTS % processes ? 1 : 0),
          mode: layer.server === './rawWsServer.ts' ? 'raw' : 'socketio',
          topic: TOPIC,
          stage: layer.stage,
        } satisfies ClientCommand,
        'connected',
      ),
    ),
  );
  const connected = connects.reduce((sum, c) => sum + c.connected, 0);
  await sleep(1000);
  const after = await ask<Memory>(server, { type: 'memory' }, 'memory');
  const censusAfter = censusBefore
    ? (await ask<{ type: 'census'; census: Census }>(server, { type: 'census' }, 'census')).census
    : undefined;
  await Promise.all(workers.map((worker) => ask(worker, { type: 'close' }, 'closed')));
  await ask(server, { type: 'close' }, 'closed');
  const per = Math.max(1, connected) * 1024;
  return {
    layer,
    connected,
    heapKB: (after.heapUsed + after.external - before.heapUsed - before.external) / per,
    rssKB: (after.rss - before.rss) / per,
    census:
      censusBefore && censusAfter
        ? censusDelta(censusBefore, censusAfter, Math.max(1, connected))
        : undefined,
  };
}

const fmt = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

const loadBefore = loadavg()[0] ?? 0;
const origin = await startOriginDouble({ world: new LiveWorld(7, 30) });
const engine = setInterval(() => origin.world.step(), 1000);
const binary = redisServerBinary();
const redis = binary ? await RedisProcess.start(binary) : null;
const results: Measured[] = [];
try {
  for (const layer of LAYERS) {
    if (layer.redis && !redis) continue;
    if (ONLY && !ONLY.some((word) => layer.name.toLowerCase().startsWith(word))) continue;
    results.push(await measure(layer, origin.url, redis?.url ?? null));
    console.error(`${layer.name}: ${fmt(results.at(-1)?.heapKB ?? Number.NaN)} KB per connection`);
  }
} finally {
  clearInterval(engine);
  await origin.close();
  await redis?.stop();
}

console.log(
  `\nMemory per connection, ${CLIENTS} WebSocket clients, heap + external after a full GC (` +
    `${cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before and ${(loadavg()[0] ?? 0).toFixed(1)} after)\n`,
);
console.log('| layer | adds | connected | heap+ext KB/conn | this layer KB | RSS KB/conn |');
console.log('|---|---|---|---|---|---|');
for (const [i, row] of results.entries()) {
  // A layer is measured beside the one it names (the cluster and the cuts beside the whole gateway),
  // the others beside the layer below.
  const below = row.layer.beside
    ? results.find((other) => other.layer.name === row.layer.beside)
    : results[i - 1];
  console.log(
    `| ${row.layer.name} | ${row.layer.adds} | ${row.connected} | ${fmt(row.heapKB)} | ${
      below ? fmt(row.heapKB - below.heapKB) : fmt(row.heapKB)
    } | ${fmt(row.rssKB)} |`,
  );
}
if (CENSUS_ALL) {
  for (const [i, row] of results.entries()) {
    const below = results[i - 1]?.census ?? [];
    const mine = row.census ?? [];
    const rows = mine
      .map((entry) => {
        const under = below.find((b) => b.kind === entry.kind);
        return {
          ...entry,
          count: entry.count - (under?.count ?? 0),
          bytes: entry.bytes - (under?.bytes ?? 0),
        };
      })
      .filter((entry) => Math.abs(entry.bytes) >= 16)
      .sort((a, b) => b.bytes - a.bytes);
    console.log(
      `\n${row.layer.name}, beside the layer below: ${rows.map((r) => `${r.kind} ${fmt(r.count, 1)}× ${fmt(r.bytes, 0)} B`).join('; ')}`,
    );
  }
}
const census = results.find((r) => r.layer.census)?.census;
if (census) {
  console.log('\nThe whole gateway, per connection, by kind of object (V8 heap census, self sizes):\n');
  console.log('| object | per connection | bytes |');
  console.log('|---|---|---|');
  for (const row of census.slice(0, 25)) {
    console.log(`| ${row.kind} | ${fmt(row.count, 2)} | ${fmt(row.bytes, 0)} |`);
  }
  const total = census.reduce((sum, row) => sum + row.bytes, 0);
  console.log(
    `\nHeap objects in all: ${fmt(total, 0)} B per connection (external memory is not in the census).`,
  );
}
process.exit(0);
