// Whatever the query, path or header, a /vdapi call answers the envelope: 200 with data matching its
// schema, or a 4xx with data null. Never a 5xx (DESIGN.md "Contracts"), and a read changes no row. The
// number of cases run is printed at the end. (Through the gateway: gateway/src/security/fuzz.test.ts.)
import {
  AnchorPageSchema,
  AnchorRoomDetailSchema,
  FollowListSchema,
  HotLeagueListSchema,
  IndexFootballSchema,
  IndexHotSchema,
  InitConfigSchema,
  LeagueRoundPageSchema,
  LeagueScorersSchema,
  LeagueTableSchema,
  MatchDetailSchema,
  MatchListSchema,
  MatchPageSchema,
  OddsDetailSchema,
  OddsListSchema,
  PlayerPageSchema,
  REST_TABLE,
  RecentMatchesSchema,
  SearchAnswerSchema,
  SearchSuggestionsSchema,
  TeamPageSchema,
  VideoChannelTagListSchema,
  VideoCollectionDetailSchema,
  VideoCollectionListSchema,
  VideoCollectionPageSchema,
  VideoCommentPageSchema,
} from '@pitchside/shared';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureEngine } from '../testing/fixtureEngine';
import { dbFingerprint, openTestDb, type TestDb, testConfig } from '../testing/harness';
import { buildVdapiApp, decodeAnswer, schemaProblems, signedInUser } from '../testing/testApp';

let testDb: TestDb;
let server: FastifyInstance;
let cases = 0;

beforeAll(async () => {
  testDb = await openTestDb();
  // Unsigned, so every generated query reaches validation.
  server = await buildVdapiApp({
    db: testDb.db,
    engine: createFixtureEngine(),
    config: testConfig({ requireSignature: false }),
    commentsPerMinute: 1_000_000,
  });
});
afterAll(async () => {
  await server.close();
  await testDb.close();
  console.info(`fuzz of /vdapi on the origin: ${cases} requests, no 5xx, every answer an envelope`);
});

/** Values that probe the edges: numbers out of range, odd dates, lists, empty, long and strange text. */
const queryValue = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '1',
    '2',
    '3',
    '4',
    '-1',
    '99',
    '101',
    '501',
    '2147483648',
    '1e3',
    '1.5',
    'NaN',
    'true',
    'Infinity',
    '-Infinity',
    '1e308',
    '0x10',
    ' 5',
    '+5',
    '\u0000',
    'a\u0000b',
  ),
  fc.constantFrom(
    '2026-06-14',
    '2026-02-30',
    '1969-12-31',
    '9999-99-99',
    '+1',
    '--1',
    '3,8',
    '3,,8',
    '11,12',
    '1,11,999',
    ',11',
    '0,3',
    '11',
    '21',
    'results',
    'fixtures',
  ),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const CALLS: [string, string[], TSchema][] = [
  ['/vdapi/config/initconfig', [], InitConfigSchema],
  ['/vdapi/config/v2/index/football', [], IndexFootballSchema],
  ['/vdapi/videoChannelTag/list', [], VideoChannelTagListSchema],
  ['/vdapi/config/v2/index/hot', ['sport'], IndexHotSchema],
  ['/vdapi/config/v2/index/search', ['q'], SearchSuggestionsSchema],
  ['/vdapi/match/v1/live', ['sport'], MatchListSchema],
  ['/vdapi/match/v1/hot/league', ['sport'], HotLeagueListSchema],
  ['/vdapi/match/v1/schedule', ['sport', 'leagueId', 'date', 'page', 'pageSize'], MatchPageSchema],
  ['/vdapi/match/v1/result', ['sport', 'leagueId', 'date', 'page', 'pageSize'], MatchPageSchema],
  ['/vdapi/match/v1/recent', ['sport', 'limit'], RecentMatchesSchema],
  ['/vdapi/match/v1/league/schedule', ['leagueId', 'date', 'page', 'pageSize'], MatchPageSchema],
  ['/vdapi/match/v1/league/rounds', ['leagueId', 'part', 'page', 'pageSize'], LeagueRoundPageSchema],
  ['/vdapi/match/v1/league/table', ['leagueId'], LeagueTableSchema],
  ['/vdapi/odds/v1/get', ['matchId', 'type', 'companyId'], OddsListSchema],
  ['/vdapi/odds/v1/getOddsDetailWithComIds', ['matchId', 'type', 'comIds'], OddsDetailSchema],
  ['/vdapi/videoCollection/list', ['tagId', 'page', 'pageSize'], VideoCollectionPageSchema],
  ['/vdapi/videoCollection/hot', ['limit'], VideoCollectionListSchema],
  ['/vdapi/videoComment/videoCommentList', ['videoId', 'page', 'pageSize'], VideoCommentPageSchema],
  ['/vdapi/anchor/list', ['sport', 'live', 'page', 'pageSize'], AnchorPageSchema],
  ['/vdapi/search', ['q', 'limit'], SearchAnswerSchema],
  ['/vdapi/match/v1/league/scorers', ['leagueId'], LeagueScorersSchema],
  ['/vdapi/match/v1/followed', ['teamIds', 'leagueIds'], MatchListSchema],
  ['/vdapi/user/follow/list', [], FollowListSchema],
];

/** The calls fuzzed by their path's id (`/vdapi/team/v1/info/{id}`). */
const PATH_CALLS = [
  'detail/v1/info',
  'detail/v1/stream',
  'detail/v1/lineup',
  'detail/v1/odds',
  'detail/v1/intel',
  'anchor/room',
  'team/v1/info',
  'player/v1/info',
  'img/team',
  'img/cover',
];

/**
 * GET calls fuzzed elsewhere: favourites need a sign-in (user.test.ts, http/badInput.test.ts); a collection's
 * detail below; the user's anchor room needs a sign-in and takes no query (its bodies are tried in
 * anchors/rooms.test.ts, and the gateway's fuzz sends it every malformed query signed out).
 */
const FUZZED_ELSEWHERE = [
  '/vdapi/user/favList',
  '/vdapi/videoCollection/detail/:id',
  '/vdapi/user/anchor/room',
];

async function expectEnvelope(
  url: string,
  query: Record<string, string>,
  schema: TSchema,
  headers: Record<string, string> = {},
) {
  cases += 1;
  const response = await server.inject({
    method: 'GET',
    url,
    query,
    headers: { ...headers, 'x-access-key': server.config.accessKey },
  });
  expect(response.statusCode, `${url} ${JSON.stringify(query)}: ${response.body}`).toBeLessThan(500);
  const answer = decodeAnswer(response, server.config);
  if (answer.status === 200) {
    expect(answer.code).toBe(200);
    expect(schemaProblems(schema, answer.data), `${url} ${JSON.stringify(query)}`).toEqual([]);
  } else {
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.code).not.toBe(200);
    expect(answer.data).toBeNull();
    expect(answer.msg.length).toBeGreaterThan(0);
  }
}

describe('fuzzed queries', () => {
  it('every GET /vdapi call of the REST table is fuzzed: by its query, by its path id, or named where', () => {
    const fuzzed = new Set([
      ...CALLS.map(([url]) => url),
      ...PATH_CALLS.map((path) => `/vdapi/${path}/:id`),
      ...FUZZED_ELSEWHERE,
    ]);
    const calls = Object.values(REST_TABLE)
      .filter((call) => call.method === 'GET' && call.path.startsWith('/vdapi/'))
      .map((call) => call.path);
    expect(calls.filter((path) => !fuzzed.has(path))).toEqual([]);
    expect(calls).toEqual(
      expect.arrayContaining([
        '/vdapi/match/v1/recent',
        '/vdapi/match/v1/league/table',
        '/vdapi/player/v1/info/:id',
      ]),
    );
  });

  it.each(CALLS)('%s answers an envelope for any query, and changes nothing', async (url, names, schema) => {
    const before = await dbFingerprint(testDb.db);
    const query = fc.dictionary(fc.constantFrom(...names, 'extra'), queryValue, {
      maxKeys: names.length + 1,
    });
    await fc.assert(
      fc.asyncProperty(query, (q) => expectEnvelope(url, q, schema)),
      { numRuns: 40 },
    );
    expect(await dbFingerprint(testDb.db)).toEqual(before);
  });

  it('any request header answers an envelope', async () => {
    const headerValue = fc.oneof(
      fc.string({
        unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
        maxLength: 40,
      }),
      fc.constantFrom('zh', 'vi', 'EN-us', '', 'Infinity', '-13', '99', '8.5', '1e3', 'x'.repeat(300)),
    );
    const headers = fc.dictionary(
      fc.constantFrom(
        'lang',
        'x-timezone',
        'token',
        'x-device-id',
        'x-timestamp',
        'x-sign',
        'cookie',
        'x-forwarded-for',
      ),
      headerValue,
      { maxKeys: 5 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALLS),
        headers,
        fc.constantFrom('0', '-1', '2026-06-14'),
        async (call, h, date) => {
          const [url, names, schema] = call;
          await expectEnvelope(url, names.includes('date') ? { date } : {}, schema, h);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('bad queries are refused with 10001', async () => {
    for (const [url, query] of [
      ['/vdapi/match/v1/live', { sport: '4' }],
      ['/vdapi/match/v1/schedule', { page: '0' }],
      ['/vdapi/match/v1/schedule', { pageSize: '1000' }],
      ['/vdapi/match/v1/schedule', { date: 'tomorrow' }],
      ['/vdapi/odds/v1/get', { matchId: '-3' }],
      ['/vdapi/odds/v1/get', { matchId: '101', type: '13' }],
      ['/vdapi/odds/v1/getOddsDetailWithComIds', { matchId: '101', comIds: '3;8' }],
      ['/vdapi/search', { q: '' }],
      ['/vdapi/match/v1/league/rounds', { leagueId: '1' }],
      ['/vdapi/match/v1/league/rounds', { leagueId: '1', part: 'season' }],
      ['/vdapi/match/v1/league/rounds', { leagueId: '1', part: 'results', pageSize: '11' }],
    ] as const) {
      const response = await server.inject({
        method: 'GET',
        url,
        query,
        headers: { 'x-access-key': server.config.accessKey },
      });
      expect(response.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 10001, data: null });
    }
  });

  it('any path id answers an envelope', async () => {
    const paths = PATH_CALLS;
    const id = fc.oneof(
      fc.string({ minLength: 1, maxLength: 30 }),
      fc.integer().map(String),
      fc.constantFrom('101', '0', 'Infinity', '1e308', '1.0', '2147483648', '\u0000', '9'.repeat(200)),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), id, async (path, raw) => {
        const url = `/vdapi/${path}/${encodeURIComponent(raw.replace(/\p{Cs}/gu, '?'))}${path.startsWith('img') ? '.svg' : ''}`;
        cases += 1;
        const response = await server.inject({
          method: 'GET',
          url,
          headers: { 'x-access-key': server.config.accessKey },
        });
        expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
        // A picture that exists is the SVG itself; a missing one is an envelope like any other.
        if (path.startsWith('img') && response.statusCode === 200) {
          expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
          expect(response.body.startsWith('<svg')).toBe(true);
          return;
        }
        const answer = decodeAnswer(response, server.config);
        if (path === 'detail/v1/info' && answer.status === 200)
          expect(schemaProblems(MatchDetailSchema, answer.data)).toEqual([]);
        if (path === 'anchor/room' && answer.status === 200)
          expect(schemaProblems(AnchorRoomDetailSchema, answer.data)).toEqual([]);
        if (path === 'team/v1/info' && answer.status === 200)
          expect(schemaProblems(TeamPageSchema, answer.data)).toEqual([]);
        if (path === 'player/v1/info' && answer.status === 200)
          expect(schemaProblems(PlayerPageSchema, answer.data)).toEqual([]);
        if (answer.status !== 200) expect(answer.data).toBeNull();
      }),
      // A picture that exists, and one that does not, are tried on every run.
      {
        numRuns: 60,
        examples: [
          ['img/team', '11'],
          ['img/team', '0'],
          ['player/v1/info', '1101'],
        ],
      },
    );
  });

  it('any comment body answers an envelope and stores only valid comments', async () => {
    const { token } = await signedInUser(testDb.db, 'fuzz@example.com');
    const body = fc.oneof(
      fc.record(
        {
          videoId: fc.oneof(queryValue, fc.integer(), fc.constant(501)),
          content: fc.oneof(queryValue, fc.anything()),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        cases += 1;
        const response = await server.inject({
          method: 'POST',
          url: '/vdapi/videoComment/commentVideo',
          payload: JSON.stringify(payload) ?? 'null',
          headers: { 'x-access-key': server.config.accessKey, token, 'content-type': 'application/json' },
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        const answer = decodeAnswer(response, server.config);
        if (answer.status !== 200) expect(answer.data).toBeNull();
      }),
      { numRuns: 80 },
    );
    const stored = await testDb.db.query<{ content: string }>('SELECT content FROM video_comments');
    for (const row of stored.rows) {
      expect(row.content.trim()).toBe(row.content);
      expect(Array.from(row.content).length).toBeGreaterThan(0);
      expect(Array.from(row.content).length).toBeLessThanOrEqual(500);
    }
  });

  it('any play body answers an envelope, and only a known collection with a device is counted', async () => {
    const body = fc.oneof(
      fc.record(
        { videoId: fc.oneof(queryValue, fc.integer(), fc.constantFrom(501, 502, 0, -1, 2_147_483_648, 1.5)) },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    const device = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom('', 'd', 'x'.repeat(300), '0123456789abcdef0123456789abcdef'),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(body, device, async (payload, deviceId) => {
        cases += 1;
        const response = await server.inject({
          method: 'POST',
          url: '/vdapi/videoCollection/play',
          payload: JSON.stringify(payload) ?? 'null',
          headers: {
            'x-access-key': server.config.accessKey,
            'content-type': 'application/json',
            ...(deviceId === undefined ? {} : { 'x-device-id': deviceId }),
          },
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        const answer = decodeAnswer(response, server.config);
        if (answer.status !== 200) expect(answer.data).toBeNull();
      }),
      { numRuns: 80 },
    );
    // Only the fixture's collections were ever counted.
    const played = await testDb.db.query<{ video_id: number }>('SELECT DISTINCT video_id FROM video_plays');
    for (const row of played.rows) expect([501, 502]).toContain(Number(row.video_id));
  });

  it('any follow body answers an envelope and stores only follows of known teams and competitions', async () => {
    const { token } = await signedInUser(testDb.db, 'follower@example.com');
    const kind = fc.oneof(fc.constantFrom('team', 'league', 'player', 'TEAM', ''), queryValue, fc.anything());
    const id = fc.oneof(
      fc.constantFrom(11, 12, 1, 2, 999, 0, -1, 2_147_483_648, 1.5),
      queryValue,
      fc.anything(),
    );
    const entry = fc.record(
      { kind, id, alerts: fc.oneof(fc.boolean(), fc.anything()) },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      entry,
      fc.record(
        { follows: fc.oneof(fc.array(entry, { maxLength: 5 }), fc.anything()) },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    const paths = ['add', 'remove', 'alerts', 'merge'].map((p) => `/vdapi/user/follow/${p}`);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), body, async (url, payload) => {
        cases += 1;
        const response = await server.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(payload) ?? 'null',
          headers: { 'x-access-key': server.config.accessKey, token, 'content-type': 'application/json' },
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        const answer = decodeAnswer(response, server.config);
        if (answer.status === 200) expect(schemaProblems(FollowListSchema, answer.data)).toEqual([]);
        else expect(answer.data).toBeNull();
      }),
      { numRuns: 120 },
    );
    const stored = await testDb.db.query<{ kind: string; target_id: number }>(
      'SELECT kind, target_id FROM follows',
    );
    for (const row of stored.rows) {
      expect(['team', 'league']).toContain(row.kind);
      expect(row.kind === 'team' ? [11, 12, 13, 14, 21, 22] : [1, 2]).toContain(row.target_id);
    }
  });

  it('collection detail with any id answers an envelope', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.integer().map(String), fc.constantFrom('501', '502')), async (raw) => {
        const url = `/vdapi/videoCollection/detail/${encodeURIComponent(raw)}`;
        cases += 1;
        const response = await server.inject({
          method: 'GET',
          url,
          headers: { 'x-access-key': server.config.accessKey },
        });
        expect(response.statusCode).toBeLessThan(500);
        const answer = decodeAnswer(response, server.config);
        if (answer.status === 200)
          expect(schemaProblems(VideoCollectionDetailSchema, answer.data)).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});
