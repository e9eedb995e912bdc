// Chaos run (npm run chaos): on loopback, a real redis-server, the real origin (its own process, the
// match engine at SPEED 60 so the live list changes every second) and three gateway processes (the
// real server.ts), with live-topic clients spread over the gateways and a stream of signed HTTP
// calls through them. The same cluster runs a fault-free window, then a window in which the script
// SIGKILLs the poll leader (and starts a gateway in its place), pauses the origin (SIGSTOP), and
// kills Redis and starts it again, empty; then one gateway is driven past its connections (idle
// connections beyond its MAX_CONNECTIONS, here 300: it must refuse newcomers, not die) and one socket
// floods events (it must be cut off, the others unharmed). Printed for each window (fault-free, then from each fault
// to the next), side by side:
// - missed versions: versions of a topic some client never held (it resynced over a gap);
// - the longest time a client had neither new data nor a stale notice while it believed its data fresh;
// - gateway processes lost (ended without the script killing them);
// - failed HTTP calls: not answered 200 (an envelope 502/503/504 in time, or no answer at all).
// About five minutes. CHAOS_WINDOW_MS sets the fault-free window (40 s); the fault windows are fixed.
import { type Socket, connect as tcp } from 'node:net';
import { cpus, loadavg } from 'node:os';
import {
  GatewayProcess,
  OriginProcess,
  RedisProcess,
  redisServerBinary,
  signedCall,
  sleep,
  TopicClient,
  waitFor,
} from '@pitchside/gateway/testing';
import type { TopicName } from '@pitchside/shared';
import { io as socketIo } from 'socket.io-client';
import { tally } from './chaosTally';

const CLIENTS_PER_GATEWAY = 8;
/** Each gateway's MAX_CONNECTIONS here: low, so the connection window reaches it with few sockets. */
const MAX_CONNECTIONS = 300;
const TOPICS: TopicName[] = ['live:football', 'live:football@en'];
const HTTP_EVERY_MS = 200;
const BROWSER_TIMEOUT_MS = 30_000;
const BASELINE_MS = Number(process.env.CHAOS_WINDOW_MS ?? 40_000);
const log = (line: string) => console.error(`[chaos ${new Date().toISOString().slice(11, 19)}] ${line}`);

const binary = redisServerBinary();
if (!binary) {
  console.error(
    'redis-server not found (set REDIS_SERVER_BIN or put it on PATH): cannot run the chaos script',
  );
  process.exit(1);
}

log('starting redis-server and the origin (its embedded database takes a while)');
const [redis, origin] = await Promise.all([RedisProcess.start(binary), OriginProcess.start({ SPEED: '60' })]);
const gateways: GatewayProcess[] = [];
/** Gateways the script killed on purpose: not "lost". */
const killed = new Set<GatewayProcess>();
/** When each gateway process ended, whoever ended it. */
const diedAt = new Map<GatewayProcess, number>();
const startGateway = async () => {
  const gateway = await GatewayProcess.start({
    originUrl: origin.url,
    redisUrl: redis.url,
    pollIntervalMs: 1000,
    env: { MAX_CONNECTIONS: String(MAX_CONNECTIONS) },
  });
  gateway.child.once('exit', () => diedAt.set(gateway, Date.now()));
  return gateway;
};
gateways.push(...(await Promise.all([startGateway(), startGateway(), startGateway()])));
const live = () => gateways.filter((gateway) => gateway.alive);

async function leader(): Promise<GatewayProcess | null> {
  const flags = await Promise.all(
    live().map((gateway) => gateway.metric('gateway_poll_leader').catch(() => null)),
  );
  return live()[flags.indexOf(1)] ?? null;
}

/** Each client starts on its own gateway and, like behind a load balancer, moves to another live one when it goes. */
const clients: TopicClient[] = [];
for (let i = 0; i < CLIENTS_PER_GATEWAY * 3; i++) {
  const pick = () => {
    const up = live();
    return up.length === 0 ? null : (up[i % up.length] as GatewayProcess).url;
  };
  clients.push(new TopicClient(TOPICS[i % TOPICS.length] as TopicName, pick));
}
await Promise.all(clients.map((client) => client.connect()));
await waitFor(
  () => clients.every((client) => client.applied.length > 0),
  30_000,
  'a first patch on every client',
);
log(`${gateways.length} gateways, ${clients.length} clients on ${TOPICS.join(', ')}, live data flowing`);

type Call = { at: number; status: number | null };
const calls: Call[] = [];
let inFlight = 0;
let calling = true;
const caller = (async () => {
  const paths = ['/vdapi/config/initconfig', '/vdapi/match/v1/live'];
  for (let n = 0; calling; n++) {
    const up = live();
    const gateway = up[n % Math.max(1, up.length)];
    const path = paths[n % paths.length] as string;
    const at = Date.now();
    if (gateway) {
      const query = path.endsWith('/live') ? { sport: '1' } : undefined;
      inFlight += 1;
      void signedCall(gateway.url, path, { query, signal: AbortSignal.timeout(BROWSER_TIMEOUT_MS) })
        .then(
          (answer) => calls.push({ at, status: answer.status }),
          () => calls.push({ at, status: null }),
        )
        .finally(() => {
          inFlight -= 1;
        });
    } else calls.push({ at, status: null });
    await sleep(HTTP_EVERY_MS);
  }
})();

/** Windows of the run, each from its start to the next one's: fault-free first, then one per fault. */
const windows: { name: string; from: number }[] = [];
const startWindow = (name: string) => {
  windows.push({ name, from: Date.now() });
  log(name);
};

startWindow('fault-free');
await sleep(BASELINE_MS);

startWindow('leader killed');
const old = await leader();
if (old) {
  killed.add(old);
  await old.kill('SIGKILL');
}
await sleep(10_000);
log('a new gateway joins in its place');
gateways.push(await startGateway());
await sleep(10_000);

// Longer than the proxy's time limit (15 s), so callers meet it.
startWindow('origin paused 20 s');
origin.pause();
await sleep(20_000);
origin.resume();
log('origin resumed');
await sleep(15_000);

startWindow('Redis away 10 s');
await redis.stop();
await sleep(10_000);
await redis.startAgain();
log('Redis back');
await sleep(20_000);

startWindow('connections past the limit');
const target = live()[0];
const idle: Socket[] = [];
if (target)
  for (let i = 0; i < MAX_CONNECTIONS + 50; i++) {
    const socket = tcp(target.port, '127.0.0.1');
    socket.on('error', () => {});
    idle.push(socket);
  }
await sleep(10_000);
log(
  `refused at the limit: ${(await target?.metric('gateway_connections_refused_total').catch(() => null)) ?? 0}`,
);
for (const socket of idle) socket.destroy();
await sleep(10_000);

startWindow('a socket floods events');
const flooder = live()[1] ?? live()[0];
let cut = false;
let sent = 0;
if (flooder) {
  const socket = socketIo(flooder.url, { transports: ['websocket'], reconnection: false, forceNew: true });
  socket.on('disconnect', () => {
    cut = true;
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const until = Date.now() + 10_000;
  while (Date.now() < until && !cut) {
    for (let i = 0; i < 200; i++)
      (socket.emit as (event: string, ...args: unknown[]) => void)('flood:unknown', i);
    sent += 200;
    await sleep(10);
  }
  socket.close();
}
log(`the flooding socket sent ${sent} events and was ${cut ? 'cut off' : 'NOT cut off'}`);
await sleep(10_000);
const end = Date.now();

calling = false;
await caller;
await waitFor(() => inFlight === 0, BROWSER_TIMEOUT_MS + 5000, 'the last HTTP calls');

const columns = windows.map(({ name, from }, i) => {
  const to = windows[i + 1]?.from ?? end;
  const figures = tally(clients, from, to);
  const inside = calls.filter((call) => call.at >= from && call.at < to);
  const failed = inside.filter((call) => call.status !== 200);
  const unanswered = failed.filter((call) => call.status === null).length;
  const gone = gateways.filter(
    (g) => !killed.has(g) && (diedAt.get(g) ?? end + 1) >= from && (diedAt.get(g) ?? end + 1) < to,
  );
  return {
    name,
    cells: [
      String(figures.missedVersions),
      `${figures.longestSilenceMs} ms`,
      String(gone.length),
      `${failed.length} of ${inside.length}`,
      String(failed.length - unanswered),
      String(unanswered),
    ],
  };
});
const labels = [
  'missed versions (all clients)',
  'longest time without data or a stale notice',
  'gateway processes lost',
  'failed HTTP calls',
  '  answered 502/503/504 in the envelope',
  '  not answered',
];
console.log(
  `\nchaos: 3 gateways on Redis, the real origin, ${clients.length} clients, an HTTP call every ${HTTP_EVERY_MS} ms`,
);
console.log(
  `machine: ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
const width = Math.max(...labels.map((label) => label.length));
const cell = (text: string, i: number) => text.padStart(Math.max(12, columns[i]?.name.length ?? 0));
console.log(`${''.padEnd(width)}  ${columns.map((column, i) => cell(column.name, i)).join('  ')}`);
labels.forEach((label, row) => {
  console.log(
    `${label.padEnd(width)}  ${columns.map((column, i) => cell(column.cells[row] ?? '', i)).join('  ')}`,
  );
});

for (const client of clients) client.close();
await Promise.all(gateways.map((gateway) => gateway.kill('SIGKILL')));
await Promise.all([origin.stop(), redis.stop()]);
process.exit(0);
