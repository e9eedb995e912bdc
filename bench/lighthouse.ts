/**
 * `npm run bench:lighthouse`: Lighthouse's phone profile (a mid-range phone's screen, simulated slow
 * 4G: 150 ms RTT and 1.6 Mbps, a 4x slower CPU) in Debian's Chromium, on `/`, `/live` and a match's
 * detail page of the product as `npm start` runs it, in three states of the world (bench/lighthouseStates.ts), each
 * beside the bare React + react-router page of `bench/web-baseline` served by a gateway of its own the
 * same way, measured between the state's own pages so the speed of this machine at that moment cancels
 * out:
 * - nothing in play (no football, basketball or esports): the detail page is the next football match's,
 *   the one a fan reaches from the next kick-off;
 * - basketball and esports in play, no football: the detail page is a live basketball match's;
 * - a Saturday afternoon (the next Saturday 14:00 UTC, or ENGINE_START): a live football match's.
 * The times are found in the engine's schedule (lighthouseStates.ts), and the running origin is asked
 * what is in play before and after a state's runs: a state that did not hold is said.
 * Prints state, page, performance, FCP, LCP, TBT and CLS per row.
 * Targets: performance >= 95, TBT <= 200 ms, CLS <= 0.05, LCP <= 2.0 s.
 *
 * LIGHTHOUSE_THROTTLING=devtools applies the throttling instead of simulating it (below).
 * Each page runs LIGHTHOUSE_RUNS times (default 5); the row is the run with the median performance
 * score, as Lighthouse's own guidance on variability suggests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHttpUpstream, createRequestSigner } from '@pitchside/gateway';
import { freePort, sleep, waitFor } from '@pitchside/gateway/testing';
import { nextSaturdayAfternoon } from '@pitchside/origin/engine';
import { loadSeasons } from '@pitchside/origin/engine/plugin';
import { DEFAULT_ACCESS_KEY, decodeData, isEnvelope, type MatchList } from '@pitchside/shared';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { findWorldStates, holds, type InPlay, type WorldState } from './lighthouseStates';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
/**
 * How the slow 4G and the slower CPU are applied: `simulate` (Lighthouse's default, computed from a
 * fast load's trace) or `devtools` (applied while the page loads). On a loopback server the fast load
 * can run the page's script before its first paint, which the simulation then counts against that
 * paint; `devtools` shows what a throttled load really paints.
 */
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

/**
 * Debian's full Chromium unless CHROMIUM_PATH says otherwise. Not the headless shell the browser tests
 * prefer (e2e/browsers.ts): Lighthouse measures the browser a visitor runs.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH');
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const children: ChildProcess[] = [];
const scratch: string[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
}

/**
 * Waits for `url` to answer, and fails at once if `server`, the stack behind it, has stopped (an
 * origin that could not start: its reason is in the output above) rather than after the 5 minutes.
 */
async function ready(url: string, server: ChildProcess): Promise<void> {
  await waitFor(
    async () => {
      if (server.exitCode !== null || server.signalCode !== null)
        throw new Error(`${url}: the process serving it stopped (${server.exitCode ?? server.signalCode})`);
      try {
        return (await fetch(url)).ok;
      } catch {
        await sleep(500);
        return false;
      }
    },
    300_000,
    url,
  );
}

async function buildBaseline(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'pitchside-lh-baseline-'));
  scratch.push(outDir);
  await build({
    root: join(here, 'web-baseline'),
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
  return outDir;
}

/** What the origin has in play, per sport: asked the way the gateway's poller asks. */
async function inPlayOf(
  originUrl: string,
): Promise<{ counts: InPlay; firstBasketball: number; firstFootball: number }> {
  const upstream = createHttpUpstream({
    originUrl,
    sign: createRequestSigner({ accessKey: DEFAULT_ACCESS_KEY }),
  });
  const live = async (sport: string) => {
    const answer = await upstream.get('/vdapi/match/v1/live', { sport }, AbortSignal.timeout(5000));
    const envelope: unknown = JSON.parse(answer.body);
    if (!isEnvelope(envelope) || typeof envelope.data !== 'string')
      throw new Error(`/vdapi/match/v1/live?sport=${sport}: no match list`);
    return (decodeData(envelope.data) as MatchList).list;
  };
  const [football, basketball, esports] = await Promise.all([live('1'), live('2'), live('3')]);
  return {
    counts: { football: football.length, basketball: basketball.length, esports: esports.length },
    firstFootball: football[0]?.id ?? 0,
    firstBasketball: basketball[0]?.id ?? 0,
  };
}

const described = (live: InPlay) =>
  `football ${live.football}, basketball ${live.basketball}, esports ${live.esports} in play`;

interface Row {
  /** The world state the row was measured in. */
  state: string;
  name: string;
  /** Each run's LCP and TBT (ms), to show the spread beside the median run. */
  lcps?: number[];
  tbts?: number[];
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  lcpElement: string;
}

async function audit(port: number, state: string, name: string, url: string): Promise<Row> {
  const rows: Row[] = [];
  let failures = 0;
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: THROTTLING,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      // Now and then the trace of a load comes back unreadable (NO_NAVSTART), and Lighthouse asks to
      // be run again: the run is made again, twice at most per page, and said.
      failures++;
      console.error(`Lighthouse on ${name}: ${lhr.runtimeError.code}, run ${i + 1} made again`);
      if (failures > 2) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      i--;
      continue;
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // Lighthouse 13 names the LCP element in its LCP breakdown insight (a `node` item).
    const lcpDetails = lhr.audits['lcp-breakdown-insight']?.details as
      | { items?: { type?: string; selector?: string; nodeLabel?: string }[] }
      | undefined;
    const lcpNode = lcpDetails?.items?.find((item) => item.type === 'node');
    rows.push({
      state,
      name,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      lcpElement: lcpNode ? `${lcpNode.selector ?? ''}: ${lcpNode.nodeLabel ?? ''}` : '',
    });
  }
  rows.sort((a, b) => a.performance - b.performance);
  const median = rows[Math.floor(rows.length / 2)] as Row;
  return { ...median, lcps: rows.map((row) => row.lcp), tbts: rows.map((row) => row.tbt) };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The targets a product row must meet (the baseline is there to compare with). */
function missed(row: Row): string[] {
  return [
    row.performance < 95 ? 'performance' : '',
    row.lcp > 2000 ? 'LCP' : '',
    row.tbt > 200 ? 'TBT' : '',
    row.cls > 0.05 ? 'CLS' : '',
  ].filter(Boolean);
}

function printTable(rows: Row[], notes: string[]): void {
  const stateWidth = Math.max(5, ...rows.map((row) => row.state.length));
  const pageWidth = Math.max(4, ...rows.map((row) => row.name.length));
  const line = (cells: string[]) => console.log(`  ${cells.join('  ')}`);
  console.log(
    `Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}phone profile: slow 4G, 4x CPU (${THROTTLING}), Debian Chromium`,
  );
  line([
    'state'.padEnd(stateWidth),
    'page'.padEnd(pageWidth),
    'perf',
    '     FCP',
    '     LCP',
    '    TBT',
    '   CLS',
    'targets missed',
  ]);
  for (const row of rows) {
    const baseline = row.name.startsWith('baseline');
    line([
      row.state.padEnd(stateWidth),
      row.name.padEnd(pageWidth),
      String(row.performance).padStart(4),
      seconds(row.fcp).padStart(8),
      seconds(row.lcp).padStart(8),
      `${Math.round(row.tbt)} ms`.padStart(7),
      row.cls.toFixed(3).padStart(6),
      baseline ? '(baseline)' : missed(row).join(', ') || 'none',
    ]);
  }
  if (RUNS > 1) {
    console.log('Spread over the runs (lowest to highest):');
    for (const row of rows) {
      const spread = (values: number[] | undefined, format: (value: number) => string) => {
        const sorted = [...(values ?? [])].sort((a, b) => a - b);
        return `${format(sorted[0] ?? Number.NaN)} to ${format(sorted.at(-1) ?? Number.NaN)}`;
      };
      console.log(
        `  ${row.state.padEnd(stateWidth)}  ${row.name.padEnd(pageWidth)}  LCP ${spread(row.lcps, seconds)}, TBT ${spread(row.tbts, (ms) => `${Math.round(ms)} ms`)}`,
      );
    }
  }
  console.log('LCP element per page:');
  for (const row of rows)
    console.log(
      `  ${row.state.padEnd(stateWidth)}  ${row.name.padEnd(pageWidth)}  ${row.lcpElement.slice(0, 90)}`,
    );
  for (const note of notes) console.log(note);
  const failing = rows.filter((row) => !row.name.startsWith('baseline') && missed(row).length > 0);
  console.log(
    failing.length === 0
      ? 'Targets (performance >= 95, TBT <= 200 ms, CLS <= 0.05; LCP <= 2.0 s): met on every page in every state'
      : `Targets (performance >= 95, TBT <= 200 ms, CLS <= 0.05; LCP <= 2.0 s) missed on: ${failing.map((row) => `${row.name} (${row.state})`).join(', ')}`,
  );
}

/** Stops a process group this bench started, and waits for its leader to be gone. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await gone;
}

/**
 * One state: the product started with the engine at the state's time, and a baseline gateway beside it;
 * the baseline, then `/`, `/live` and the state's detail page. Both stacks are stopped after.
 */
async function measure(chromePort: number, baselineDist: string, state: WorldState, notes: string[]) {
  const [sitePort, originPort, baselinePort, rtmpPort, ingestPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-lh-data-'));
  scratch.push(dataDir);
  // The product as `npm start` runs it (it builds the site first when its sources changed).
  const product = run(process.execPath, ['scripts/start.mjs'], {
    PORT: String(sitePort),
    ORIGIN_PORT: String(originPort),
    DATA_DIR: dataDir,
    ENGINE_START: state.start,
    // The anchors' ingest on free ports too, so the bench never meets a running site's ingest.
    RTMP_PORT: String(rtmpPort),
    INGEST_HTTP_PORT: String(ingestPort),
  });
  const site = `http://127.0.0.1:${sitePort}`;
  const originUrl = `http://127.0.0.1:${originPort}`;
  try {
    await ready(`${site}/readyz`, product);
    await ready(`${originUrl}/healthz`, product);
    // The baseline page behind a gateway of its own: same static serving, compression and caching.
    const baselineGateway = run(process.execPath, ['--import', 'tsx', 'gateway/src/server.ts'], {
      PORT: String(baselinePort),
      ORIGIN_URL: originUrl,
      WEB_DIST: baselineDist,
    });
    try {
      const baseline = `http://127.0.0.1:${baselinePort}`;
      await ready(`${baseline}/readyz`, baselineGateway);
      const before = await inPlayOf(originUrl);
      if (!holds(state.key, before.counts))
        throw new Error(
          `${state.label}: the origin has ${described(before.counts)}, not the state asked for`,
        );
      const detail =
        state.key === 'nothing'
          ? { id: state.nextFootball?.id ?? 0, what: 'next football match' }
          : state.key === 'courts'
            ? { id: before.firstBasketball, what: 'live basketball match' }
            : { id: before.firstFootball, what: 'live football match' };
      if (detail.id === 0) throw new Error(`${state.label}: no ${detail.what}`);
      const detailPath = `/live/detail/${detail.id}`;
      // One visit each first: the gateway starts watching the topics a page shows on its first request.
      for (const path of ['/', '/live', detailPath]) await fetch(`${site}${path}`);
      const rows = [
        await audit(chromePort, state.label, 'baseline: bare React + router /', `${baseline}/`),
        await audit(chromePort, state.label, '/', `${site}/`),
        await audit(chromePort, state.label, '/live', `${site}/live`),
        await audit(chromePort, state.label, `${detailPath} (${detail.what})`, `${site}${detailPath}`),
      ];
      const after = await inPlayOf(originUrl);
      notes.push(
        `${state.label}: ${described(before.counts)} before its runs, ${described(after.counts)} after${holds(state.key, after.counts) ? '' : ' (the state did not hold to the end)'}`,
      );
      return rows;
    } finally {
      await stop(baselineGateway);
    }
  } finally {
    await stop(product);
  }
}

async function main(): Promise<void> {
  const baselineDist = await buildBaseline();
  // Each state lasts long enough for all its runs: about a minute per run of its 4 pages on a busy machine, and the start.
  const holdMinutes = Math.max(30, RUNS * 5 + 10);
  const states = findWorldStates(
    holdMinutes,
    process.env.ENGINE_START ?? nextSaturdayAfternoon(Date.now(), loadSeasons()),
  );
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  const notes: string[] = [];
  try {
    for (const state of states) rows.push(...(await measure(chrome.port, baselineDist, state, notes)));
  } finally {
    chrome.kill();
  }
  printTable(rows, notes);
}

function cleanUp(): void {
  for (const child of children) {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        // The start script and its origin and gateway children: the group this bench started.
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}

try {
  await main();
} finally {
  cleanUp();
}
