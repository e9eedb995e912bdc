// The ingest against what a stranger sends, beside Debian's nginx RTMP module (npm run bench:ingest; about
// five minutes; needs ffmpeg, and nginx with libnginx-mod-rtmp for its column). The attacks are the attack
// tests' (ingest/src/attacks.test.ts, the kit @pitchside/ingest/testing), run against each server while an
// anchor streams through it, reading the server's resident memory (/proc VmRSS; nginx: its worker):
// - the four messages that each ended the ingest before it was guarded (rtmpGuard.ts);
// - random bytes: 23 connections x 64 KB, then one connection after a valid handshake for 10 s;
// - 150 connections from 50 addresses that trickle a byte a second and never finish the handshake;
// - one publisher flooding without -re for 15 s: what it got through (its ffmpeg's written bytes,
//   /proc/PID/io), the server's memory, and the streaming anchor's playlist time meanwhile;
// - LL-HLS glass-to-glass, quiet, as bench:video reads it (the playlist's newest part less PART-HOLD-BACK,
//   on the encoder's clock as the packager reads it from the packets' arrival and timestamps).
// nginx cannot cut LL-HLS parts (its HLS is MPEG-TS segments): its column is nginx in front (on_publish
// checks the key, max_message 4M, timeouts) relaying with `push` into this ingest for LL-HLS, the only
// way it keeps today's latency. INGEST_BENCH_ENTRY measures another build of the ingest (its main.ts),
// INGEST_BENCH_ONLY=ingest or nginx one of the two.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { type AddressInfo, connect, createServer as createNetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@pitchside/gateway/testing';
import { ffmpegAvailable, type Publisher, publish } from '@pitchside/ingest';
import {
  CRASH_MESSAGES,
  closed,
  closedByServer,
  flood,
  handshake,
  IngestProcess,
  rtmpSocket,
  send,
  writeNoiseFlv,
} from '@pitchside/ingest/testing';
import originApp, { fastifyOptions } from '@pitchside/origin';
import {
  anchorRoomsOf,
  createFixtureEngine,
  keyedRoom,
  openTestDb,
  testConfig,
} from '@pitchside/origin/testing';
import Fastify from 'fastify';

if (!ffmpegAvailable()) process.exit(process.env.CI === 'true' ? 1 : 0);
const NGINX_MODULE = '/usr/lib/nginx/modules/ngx_rtmp_module.so';
const nginxFound = spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0 && existsSync(NGINX_MODULE);
if (!nginxFound) console.warn('nginx or libnginx-mod-rtmp not found: only the ingest is measured');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const rssOf = (pid: number) => {
  try {
    return Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return Number.NaN;
  }
};
/** A TCP relay to `port` that counts what the client sends through it (as fast as the server takes it). */
async function countingRelay(port: number) {
  let bytes = 0;
  const server = createNetServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    client.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    bytes: () => bytes,
    close: () => server.close(),
  };
}
async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) return false;
    await sleep(50);
  }
  return true;
}

// The origin (rooms and keys) in this process; each server measured is a process of its own.
const testDb = await openTestDb();
const config = testConfig();
const origin = Fastify({ ...fastifyOptions(config), logger: false });
await origin.register(originApp, { config, db: testDb.db, engine: { engine: createFixtureEngine() } });
await origin.listen({ port: 0, host: '127.0.0.1' });
const originUrl = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
const scratch = mkdtempSync(join(tmpdir(), 'bench-ingest-'));
const noise = join(scratch, 'noise.flv');
writeNoiseFlv(noise);
let anchors = 0;
const anchor = async () => {
  const name = `anchor${++anchors}`;
  const { key } = await keyedRoom(testDb.db, {
    email: `${name}@example.com`,
    nickName: name,
    title: name,
    matchId: null,
  });
  await anchorRoomsOf(origin).refresh();
  const roomId =
    anchorRoomsOf(origin)
      .all()
      .find((room) => room.nickname === name)?.id ?? 0;
  return { key, roomId };
};

interface Server {
  name: string;
  rtmpPort: number;
  /** The process whose memory is the server's. */
  pid(): number;
  /** The LL-HLS packager behind it. */
  packager: IngestProcess;
  stop(): Promise<void>;
}

async function ingestServer(): Promise<Server> {
  const packager = await IngestProcess.start({
    originUrl,
    secret: config.ingest.secret,
    hlsDir: join(scratch, `hls-${Date.now()}`),
    entry: process.env.INGEST_BENCH_ENTRY,
  });
  return {
    name: process.env.INGEST_BENCH_ENTRY ? 'ingest (INGEST_BENCH_ENTRY)' : 'ingest',
    rtmpPort: packager.rtmpPort,
    pid: () => packager.pid,
    packager,
    stop: () => packager.stop(),
  };
}

async function nginxServer(): Promise<Server> {
  // The packager behind nginx takes only nginx's relay (one address): its per-address cap is raised.
  const packager = await IngestProcess.start({
    originUrl,
    secret: config.ingest.secret,
    hlsDir: join(scratch, `hls-nginx-${Date.now()}`),
    env: { RTMP_CONNECTIONS_PER_ADDRESS: '100' },
  });
  // on_publish: nginx asks this with the stream name; the origin decides as it does for the ingest.
  const keys = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const name = new URLSearchParams(body).get('name') ?? '';
      // The key's room, as the origin finds it (anchor_rooms.key_hash: the key's SHA-256, hex).
      void testDb.db
        .query<{ id: number }>('SELECT id FROM anchor_rooms WHERE key_hash = $1', [
          createHash('sha256').update(name).digest('hex'),
        ])
        .then(
          (rows) => response.writeHead(rows.rows.length > 0 ? 200 : 403).end(),
          () => response.writeHead(500).end(),
        );
    });
  });
  await new Promise<void>((resolve) => keys.listen(0, '127.0.0.1', resolve));
  const prefix = join(scratch, `nginx-${Date.now()}`);
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  const rtmpPort = await freePort();
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `load_module ${NGINX_MODULE};
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
rtmp {
  server {
    listen 127.0.0.1:${rtmpPort};
    chunk_size 4096;
    max_message 4M;
    timeout 5s;
    ping 5s;
    ping_timeout 5s;
    max_streams 32;
    application live {
      live on;
      deny play all;
      on_publish http://127.0.0.1:${(keys.address() as AddressInfo).port}/publish;
      push rtmp://127.0.0.1:${packager.rtmpPort}/live;
    }
  }
}
`,
  );
  const master = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  let worker = 0;
  await until(() => {
    const found = spawnSync('pgrep', ['-P', String(master.pid)], { encoding: 'utf8' }).stdout.trim();
    worker = Number(found.split('\n')[0] ?? 0);
    return worker > 0;
  }, 10_000);
  return {
    name: 'nginx-rtmp 1.2.2 in front',
    rtmpPort,
    pid: () => {
      const found = spawnSync('pgrep', ['-P', String(master.pid)], { encoding: 'utf8' }).stdout.trim();
      return Number(found.split('\n')[0] ?? 0);
    },
    packager,
    stop: async () => {
      master.kill('SIGTERM');
      await new Promise((resolve) => master.once('exit', resolve));
      keys.close();
      await packager.stop();
    },
  };
}

type Figures = Record<string, string>;

async function measure(server: Server): Promise<Figures> {
  const figures: Figures = {};
  const sockets: Socket[] = [];
  const open = async (localAddress?: string) => {
    const socket = await rtmpSocket(server.rtmpPort, localAddress);
    socket.on('error', () => {});
    socket.resume();
    sockets.push(socket);
    return socket;
  };
  const workerAtStart = server.pid();
  const steady = await anchor();
  let steadyStream: Publisher = publish(`rtmp://127.0.0.1:${server.rtmpPort}/live/${steady.key}`, {
    size: '640x360',
    gop: 25,
    clock: true,
  });
  const playlistUrl = async () => `${server.packager.url}${anchorRoomsOf(origin).hlsUrlOf(steady.roomId)}`;
  const playlistText = async () =>
    fetch(await playlistUrl()).then(
      (r) => (r.ok ? r.text() : ''),
      () => '',
    );
  if (!(await until(async () => (await playlistText()).includes('#EXT-X-PART:'), 30_000)))
    throw new Error(`${server.name}: the anchor is not on the air after 30 s\n${server.packager.output}`);
  const newest = async () => [...(await playlistText()).matchAll(/part[0-9]{8}\.m4s/g)].at(-1)?.[0] ?? '';
  const plays = async () => {
    const first = await newest();
    return until(async () => (await newest()) !== first && first !== '', 10_000);
  };

  // Latency: the newest part less PART-HOLD-BACK, against now (the PDT is the packager's reading of the
  // encoder's clock from the packets' arrival and timestamps: for nginx in front, nginx's relay delay is
  // not in it).
  const latencies: number[] = [];
  const latencyEnd = Date.now() + 15_000;
  while (Date.now() < latencyEnd) {
    const text = await playlistText();
    let edge = Number.NaN;
    for (const line of text.split('\n')) {
      if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) edge = Date.parse(line.slice(25));
      else if (line.startsWith('#EXT-X-PART:'))
        edge += Number(/DURATION=([0-9.]+)/.exec(line)?.[1] ?? 0) * 1000;
    }
    const holdBack = Number(/PART-HOLD-BACK=([0-9.]+)/.exec(text)?.[1] ?? 0.75) * 1000;
    if (!Number.isNaN(edge)) latencies.push(Date.now() - (edge - holdBack));
    await sleep(250);
  }
  figures['LL-HLS glass-to-glass p50 / p95 (s)'] =
    `${(percentile(latencies, 50) / 1000).toFixed(2)} / ${(percentile(latencies, 95) / 1000).toFixed(2)}`;

  const streams = () => (steadyStream.process.exitCode === null ? 'on' : 'CUT');
  const after = async (what: string) => {
    const ok = (await plays()) && steadyStream.process.exitCode === null && server.pid() === workerAtStart;
    if (!ok) {
      figures[`${what}: the streaming anchor`] =
        `${streams()}, server process ${server.pid() === workerAtStart ? 'same' : 'gone or replaced'}`;
      // The next attack starts with the anchor on the air again.
      steadyStream.kill();
      await until(() => anchorRoomsOf(origin).hlsUrlOf(steady.roomId) === '', 20_000);
      steadyStream = publish(`rtmp://127.0.0.1:${server.rtmpPort}/live/${steady.key}`, {
        size: '640x360',
        gop: 25,
      });
      await until(async () => (await newest()) !== '', 30_000);
    }
    return ok;
  };

  // The four crash messages.
  let survived = 0;
  for (const messages of Object.values(CRASH_MESSAGES)) {
    const socket = await open();
    await handshake(socket).catch(() => {});
    for (const message of messages) await send(socket, message);
    await until(() => closedByServer(socket), 10_000);
    socket.destroy();
    if (await after('crash messages')) survived++;
  }
  figures['crash messages survived, the anchor streaming'] = `${survived} / 4`;

  // Random bytes.
  const peakDuring = async (attack: () => Promise<void>) => {
    let peak = rssOf(server.pid());
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(server.pid()));
    }, 20);
    await attack();
    clearInterval(sampler);
    return Math.max(peak, rssOf(server.pid()));
  };
  let before = rssOf(server.pid());
  let closedCount = 0;
  let peak = await peakDuring(async () => {
    const connections = await Promise.all(
      Array.from({ length: 23 }, (_, i) => open(i < 3 ? '127.0.0.1' : `127.0.1.${i}`).catch(() => null)),
    );
    const live = connections.filter((socket): socket is Socket => socket !== null);
    await Promise.all(
      live.map((socket) => send(socket, Buffer.from(crypto.getRandomValues(new Uint8Array(65_536))))),
    );
    await until(() => live.every(closedByServer), 15_000);
    closedCount = live.filter(closedByServer).length + (connections.length - live.length);
    for (const socket of live) socket.destroy();
  });
  figures['random 23 x 64 KB: closed within 15 s'] = `${closedCount} / 23`;
  figures['random 23 x 64 KB: RSS before -> peak (MB)'] = `${before.toFixed(0)} -> ${peak.toFixed(0)}`;
  await after('random bytes');

  before = rssOf(server.pid());
  let sent = 0;
  let closedAfter = Number.NaN;
  peak = await peakDuring(async () => {
    const socket = await open();
    await handshake(socket).catch(() => {});
    const started = Date.now();
    while (!closedByServer(socket) && Date.now() - started < 10_000) {
      await send(socket, Buffer.from(crypto.getRandomValues(new Uint8Array(65_536))));
      sent += 65_536;
    }
    if (closedByServer(socket)) closedAfter = Date.now() - started;
    socket.destroy();
  });
  figures['random after a handshake: closed after (ms), MB taken'] =
    `${Number.isNaN(closedAfter) ? 'open after 10 s' : closedAfter}, ${(sent / 1e6).toFixed(1)}`;
  figures['random after a handshake: RSS before -> peak (MB)'] = `${before.toFixed(0)} -> ${peak.toFixed(0)}`;
  await after('random after handshake');

  // Handshakes trickled a byte a second, never finished.
  const trickling = (
    await Promise.all(
      Array.from({ length: 150 }, (_, i) => open(`127.0.2.${1 + Math.floor(i / 3)}`).catch(() => null)),
    )
  ).filter((socket): socket is Socket => socket !== null);
  const trickleStart = Date.now();
  const times = trickling.map((socket) => closed(socket, trickleStart));
  const trickle = setInterval(() => {
    for (const socket of trickling) if (!socket.destroyed) socket.write(Buffer.from([3]));
  }, 1000);
  await until(() => trickling.every(closedByServer), 30_000);
  clearInterval(trickle);
  const stillOpen = trickling.filter((socket) => !closedByServer(socket)).length;
  for (const socket of trickling) socket.destroy();
  const closeTimes = await Promise.all(times);
  figures['150 trickled handshakes: open after 30 s'] = String(stillOpen);
  figures['150 trickled handshakes: last closed after (ms)'] =
    stillOpen > 0 ? '-' : String(Math.max(...closeTimes));
  await after('trickled handshakes');

  // A publisher flooding without -re.
  const flooder = await anchor();
  before = rssOf(server.pid());
  const playlistTimes: number[] = [];
  let mbps = Number.NaN;
  peak = await peakDuring(async () => {
    const relay = await countingRelay(server.rtmpPort);
    const stream = flood(`rtmp://127.0.0.1:${relay.port}/live/${flooder.key}`, noise);
    await sleep(2000);
    const from = { bytes: relay.bytes(), at: Date.now() };
    const url = await playlistUrl();
    while (Date.now() - from.at < 15_000) {
      const started = performance.now();
      await fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
        (r) => r.arrayBuffer(),
        () => null,
      );
      playlistTimes.push(performance.now() - started);
      await sleep(100);
    }
    mbps = ((relay.bytes() - from.bytes) * 8) / ((Date.now() - from.at) / 1000) / 1e6;
    stream.kill();
    relay.close();
  });
  await sleep(5000);
  figures['flood 15 s: taken from the flooder (Mbit/s)'] = mbps.toFixed(1);
  figures['flood 15 s: RSS before -> peak -> 5 s after (MB)'] =
    `${before.toFixed(0)} -> ${peak.toFixed(0)} -> ${rssOf(server.pid()).toFixed(0)}`;
  figures['flood 15 s: packager RSS after (MB)'] = server.packager.rssMb().toFixed(0);
  figures["flood 15 s: the other anchor's playlist p50 / p95 / max (ms)"] =
    `${percentile(playlistTimes, 50).toFixed(1)} / ${percentile(playlistTimes, 95).toFixed(1)} / ${Math.max(...playlistTimes).toFixed(1)}`;
  await after('flood');

  steadyStream.kill();
  for (const socket of sockets) socket.destroy();
  return figures;
}

const results: { name: string; figures: Figures }[] = [];
// INGEST_BENCH_ONLY=ingest or nginx measures one of them.
const servers = [
  ['ingest', ingestServer],
  ['nginx', nginxServer],
] as const;
const only = process.env.INGEST_BENCH_ONLY;
for (const [name, start] of servers) {
  if ((only && only !== name) || (name === 'nginx' && !nginxFound)) continue;
  const server = await start();
  try {
    results.push({ name: server.name, figures: await measure(server) });
  } finally {
    await server.stop();
  }
}

const rows = [...new Set(results.flatMap((r) => Object.keys(r.figures)))];
const width = Math.max(...rows.map((row) => row.length));
console.log(`\n${'attack'.padEnd(width)}   ${results.map((r) => r.name.padStart(28)).join(' ')}`);
for (const row of rows)
  console.log(`${row.padEnd(width)}   ${results.map((r) => (r.figures[row] ?? '-').padStart(28)).join(' ')}`);

await origin.close();
await testDb.close();
rmSync(scratch, { recursive: true, force: true });
