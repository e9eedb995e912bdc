// Throwaway services for the test command: each starts on a free loopback port in its own temporary
// directory and is stopped by its pid. Nothing here touches a system-wide service.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Asks the kernel for a free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function which(cmd) {
  try {
    return execFileSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** The directory holding PostgreSQL's server binaries (initdb, postgres), or null. */
export function findPostgresBin() {
  const fromPath = which('pg_config');
  if (fromPath) {
    try {
      const dir = execFileSync(fromPath, ['--bindir'], { encoding: 'utf8' }).trim();
      if (existsSync(join(dir, 'postgres')) && existsSync(join(dir, 'initdb'))) return dir;
    } catch {
      // fall through to the Debian layout
    }
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

export function findRedisServer() {
  return which('redis-server');
}

/** ffmpeg: the anchors' ingest repackages with it, and its tests publish with it. */
export function findFfmpeg() {
  return which('ffmpeg');
}

/**
 * The browser most browser tests drive: Debian's headless build of Chromium (the `chromium-headless-shell`
 * package, the shell Playwright runs headless with its own browsers), which draws a page for about half
 * the processor time of the full browser in headless mode; else the full Chromium (e2e/browsers.ts).
 */
export function findChromium() {
  return existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : findFullChromium();
}

/** The full Chromium: the specs of alerts need it (the headless shell shows no notifications). */
export function findFullChromium() {
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  return which('chromium');
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root: run its binaries as the `postgres` system user then. */
function asPostgresUser(cmd, args) {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what} did not become ready within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts a throwaway PostgreSQL cluster (trust auth, loopback only, fsync off: it is thrown away).
 * Returns { url, pid, stop() }.
 */
export async function startPostgres() {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found');
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  const [initCmd, initArgs] = asPostgresUser(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const [cmd, args] = asPostgresUser(join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  const child = spawn(cmd, args, { stdio: 'ignore', detached: false });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const isReady = join(bin, 'pg_isready');
  await waitFor(
    () => {
      try {
        execFileSync(isReady, ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    },
    30_000,
    'PostgreSQL',
  );
  return {
    url,
    pid: child.pid,
    async stop() {
      // runuser forwards SIGINT to postgres: "fast shutdown".
      child.kill('SIGINT');
      await new Promise((r) => {
        if (child.exitCode !== null) return r();
        child.once('exit', r);
        setTimeout(r, 10_000).unref();
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
