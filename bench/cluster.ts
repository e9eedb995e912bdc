// Cluster benchmark (npm run bench:cluster): a real redis-server, gateway processes (the real
// server.ts) and an origin double that counts requests, all on loopback. Prints
// - upstream requests per minute with one gateway alone (in memory) and with 1, 2 and 3 gateways on
//   Redis: one poller for the cluster, so the figure must not grow with the gateways;
// - push latency (poll result arrived -> patch received by a client) p50/p99 over clients spread on
//   every gateway, beside the single in-memory gateway of the same run;
// - failover: SIGKILL of the poll leader -> first origin request and first patch of the new leader,
//   against the target lease + one interval.
// About two minutes. BENCH_CLUSTER_MEASURE_MS sets the length of each measured phase.
import { cpus, loadavg } from 'node:os';
import type { TopicName } from '@pitchside/shared';
import {
  GatewayProcess,
  RedisProcess,
  redisServerBinary,
  sleep,
  TopicClient,
  waitFor,
} from '../gateway/src/testing/clusterTesting';
import { startOriginDouble } from '../gateway/src/testing/originDouble';

const MEASURE_MS = Number(process.env.BENCH_CLUSTER_MEASURE_MS ?? 12_000);
const INTERVAL_MS = 1000;
const LEASE_MS = 5000;
const CLIENTS_PER_TOPIC_PER_GATEWAY = 4;
const FAILOVER_TRIALS = 2;
// Topics that always answer, so backoff never changes the upstream figure between phases.
const TOPICS: TopicName[] = [
  'live:football',
  'live:football@en',
  'live:football@vi',
  'live:basketball',
  'live:basketball@en',
  'live:esport',
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

type PhaseResult = {
  name: string;
  gateways: number;
  upstreamPerMin: number;
  patches: number;
  p50: number;
  p99: number;
  max: number;
};

const binary = redisServerBinary();
if (!binary) {
  console.error('redis-server not found (set REDIS_SERVER_BIN or put it on PATH): cannot run bench:cluster');
  process.exit(1);
}

const origin = await startOriginDouble({ seed: 11 });
// The world moves four times per poll, so every poll of live:football brings a patch.
const stepper = setInterval(() => origin.world.step(), INTERVAL_MS / 4);
const redis = await RedisProcess.start(binary);
const processes: GatewayProcess[] = [];
const clients: TopicClient[] = [];
const results: PhaseResult[] = [];

async function addClients(gateway: GatewayProcess): Promise<void> {
  const added: TopicClient[] = [];
  for (const topic of TOPICS) {
    for (let i = 0; i < CLIENTS_PER_TOPIC_PER_GATEWAY; i++) {
      // A client stays on its gateway; if that one dies it moves to any live one.
      added.push(
        new TopicClient(topic, () =>
          gateway.alive ? gateway.url : (processes.find((p) => p.alive)?.url ?? null),
        ),
      );
    }
  }
  await Promise.all(added.map((client) => client.connect()));
  clients.push(...added);
}

async function measure(name: string): Promise<PhaseResult> {
  await sleep(2 * INTERVAL_MS); // settle: first snapshots, first patches
  const requestsBefore = origin.requests();
  const from = Date.now();
  await sleep(MEASURE_MS);
  const to = Date.now();
  const upstreamPerMin = ((origin.requests() - requestsBefore) * 60_000) / (to - from);
  const latencies = clients
    .flatMap((client) => client.applied.filter((p) => p.at >= from && p.at < to).map((p) => p.at - p.ts))
    .sort((a, b) => a - b);
  const result = {
    name,
    gateways: processes.filter((p) => p.alive).length,
    upstreamPerMin,
    patches: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
  };
  results.push(result);
  console.log(
    `  ${name}: ${upstreamPerMin.toFixed(0)} upstream req/min, ${latencies.length} patches received, push p50 ${result.p50} ms, p99 ${result.p99} ms`,
  );
  return result;
}

async function stopAll(): Promise<void> {
  for (const client of clients.splice(0)) client.close();
  await Promise.all(processes.splice(0).map((p) => p.kill('SIGTERM')));
}

async function leaderOf(): Promise<GatewayProcess | undefined> {
  for (const gateway of processes.filter((p) => p.alive)) {
    if ((await gateway.metric('gateway_poll_leader').catch(() => 0)) === 1) return gateway;
  }
  return undefined;
}

const failovers: { poll: number; patch: number }[] = [];
try {
  console.log(
    `bench:cluster — ${TOPICS.length} topics, poll every ${INTERVAL_MS} ms, lease ${LEASE_MS} ms, ` +
      `${CLIENTS_PER_TOPIC_PER_GATEWAY * TOPICS.length} clients per gateway, ${MEASURE_MS / 1000} s per phase`,
  );

  // 1. One gateway alone, everything in memory (no REDIS_URL).
  const alone = await GatewayProcess.start({ originUrl: origin.url, pollIntervalMs: INTERVAL_MS });
  processes.push(alone);
  await addClients(alone);
  await measure('1 gateway, in memory');
  await stopAll();

  // 2. The cluster on Redis, growing from one gateway to three.
  for (let n = 1; n <= 3; n++) {
    const gateway = await GatewayProcess.start({
      originUrl: origin.url,
      redisUrl: redis.url,
      pollIntervalMs: INTERVAL_MS,
      pollLeaseMs: LEASE_MS,
    });
    processes.push(gateway);
    await waitFor(async () => (await leaderOf()) !== undefined, LEASE_MS * 3, 'a poll leader');
    await addClients(gateway);
    await measure(`${n} gateway${n > 1 ? 's' : ''} on Redis`);
  }

  // 3. Failover: SIGKILL the leader, time the new leader's first origin request and first patch.
  for (let trial = 0; trial < FAILOVER_TRIALS; trial++) {
    const leader = await leaderOf();
    if (!leader) throw new Error('no poll leader');
    const epoch = Math.max(...[...clients.flatMap((c) => [...c.epochSeenAt.keys()])]);
    // Let the leader's poll of this interval land first, so the first request counted is the new leader's.
    await sleep(INTERVAL_MS / 2);
    const before = origin.requests();
    let firstPollAt = 0;
    const killedAt = Date.now();
    await leader.kill('SIGKILL');
    const pollWatch = setInterval(() => {
      if (!firstPollAt && origin.requests() > before) firstPollAt = Date.now();
    }, 2);
    await waitFor(
      () => clients.some((c) => [...c.epochSeenAt.keys()].some((e) => e > epoch)),
      LEASE_MS * 3,
      'a patch from the new leader',
    );
    clearInterval(pollWatch);
    const firstPatchAt = Math.min(
      ...clients.flatMap((c) => [...c.epochSeenAt].filter(([e]) => e > epoch).map(([, at]) => at)),
    );
    failovers.push({ poll: firstPollAt - killedAt, patch: firstPatchAt - killedAt });
    console.log(
      `  failover ${trial + 1}: first poll ${firstPollAt - killedAt} ms, first patch ${firstPatchAt - killedAt} ms after SIGKILL`,
    );
    await sleep(2 * INTERVAL_MS);
  }
  await measure('after failovers');
} finally {
  clearInterval(stepper);
  await stopAll();
  await origin.close();
  await redis.stop();
}

const single = results[0] as PhaseResult;
console.log('\nUpstream requests per minute and push latency (poll result -> client), loopback');
console.log('| setup | gateways | upstream req/min | patches | push p50 ms | push p99 ms | max ms |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.gateways} | ${r.upstreamPerMin.toFixed(0)} | ${r.patches} | ${r.p50} | ${r.p99} | ${r.max} |`,
  );
}
const cluster3 = results.find((r) => r.name.startsWith('3 '));
if (cluster3) {
  console.log(
    `\nPush p99 across 3 gateways ${cluster3.p99} ms vs ${single.p99} ms for one gateway in memory; ` +
      `upstream ${cluster3.upstreamPerMin.toFixed(0)} vs ${single.upstreamPerMin.toFixed(0)} req/min ` +
      `(expected ${((TOPICS.length * 60_000) / INTERVAL_MS).toFixed(0)}).`,
  );
}
const target = LEASE_MS + INTERVAL_MS;
for (const [i, f] of failovers.entries()) {
  console.log(
    `Failover ${i + 1}: first poll ${f.poll} ms, first patch ${f.patch} ms after SIGKILL (target ≤ ${target} ms: ${f.patch <= target ? 'met' : 'MISSED'})`,
  );
}
console.log(
  `Machine: ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
process.exit(0);
