// The anchors' stream end to end (docs/ARCHITECTURE.md "Anchors' ingest"): the origin's rooms and
// /ingestapi, the ingest (RTMP in, ffmpeg to HLS: short segments, and low-latency HLS with parts followed by
// a plain HTTP client as an LL-HLS player does), a gateway's HLS cache, and ffmpeg publishing as OBS would.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import anchorHls from '@pitchside/gateway/anchorHls';
import {
  anchorRoomsOf,
  buildVdapiApp,
  createFixtureEngine,
  keyedRoom,
  openTestDb,
  type TestDb,
  testConfig,
} from '@pitchside/origin/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IngestServer, startIngest } from './ingest';
import { originLink } from './originLink';
import { ffmpegAvailable, type Publisher, publish } from './publisher';

const hasFfmpeg = ffmpegAvailable();

/** Waits for a condition the test caused, checking every 50 ms. */
async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface LlPlaylist {
  lastMsn: number;
  /** Parts of the last segment listed (the one being made). */
  lastParts: string[];
  hint: string | null;
  /** The newest part's end on the encoder's clock (ms). */
  edge: number;
}

function readLl(text: string): LlPlaylist {
  let msn = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1] ?? Number.NaN) - 1;
  let parts: string[] = [];
  let date = Number.NaN;
  let edge = Number.NaN;
  let open = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) {
      date = Date.parse(line.slice(25));
      edge = date;
      if (!open) {
        msn++;
        parts = [];
        open = true;
      }
    } else if (line.startsWith('#EXT-X-PART:')) {
      parts.push(/URI="([^"]+)"/.exec(line)?.[1] ?? '');
      edge += Number(/DURATION=([0-9.]+)/.exec(line)?.[1] ?? 0) * 1000;
    } else if (line && !line.startsWith('#')) open = false;
  }
  return {
    lastMsn: msn,
    lastParts: parts,
    hint: /PRELOAD-HINT:TYPE=PART,URI="([^"]+)"/.exec(text)?.[1] ?? null,
    edge,
  };
}

describe.skipIf(!hasFfmpeg)('an anchor streams through the ingest and the gateway', () => {
  let testDb: TestDb;
  let origin: FastifyInstance;
  let ingest: IngestServer;
  let gateway: FastifyInstance;
  let hlsDir: string;
  const registry = new Registry();
  const publishers: Publisher[] = [];
  // Low-latency HLS (HLS_MODE=ll): its own ingest and a listening gateway, followed by a plain HTTP client.
  let llIngest: IngestServer;
  let llGateway: FastifyInstance;
  let llGatewayUrl = '';
  const llRegistry = new Registry();
  const rtmp = (key: string) => `rtmp://127.0.0.1:${ingest.rtmpPort}/live/${key}`;

  beforeAll(async () => {
    testDb = await openTestDb();
    const config = testConfig();
    // The origin's /vdapi and /ingestapi on the fixture engine (what the ingest and the rooms need).
    origin = await buildVdapiApp({ db: testDb.db, engine: createFixtureEngine(), config });
    await origin.listen({ port: 0, host: '127.0.0.1' });
    const originUrl = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
    hlsDir = mkdtempSync(join(tmpdir(), 'anchor-hls-'));
    ingest = await startIngest({
      rtmpPort: 0,
      httpPort: 0,
      host: '127.0.0.1',
      hlsDir,
      ffmpegPath: 'ffmpeg',
      segmentSeconds: 1,
      listSize: 6,
      heartbeatMs: 500,
      origin: originLink(originUrl, config.ingest.secret),
    });
    gateway = Fastify({ logger: false });
    await gateway.register(anchorHls, {
      ingestUrl: `http://127.0.0.1:${ingest.httpPort}`,
      timeoutMs: 5000,
      registry,
    });
    await gateway.ready();
    llIngest = await startIngest({
      rtmpPort: 0,
      httpPort: 0,
      host: '127.0.0.1',
      hlsDir: join(hlsDir, 'll'),
      ffmpegPath: 'ffmpeg',
      mode: 'll',
      segmentSeconds: 1,
      partSeconds: 0.25,
      listSize: 6,
      heartbeatMs: 500,
      origin: originLink(originUrl, config.ingest.secret),
    });
    llGateway = Fastify({ logger: false });
    await llGateway.register(anchorHls, {
      ingestUrl: `http://127.0.0.1:${llIngest.httpPort}`,
      timeoutMs: 5000,
      registry: llRegistry,
    });
    await llGateway.listen({ port: 0, host: '127.0.0.1' });
    llGatewayUrl = `http://127.0.0.1:${(llGateway.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const publisher of publishers) publisher.kill();
    await ingest?.close();
    await gateway?.close();
    await llIngest?.close();
    await llGateway?.close();
    await origin?.close();
    await testDb?.close();
    if (hlsDir) rmSync(hlsDir, { recursive: true, force: true });
  });

  const start = (key: string, video?: 'h264' | 'flv1') => {
    const publisher = publish(rtmp(key), video ? { video } : {});
    publishers.push(publisher);
    return publisher;
  };
  const roomOf = (id: number) => anchorRoomsOf(origin).get(id)?.room;
  const upstream = async (kind: string) =>
    (await registry.getSingleMetric('gateway_anchor_hls_upstream_fetches_total')?.get())?.values.find(
      (v) => v.labels.kind === kind,
    )?.value ?? 0;

  it('plays through the gateway, refuses a wrong key and a second publisher, and goes off the air when cut', async () => {
    const { key } = await keyedRoom(testDb.db, {
      email: 'a@example.com',
      nickName: 'Ana',
      title: 'Live',
      matchId: 101,
    });
    await anchorRoomsOf(origin).refresh();
    const roomId = anchorRoomsOf(origin).all()[0]?.id ?? 0;

    // A wrong key is refused at once: the publisher is cut off, nothing goes live.
    const wrong = start(`${key}x`);
    expect(await wrong.exited).not.toBe(0);
    expect(roomOf(roomId)?.live).toBe(false);

    const first = start(key);
    await until(() => roomOf(roomId)?.live === true, 10_000);
    const playlistUrl = roomOf(roomId)?.streamId ?? '';
    expect(playlistUrl).toMatch(new RegExp(`^/anchorhls/${roomId}/[a-z0-9]+/index\\.m3u8$`));
    let playlist = '';
    await until(async () => {
      const answer = await gateway.inject(playlistUrl);
      playlist = answer.statusCode === 200 ? answer.body : '';
      return /seg[0-9]{6}\.ts/.test(playlist);
    }, 15_000);
    expect(playlist).toContain('#EXT-X-PROGRAM-DATE-TIME');
    const segment = /seg[0-9]{6}\.ts/.exec(playlist)?.[0] ?? '';
    const segmentUrl = playlistUrl.replace('index.m3u8', segment);

    // A hundred viewers at once cost the ingest one fetch of the segment.
    const before = await upstream('segment');
    const answers = await Promise.all(Array.from({ length: 100 }, () => gateway.inject(segmentUrl)));
    expect(answers.every((a) => a.statusCode === 200 && a.rawPayload.length > 1000)).toBe(true);
    expect(answers[0]?.headers['content-type']).toBe('video/mp2t');
    expect((await upstream('segment')) - before).toBe(1);

    // A second publisher on the live key is refused; the first keeps streaming.
    const second = start(key);
    expect(await second.exited).not.toBe(0);
    expect(first.process.exitCode).toBeNull();
    expect(roomOf(roomId)?.streamId).toBe(playlistUrl);

    // Cut off mid-stream: off the air at once, and what was served is still served.
    first.kill();
    await until(() => roomOf(roomId)?.live === false, 5_000);
    const again = await gateway.inject(segmentUrl);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(answers[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    expect(ingest.sessions().size).toBe(0);
  }, 60_000);

  it('refuses a stream that is not H.264/AAC and tells the room why', async () => {
    const { key, userId } = await keyedRoom(testDb.db, {
      email: 'b@example.com',
      nickName: 'Bao',
      title: 'Old encoder',
      matchId: null,
    });
    const refused = start(key, 'flv1');
    expect(await refused.exited).not.toBe(0);
    await until(async () => {
      const row = await testDb.db.query<{ last_fault: string | null }>(
        'SELECT last_fault FROM anchor_rooms WHERE user_id = $1',
        [userId],
      );
      return row.rows[0]?.last_fault === 'codec';
    }, 5_000);
    expect(ingest.sessions().size).toBe(0);
  }, 30_000);
  const llUpstream = async (kind: string) =>
    (await llRegistry.getSingleMetric('gateway_anchor_hls_upstream_fetches_total')?.get())?.values.find(
      (v) => v.labels.kind === kind,
    )?.value ?? 0;

  it('follows the parts by blocking reload, one ingest fetch per part for a hundred viewers', async () => {
    const { key } = await keyedRoom(testDb.db, {
      email: 'l@example.com',
      nickName: 'Lan',
      title: 'LL',
      matchId: null,
    });
    await anchorRoomsOf(origin).refresh();
    const roomId =
      anchorRoomsOf(origin)
        .all()
        .find((r) => r.nickname === 'Lan')?.id ?? 0;
    const publisher = publish(`rtmp://127.0.0.1:${llIngest.rtmpPort}/live/${key}`, { gop: 25 });
    publishers.push(publisher);
    await until(() => anchorRoomsOf(origin).get(roomId)?.room.live === true, 10_000);
    const playlistUrl = `${llGatewayUrl}${anchorRoomsOf(origin).get(roomId)?.room.streamId ?? ''}`;
    const base = playlistUrl.replace('index.m3u8', '');
    const get = (url: string) =>
      fetch(url).then(async (r) => ({ status: r.status, body: Buffer.from(await r.arrayBuffer()) }));

    let playlist = readLl('');
    await until(async () => {
      const answer = await get(playlistUrl);
      playlist = readLl(answer.body.toString());
      return answer.status === 200 && playlist.lastParts.length > 0;
    }, 15_000);
    const init = await get(`${base}init.mp4`);
    expect(init.body.subarray(4, 8).toString()).toBe('ftyp');

    // Follow six parts: ask for the one after the newest, held until it exists, then fetch it.
    let followed = 0;
    while (followed < 6) {
      const next = playlist.lastParts.length;
      const answer = await get(`${playlistUrl}?_HLS_msn=${playlist.lastMsn}&_HLS_part=${next}`);
      expect(answer.status).toBe(200);
      const after = readLl(answer.body.toString());
      // The answer has the part asked for: the next one of that segment, or the next segment's first.
      expect(after.lastMsn > playlist.lastMsn || after.lastParts.length > next).toBe(true);
      const part = after.lastParts.at(-1) ?? '';
      const bytes = await get(`${base}${part}`);
      expect(bytes.status).toBe(200);
      expect(bytes.body.subarray(4, 8).toString()).toBe('moof');
      playlist = after;
      followed++;
    }
    // The newest part is a second or so behind the encoder's clock, not several segments.
    expect(Date.now() - playlist.edge).toBeLessThan(2500);

    // A hundred viewers waiting for the same next part: one held request to the ingest, one fetch of the part.
    const playlistsBefore = await llUpstream('playlist');
    const partsBefore = await llUpstream('part');
    const next = `${playlistUrl}?_HLS_msn=${playlist.lastMsn}&_HLS_part=${playlist.lastParts.length}`;
    const answers = await Promise.all(Array.from({ length: 100 }, () => get(next)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await llUpstream('playlist')) - playlistsBefore).toBe(1);
    const newest = readLl(answers[0]?.body.toString() ?? '').lastParts.at(-1) ?? '';
    const parts = await Promise.all(Array.from({ length: 100 }, () => get(`${base}${newest}`)));
    expect(parts.every((p) => p.status === 200 && p.body.equals(parts[0]?.body ?? Buffer.alloc(0)))).toBe(
      true,
    );
    expect((await llUpstream('part')) - partsBefore).toBe(1);

    // The hinted part, asked for before it exists, is held and served.
    const hint = readLl(answers[0]?.body.toString() ?? '').hint ?? '';
    const hinted = await get(`${base}${hint}`);
    expect(hinted.status).toBe(200);
    expect(hinted.body.subarray(4, 8).toString()).toBe('moof');

    // Bad directives are refused by the gateway; one far ahead is refused by the ingest, passed through.
    for (const query of ['_HLS_part=1', '_HLS_msn=x', '_HLS_msn=1&_HLS_skip=YES', '_HLS_msn=1&_HLS_msn=2'])
      expect((await get(`${playlistUrl}?${query}`)).status, query).toBe(400);
    expect((await get(`${base}${newest}?_HLS_msn=1`)).status).toBe(400);
    expect((await get(`${playlistUrl}?_HLS_msn=${playlist.lastMsn + 50}`)).status).toBe(400);

    // Cut off: the playlist ends (EXT-X-ENDLIST) and what was served is still there.
    publisher.kill();
    await until(() => anchorRoomsOf(origin).get(roomId)?.room.live === false, 5_000);
    await until(async () => (await get(playlistUrl)).body.toString().includes('#EXT-X-ENDLIST'), 5_000);
    expect((await get(`${base}${newest}`)).status).toBe(200);
  }, 30_000);
});
