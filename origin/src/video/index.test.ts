import { ERROR_CODES } from '@pitchside/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import replies from '../http/replies';
import { parseMasterPlaylist, parseMediaPlaylist, probeTransportStream } from '../testing/hls';
import { loadSegmentLibrary, type SegmentLibrary } from './fixtures';
import video, { clipMasterPath, LIVE_EPOCH, liveMasterPath, type VideoOptions } from './index';

const START = Date.UTC(2026, 10, 22, 18, 0, 0);

let library: SegmentLibrary;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  library = await loadSegmentLibrary();
});

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A bare instance with the envelope replies and the video routes, on a clock the test moves. */
async function build(options: VideoOptions = {}) {
  const clock = { now: START };
  app = Fastify({ logger: false });
  await app.register(replies);
  await app.register(video, { segments: library, now: () => clock.now, ...options });
  await app.ready();
  return { app, clock };
}

async function get(instance: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return instance.inject({ method: 'GET', url, headers });
}

describe('live HLS', () => {
  it('answers a master playlist listing the quality levels', async () => {
    const { app } = await build();
    const response = await get(app, liveMasterPath(7));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const variants = parseMasterPlaylist(response.body);
    expect(variants.map((v) => v.uri)).toEqual(['240p/index.m3u8', '360p/index.m3u8']);
    for (const variant of variants) {
      expect(Number(variant.attributes.BANDWIDTH)).toBeGreaterThan(50_000);
      expect(variant.attributes.CODECS).toMatch(/^avc1\.[0-9a-f]{6},mp4a\.40\.2$/);
    }
    expect(variants.map((v) => v.attributes.RESOLUTION)).toEqual(['426x240', '640x360']);
  });

  it('advances its media sequence over time', async () => {
    const { app, clock } = await build();
    const url = '/vdapi/hls/live/7/360p/index.m3u8';
    const first = await get(app, url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(first.headers['cache-control']).toBe('no-cache');
    const before = parseMediaPlaylist(first.body);
    expect(before.endList).toBe(false);
    expect(before.segments).toHaveLength(5);

    clock.now += 1_000;
    expect(parseMediaPlaylist((await get(app, url)).body).mediaSequence).toBe(before.mediaSequence);

    clock.now += 9_000;
    const after = parseMediaPlaylist((await get(app, url)).body);
    expect(after.mediaSequence).toBe(before.mediaSequence + 5);
    // The window slid: what was newest is now five places back, same segment, same time.
    expect(after.segments[0]?.programDateTime).not.toBe(before.segments[0]?.programDateTime);
    expect(Date.parse(after.segments.at(-1)?.programDateTime ?? '')).toBe(
      Date.parse(before.segments.at(-1)?.programDateTime ?? '') + 10_000,
    );

    clock.now += 60 * 60_000;
    expect(parseMediaPlaylist((await get(app, url)).body).mediaSequence).toBe(before.mediaSequence + 1_805);
  });

  it('counts from when the stream went live, as the engine tells', async () => {
    const { app } = await build({ streamStartedAt: (id) => (id === '12' ? START - 60_000 : undefined) });
    const started = parseMediaPlaylist((await get(app, '/vdapi/hls/live/12/240p/index.m3u8')).body);
    const fresh = parseMediaPlaylist((await get(app, '/vdapi/hls/live/13/240p/index.m3u8')).body);
    expect(started.mediaSequence).toBe(30);
    // Without a start, streams count from a fixed epoch, whenever the origin started.
    expect(fresh.mediaSequence).toBe((START - LIVE_EPOCH) / 2000);
  });

  it('lists segments that resolve to MPEG-TS bytes with long-lived caching', async () => {
    const { app } = await build();
    const playlistUrl = 'http://origin.test/vdapi/hls/live/21/240p/index.m3u8';
    const parsed = parseMediaPlaylist((await get(app, new URL(playlistUrl).pathname)).body);
    for (const segment of parsed.segments) {
      const segmentUrl = new URL(segment.uri, playlistUrl);
      expect(segmentUrl.pathname).toMatch(/^\/vdapi\/hls\/seg\/240p\/[0-9]+\.ts$/);
      const response = await get(app, segmentUrl.pathname);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('video/mp2t');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.subarray(0, 1)[0]).toBe(0x47);
      const n = Number(segmentUrl.pathname.split('/').at(-1)?.replace('.ts', ''));
      expect(response.rawPayload.equals(library.segment('240p', n) ?? Buffer.alloc(0))).toBe(true);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
    const head = await app.inject({ method: 'HEAD', url: '/vdapi/hls/seg/240p/0.ts' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(library.segment('240p', 0)?.length));
  });

  it('answers 404 in the envelope for a stream that is not on air', async () => {
    const { app } = await build({ streamExists: async (id) => id === '5' });
    expect((await get(app, '/vdapi/hls/live/5/360p/index.m3u8')).statusCode).toBe(200);
    for (const url of ['/vdapi/hls/live/6/master.m3u8', '/vdapi/hls/live/6/360p/index.m3u8']) {
      const response = await get(app, url, { lang: 'en' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: ERROR_CODES.NOT_FOUND, msg: `not found: ${url}`, data: null });
    }
  });
});

describe('clips (VOD)', () => {
  it('answers a complete playlist as long as the clip', async () => {
    const { app } = await build({ clipDurationSeconds: (id) => (id === 'c-9' ? 31 : undefined) });
    const master = await get(app, clipMasterPath('c-9'));
    expect(master.statusCode).toBe(200);
    expect(parseMasterPlaylist(master.body)).toHaveLength(2);
    const response = await get(app, '/vdapi/hls/clip/c-9/360p/index.m3u8');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const parsed = parseMediaPlaylist(response.body);
    expect(parsed.playlistType).toBe('VOD');
    expect(parsed.endList).toBe(true);
    const seconds = parsed.segments.reduce((sum, s) => sum + s.durationSeconds, 0);
    expect(seconds).toBeGreaterThanOrEqual(31);
    expect(seconds).toBeLessThan(34);
    expect((await get(app, '/vdapi/hls/clip/c-9/360p/index.m3u8')).body).toBe(response.body);
  });

  it('answers 404 for an unknown clip', async () => {
    const { app } = await build({ clipExists: (id) => id !== '404' });
    expect((await get(app, '/vdapi/hls/clip/404/master.m3u8')).statusCode).toBe(404);
    expect((await get(app, '/vdapi/hls/clip/404/240p/index.m3u8')).json()).toMatchObject({
      code: ERROR_CODES.NOT_FOUND,
    });
  });
});

describe('bad requests', () => {
  it.each([
    ['/vdapi/hls/live/a.b/master.m3u8', 400],
    [`/vdapi/hls/live/${'9'.repeat(65)}/master.m3u8`, 400],
    ['/vdapi/hls/live/7/hd/index.m3u8', 400],
    ['/vdapi/hls/live/7/1080p/index.m3u8', 404],
    ['/vdapi/hls/clip/%00/master.m3u8', 400],
    ['/vdapi/hls/seg/360p/abc.ts', 400],
    ['/vdapi/hls/seg/360p/-1.ts', 400],
    ['/vdapi/hls/seg/360p/07.ts', 400],
    ['/vdapi/hls/seg/360p/3.mp4', 400],
    ['/vdapi/hls/seg/360p/999.ts', 404],
    ['/vdapi/hls/seg/1080p/0.ts', 404],
    ['/vdapi/hls/live/7/360p/other.m3u8', 404],
  ])('%s -> %i in the envelope', async (url, status) => {
    const { app } = await build();
    const response = await get(app, url, { lang: 'vi' });
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body.code).toBe(status === 400 ? ERROR_CODES.INVALID_INPUT : ERROR_CODES.NOT_FOUND);
    expect(body.data).toBeNull();
    expect(typeof body.msg).toBe('string');
  });

  it('marks every HLS route as unsigned, since players cannot send the signed headers', async () => {
    const unsigned: string[] = [];
    const instance = Fastify({ logger: false });
    app = instance;
    instance.addHook('onRoute', (route) => {
      if (route.config?.signed === false) unsigned.push(`${route.method} ${route.url}`);
    });
    await instance.register(replies);
    await instance.register(video, { segments: library });
    await instance.ready();
    expect(unsigned.filter((route) => route.startsWith('GET ')).sort()).toEqual([
      'GET /vdapi/hls/clip/:clipId/:quality/index.m3u8',
      'GET /vdapi/hls/clip/:clipId/master.m3u8',
      'GET /vdapi/hls/live/:streamId/:quality/index.m3u8',
      'GET /vdapi/hls/live/:streamId/master.m3u8',
      'GET /vdapi/hls/seg/:quality/:segment',
    ]);
  });
});

describe('fixture segments', () => {
  it('are H.264 + AAC in MPEG-TS, each starting on a key frame, in every quality', () => {
    for (const quality of library.qualities) {
      library.segmentDurationsMs.forEach((_, index) => {
        const bytes = library.segment(quality.id, index);
        if (!bytes) throw new Error(`missing segment ${quality.id}/${index}`);
        const probe = probeTransportStream(bytes);
        expect(probe.streamTypes).toEqual([0x1b, 0x0f]);
        expect(probe.startsWithKeyFrame).toBe(true);
      });
    }
  });

  it('stay small enough to keep in the repository and in memory', () => {
    let total = 0;
    for (const quality of library.qualities) {
      library.segmentDurationsMs.forEach((_, index) => {
        total += library.segment(quality.id, index)?.length ?? 0;
      });
    }
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });
});
