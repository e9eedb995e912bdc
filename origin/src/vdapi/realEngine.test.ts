// The /vdapi answers over the real engine: a seeded world, played forward, answers every call with data
// matching its schema (the fixture engine of the other tests checks the details).
import {
  AnchorPageSchema,
  AnchorRoomDetailSchema,
  HotLeagueListSchema,
  IndexFootballSchema,
  IndexHotSchema,
  InitConfigSchema,
  MatchDetailSchema,
  MatchIntelSchema,
  MatchLineupSchema,
  MatchListSchema,
  MatchOddsSchema,
  MatchPageSchema,
  MatchStreamSchema,
  OddsDetailSchema,
  OddsListSchema,
  SearchAnswerSchema,
  SearchSuggestionsSchema,
  VideoChannelTagListSchema,
  VideoCollectionDetailSchema,
  VideoCollectionListSchema,
  VideoCollectionPageSchema,
} from '@pitchside/shared';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { loadSeasons } from '../engine/plugin';
import type { Engine } from '../engine/types';
import { ApiClient, openTestDb, type TestDb } from '../testing/harness';
import { liveRoom } from '../testing/liveRoom';
import { buildVdapiApp, decodeAnswer, schemaProblems } from '../testing/testApp';
import { escapeXml } from './covers';

let testDb: TestDb;
let server: FastifyInstance;
let client: ApiClient;
let engine: Engine;
let clock = Date.UTC(2026, 5, 14, 18, 30);
let anchorRoomId = 0;

beforeAll(async () => {
  testDb = await openTestDb();
  engine = createEngine({ seed: 7, clock: () => clock, speed: 1, seasons: loadSeasons() });
  engine.tick();
  server = await buildVdapiApp({ db: testDb.db, engine, now: () => clock });
  client = new ApiClient(server, undefined, () => clock);
  // Anchors are users' rooms (never the engine's): one, titled in the anchor's own words.
  anchorRoomId = (
    await liveRoom(testDb.db, {
      email: 'anchor@example.com',
      nickName: 'Commentator',
      title: 'Evening football',
      matchId: null,
      sessionId: 'realengine1',
    })
  ).roomId;
  await server.anchorRooms.refresh();
});
afterAll(async () => {
  await server.close();
  await testDb.close();
});

async function expectSchema(path: string, query: Record<string, string>, schema: TSchema, lang = 'en') {
  const response = await client.get(path, query, { lang });
  expect(response.statusCode, `${path}: ${response.body.slice(0, 300)}`).toBe(200);
  const answer = decodeAnswer(response, server.config);
  expect(schemaProblems(schema, answer.data), path).toEqual([]);
  return answer.data;
}

describe('over the real engine', () => {
  it.each(['en', 'zh', 'vi'])('lists and front pages answer their schemas (%s)', async (lang) => {
    await expectSchema('/vdapi/config/initconfig', {}, InitConfigSchema, lang);
    for (const sport of ['1', '2', '3']) {
      await expectSchema('/vdapi/config/v2/index/hot', { sport }, IndexHotSchema, lang);
      await expectSchema('/vdapi/match/v1/live', { sport }, MatchListSchema, lang);
      await expectSchema('/vdapi/match/v1/hot/league', { sport }, HotLeagueListSchema, lang);
      for (const date of ['-2', '0', '3']) {
        await expectSchema('/vdapi/match/v1/schedule', { sport, date }, MatchPageSchema, lang);
        await expectSchema('/vdapi/match/v1/result', { sport, date }, MatchPageSchema, lang);
      }
    }
    await expectSchema('/vdapi/config/v2/index/football', {}, IndexFootballSchema, lang);
    await expectSchema('/vdapi/config/v2/index/search', { q: 'a' }, SearchSuggestionsSchema, lang);
    await expectSchema('/vdapi/videoChannelTag/list', {}, VideoChannelTagListSchema, lang);
    await expectSchema('/vdapi/videoCollection/list', {}, VideoCollectionPageSchema, lang);
    await expectSchema('/vdapi/videoCollection/hot', {}, VideoCollectionListSchema, lang);
    await expectSchema('/vdapi/anchor/list', {}, AnchorPageSchema, lang);
    await expectSchema('/vdapi/search', { q: 'a' }, SearchAnswerSchema, lang);
  });

  it('every match of the window answers its detail calls', async () => {
    const at = engine.now();
    const sample = (['football', 'basketball', 'esport'] as const).flatMap((sport) => {
      const all = engine.matchesByDate(sport, at - 3 * 86_400_000, at + 3 * 86_400_000);
      const byStatus = new Map(all.map((m) => [m.status, m]));
      return [...byStatus.values()];
    });
    expect(sample.length).toBeGreaterThan(3);
    for (const match of sample) {
      const id = String(match.id);
      await expectSchema(`/vdapi/detail/v1/info/${id}`, {}, MatchDetailSchema);
      await expectSchema(`/vdapi/detail/v1/stream/${id}`, {}, MatchStreamSchema);
      await expectSchema(`/vdapi/detail/v1/odds/${id}`, {}, MatchOddsSchema);
      const lineup = await client.get(`/vdapi/detail/v1/lineup/${id}`);
      if (lineup.statusCode === 200) {
        expect(schemaProblems(MatchLineupSchema, decodeAnswer(lineup, server.config).data)).toEqual([]);
      }
      const intel = await client.get(`/vdapi/detail/v1/intel/${id}`);
      if (intel.statusCode === 200) {
        expect(schemaProblems(MatchIntelSchema, decodeAnswer(intel, server.config).data)).toEqual([]);
      }
      for (const type of ['11', '21', '31', '45', '12', '22', '32', '46']) {
        await expectSchema('/vdapi/odds/v1/get', { matchId: id, type }, OddsListSchema);
      }
      await expectSchema(
        '/vdapi/odds/v1/getOddsDetailWithComIds',
        { matchId: id, comIds: '3,8,1,12,42,14' },
        OddsDetailSchema,
      );
    }
  });

  it('a live football match has odds and a score that follow the game', async () => {
    clock += 30 * 60_000;
    engine.tick();
    const live = engine.liveMatches('football')[0];
    if (!live) return;
    const data = (await expectSchema(`/vdapi/detail/v1/info/${live.id}`, {}, MatchDetailSchema)) as {
      match: { homeScore: number; awayScore: number; stats1: string };
    };
    expect(data.match.homeScore).toBe(live.score.home);
    // The card shows the live 1X2 while that market is open, nothing while it is suspended.
    const wdl = engine.odds(live.id, [3], 11)[0];
    expect(data.match.stats1.split(',')).toHaveLength(wdl?.state === 'open' ? 3 : 1);
    expect(data.match.stats1 === '').toBe(wdl?.state !== 'open');
  });

  it('collections, anchors and their pictures', async () => {
    const collection = engine.highlights()[0];
    if (collection) {
      await expectSchema(`/vdapi/videoCollection/detail/${collection.id}`, {}, VideoCollectionDetailSchema);
      expect((await server.inject(`/vdapi/img/cover/${collection.id}.svg`)).statusCode).toBe(200);
    }
    await expectSchema(`/vdapi/anchor/room/${anchorRoomId}`, {}, AnchorRoomDetailSchema);
    expect((await server.inject(`/vdapi/img/anchor/${anchorRoomId}.svg`)).statusCode).toBe(200);
    const team = engine.leagues('football')[0]?.teamIds[0];
    expect((await server.inject(`/vdapi/img/team/${team}.svg`)).body).toContain('<svg');
  });

  it("covers carry their title in the answer's language, named in their URL", async () => {
    // The band's text: at most 36 whole graphemes (35 and an ellipsis past them), set apart from the
    // picture's own text by an isolate, as a user's title is (docs/API.md "Text rules").
    const banded = (title: string) => {
      const graphemes = Array.from(
        new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(title),
        (g) => g.segment,
      );
      return `\u2068${graphemes.length > 36 ? `${graphemes.slice(0, 35).join('')}…` : title}\u2069`;
    };
    const collection = engine.highlights()[0];
    if (!collection) throw new Error('no collection');
    const titleOf = (svg: string) => /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1] ?? '';
    for (const [lang, locale] of [
      ['en', 'en'],
      ['vi', 'vi'],
      ['zh', 'cn'],
    ] as const) {
      // The URL in the answer names the language the answer was asked in.
      const list = decodeAnswer(
        await client.get('/vdapi/videoCollection/list', { page: '1', pageSize: '50' }, { lang }),
        server.config,
      ).data as { list: { cover: string }[] };
      const cover = list.list[0]?.cover;
      expect(cover).toMatch(new RegExp(`\\.svg\\?lang=${lang}$`));
      const drawn = await server.inject(`/vdapi/img/cover/${collection.id}.svg?lang=${lang}`);
      expect(titleOf(drawn.body)).toBe(escapeXml(banded(collection.title[locale])));
      // A room's cover carries the title its anchor wrote, in whatever language they wrote it.
      const room = await server.inject(`/vdapi/img/room/${anchorRoomId}.svg?lang=${lang}`);
      expect(titleOf(room.body), `${lang} room cover`).toBe(banded('Evening football'));
    }
    // Another language is a client's mistake: a 4xx envelope, no picture.
    const wrong = await server.inject(`/vdapi/img/cover/${collection.id}.svg?lang=fr`);
    expect(wrong.statusCode).toBe(400);
  });
});
