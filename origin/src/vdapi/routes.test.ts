// Every /vdapi call answers the envelope with `data` the shared codec decodes into the call's schema.
import {
  AnchorPageSchema,
  AnchorRoomDetailSchema,
  HotLeagueListSchema,
  IndexFootballSchema,
  IndexHotSchema,
  InitConfigSchema,
  LeagueRoundPageSchema,
  LeagueTableSchema,
  MatchDetailSchema,
  MatchIntelSchema,
  MatchLineupSchema,
  MatchListSchema,
  MatchOddsSchema,
  MatchPageSchema,
  MatchStreamSchema,
  OddsDetailSchema,
  OddsListSchema,
  RecentMatchesSchema,
  SearchAnswerSchema,
  SearchSuggestionsSchema,
  VideoChannelTagListSchema,
  VideoCollectionDetailSchema,
  VideoCollectionListSchema,
  VideoCollectionPageSchema,
  VideoCommentPageSchema,
} from '@pitchside/shared';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureEngine, FIXTURE_NOW } from '../testing/fixtureEngine';
import { ApiClient, openTestDb, type TestDb } from '../testing/harness';
import { liveRoom } from '../testing/liveRoom';
import { buildVdapiApp, decodeAnswer, schemaProblems } from '../testing/testApp';

let testDb: TestDb;
let server: FastifyInstance;
let client: ApiClient;

beforeAll(async () => {
  testDb = await openTestDb();
  server = await buildVdapiApp({ db: testDb.db, engine: createFixtureEngine() });
  client = new ApiClient(server);
  // The only anchor is a user's room the ingest streams now (no invented anchors): room 1, on match 101.
  const room = await liveRoom(testDb.db, {
    email: 'anchor@example.com',
    nickName: 'Commentator One',
    title: 'Red Lions live',
    matchId: 101,
    sessionId: 'routestest1',
  });
  expect(room.roomId).toBe(1);
  await server.anchorRooms.refresh();
});
afterAll(async () => {
  await server.close();
  await testDb.close();
});

async function call(path: string, query: Record<string, string> = {}, lang = 'en') {
  return decodeAnswer(await client.get(path, query, { lang }), server.config);
}

const CALLS: [string, Record<string, string>, TSchema][] = [
  ['/vdapi/config/initconfig', {}, InitConfigSchema],
  ['/vdapi/config/v2/index/hot', {}, IndexHotSchema],
  ['/vdapi/config/v2/index/football', {}, IndexFootballSchema],
  ['/vdapi/config/v2/index/search', { q: 'red' }, SearchSuggestionsSchema],
  ['/vdapi/config/v2/index/search', {}, SearchSuggestionsSchema],
  ['/vdapi/match/v1/live', { sport: '1' }, MatchListSchema],
  ['/vdapi/match/v1/live', { sport: '2' }, MatchListSchema],
  ['/vdapi/match/v1/hot/league', { sport: '1' }, HotLeagueListSchema],
  ['/vdapi/match/v1/schedule', { sport: '1', date: '0' }, MatchPageSchema],
  ['/vdapi/match/v1/schedule', { sport: '1', date: '2026-06-15', leagueId: '1' }, MatchPageSchema],
  ['/vdapi/match/v1/result', { sport: '1', date: '-1' }, MatchPageSchema],
  ['/vdapi/match/v1/recent', { sport: '1' }, RecentMatchesSchema],
  ['/vdapi/match/v1/recent', { sport: '3', limit: '30' }, RecentMatchesSchema],
  ['/vdapi/match/v1/league/schedule', { leagueId: '1' }, MatchPageSchema],
  ['/vdapi/match/v1/league/rounds', { leagueId: '1', part: 'results' }, LeagueRoundPageSchema],
  ['/vdapi/match/v1/league/rounds', { leagueId: '1', part: 'fixtures' }, LeagueRoundPageSchema],
  ['/vdapi/match/v1/league/table', { leagueId: '1' }, LeagueTableSchema],
  ['/vdapi/detail/v1/info/101', {}, MatchDetailSchema],
  ['/vdapi/detail/v1/info/201', {}, MatchDetailSchema],
  ['/vdapi/detail/v1/stream/101', {}, MatchStreamSchema],
  ['/vdapi/detail/v1/lineup/101', {}, MatchLineupSchema],
  ['/vdapi/detail/v1/odds/101', {}, MatchOddsSchema],
  ['/vdapi/detail/v1/intel/102', {}, MatchIntelSchema],
  ['/vdapi/odds/v1/get', { matchId: '101', type: '11' }, OddsListSchema],
  ['/vdapi/odds/v1/getOddsDetailWithComIds', { matchId: '101', type: '11', comIds: '3,8' }, OddsDetailSchema],
  ['/vdapi/videoChannelTag/list', {}, VideoChannelTagListSchema],
  ['/vdapi/videoCollection/list', { tagId: '1' }, VideoCollectionPageSchema],
  ['/vdapi/videoCollection/hot', {}, VideoCollectionListSchema],
  ['/vdapi/videoCollection/detail/501', {}, VideoCollectionDetailSchema],
  ['/vdapi/videoComment/videoCommentList', { videoId: '501' }, VideoCommentPageSchema],
  ['/vdapi/anchor/list', {}, AnchorPageSchema],
  ['/vdapi/anchor/room/1', {}, AnchorRoomDetailSchema],
  ['/vdapi/search', { q: 'lions' }, SearchAnswerSchema],
];

describe('every /vdapi call', () => {
  it.each(CALLS)('%s %j answers its schema, encrypted', async (path, query, schema) => {
    const response = await client.get(path, query);
    expect(response.statusCode).toBe(200);
    const raw = response.json() as { code: number; data: unknown };
    expect(raw.code).toBe(200);
    expect(typeof raw.data).toBe('string');
    const answer = decodeAnswer(response, server.config);
    expect(schemaProblems(schema, answer.data)).toEqual([]);
  });

  it.each([
    ['/vdapi/detail/v1/info/999'],
    ['/vdapi/detail/v1/lineup/102'],
    ['/vdapi/detail/v1/intel/101'],
    ['/vdapi/videoCollection/detail/9'],
    ['/vdapi/anchor/room/77'],
  ])('%s: an unknown id is a 404 in the envelope', async (path) => {
    const answer = await call(path);
    expect(answer).toMatchObject({ status: 404, code: 10005, data: null });
  });

  it('refuses calls without the access key', async () => {
    const response = await server.inject({ method: 'GET', url: '/vdapi/match/v1/live' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ code: 10002, data: null });
  });
});

describe('answers', () => {
  it('live lists the match in play with the sample Match fields and real logo URLs', async () => {
    const { data } = await call('/vdapi/match/v1/live', { sport: '1' });
    const [live] = (data as { list: Record<string, unknown>[] }).list;
    expect(live).toMatchObject({
      id: 101,
      sport: 1,
      status: 3,
      playingTime: '58',
      homeName: 'Red Lions',
      awayName: 'Blue Harbour',
      homeScore: 2,
      awayScore: 1,
      halfHomeScore: 1,
      halfAwayScore: 1,
      homeCorner: 5,
      awayCorner: 3,
      yellowCard: 3,
      redCard: 1,
      isVideo: true,
      hasColect: false,
      anchorCount: 1,
      homeLogo: '/vdapi/img/team/11.svg',
      leagueLogo: '/vdapi/img/league/1.svg',
      // Crown's live group (indices 6-8) and spread.
      stats1: '1.5,3.9,6.5',
      stats2: '1.88,-0.75,1.98',
    });
  });

  it('names follow the lang header', async () => {
    const { data } = await call('/vdapi/match/v1/live', { sport: '1' }, 'zh');
    expect((data as { list: { homeName: string }[] }).list[0]?.homeName).toBe('红狮');
  });

  it('schedule of today (timezone 8) has the coming match, not the finished one', async () => {
    const { data } = await call('/vdapi/match/v1/schedule', { sport: '1', date: '0' });
    const ids = (data as { list: { id: number }[] }).list.map((m) => m.id);
    expect(ids).toContain(102);
    expect(ids).not.toContain(103);
  });

  it("days follow the visitor's x-timezone", async () => {
    const ids = async (timezone: string) => {
      const response = await client.get(
        '/vdapi/match/v1/schedule',
        { sport: '1', date: '0' },
        { headers: { 'x-timezone': timezone } },
      );
      return (decodeAnswer(response, server.config).data as { list: { id: number }[] }).list.map((m) => m.id);
    };
    // 12:00 UTC: 20:00 in UTC+8, where the match that kicked off at 10:50 UTC is today;
    // midnight in UTC-12, where it was yesterday.
    expect(await ids('8')).toEqual([101, 102]);
    expect(await ids('-12')).toEqual([102]);
  });

  it('results of yesterday have the finished match', async () => {
    const { data } = await call('/vdapi/match/v1/result', { sport: '1', date: '-1' });
    expect((data as { list: { id: number; status: number }[] }).list).toEqual([
      expect.objectContaining({ id: 103, status: -1 }),
    ]);
  });

  it('recent has the last results whatever their day and the next kick-off, not the match in play', async () => {
    const { data } = await call('/vdapi/match/v1/recent', { sport: '1' });
    const { now, results, next } = data as {
      now: number;
      results: { id: number }[];
      next: { id: number; status: number }[];
    };
    expect(now).toBe(FIXTURE_NOW);
    // 103 finished yesterday (26 hours ago); 102 kicks off in three hours; 101 is in play.
    expect(results.map((m) => m.id)).toEqual([103]);
    expect(next[0]).toMatchObject({ id: 102, status: 0 });
    expect(next.map((m) => m.id)).not.toContain(101);
    expect((await call('/vdapi/match/v1/recent', { sport: '1', limit: '31' })).status).toBe(400);
  });

  it('a calendar date that does not exist is a 400', async () => {
    const answer = await call('/vdapi/match/v1/schedule', { date: '2026-02-30' });
    expect(answer).toMatchObject({ status: 400, code: 10001, data: null });
  });

  it('pages are bounded and say whether more follow', async () => {
    const { data } = await call('/vdapi/match/v1/league/schedule', { leagueId: '1', pageSize: '1' });
    expect(data).toMatchObject({ page: 1, pageSize: 1, hasMore: true });
    expect((data as { total: number }).total).toBeGreaterThan(1);
    expect((await call('/vdapi/match/v1/league/schedule', { leagueId: '1', pageSize: '101' })).status).toBe(
      400,
    );
  });

  it('odds detail gives each asked bookmaker its history', async () => {
    const { data } = await call('/vdapi/odds/v1/getOddsDetailWithComIds', { matchId: '101', comIds: '8,3' });
    const companies = (data as { companies: { companyId: number; history: unknown[] }[] }).companies;
    expect(companies.map((c) => c.companyId)).toEqual([3, 8]);
    expect(companies[0]?.history.length).toBeGreaterThan(0);
  });

  it('stream points at the HLS routes, the test picture named a test in each language', async () => {
    const { data } = await call('/vdapi/detail/v1/stream/101');
    expect(data).toMatchObject({
      isVideo: true,
      isLive: true,
      sources: [
        { name: 'Test signal (not the match)', test: true, hlsUrl: '/vdapi/hls/live/m101/master.m3u8' },
      ],
    });
    for (const [lang, name] of [
      ['cn', '测试信号（非比赛画面）'],
      ['vi', 'Tín hiệu thử (không phải trận đấu)'],
    ]) {
      const answer = await call('/vdapi/detail/v1/stream/101', {}, lang);
      expect((answer.data as { sources: { name: string }[] }).sources[0]?.name).toBe(name);
    }
  });

  it('initconfig carries contact, menu and server time', async () => {
    const { data } = await call('/vdapi/config/initconfig');
    expect(data).toMatchObject({
      leagueMenu: [{ leagueId: 1, imageUrl: '/vdapi/img/league/1.svg' }],
      serverTime: FIXTURE_NOW,
    });
    expect((data as { contact: { email: string } }).contact.email).toContain('@');
  });
});

describe('pictures', () => {
  it.each([
    ['/vdapi/img/team/11.svg'],
    ['/vdapi/img/league/1.svg'],
    ['/vdapi/img/anchor/1.svg'],
    ['/vdapi/img/cover/501.svg'],
    ['/vdapi/img/room/1.svg'],
    ['/vdapi/img/qrcode.svg'],
  ])('%s is an SVG an <img> can load without signed headers', async (url) => {
    const response = await server.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
  });

  it.each([['/vdapi/img/team/999.svg'], ['/vdapi/img/flag/1.svg'], ['/vdapi/img/team/abc.svg']])(
    '%s is a 4xx envelope',
    async (url) => {
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ data: null });
    },
  );
});
