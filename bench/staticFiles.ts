/**
 * `npm run bench:static [-- --requests N]`: the gateway's processor time per request for the build's
 * hashed files (web/dist/assets, every .js and .css in turn, as a browser asks for them: brotli
 * accepted), from the site as it is (the real app: those files held in memory after their first
 * request, gateway/src/site/hashedAssets.ts) beside the baseline in the same run: the same folder
 * served by @fastify/static from disk (a stat, an open, reads and a close a request). Requests go over
 * keep-alive HTTP connections, eight at once. Builds the web app first when it has no build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { app, loadConfig } from '@pitchside/gateway';
import Fastify, { type FastifyInstance } from 'fastify';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'web', 'dist');
const at = process.argv.indexOf('--requests');
const REQUESTS = Number(at >= 0 ? process.argv[at + 1] : 4000);
const AT_ONCE = 8;

if (!existsSync(join(dist, 'index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const files = readdirSync(join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => `/assets/${name}`);

async function fromDisk(): Promise<FastifyInstance> {
  const fastify = Fastify({ logger: false });
  await fastify.register(fastifyStatic, { root: dist, preCompressed: true, index: false });
  return fastify;
}

async function site(): Promise<FastifyInstance> {
  const fastify = Fastify({ logger: false });
  // No origin is asked: only the build's files are requested.
  const config = loadConfig({ ORIGIN_URL: 'http://127.0.0.1:9', WEB_DIST: dist, LOG_LEVEL: 'silent' });
  await fastify.register(app, { config, gateway: { autoStart: false } });
  return fastify;
}

function get(port: number, path: string, agent: Agent): Promise<number> {
  return new Promise((done, fail) => {
    request(
      { port, host: '127.0.0.1', path, agent, headers: { 'accept-encoding': 'gzip, deflate, br' } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          res.statusCode === 200 ? done(bytes) : fail(new Error(`${path}: ${res.statusCode}`)),
        );
      },
    )
      .on('error', fail)
      .end();
  });
}

/** Processor time of this process (the server and its clients) per request, and the bytes sent. */
async function measure(fastify: FastifyInstance): Promise<{ cpuMs: number; bytes: number }> {
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  const { port } = fastify.server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: AT_ONCE });
  try {
    // Every file once first: the site's first request of a file reads it, as the baseline does each time.
    for (const path of files) await get(port, path, agent);
    const start = process.cpuUsage();
    let next = 0;
    let bytes = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < REQUESTS) {
          const sent = await get(port, files[next++ % files.length] ?? '/', agent);
          bytes += sent;
        }
      }),
    );
    const used = process.cpuUsage(start);
    return { cpuMs: (used.user + used.system) / 1000 / REQUESTS, bytes: bytes / REQUESTS };
  } finally {
    agent.destroy();
    await fastify.close();
  }
}

const rows: [string, { cpuMs: number; bytes: number }][] = [
  ['baseline: @fastify/static from disk', await measure(await fromDisk())],
  ['site: hashed files from memory', await measure(await site())],
  ['baseline again', await measure(await fromDisk())],
  ['site again', await measure(await site())],
];
console.log(
  `${REQUESTS} requests over ${files.length} files, ${AT_ONCE} at once (server and clients in one process)`,
);
for (const [name, { cpuMs, bytes }] of rows)
  console.log(`${name.padEnd(40)} ${cpuMs.toFixed(3)} ms of processor a request, ${Math.round(bytes)} bytes`);
