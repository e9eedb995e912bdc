// The anchors' stream end to end with real processes (issue 30 §1): the origin's rooms and /ingestapi, the
// ingest (RTMP in, ffmpeg to HLS), this gateway's HLS cache, and ffmpeg publishing as OBS would.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ffmpegAvailable,
  type IngestServer,
  originLink,
  type Publisher,
  publish,
  startIngest,
} from '@pitchside/origin/ingest';
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
import anchorHls from './anchorHls';

const hasFfmpeg = ffmpegAvailable();

/** Waits for a condition the test caused, checking every 50 ms. */
async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!hasFfmpeg)('an anchor streams through the ingest and the gateway', () => {
  let testDb: TestDb;
  let origin: FastifyInstance;
  let ingest: IngestServer;
  let gateway: FastifyInstance;
  let hlsDir: string;
  const registry = new Registry();
  const publishers: Publisher[] = [];
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
  });
  afterAll(async () => {
    for (const publisher of publishers) publisher.kill();
    await ingest?.close();
    await gateway?.close();
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
});
