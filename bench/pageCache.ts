/**
 * `npm run bench:pages [-- --requests N]`: a goal minute's burst of visitors on `/live`. N requests
 * arrive at once at a gateway (the real server.ts, rendering pages with the web's server entry,
 * against the real origin) that shares a render for a second per topic version, locale and route set,
 * beside the same gateway with that sharing off (PAGE_CACHE_MS=0) in the same run. Prints the
 * renders each made (`gateway_page_renders_total`) and the latency of a request, p50/p99/max.
 *
 * Requests go through 256 keep-alive connections, as a load balancer would pass them on; the time of
 * a request runs from the burst's start to its last byte, so it includes waiting for a connection.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sleep, waitFor } from '@pitchside/gateway/testing';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const REQUESTS = Number(argument('requests') ?? 1000);
const CONNECTIONS = 256;
const PAGE = '/live';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const children: ChildProcess[] = [];
const scratch: string[] = [];

function start(entry: string, env: NodeJS.ProcessEnv): void {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
}

async function ready(url: string): Promise<void> {
  await waitFor(
    async () => {
      try {
        return (await fetch(url)).ok;
      } catch {
        await sleep(250);
        return false;
      }
    },
    180_000,
    url,
  );
}

async function renders(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('gateway_page_renders_total '));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

/** One GET of the page; resolves with the milliseconds from `since` to its last byte. */
function get(agent: Agent, port: number, since: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: PAGE,
        headers: { 'user-agent': IPHONE, 'accept-encoding': 'br' },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - since)
            : reject(new Error(`HTTP ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

type Row = { name: string; renders: number; p50: number; p99: number; max: number; seconds: number };

async function burst(name: string, port: number, count: number): Promise<Row> {
  const base = `http://127.0.0.1:${port}`;
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const before = await renders(base);
  const since = performance.now();
  const times = await Promise.all(Array.from({ length: count }, () => get(agent, port, since)));
  const seconds = (performance.now() - since) / 1000;
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  return { name, renders: (await renders(base)) - before, p50: at(0.5), p99: at(0.99), max: at(1), seconds };
}

async function main(): Promise<void> {
  if (!existsSync(join(root, 'web', 'dist-ssr', 'entry-server.js'))) {
    console.log('Building the web app (browser bundles and the server entry)…');
    const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  const [originPort, sharedPort, unsharedPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-bench-pages-'));
  scratch.push(dataDir);
  start('origin/src/server.ts', { PORT: String(originPort), DATA_DIR: dataDir });
  const originUrl = `http://127.0.0.1:${originPort}`;
  await ready(`${originUrl}/healthz`);
  start('gateway/src/server.ts', { PORT: String(sharedPort), ORIGIN_URL: originUrl, PAGE_CACHE_MS: '1000' });
  start('gateway/src/server.ts', { PORT: String(unsharedPort), ORIGIN_URL: originUrl, PAGE_CACHE_MS: '0' });
  await Promise.all([sharedPort, unsharedPort].map((port) => ready(`http://127.0.0.1:${port}/readyz`)));
  // A first visit each: the gateway starts watching the page's topics and loads its chunks.
  for (const port of [sharedPort, unsharedPort]) {
    const agent = new Agent({ keepAlive: false });
    await get(agent, port, performance.now());
    await get(agent, port, performance.now());
  }

  const rows = [
    await burst('render shared for 1 s (PAGE_CACHE_MS=1000)', sharedPort, REQUESTS),
    await burst('baseline: a render per request (PAGE_CACHE_MS=0)', unsharedPort, REQUESTS),
  ];
  console.log(
    `${REQUESTS} requests for ${PAGE} arriving at once (phone, cn, ${CONNECTIONS} connections); ` +
      `${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log(`  ${'gateway'.padEnd(50)} renders    p50 ms    p99 ms    max ms   req/s`);
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(50)} ${String(row.renders).padStart(7)} ${row.p50.toFixed(0).padStart(9)} ${row.p99.toFixed(0).padStart(9)} ${row.max.toFixed(0).padStart(9)} ${(REQUESTS / row.seconds).toFixed(0).padStart(7)}`,
    );
  }
  const [shared, unshared] = rows as [Row, Row];
  console.log(
    `Shared: ${shared.renders} render(s) for ${REQUESTS} requests (baseline ${unshared.renders}); ` +
      `p99 ${(unshared.p99 / shared.p99).toFixed(1)}x lower than the baseline.`,
  );
}

try {
  await main();
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => (child.exitCode !== null ? null : new Promise((r) => child.once('exit', r)))),
  );
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}
