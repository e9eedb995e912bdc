// `npm start`: builds the web app when needed, then runs the origin (match data and accounts, embedded
// database) and the gateway (the site, the API proxy and live pushes) with the embedded defaults.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, STOP_SIGNALS, startChild } from './children.mjs';
import { supervise } from './supervise.mjs';

const gatewayPort = process.env.PORT ?? '3000';
const originPort = process.env.ORIGIN_PORT ?? '4000';
// The anchors' ingest (ingest/): RTMP in, HLS out to the gateway. It needs ffmpeg.
const rtmpPort = process.env.RTMP_PORT ?? '1935';
const ingestHttpPort = process.env.INGEST_HTTP_PORT ?? '8935';
const hasFfmpeg =
  spawnSync(process.env.FFMPEG_PATH ?? 'ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' }).status ===
  0;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist') || entry.name.startsWith('.'))
      continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

// Build the site (the browser's bundles and the gateway's server entry) only when its sources (or
// the shared package) are newer than the last build.
const distIndex = join(root, 'web', 'dist', 'index.html');
const serverEntry = join(root, 'web', 'dist-ssr', 'entry-server.js');
const sourcesChanged =
  !existsSync(distIndex) ||
  !existsSync(serverEntry) ||
  Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'shared'))) > statSync(distIndex).mtimeMs;
if (sourcesChanged) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The running children, each read when needed: a supervised one is replaced when it restarts. */
const children = [];
const supervisors = [];
let stopping = false;

function start(name, entry, env) {
  const child = startChild(entry, env);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping Pitchside.`);
    stop(code ?? 1);
  });
  children.push(() => child);
}

function stop(code = 0) {
  stopping = true;
  for (const supervisor of supervisors) supervisor.stop();
  const running = children.map((current) => current()).filter((child) => child && child.exitCode === null);
  for (const child of running) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(running.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(
    () => process.exit(code),
  );
}

// Any signal that ends this process stops the children first; SIGKILL cannot be caught, and the
// children see their IPC channel close instead (scripts/children.mjs).
for (const signal of STOP_SIGNALS) process.on(signal, () => stop(0));
process.on('uncaughtException', (error) => {
  console.error(error);
  stop(1);
});

/**
 * Resolves once the origin answers its health check (it has migrated its database and built its
 * match engine). The gateway listens only then, so the site never answers while every data call
 * would fail with 502.
 */
async function originReady(url) {
  for (;;) {
    if (stopping) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const originUrl = process.env.ORIGIN_URL ?? `http://127.0.0.1:${originPort}`;
console.log(
  `Pitchside is starting: origin on ${originPort}, then the site at http://localhost:${gatewayPort}`,
);
if (!hasFfmpeg)
  console.warn(
    "ffmpeg not found: the anchors' ingest does not run, so no one can stream (the user area says so). Install ffmpeg to enable it.",
  );
start('origin', 'origin/src/server.ts', {
  PORT: originPort,
  INGEST_ENABLED: hasFfmpeg ? '1' : '0',
  INGEST_PUBLIC_URL: process.env.INGEST_PUBLIC_URL ?? `rtmp://localhost:${rtmpPort}/live`,
});
if (hasFfmpeg) {
  // Its own process, and not one the site needs: if it dies the site goes on, its anchors off the air until
  // it is back, started again with back-off (it sweeps the HLS folders its last run left as it starts).
  // Exit 2 (a wrong setting) and 3 (no ffmpeg) would only fail again.
  const ingest = supervise(
    'ingest',
    () =>
      startChild('ingest/src/main.ts', {
        ORIGIN_URL: originUrl,
        RTMP_PORT: rtmpPort,
        INGEST_HTTP_PORT: ingestHttpPort,
      }),
    { stopping: () => stopping, permanent: [2, 3] },
  );
  supervisors.push(ingest);
  children.push(() => ingest.current());
  console.log(`Anchors stream to rtmp://localhost:${rtmpPort}/live (the stream key is in the user area)`);
}
const started = Date.now();
if (await originReady(`http://127.0.0.1:${originPort}/healthz`)) {
  start('gateway', 'gateway/src/server.ts', {
    PORT: gatewayPort,
    ORIGIN_URL: originUrl,
    INGEST_URL: `http://127.0.0.1:${ingestHttpPort}`,
  });
  console.log(
    `Origin ready after ${((Date.now() - started) / 1000).toFixed(1)} s; Pitchside is at http://localhost:${gatewayPort}`,
  );
}
