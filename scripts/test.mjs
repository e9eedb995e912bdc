// The one test command (`npm test`): typecheck, lint and the import graph beside every unit and integration
// test (their output held and printed after the tests'), then the browser tests with, beside them, the
// origin's database tests once more on a real PostgreSQL (the files that open a database:
// scripts/databaseTests.mjs; their output held and printed after the browser tests'). It ends with the wall
// time of each step, how busy the processors were in it, and the line `N passed, N failed, N skipped`. A missing service is skipped
// loudly on a developer's machine and is a failure under CI=true.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { databaseTests } from './databaseTests.mjs';
import {
  findChromium,
  findFfmpeg,
  findFullChromium,
  findPostgresBin,
  findRedisServer,
  startPostgres,
} from './services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, '.test-results');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const only = new Set(process.argv.slice(2)); // e.g. `npm test -- unit e2e`
const wants = (step) => only.size === 0 || only.has(step);

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const started = performance.now();
/** The wall time of each step that ran, for the closing lines. */
const timings = [];

/** The machine's processor time so far (Linux's /proc/stat, in ticks): all of it, and the busy part. */
function cpuTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    // idle and iowait are the 4th and 5th fields: a core waiting on nothing, or on a disk.
    return { total, busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0) };
  } catch {
    return null;
  }
}

/** How busy the processors were between two readings, as a percentage (the test's processes and any other). */
function busyShare(from, to) {
  if (!from || !to || to.total <= from.total) return null;
  return Math.round((100 * (to.busy - from.busy)) / (to.total - from.total));
}

async function timed(name, work, beside) {
  const start = performance.now();
  const ticks = cpuTicks();
  try {
    return await work();
  } finally {
    timings.push({ name, ms: performance.now() - start, beside, busy: busyShare(ticks, cpuTicks()) });
  }
}

function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60
    ? `${seconds} s`
    : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

function banner(text) {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

/** Runs a command with its output (stdout and stderr, in the order they came) held rather than printed. */
function runHeld(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }),
    );
    child.on('error', (error) => resolve({ code: 127, output: Buffer.from(String(error)) }));
  });
}

/**
 * The steps that are one check each (they pass or fail as a whole), one after another beside the unit
 * tests. Their output is held and printed in one block per check once `printable` has settled (after the
 * unit tests' own output), so the two never interleave.
 */
async function checks(steps, printable) {
  const done = [];
  for (const [name, cmd, args] of steps) {
    const start = performance.now();
    const { code, output } = await runHeld(cmd, args);
    timings.push({ name, ms: performance.now() - start, beside: 'beside the unit tests' });
    done.push({ name, code, output });
  }
  await printable;
  for (const { name, code, output } of done) {
    banner(`${name} (ran beside the unit tests)`);
    process.stdout.write(output);
    console.log(code === 0 ? `✓ ${name}` : `✗ ${name} failed (exit ${code})`);
    if (code === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      problems.push(`${name} failed (exit ${code})`);
    }
  }
}

function missing(what, why) {
  const line = `SKIPPED ${what}: ${why}`;
  if (ci) {
    totals.failed += 1;
    problems.push(`${line} (a missing service is a failure under CI)`);
    console.error(`\n✗ ${line}`);
  } else {
    problems.push(line);
    console.warn(`\n!!! ${line}\n!!! Install it to run these tests (see README, Prerequisites).`);
  }
}

/** The first line of an error message, short enough for the summary. */
const firstLine = (text = '') =>
  stripVTControlCharacters(String(text))
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200) ?? '';

/** Names every failed test of a vitest JSON report under `- …` in the summary, with its first error line. */
function vitestFailures(report) {
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      problems.push(
        `  ✗ ${file.name.replace(`${root}/`, '')} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    if (failed.length === 0 && file.status === 'failed')
      problems.push(`  ✗ ${file.name.replace(`${root}/`, '')}: ${firstLine(file.message)}`);
  }
}

/** Names every unexpected result of a Playwright JSON report, with its first error line. */
function playwrightFailures(report) {
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        problems.push(
          `  ✗ ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.file === child.file ? [...titles, child.title] : [child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Runs vitest with a JSON report and adds its test counts. With `held`, its output is held and handed
 * back (as `output`) rather than printed, for a step that runs beside another.
 */
async function vitest(name, args, env = {}, { held = false } = {}) {
  if (!held) banner(name);
  const out = join(resultsDir, `${name.replace(/\W+/g, '-')}.json`);
  rmSync(out, { force: true });
  const command = [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
    ...args,
  ];
  const { code, output } = held
    ? await runHeld('npx', command, env)
    : { code: await run('npx', command, env), output: null };
  tallyVitest(name, code, readJson(out));
  return output;
}

function tallyVitest(name, code, report) {
  if (!report) {
    totals.failed += 1;
    problems.push(`${name}: vitest exited ${code} without a report`);
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (report.numFailedTests > 0 || code !== 0) {
    problems.push(`${name}: ${report.numFailedTests} failed (exit ${code})`);
    if (report.numFailedTests === 0) totals.failed += 1; // e.g. a suite that failed to load
    vitestFailures(report);
  }
}

mkdirSync(resultsDir, { recursive: true });

const redis = findRedisServer();
if (!redis) missing('cluster tests on Redis', 'redis-server is not installed');
const serviceEnv = redis ? { REDIS_SERVER_BIN: redis } : {};
// The anchors' ingest tests (ingest/src, e2e/anchors.spec.ts) skip themselves without ffmpeg,
// and fail under CI=true; this says so in the summary.
if (!findFfmpeg()) missing("the anchors' ingest tests", 'ffmpeg is not installed');

const unit = wants('unit')
  ? timed('unit and integration tests', () =>
      vitest('unit and integration tests (embedded PGlite)', [], serviceEnv),
    )
  : Promise.resolve();
const checked = checks(
  [
    // `npm run typecheck` in one thread: beside the unit tests every core is taken, and TypeScript's parallel
    // checkers repeat work. From a clean clone it took 28.4 s user and 4.6 s system time in parallel, 14.5
    // and 1.2 in one thread (`time node node_modules/typescript-7/bin/tsc -b [--singleThreaded]`).
    ['typecheck', 'npm', ['run', '--silent', 'typecheck', '--', '--singleThreaded']],
    ['lint', 'npx', ['biome', 'ci', '.']],
    // No import cycles anywhere, and the web flows one way (.dependency-cruiser.json).
    ['imports', 'npm', ['run', '--silent', 'imports']],
    // The site the browser tests are served (`npm start` builds it only when its sources are newer), built
    // here while the unit tests wait on their processes. No unit test reads web/dist: each builds or
    // writes a site of its own.
    ['web build', 'npm', ['run', '--silent', 'build', '-w', 'web']],
  ].filter(([name]) => wants(name === 'web build' ? 'e2e' : name)),
  unit,
);
await Promise.all([unit, checked]);

/**
 * The origin's database tests on a throwaway PostgreSQL, beside the browser tests: these spend much of
 * their time waiting on the site they drive (a push, the engine's clock), and the database tests fill the
 * processors meanwhile. Their output is held and printed after the browser tests'.
 */
async function postgresStep() {
  const held = [];
  const say = (line) => held.push(Buffer.from(`${line}\n`));
  await timed(
    'origin database tests on PostgreSQL',
    async () => {
      let pg;
      try {
        // Only the files that open a database: the rest would run exactly as they did on PGlite.
        const { database, notAgain, other } = databaseTests(root);
        say(
          `${database.length + notAgain.length} origin test files open a database; ${other.length} do not (scripts/databaseTests.mjs)`,
        );
        for (const { file, reason } of notAgain) say(`not run again on PostgreSQL: ${file}: ${reason}`);
        pg = await startPostgres();
        say(`PostgreSQL pid ${pg.pid} at ${pg.url}`);
        const output = await vitest(
          'origin database tests on PostgreSQL',
          ['--project', 'origin', ...database.map((test) => test.file)],
          { DATABASE_URL: pg.url },
          { held: true },
        );
        if (output) held.push(output);
      } catch (error) {
        totals.failed += 1;
        problems.push(`PostgreSQL run: ${error.message}`);
        say(String(error?.stack ?? error));
      } finally {
        await pg?.stop();
      }
    },
    wants('e2e') ? 'beside the browser tests' : undefined,
  );
  return () => {
    banner(`origin database tests on PostgreSQL${wants('e2e') ? ' (ran beside the browser tests)' : ''}`);
    process.stdout.write(Buffer.concat(held));
  };
}

let postgres = Promise.resolve(() => {});
if (wants('postgres')) {
  if (!findPostgresBin())
    missing('the origin suite on PostgreSQL', 'PostgreSQL server binaries are not installed');
  else postgres = postgresStep();
}
const browserStart = performance.now();
const browserTicks = cpuTicks();

if (wants('e2e') && existsSync(join(root, 'e2e', 'playwright.config.ts'))) {
  const chromium = findChromium();
  const fullChromium = findFullChromium();
  if (!chromium) {
    missing('browser tests', 'Chromium is not installed');
  } else {
    // One Playwright run: both layouts (projects) against one server, three workers side by side
    // (e2e/playwright.config.ts says which spec runs on which layout, and why three).
    banner('browser tests (Playwright, Chromium): mobile and desktop');
    const out = join(resultsDir, 'e2e.json');
    rmSync(out, { force: true });
    // The site under test starts on an empty data folder of this run's own (its database, its anchors'
    // video), removed after: a run never reads the rooms and accounts an earlier one left.
    const dataDir = process.env.E2E_DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'pitchside-e2e-'));
    const code = await run(
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        // Chromium's headless shell when installed; the full browser for the specs of alerts.
        CHROMIUM_PATH: chromium,
        ...(fullChromium ? { CHROMIUM_FULL_PATH: fullChromium } : {}),
        ...(dataDir ? { E2E_DATA_DIR: dataDir } : {}),
      },
    );
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    const report = readJson(out);
    if (!report?.stats) {
      totals.failed += 1;
      problems.push(`browser tests: playwright exited ${code} without a report`);
    } else {
      const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
      totals.passed += expected + flaky;
      totals.failed += unexpected;
      totals.skipped += skipped;
      if (unexpected > 0 || code !== 0) problems.push(`browser tests: ${unexpected} failed (exit ${code})`);
      playwrightFailures(report);
      if (unexpected === 0 && code !== 0) totals.failed += 1;
    }
  }
}

if (wants('e2e'))
  timings.push({
    name: 'browser tests',
    ms: performance.now() - browserStart,
    busy: busyShare(browserTicks, cpuTicks()),
  });
(await postgres)();
banner('summary');
for (const line of problems) console.log(`- ${line}`);
const stepOrder = ['typecheck', 'lint', 'imports', 'web build', 'unit and integration tests'];
const rank = (name) => (stepOrder.includes(name) ? stepOrder.indexOf(name) : stepOrder.length);
timings.sort((a, b) => rank(a.name) - rank(b.name));
// Each step's wall time, and how busy the processors were meanwhile: a step far from 100% waits on
// something (a process, a clock) rather than on the processors, and could share them with another.
for (const { name, ms, beside, busy } of timings) {
  const notes = [beside, busy == null ? null : `processors ${busy}% busy`].filter(Boolean).join('; ');
  console.log(`${name.padEnd(40, ' ')} ${duration(ms).padStart(12, ' ')}${notes ? ` (${notes})` : ''}`);
}
console.log(`${'all steps'.padEnd(40, ' ')} ${duration(performance.now() - started).padStart(12, ' ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
