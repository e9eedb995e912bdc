import { ERROR_CODES } from '@pitchside/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDb, type TestDb, testConfig } from '../test/harness';
import { parseMediaPlaylist } from './testing';

// Through the whole origin: players fetch HLS without the signed headers of PRODUCT.md §7.
describe('video in the origin', () => {
  const clock = { now: Date.UTC(2026, 10, 22, 18, 0, 0) };
  let testDb: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await openTestDb();
    app = await buildTestApp({
      db: testDb.db,
      config: testConfig({ requireSignature: true }),
      now: () => clock.now,
    });
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });

  it('serves live playlists and segments to a player that sends no signed headers', async () => {
    const url = '/vdapi/hls/live/3/360p/index.m3u8';
    const first = await app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    clock.now += 4_000;
    const later = await app.inject({ method: 'GET', url });
    expect(parseMediaPlaylist(later.body).mediaSequence).toBe(
      parseMediaPlaylist(first.body).mediaSequence + 2,
    );
    const segment = await app.inject({ method: 'GET', url: '/vdapi/hls/seg/240p/0.ts' });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
  });

  it('lists the HLS routes in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: object };
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
    const response = await app.inject({ method: 'GET', url: '/vdapi/match/v1/live' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ code: ERROR_CODES.BAD_SIGNATURE });
  });
});
