// The anchors' video path, measured (npm run bench:video; about three minutes, needs ffmpeg). In one run,
// beside each other: low-latency HLS (HLS_MODE=ll: 1-s segments of 0.25-s parts, blocking reload), 1-s
// segment HLS (HLS_MODE=short) and plain HLS with 6-s segments, each from its own ingest and publisher (ffmpeg, 640x360 testsrc with the encoder's clock burned in,
// H.264 ultrafast zerolatency, a keyframe per segment, AAC), through a gateway's segment cache.
// - Glass-to-glass: the encoder's clock against the picture a player shows, read as hls.js places it
//   (the site's player: liveSyncDurationCount 3, so three target durations behind the playlist's end)
//   from the playlist's EXT-X-PROGRAM-DATE-TIME; for LL-HLS, as hls.js in lowLatencyMode places it: the
//   playlist's PART-HOLD-BACK behind its newest part. The PDT is the publisher's first packet's arrival on
//   the ingest, which is the encoder's clock on loopback: p50 and p95 over the samples.
// - Ingest CPU per stream: the repackaging ffmpeg's CPU time (/proc) over the run, as a share of a core,
//   and the ingest's own Node thread (RTMP parsing), measured apart.
// - Origin fetches per segment with 1, 100 and 1,000 viewers polling the playlist each second and
//   fetching each new segment: what the gateway's cache asks the ingest. For LL-HLS, per part: each viewer
//   asks for the next part by blocking reload (_HLS_msn/_HLS_part) and fetches it, as hls.js does.
// - One publisher flooding beside another anchor, in an ingest process of its own: its RSS and the other
//   anchor's playlist time, quiet then flooded (videoFlood.ts).
// The machine's other load moves these figures: run it on a quiet machine for the ones to keep.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import anchorHls from '@pitchside/gateway/anchorHls';
import { ffmpegAvailable, type IngestServer, originLink, publish, startIngest } from '@pitchside/ingest';
import originApp, { fastifyOptions } from '@pitchside/origin';
import {
  anchorRoomsOf,
  createFixtureEngine,
  keyedRoom,
  openTestDb,
  testConfig,
} from '@pitchside/origin/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { floodPhase } from './videoFlood';

const SECONDS = Number(process.env.VIDEO_BENCH_SECONDS ?? 60);
const POLL_SECONDS = Number(process.env.VIDEO_BENCH_POLL_SECONDS ?? 12);
/** The flood phase's flooded seconds (half as many quiet before them): videoFlood.ts. */
const FLOOD_SECONDS = Number(process.env.VIDEO_BENCH_FLOOD_SECONDS ?? 20);
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
  /** LL-HLS: PART-HOLD-BACK (s), the number of the segment being made, its parts, the newest part's end. */
  partHoldBack: number | null;
  lastMsn: number;
  lastParts: string[];
  edge: number;
}
function parsePlaylist(text: string): Parsed {
  const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(text)?.[1] ?? 0);
  const holdBack = /PART-HOLD-BACK=([0-9.]+)/.exec(text)?.[1];
  const segments: Parsed['segments'] = [];
  let msn = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1] ?? 0);
  let pdt = Number.NaN;
  let duration = 0;
  let parts: string[] = [];
  let edge = Number.NaN;
  for (const line of text.split('\n')) {
    if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) {
      pdt = Date.parse(line.slice(25));
      edge = pdt;
    } else if (line.startsWith('#EXT-X-PART:')) {
      parts.push(/URI="([^"]+)"/.exec(line)?.[1] ?? '');
      edge += Number(/DURATION=([0-9.]+)/.exec(line)?.[1] ?? 0) * 1000;
    } else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line && !line.startsWith('#')) {
      segments.push({ uri: line.trim(), pdt, duration });
      pdt += duration * 1000;
      edge = pdt;
      msn++;
      parts = [];
    }
  }
  return {
    target,
    segments,
    partHoldBack: holdBack === undefined ? null : Number(holdBack),
    lastMsn: parts.length > 0 ? msn : msn - 1,
    lastParts: parts,
    edge,
  };
}

interface Variant {
  name: string;
  mode: 'll' | 'short';
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

async function variant(name: string, mode: 'll' | 'short', segmentSeconds: number, index: number) {
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
    mode,
    segmentSeconds,
    partSeconds: 0.25,
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
  return { name, mode, segmentSeconds, ingest, gateway, registry, key, publisher };
}

const variants = [
  await variant('LL-HLS', 'll', 1, 2),
  await variant('1-s segments', 'short', 1, 0),
  await variant('6-s segments', 'short', 6, 1),
];
// Wait for both to be on the air with a segment.
const playlistOf = async (v: Variant, query = '') => {
  const url = anchorRoomsOf(origin).get(v.roomId)?.room.streamId ?? '';
  if (!url) return { url, parsed: null };
  const answer = await v.gateway.inject(url + query);
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
    const shownPdt =
      parsed.partHoldBack !== null
        ? parsed.edge - parsed.partHoldBack * 1000
        : last.pdt + last.duration * 1000 - 3 * parsed.target * 1000;
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
  `ingest's Node thread (the three streams' RTMP and the LL-HLS packager, this bench's polls included): ${(((nodeCpu.user + nodeCpu.system) / 1e6 / elapsed) * 100).toFixed(1)} % of a core`,
);

// Fetches from the ingest per segment (LL-HLS: per part) with N viewers through one gateway's cache.
const metricOf = async (v: Variant, kind: string) =>
  (await v.registry.getSingleMetric('gateway_anchor_hls_upstream_fetches_total')?.get())?.values.find(
    (value) => value.labels.kind === kind,
  )?.value ?? 0;

/** A short-segment viewer: the playlist each second, each new segment once. */
async function segmentViewer(v: Variant, end: number, seen: Set<string>, count: () => void) {
  const have = new Set<string>();
  while (Date.now() < end) {
    const { url, parsed } = await playlistOf(v);
    count();
    for (const segment of parsed?.segments.slice(-2) ?? []) {
      if (have.has(segment.uri)) continue;
      have.add(segment.uri);
      seen.add(segment.uri);
      await v.gateway.inject(url.replace('index.m3u8', segment.uri));
      count();
    }
    await sleep(1000);
  }
}

/** An LL-HLS viewer: a blocking reload for the part after the newest, then that part (hls.js lowLatencyMode). */
async function partViewer(v: Variant, end: number, seen: Set<string>, count: () => void) {
  let { url, parsed } = await playlistOf(v);
  count();
  while (Date.now() < end && parsed) {
    const answer = await playlistOf(v, `?_HLS_msn=${parsed.lastMsn}&_HLS_part=${parsed.lastParts.length}`);
    count();
    if (!answer.parsed) {
      ({ url, parsed } = await playlistOf(v));
      continue;
    }
    parsed = answer.parsed;
    const part = parsed.lastParts.at(-1);
    if (!part) continue;
    seen.add(part);
    await v.gateway.inject(url.replace('index.m3u8', part));
    count();
  }
}

for (const v of withRooms.filter((w) => w.segmentSeconds === 1)) {
  const kind = v.mode === 'll' ? 'part' : 'segment';
  console.log(`\nFetches from the ingest through one gateway's cache, ${v.name}, ${POLL_SECONDS} s per row:`);
  console.log(`viewers   ${kind}s   ${kind} fetches   per ${kind}   playlist fetches/s   viewer requests`);
  for (const viewers of [1, 100, 1000]) {
    const before = { item: await metricOf(v, kind), playlist: await metricOf(v, 'playlist') };
    const seen = new Set<string>();
    let requests = 0;
    const count = () => {
      requests++;
    };
    const end = Date.now() + POLL_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: viewers }, async (_, i) => {
        await sleep((i / viewers) * 1000);
        await (v.mode === 'll' ? partViewer : segmentViewer)(v, end, seen, count);
      }),
    );
    const itemFetches = (await metricOf(v, kind)) - before.item;
    const playlistFetches = (await metricOf(v, 'playlist')) - before.playlist;
    console.log(
      `${String(viewers).padStart(7)} ${String(seen.size).padStart(8)} ${String(itemFetches).padStart(15)} ${(itemFetches / Math.max(1, seen.size)).toFixed(2).padStart(10)} ${(playlistFetches / POLL_SECONDS).toFixed(1).padStart(20)} ${String(requests).padStart(17)}`,
    );
  }
}

for (const v of withRooms) v.publisher.kill();
for (const v of withRooms) {
  await v.ingest.close();
  await v.gateway.close();
}

await floodPhase({
  originUrl,
  secret: config.ingest.secret,
  db: testDb.db,
  seconds: FLOOD_SECONDS,
  streamOf: async (roomId) => anchorRoomsOf(origin).hlsUrlOf(roomId),
  roomIdOf: async (nickname) => {
    await anchorRoomsOf(origin).refresh();
    return (
      anchorRoomsOf(origin)
        .all()
        .find((room) => room.nickname === nickname)?.id ?? 0
    );
  },
});
await origin.close();
await testDb.close();
rmSync(hlsRoot, { recursive: true, force: true });
