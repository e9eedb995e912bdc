// The anchors' video path, measured (npm run bench:video; about two minutes, needs ffmpeg). In one run,
// beside each other: 1-s segment HLS (what the ingest makes by default) and plain HLS with 6-s segments,
// each from its own ingest and publisher (ffmpeg, 640x360 testsrc with the encoder's clock burned in,
// H.264 ultrafast zerolatency, a keyframe per segment, AAC), through a gateway's segment cache.
// - Glass-to-glass: the encoder's clock against the picture a player shows, read as hls.js places it
//   (the site's player: liveSyncDurationCount 3, so three target durations behind the playlist's end)
//   from the playlist's EXT-X-PROGRAM-DATE-TIME. The PDT is stamped by the ingest's ffmpeg from the
//   machine's clock, which is also the encoder's (loopback): p50 and p95 over the samples.
// - Ingest CPU per stream: the repackaging ffmpeg's CPU time (/proc) over the run, as a share of a core,
//   and the ingest's own Node thread (RTMP parsing), measured apart.
// - Origin fetches per segment with 1, 100 and 1,000 viewers polling the playlist each second and
//   fetching each new segment: what the gateway's cache asks the ingest.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import anchorHls from '@pitchside/gateway/anchorHls';
import originApp, { fastifyOptions } from '@pitchside/origin';
import {
  ffmpegAvailable,
  type IngestServer,
  originLink,
  publish,
  startIngest,
} from '@pitchside/origin/ingest';
import {
  anchorRoomsOf,
  createFixtureEngine,
  keyedRoom,
  openTestDb,
  testConfig,
} from '@pitchside/origin/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';

const SECONDS = Number(process.env.VIDEO_BENCH_SECONDS ?? 60);
const POLL_SECONDS = Number(process.env.VIDEO_BENCH_POLL_SECONDS ?? 12);
const TICKS_PER_SECOND = 100; // Linux USER_HZ

if (!ffmpegAvailable()) process.exit(process.env.CI === 'true' ? 1 : 0);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cpuTicks = (pid: number): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

interface Parsed {
  target: number;
  segments: { uri: string; pdt: number; duration: number }[];
}
function parsePlaylist(text: string): Parsed {
  const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(text)?.[1] ?? 0);
  const segments: Parsed['segments'] = [];
  let pdt = Number.NaN;
  let duration = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) pdt = Date.parse(line.slice(25));
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line && !line.startsWith('#')) {
      segments.push({ uri: line.trim(), pdt, duration });
      pdt += duration * 1000;
    }
  }
  return { target, segments };
}

interface Variant {
  name: string;
  segmentSeconds: number;
  ingest: IngestServer;
  gateway: FastifyInstance;
  registry: Registry;
  roomId: number;
}

const testDb = await openTestDb();
const config = testConfig();
const origin = Fastify({ ...fastifyOptions(config), logger: false });
await origin.register(originApp, { config, db: testDb.db, engine: { engine: createFixtureEngine() } });
await origin.listen({ port: 0, host: '127.0.0.1' });
const originUrl = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
const hlsRoot = mkdtempSync(join(tmpdir(), 'bench-video-'));

async function variant(name: string, segmentSeconds: number, index: number) {
  const { key } = await keyedRoom(testDb.db, {
    email: `bench${index}@example.com`,
    nickName: name,
    title: name,
    matchId: null,
  });
  const ingest = await startIngest({
    rtmpPort: 0,
    httpPort: 0,
    host: '127.0.0.1',
    hlsDir: join(hlsRoot, String(index)),
    ffmpegPath: 'ffmpeg',
    segmentSeconds,
    listSize: 6,
    origin: originLink(originUrl, config.ingest.secret),
  });
  const registry = new Registry();
  const gateway = Fastify({ logger: false });
  await gateway.register(anchorHls, {
    ingestUrl: `http://127.0.0.1:${ingest.httpPort}`,
    timeoutMs: 10_000,
    registry,
  });
  await gateway.ready();
  const publisher = publish(`rtmp://127.0.0.1:${ingest.rtmpPort}/live/${key}`, {
    size: '640x360',
    gop: 25 * segmentSeconds,
    clock: true,
  });
  return { name, segmentSeconds, ingest, gateway, registry, key, publisher };
}

const variants = [await variant('1-s segments', 1, 0), await variant('6-s segments', 6, 1)];
// Wait for both to be on the air with a segment.
const playlistOf = async (v: Variant) => {
  const url = anchorRoomsOf(origin).get(v.roomId)?.room.streamId ?? '';
  if (!url) return { url, parsed: null };
  const answer = await v.gateway.inject(url);
  return { url, parsed: answer.statusCode === 200 ? parsePlaylist(answer.body) : null };
};
await anchorRoomsOf(origin).refresh();
const rooms = anchorRoomsOf(origin).all();
const withRooms: (Variant & { publisher: ReturnType<typeof publish> })[] = variants.map((v) => ({
  ...v,
  roomId: rooms.find((r) => r.nickname === v.name)?.id ?? 0,
}));
for (const v of withRooms) {
  for (let tries = 0; ; tries++) {
    const { parsed } = await playlistOf(v);
    if ((parsed?.segments.length ?? 0) >= 1) break;
    if (tries > 300) throw new Error(`${v.name}: no segment after 30 s`);
    await sleep(100);
  }
}

// Latency and CPU over the run.
const samples = new Map<string, number[]>(withRooms.map((v) => [v.name, []]));
const cpuStart = new Map<string, { pid: number; ticks: number }>();
for (const v of withRooms) {
  const pid = v.ingest.ffmpegPids()[0] ?? 0;
  cpuStart.set(v.name, { pid, ticks: cpuTicks(pid) });
}
const nodeCpuStart = process.cpuUsage();
const started = Date.now();
while (Date.now() - started < SECONDS * 1000) {
  for (const v of withRooms) {
    const { parsed } = await playlistOf(v);
    const last = parsed?.segments.at(-1);
    if (!parsed || !last || Number.isNaN(last.pdt)) continue;
    const shownPdt = last.pdt + last.duration * 1000 - 3 * parsed.target * 1000;
    samples.get(v.name)?.push(Date.now() - shownPdt);
  }
  await sleep(250);
}
const elapsed = (Date.now() - started) / 1000;
const nodeCpu = process.cpuUsage(nodeCpuStart);

console.log(
  `\nGlass-to-glass (encoder clock -> picture shown by an hls.js player at its live sync point), ${SECONDS} s:`,
);
console.log('variant         samples   p50 (s)   p95 (s)   ffmpeg CPU (% of a core)');
for (const v of withRooms) {
  const values = samples.get(v.name) ?? [];
  const cpu = cpuStart.get(v.name);
  const cpuShare = cpu ? ((cpuTicks(cpu.pid) - cpu.ticks) / TICKS_PER_SECOND / elapsed) * 100 : Number.NaN;
  console.log(
    `${v.name.padEnd(15)} ${String(values.length).padStart(7)} ${(percentile(values, 50) / 1000).toFixed(2).padStart(9)} ${(percentile(values, 95) / 1000).toFixed(2).padStart(9)} ${cpuShare.toFixed(1).padStart(12)}`,
  );
}
console.log(
  `ingest's Node thread (both streams' RTMP, this bench's polls included): ${(((nodeCpu.user + nodeCpu.system) / 1e6 / elapsed) * 100).toFixed(1)} % of a core`,
);

// Fetches from the ingest per segment with N viewers (playlist each second, each new segment once).
const short = withRooms[0];
if (short) {
  console.log(
    `\nFetches from the ingest through one gateway's cache, 1-s segments, ${POLL_SECONDS} s per row:`,
  );
  console.log('viewers   segments   segment fetches   per segment   playlist fetches/s   viewer requests');
  for (const viewers of [1, 100, 1000]) {
    const metric = async (name: string, kind: string) =>
      (await short.registry.getSingleMetric(name)?.get())?.values.find((v) => v.labels.kind === kind)
        ?.value ?? 0;
    const before = {
      segment: await metric('gateway_anchor_hls_upstream_fetches_total', 'segment'),
      playlist: await metric('gateway_anchor_hls_upstream_fetches_total', 'playlist'),
    };
    const seen = new Set<string>();
    let requests = 0;
    const end = Date.now() + POLL_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: viewers }, async (_, i) => {
        const have = new Set<string>();
        await sleep((i / viewers) * 1000);
        while (Date.now() < end) {
          const { url, parsed } = await playlistOf(short);
          requests++;
          for (const segment of parsed?.segments.slice(-2) ?? []) {
            if (have.has(segment.uri)) continue;
            have.add(segment.uri);
            seen.add(segment.uri);
            await short.gateway.inject(url.replace('index.m3u8', segment.uri));
            requests++;
          }
          await sleep(1000);
        }
      }),
    );
    const segmentFetches =
      (await metric('gateway_anchor_hls_upstream_fetches_total', 'segment')) - before.segment;
    const playlistFetches =
      (await metric('gateway_anchor_hls_upstream_fetches_total', 'playlist')) - before.playlist;
    console.log(
      `${String(viewers).padStart(7)} ${String(seen.size).padStart(10)} ${String(segmentFetches).padStart(17)} ${(segmentFetches / Math.max(1, seen.size)).toFixed(2).padStart(13)} ${(playlistFetches / POLL_SECONDS).toFixed(1).padStart(20)} ${String(requests).padStart(17)}`,
    );
  }
}

for (const v of withRooms) v.publisher.kill();
for (const v of withRooms) {
  await v.ingest.close();
  await v.gateway.close();
}
await origin.close();
await testDb.close();
rmSync(hlsRoot, { recursive: true, force: true });
