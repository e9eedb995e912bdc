// Fan-out benchmark (npm run bench:fanout): N clients, in separate processes, watch the live
// football topic while the engine changes it. Compared in the same run: the gateway (Socket.IO),
// a bare `ws` broadcaster sending the same bytes (the ceiling of one Node process), and every
// browser polling /vdapi/match/v1/live itself; and the same clients over 1, 2 and 3 gateways forming a
// cluster on a real redis-server. Loopback only; about five minutes in all.
import { cpus, loadavg } from 'node:os';
import { diffState } from '@pitchside/gateway';
import { LiveWorld, RedisProcess, redisServerBinary, startOriginDouble } from '@pitchside/gateway/testing';
import { type JsonValue, liveTopicState, type PatchOp } from '@pitchside/shared';
import {
  MEASURE_MS,
  percentile,
  type Row,
  runPolling,
  runPush,
  type Setup,
  setupName,
  TOPIC,
  unreachedRow,
} from './fanout/run';

const SIZES = (process.env.FANOUT_SIZES ?? '1000,5000,10000').split(',').map(Number);
// Cluster rows at these sizes (among SIZES), over 1, 2 and 3 gateways on one redis-server.
const CLUSTER_SIZES = (process.env.FANOUT_CLUSTER_SIZES ?? '1000,10000')
  .split(',')
  .map(Number)
  .filter((size) => SIZES.includes(size));
const CLUSTER_GATEWAYS = (process.env.FANOUT_CLUSTER_GATEWAYS ?? '1,2,3').split(',').map(Number);
// FANOUT_CLUSTER_ADAPTER=1 adds, per cluster size, the largest cluster with the adapter's own
// per-socket delivery (the path the encode-once write replaced), for comparison.
const CLUSTER_ADAPTER = process.env.FANOUT_CLUSTER_ADAPTER === '1';
const LIVE_MATCHES = 30;

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

/**
 * Redis calls a patch costs: the calls of the measured window less the background rate measured with
 * the engine still (lease, beat, interest, the adapter's heartbeat, polls that changed nothing),
 * over the patches of the window; with that background per second beside it.
 */
function redisPerPatch(row: Row): {
  total: string;
  detail: string;
  background: string;
  backgroundDetail: string;
} {
  const calls = row.redisCalls ?? {};
  const quiet = row.redisQuietPerSecond ?? {};
  const patches = Math.max(1, row.patches);
  const perPatch = Object.entries(calls)
    .map(([command, n]) => [command, (n - (quiet[command] ?? 0) * (MEASURE_MS / 1000)) / patches] as const)
    .filter(([, n]) => n >= 0.05)
    .sort((a, b) => b[1] - a[1]);
  const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const list = (entries: (readonly [string, number])[]) =>
    entries.map(([command, n]) => `${command} ${fmt(n, 1)}`).join(', ');
  const background = Object.entries(quiet).sort((a, b) => b[1] - a[1]);
  return {
    total: fmt(sumOf(perPatch.map(([, n]) => n)), 1),
    detail: list(perPatch),
    background: fmt(sumOf(background.map(([, n]) => n)), 1),
    backgroundDetail: list(background),
  };
}

async function main() {
  const guard = setTimeout(() => {
    console.error('fan-out benchmark took too long; stopping');
    process.exit(1);
  }, 1_200_000);
  guard.unref();
  const loadBefore = loadavg()[0] ?? 0;
  const world = new LiveWorld(7, LIVE_MATCHES);
  const origin = await startOriginDouble({ world });
  const binary = CLUSTER_SIZES.length > 0 ? redisServerBinary() : null;
  if (CLUSTER_SIZES.length > 0 && !binary) console.error('redis-server not found: no cluster rows');
  const redis = binary ? await RedisProcess.start(binary) : null;
  // The engine: every live match moves once a second (clock, goals, corners, cards, odds).
  let engine = setInterval(() => origin.world.step(), 1000);
  // Cluster rows hold it still for a moment, to measure Redis's background work without patches.
  const still = {
    pause: () => clearInterval(engine),
    resume: () => {
      engine = setInterval(() => origin.world.step(), 1000);
    },
  };
  const rows: Row[] = [];
  const clusterRows: Row[] = [];
  const loads = new Map<number, string>();
  const polling: Awaited<ReturnType<typeof runPolling>>[] = [];
  try {
    const started = performance.now();
    const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
    const measure = async (setup: Setup, clients: number): Promise<Row> => {
      try {
        const row = await runPush(setup, clients, origin.url, origin, still);
        console.error(
          `${elapsed()}: ${row.server}, ${clients} clients (load ${(loadavg()[0] ?? 0).toFixed(1)})`,
        );
        return row;
      } catch (error) {
        // A row it cannot reach (a process at its file limit died, a reply never came) is reported as
        // such, and the run goes on with the next one.
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`${elapsed()}: ${setupName(setup)}, ${clients} clients NOT REACHED: ${reason}`);
        return unreachedRow(setup, clients, reason);
      }
    };
    for (const [index, clients] of SIZES.entries()) {
      const loadAt = (loadavg()[0] ?? 0).toFixed(1);
      // Alternate which server goes first, so neither always inherits the other's leftovers.
      const order: Setup[] =
        index % 2 === 0 ? [{ kind: 'gateway' }, { kind: 'raw' }] : [{ kind: 'raw' }, { kind: 'gateway' }];
      const pair: Row[] = [];
      for (const setup of order) pair.push(await measure(setup, clients));
      rows.push(...pair.sort((a, b) => a.server.localeCompare(b.server)));
      if (redis && CLUSTER_SIZES.includes(clients)) {
        for (const gateways of CLUSTER_GATEWAYS) {
          clusterRows.push(await measure({ kind: 'cluster', gateways, redis, encodeOnce: true }, clients));
        }
        if (CLUSTER_ADAPTER) {
          const gateways = Math.max(...CLUSTER_GATEWAYS);
          clusterRows.push(await measure({ kind: 'cluster', gateways, redis, encodeOnce: false }, clients));
        }
      }
      loads.set(clients, `${loadAt} → ${(loadavg()[0] ?? 0).toFixed(1)}`);
    }
    // Polling runs last: thousands of pollers leave the origin a backlog of requests that it is still
    // answering well after they stop, which would count as the next push row's upstream calls.
    for (const clients of SIZES) {
      polling.push(await runPolling(clients, origin.url, origin));
      console.error(`${elapsed()}: polling, ${clients} clients`);
    }
  } finally {
    clearInterval(engine);
    await origin.close();
    await redis?.stop();
  }
  const formats = patchFormats();

  console.log(
    `\nFan-out of ${TOPIC} (${LIVE_MATCHES} live matches, engine step and poll every 1 s, ${MEASURE_MS / 1000} s measured; ` +
      `${cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before and ${(loadavg()[0] ?? 0).toFixed(1)} after)\n`,
  );
  console.log(
    '| clients | server | connected | push p50 ms | push p99 ms | p99 vs raw | loop lag p99 / max ms | heap+ext KB/conn | RSS KB/conn | median patch B | snapshot B | patch/snapshot | upstream req/min | load avg |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  const rawOf = (clients: number) => rows.find((r) => r.clients === clients && r.server.startsWith('raw'));
  const gatewayOf = (clients: number) =>
    rows.find((r) => r.clients === clients && r.server.startsWith('gateway'));
  for (const row of rows) {
    const raw = rawOf(row.clients);
    if (row.unreachable) {
      console.log(`| ${row.clients} | ${row.server} | not reached: ${row.unreachable} |${' - |'.repeat(11)}`);
      continue;
    }
    console.log(
      `| ${row.clients} | ${row.server} | ${row.connected} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${
        raw ? `${fmt(row.p99 / raw.p99, 2)}x` : '-'
      } | ${fmt(row.lagP99)} / ${fmt(row.lagMax)} | ${fmt(row.heapPerConnKB)} | ${fmt(row.rssPerConnKB)} | ${fmt(row.patchBytes, 0)} | ${row.snapshotBytes || '-'} | ${
        row.snapshotBytes ? `${fmt((100 * row.patchBytes) / row.snapshotBytes)}%` : '-'
      } | ${fmt(row.upstreamPerMin, 0)} | ${loads.get(row.clients) ?? '-'} |`,
    );
  }
  if (clusterRows.length > 0) {
    console.log(
      '\nThe same clients spread evenly over gateways forming a cluster on one redis-server, each row beside the single in-memory gateway and the raw ws ceiling of its size above (memory summed over the gateways; Redis calls from INFO commandstats over the measured window):\n',
    );
    console.log(
      '| clients | setup | connected | push p50 ms | push p99 ms | p99 vs raw | p99 vs one gateway | loop lag p99 / max ms | heap+ext KB/conn | RSS KB/conn | patches | Redis calls/patch | Redis background calls/s | upstream req/min |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const row of clusterRows) {
      if (row.unreachable) {
        console.log(
          `| ${row.clients} | ${row.server} | not reached: ${row.unreachable} |${' - |'.repeat(11)}`,
        );
        continue;
      }
      const raw = rawOf(row.clients);
      const single = gatewayOf(row.clients);
      const redisCalls = redisPerPatch(row);
      console.log(
        `| ${row.clients} | ${row.server} | ${row.connected} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${
          raw ? `${fmt(row.p99 / raw.p99, 2)}x` : '-'
        } | ${single ? `${fmt(row.p99 / single.p99, 2)}x` : '-'} | ${fmt(row.lagP99)} / ${fmt(row.lagMax)} | ${fmt(row.heapPerConnKB)} | ${fmt(row.rssPerConnKB)} | ${row.patches} | ${redisCalls.total} | ${redisCalls.background} | ${fmt(row.upstreamPerMin, 0)} |`,
      );
    }
    console.log('\nRedis calls per patch by command:\n');
    for (const row of clusterRows.filter((r) => !r.unreachable))
      console.log(`- ${row.clients}, ${row.server}: ${redisPerPatch(row).detail}`);
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
