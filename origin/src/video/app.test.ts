import { ERROR_CODES } from '@pitchside/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app, { fastifyOptions } from '../app';
import { createFixtureEngine, FIXTURE_NOW } from '../testing/fixtureEngine';
import { ApiClient, MailBox, openTestDb, type TestDb, testConfig } from '../testing/harness';
import { parseMasterPlaylist, parseMediaPlaylist } from '../testing/hls';
import { decodeAnswer } from '../testing/testApp';

// Through the whole origin, with the fixture engine: match 101 is in play with stream m101,
// room a1 is live, room a2 is not, clip c501-1 lasts 14 s.
describe('video in the origin', () => {
  const clock = { now: FIXTURE_NOW };
  let testDb: TestDb;
  let server: FastifyInstance;
  /** The same origin as run without TEST_STREAMS: no match and no clip has a picture. */
  let honest: FastifyInstance;

  const start = async (testStreams: boolean) => {
    const config = testConfig({ requireSignature: true, testStreams });
    const started = Fastify({ ...fastifyOptions(config), logger: false });
    await started.register(app, {
      config,
      db: testDb.db,
      mailer: new MailBox(),
      now: () => clock.now,
      engine: { engine: createFixtureEngine() },
    });
    await started.ready();
    return started;
  };

  beforeAll(async () => {
    testDb = await openTestDb();
    server = await start(true);
    honest = await start(false);
  });

  afterAll(async () => {
    await server?.close();
    await honest?.close();
    await testDb?.close();
  });

  const get = (url: string) => server.inject({ method: 'GET', url });

  it('plays the hlsUrl of a match stream, without signed headers, advancing over time', async () => {
    const client = new ApiClient(server, undefined, () => clock.now);
    const answer = decodeAnswer(await client.get('/vdapi/detail/v1/stream/101'), server.config);
    const { sources } = answer.data as { sources: { hlsUrl: string }[] };
    const masterUrl = new URL(sources[0]?.hlsUrl ?? '', 'http://origin.test');

    const master = await get(masterUrl.pathname);
    expect(master.statusCode).toBe(200);
    const variant = parseMasterPlaylist(master.body)[0];
    const mediaUrl = new URL(variant?.uri ?? '', masterUrl);
    const first = parseMediaPlaylist((await get(mediaUrl.pathname)).body);
    clock.now += 4_000;
    const later = parseMediaPlaylist((await get(mediaUrl.pathname)).body);
    expect(later.mediaSequence).toBe(first.mediaSequence + 2);

    const segment = await get(new URL(later.segments[0]?.uri ?? '', mediaUrl).pathname);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
  });

  it('serves the test picture of a match in play and the clips the engine knows, and 404 for the rest', async () => {
    expect((await get('/vdapi/hls/live/m101/240p/index.m3u8')).statusCode).toBe(200);
    // An anchor's stream is the ingest's (/anchorhls): the origin invents no room of its own.
    for (const url of [
      '/vdapi/hls/live/a1/240p/index.m3u8',
      '/vdapi/hls/live/a2/master.m3u8',
      '/vdapi/hls/live/m999/240p/index.m3u8',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.NOT_FOUND });
    }
    const clip = parseMediaPlaylist((await get('/vdapi/hls/clip/c501-1/360p/index.m3u8')).body);
    expect(clip.endList).toBe(true);
    expect(clip.segments.reduce((sum, s) => sum + s.durationSeconds, 0)).toBe(14);
    expect((await get('/vdapi/hls/clip/c999/master.m3u8')).statusCode).toBe(404);
  });

  it('without test streams, no match claims a stream nor a clip a picture', async () => {
    const client = new ApiClient(honest, undefined, () => clock.now);
    const stream = decodeAnswer(await client.get('/vdapi/detail/v1/stream/101'), honest.config);
    expect(stream.data).toMatchObject({ isVideo: false, isLive: true, sources: [] });
    const live = decodeAnswer(await client.get('/vdapi/match/v1/live', { sport: '1' }), honest.config);
    expect((live.data as { list: { id: number; isVideo: boolean }[] }).list).toContainEqual(
      expect.objectContaining({ id: 101, isVideo: false }),
    );
    const collection = decodeAnswer(await client.get('/vdapi/videoCollection/detail/501'), honest.config);
    const { clips } = collection.data as { clips: { hlsUrl: string }[] };
    expect(clips.length).toBeGreaterThan(0);
    expect(clips.every((clip) => clip.hlsUrl === '')).toBe(true);
    const inject = (url: string) => honest.inject({ method: 'GET', url });
    expect((await inject('/vdapi/hls/live/m101/master.m3u8')).statusCode).toBe(404);
    expect((await inject('/vdapi/hls/clip/c501-1/master.m3u8')).statusCode).toBe(404);
  });

  it('lists the HLS routes in the OpenAPI document', async () => {
    const document = (await get('/docs/json')).json() as { paths: object };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/vdapi/hls/live/{streamId}/master.m3u8',
        '/vdapi/hls/live/{streamId}/{quality}/index.m3u8',
        '/vdapi/hls/clip/{clipId}/{quality}/index.m3u8',
        '/vdapi/hls/seg/{quality}/{segment}',
      ]),
    );
  });

  it('still refuses unsigned calls to the rest of /vdapi', async () => {
    const response = await get('/vdapi/match/v1/live');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ code: ERROR_CODES.BAD_SIGNATURE });
  });
});
