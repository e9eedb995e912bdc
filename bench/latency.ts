// Engine to screen (npm run bench:latency): the time from the origin's engine changing a score to the
// change reaching N Socket.IO clients and showing in one real Chromium page on the live list. The real
// origin (its engine ticks once a second, at LATENCY_SPEED engine minutes per real minute, 120 by
// default, so goals come often; a fresh one per row, from the Saturday afternoon), the real gateway
// with its site, client processes and the page, all on loopback. Each size is
// measured with polls started just after the engine's tick (POLL_ALIGN, the default) and, as the
// baseline of the same run, at a random phase to it: POLL_ALIGN=false with an interval of 1037 ms,
// so that the poll's phase to the 1000 ms tick sweeps through every value within the window, as over
// gateways started at random moments (a 1000 ms poller would measure the one phase it started at).
// About eight minutes.
import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientCommand, ClientReply, ServerReply } from './fanout/protocol';
import { ask, CLIENTS_PER_PROCESS, next, percentile, sleep, spawnChild, TOPIC } from './fanout/run';
import { LivePage, type Sighting } from './latency/page';
import type { OriginReply, ScoreChange } from './latency/protocol';

const SIZES = (process.env.LATENCY_SIZES ?? '1000,10000').split(',').map(Number);
const MEASURE_MS = Number(process.env.LATENCY_MEASURE_MS ?? 45_000);
const POLL_MS = 1000;
const SWEEP_MS = 1037;
const SOFASCORE = '0.5–1.2 s';
const webDist = fileURLToPath(new URL('../web/dist', import.meta.url));

type Phase = {
  clients: number;
  aligned: boolean;
  changes: number;
  socket: number[];
  page: number[];
  pageSeen: number;
  push: number[];
  dataAgeMs: number;
  load: string;
};

/** Latency of each sighting of a change (arrival minus the end of the tick that made it). */
function latencies(changes: ScoreChange[], sightings: Map<string, number[]>): number[] {
  const out: number[] = [];
  for (const change of changes) {
    for (const at of sightings.get(`${change.matchId}:${change.side}=${change.value}`) ?? []) {
      out.push(at - change.at);
    }
  }
  return out.sort((a, b) => a - b);
}

/** Mean of the gateway's `gateway_upstream_data_age_seconds`: tick to poll result, in ms. */
async function dataAgeMs(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const value = (name: string) =>
    Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return (
    (1000 * value('gateway_upstream_data_age_seconds_sum')) / value('gateway_upstream_data_age_seconds_count')
  );
}

async function measure(
  origin: ChildProcess,
  originUrl: string,
  clients: number,
  aligned: boolean,
): Promise<Phase> {
  const gateway = spawnChild('./gatewayServer.ts', [originUrl], {
    WEB_DIST: webDist,
    POLL_ALIGN: aligned ? 'true' : 'false',
    POLL_INTERVAL_MS: String(aligned ? POLL_MS : SWEEP_MS),
  });
  const { port } = await next<Extract<ServerReply, { type: 'ready' }>>(gateway, 'ready');
  const url = `http://127.0.0.1:${port}`;
  const processes = Math.ceil(clients / CLIENTS_PER_PROCESS);
  const workers = Array.from({ length: processes }, () => spawnChild('./clients.ts'));
  await Promise.all(
    workers.map((worker, i) =>
      ask<Extract<ClientReply, { type: 'connected' }>>(
        worker,
        {
          type: 'connect',
          urls: [url],
          count: Math.floor(clients / processes) + (i < clients % processes ? 1 : 0),
          mode: 'socketio',
          topic: TOPIC,
          scores: true,
        } satisfies ClientCommand,
        'connected',
      ),
    ),
  );
  const page = await LivePage.open(url);
  // A few polls to find the tick's phase, then the window.
  await sleep(3000);
  const ageBefore = await dataAgeMs(url);
  const changes: ScoreChange[] = [];
  const onScores = (reply: OriginReply) => {
    if (reply.type === 'scores') changes.push(...reply.scores);
  };
  for (const worker of workers) worker.send({ type: 'reset' } satisfies ClientCommand);
  await page.reset();
  const loadAt = (loadavg()[0] ?? 0).toFixed(1);
  origin.on('message', onScores);
  await sleep(MEASURE_MS);
  origin.off('message', onScores);
  // Changes of the window's last second may still be on their way.
  await sleep(2000);
  const reports = await Promise.all(
    workers.map((worker) =>
      ask<Extract<ClientReply, { type: 'report' }>>(worker, { type: 'report' }, 'report'),
    ),
  );
  const seen = await page.sightings();
  const age = await dataAgeMs(url);
  await page.close();
  await Promise.all(workers.map((worker) => ask(worker, { type: 'close' }, 'closed')));
  await ask(gateway, { type: 'close' }, 'closed');

  const bySocket = new Map<string, number[]>();
  for (const report of reports) {
    for (const [key, times] of Object.entries(report.scores ?? {})) {
      const list = bySocket.get(key) ?? [];
      list.push(...times);
      bySocket.set(key, list);
    }
  }
  const byPage = new Map<string, number[]>();
  for (const sighting of seen as Sighting[]) {
    byPage.set(sighting.key, [...(byPage.get(sighting.key) ?? []), sighting.at]);
  }
  const onPage = latencies(changes, byPage);
  return {
    clients,
    aligned,
    changes: changes.length,
    socket: latencies(changes, bySocket),
    page: onPage,
    pageSeen: onPage.length,
    push: reports.flatMap((r) => r.latenciesMs).sort((a, b) => a - b),
    dataAgeMs: Number.isFinite(age) ? age : ageBefore,
    load: `${loadAt} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
  };
}

const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

if (!existsSync(join(webDist, 'index.html'))) {
  console.error('bench:latency opens the built site: building it first (npm run build -w web)');
  execFileSync('npm', ['run', 'build', '-w', 'web'], { stdio: 'inherit' });
}
const loadBefore = loadavg()[0] ?? 0;
const speed = process.env.LATENCY_SPEED ?? '120';

/**
 * A fresh origin for each row: its engine starts on the Saturday afternoon, so every row measures
 * the same afternoon of real fixtures in play, however long the rows before it took.
 */
async function withOrigin<T>(run: (origin: ChildProcess, url: string) => Promise<T>): Promise<T> {
  const origin = spawnChild('../latency/originServer.ts', [], { LATENCY_SPEED: speed });
  try {
    const { port } = await next<Extract<OriginReply, { type: 'ready' }>>(origin, 'ready', 240_000);
    return await run(origin, `http://127.0.0.1:${port}`);
  } finally {
    const closed = next(origin, 'closed', 20_000).catch(() => origin.kill('SIGKILL'));
    origin.send({ type: 'close' });
    await closed;
  }
}

const phases: Phase[] = [];
for (const [index, clients] of SIZES.entries()) {
  // Alternate which goes first, so neither always inherits the other's leftovers.
  for (const aligned of index % 2 === 0 ? [true, false] : [false, true]) {
    const phase = await withOrigin((origin, url) => measure(origin, url, clients, aligned));
    phases.push(phase);
    console.error(
      `${clients} clients, ${aligned ? 'aligned' : 'every phase'}: ${phase.changes} score changes, socket p99 ${fmt(percentile(phase.socket, 99))} ms`,
    );
  }
}

console.log(
  `\nEngine to screen (engine at ${speed}x, a fresh origin per row): from the tick that changes a live football score at the origin to the change at each Socket.IO client and in one Chromium page (its next animation frame), poll interval ${POLL_MS} ms, ${MEASURE_MS / 1000} s per row (${cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after)\n`,
);
console.log(
  '| socket clients | polls start | poll interval ms | score changes | clients: p50 ms | p99 ms | max ms | page: p50 ms | p99 ms | changes seen | tick → poll result, mean ms | push p50 / p99 ms | load avg |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const phase of phases) {
  const { socket, page, push } = phase;
  console.log(
    `| ${phase.clients} | ${phase.aligned ? "after the engine's tick" : 'at every phase (baseline)'} | ${phase.aligned ? POLL_MS : SWEEP_MS} | ${phase.changes} | ${fmt(percentile(socket, 50))} | ${fmt(percentile(socket, 99))} | ${fmt(socket.at(-1) ?? Number.NaN)} | ${fmt(percentile(page, 50))} | ${fmt(percentile(page, 99))} | ${phase.pageSeen} | ${fmt(phase.dataAgeMs)} | ${fmt(percentile(push, 50))} / ${fmt(percentile(push, 99))} | ${phase.load} |`,
  );
}
const largest = phases.filter((p) => p.aligned).sort((a, b) => b.clients - a.clients)[0];
if (largest) {
  console.log(
    `\nAt ${largest.clients} clients with polls after the tick: p50 ${fmt(percentile(largest.socket, 50))} ms, p99 ${fmt(percentile(largest.socket, 99))} ms on the sockets, p99 ${fmt(percentile(largest.page, 99))} ms on the page (target p99 ≤ 1500 ms; SofaScore pushes in ${SOFASCORE}).`,
  );
}
process.exit(0);
