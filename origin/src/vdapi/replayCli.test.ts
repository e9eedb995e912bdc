// A real file these tests had not played, given as the origin is given one (`--replay FILE`): the 2025
// Chinese Super League, read by loadConfig, made into the engine by the origin's own app, played to its
// end, then checked through the API alone: every score of the file on its match, the clubs under their
// established names, the rounds named, and the table equal to the results the league rounds list.
// Not run again on PostgreSQL: its subject is the engine's answers through /vdapi; the database holds only
// the API's request log, which http/replayGuard.test.ts reads on PostgreSQL.
import { join } from 'node:path';
import {
  type LeagueRoundPage,
  LeagueRoundPageSchema,
  type LeagueTable,
  type MatchDetail,
  type MatchSummary,
} from '@pitchside/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app, { fastifyOptions } from '../app';
import { loadConfig } from '../config';
import { loadReplayFile, SHIPPED_SEASONS_DIR } from '../engine/plugin';
import type { ReplayFixture } from '../engine/types';
import { teamIdentity } from '../engine/world/identityPort';
import { ApiClient, MailBox, openTestDb, type TestDb, testConfig } from '../testing/harness';
import { decodeAnswer, schemaProblems } from '../testing/testApp';

const FILE = join(SHIPPED_SEASONS_DIR, '2025_cn.1.json');
const DAY = 86_400_000;

let testDb: TestDb;
let server: FastifyInstance;
let client: ApiClient;
let file: ReplayFixture;
let clock = Date.UTC(2026, 10, 24, 9, 0);

beforeAll(async () => {
  testDb = await openTestDb();
  const { engine } = loadConfig({}, ['--replay', FILE]);
  expect(engine.replayFile).toBe(FILE);
  file = await loadReplayFile(FILE);
  const config = testConfig({ engine });
  server = Fastify({ ...fastifyOptions(config), logger: false });
  await server.register(app, {
    config,
    db: testDb.db,
    mailer: new MailBox(),
    now: () => clock,
    engine: { ...engine, clock: () => clock, tickMs: 3_600_000 },
  });
  await server.ready();
  client = new ApiClient(server, undefined, () => clock);
  // The replay is played from today on: a day at a time to a day after its last fixture.
  const league = server.engine.league(13);
  if (!league) throw new Error('the Chinese Super League is not in the world');
  const last = Math.max(
    ...server.engine.matchesByDate('football', 0, Number.MAX_SAFE_INTEGER, 13).map((m) => m.startTime),
  );
  while (server.engine.now() < last + DAY) {
    clock += DAY;
    server.engine.tick();
  }
}, 300_000);
afterAll(async () => {
  await server.close();
  await testDb.close();
});

async function call<T>(path: string, query: Record<string, string> = {}, lang = 'en'): Promise<T> {
  const answer = decodeAnswer(await client.get(path, query, { lang }), server.config);
  expect(answer.status, `${path} ${JSON.stringify(query)}: ${answer.msg}`).toBe(200);
  return answer.data as T;
}

async function season(lang = 'en') {
  const rounds: LeagueRoundPage['list'] = [];
  for (const part of ['results', 'fixtures'])
    for (let page = 1; ; page++) {
      const data = await call<LeagueRoundPage>(
        '/vdapi/match/v1/league/rounds',
        { leagueId: '13', part, page: String(page), pageSize: '10' },
        lang,
      );
      expect(schemaProblems(LeagueRoundPageSchema, data)).toEqual([]);
      rounds.push(...data.list);
      if (!data.hasMore) break;
    }
  return rounds;
}

describe('--replay 2025_cn.1.json through the API', () => {
  it('plays every fixture of the file, each scored one to exactly its score, under the clubs’ established names', async () => {
    const rounds = await season('en');
    const listed = rounds.flatMap((round) => round.matches.map((match) => ({ round: round.name, match })));
    expect(listed).toHaveLength(file.matches.length);
    const zh = new Map((await season('zh')).flatMap((r) => r.matches.map((m) => [m.id, m] as const)));
    let scored = 0;
    for (const fm of file.matches) {
      const home = teamIdentity(fm.team1);
      const away = teamIdentity(fm.team2);
      const where = `${fm.round}: ${fm.team1} v ${fm.team2}`;
      const found = listed.filter(
        ({ round, match }) =>
          round === fm.round && match.homeName === home.name.en && match.awayName === away.name.en,
      );
      expect(found, where).toHaveLength(1);
      const match = found[0]?.match as MatchSummary;
      const inChinese = zh.get(match.id);
      expect([inChinese?.homeName, inChinese?.awayName], where).toEqual([home.name.cn, away.name.cn]);
      expect(inChinese?.round, where).toMatch(/^第\d+轮$/);
      const detail = await call<MatchDetail>(`/vdapi/detail/v1/info/${match.id}`);
      const { ft, ht } = fm.score;
      if (!ft) {
        expect(detail.facts?.score, where).toBe('generated');
        continue;
      }
      expect(match.status, where).toBe(-1);
      expect([match.homeScore, match.awayScore], where).toEqual(ft);
      if (ht) expect([match.halfHomeScore, match.halfAwayScore], where).toEqual(ht);
      expect(detail.facts, where).toMatchObject({ score: 'file', goals: 'generated', details: 'generated' });
      expect(
        detail.events.filter((e) => ['goal', 'penalty', 'own'].includes(e.kind)),
        where,
      ).toHaveLength(ft[0] + ft[1]);
      scored++;
    }
    expect(scored).toBe(file.matches.filter((m) => m.score.ft).length);
    expect(scored).toBeGreaterThan(70);
  });

  it('has the table the listed results make, by the league’s own rules', async () => {
    const results = (await season('en')).flatMap((r) => r.matches).filter((m) => m.status === -1);
    const table = await call<LeagueTable>('/vdapi/match/v1/league/table', { leagueId: '13' });
    expect(table.kind).toBe('league');
    expect(table.table).toHaveLength(16);
    for (const row of table.table) {
      const own = results.filter((m) => m.homeId === row.teamId || m.awayId === row.teamId);
      const goals = own.map((m) =>
        m.homeId === row.teamId ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore],
      ) as [number, number][];
      const won = goals.filter(([f, a]) => f > a).length;
      const drawn = goals.filter(([f, a]) => f === a).length;
      expect(
        [row.played, row.won, row.drawn, row.lost, row.goalsFor, row.goalsAgainst, row.points],
        row.teamName,
      ).toEqual([
        own.length,
        won,
        drawn,
        own.length - won - drawn,
        goals.reduce((n, [f]) => n + f, 0),
        goals.reduce((n, [, a]) => n + a, 0),
        3 * won + drawn,
      ]);
    }
    // Ranked by points, then the Chinese Super League's head-to-head before goal difference.
    const points = table.table.map((row) => row.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });
});
