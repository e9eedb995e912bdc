// What a list tells of a match beyond 90 minutes and beyond football, through /vdapi over the real
// engine: the 2018 World Cup replayed from its openfootball file (Spain 1-1 Russia a.e.t., 3-4 on
// penalties, played live through extra time and the shoot-out), and the seeded world's basketball and
// esports matches in play.
// Not run again on PostgreSQL: its subject is the engine's answers through /vdapi; the database holds only
// the API's request log, which http/replayGuard.test.ts reads on PostgreSQL.
import { fileURLToPath } from 'node:url';
import {
  type MatchDetail,
  MatchDetailSchema,
  type MatchList,
  MatchListSchema,
  type MatchPage,
  MatchPageSchema,
  type MatchSummary,
} from '@pitchside/shared';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { loadReplayFile } from '../engine/plugin';
import type { Engine, Match } from '../engine/types';
import { ApiClient, openTestDb, type TestDb } from '../testing/harness';
import { buildVdapiApp, decodeAnswer, schemaProblems } from '../testing/testApp';

const WORLD_CUP = fileURLToPath(
  new URL('../engine/fixtures/openfootball/worldcup-2018.json', import.meta.url),
);

let testDb: TestDb;
let server: FastifyInstance;
let client: ApiClient;
let engine: Engine;
let clock = Date.UTC(2026, 10, 22, 12);
let spainRussia: Match;
/** Spain v Russia as the live list told it at each status it went through (the shoot-out: its last kick). */
const seen = new Map<number, MatchSummary>();

async function answer<T>(path: string, query: Record<string, string>, schema: TSchema): Promise<T> {
  const response = await client.get(path, query);
  expect(response.statusCode, `${path}: ${response.body.slice(0, 300)}`).toBe(200);
  const data = decodeAnswer(response, server.config).data;
  expect(schemaProblems(schema, data), path).toEqual([]);
  return data as T;
}

beforeAll(async () => {
  testDb = await openTestDb();
  const start = clock;
  engine = createEngine({
    seed: 2018,
    clock: () => clock,
    speed: 600,
    startAt: start,
    replay: await loadReplayFile(WORLD_CUP),
    replayStaggerMinutes: 10,
    days: 1,
  });
  server = await buildVdapiApp({ db: testDb.db, engine, now: () => clock });
  client = new ApiClient(server, undefined, () => clock);
  const found = engine
    .matchesByDate('football', start, start + 2 * 86_400_000)
    .find(
      (m) =>
        engine.team(m.homeTeamId)?.name.en === 'Spain' && engine.team(m.awayTeamId)?.name.en === 'Russia',
    );
  if (!found) throw new Error('Spain v Russia is not in the replay');
  spainRussia = found;
  // One engine minute per tick (100 ms of clock at speed 600); the live list is read at each new status.
  // On to the minute before kick-off in big steps (an engine hour a step), then a minute at a time.
  while (engine.now() < spainRussia.startTime - 3_600_000) {
    clock += 6_000;
    engine.tick();
  }
  // Read through a function: the compiler would narrow the field across the loop's ticks.
  const status = (): number => spainRussia.status;
  while (status() !== -1) {
    if (clock > start + 4 * 3_600_000) throw new Error('Spain v Russia never finished');
    clock += 100;
    engine.tick();
    if ((!seen.has(spainRussia.status) || status() === 5) && status() !== -1) {
      const live = await answer<MatchList>('/vdapi/match/v1/live', {}, MatchListSchema);
      const summary = live.list.find((m) => m.id === spainRussia.id);
      if (summary) seen.set(summary.status, summary);
    }
  }
});

afterAll(async () => {
  await server?.close();
  await testDb?.close();
});

describe('a knockout decided after 90 minutes, as lists tell it', () => {
  it('went through extra time (4) and the shoot-out (5) live, the shoot-out score running in the list', () => {
    expect([...seen.keys()]).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    expect(seen.get(4)).toMatchObject({ extraTimeScore: null, penaltyScore: null });
    const shootout = seen.get(5);
    expect(shootout?.extraTimeScore).toEqual({ home: 1, away: 1 });
    // The last reading before the final kick: Russia's fourth goal ends it at 3-4.
    expect(shootout?.penaltyScore?.home).toBe(3);
    expect(shootout?.penaltyScore?.away).toBeGreaterThanOrEqual(3);
  });

  it('serves the score after extra time and the shoot-out on the finished match, in the detail and the league list', async () => {
    const detail = await answer<MatchDetail>(
      `/vdapi/detail/v1/info/${spainRussia.id}`,
      {},
      MatchDetailSchema,
    );
    expect(detail.match).toMatchObject({
      status: -1,
      homeScore: 1,
      awayScore: 1,
      extraTimeScore: { home: 1, away: 1 },
      penaltyScore: { home: 3, away: 4 },
      periods: [],
      bestOf: 0,
      gameClock: null,
    });
    const league = await answer<MatchPage>(
      '/vdapi/match/v1/league/schedule',
      { leagueId: String(spainRussia.leagueId), pageSize: '100' },
      MatchPageSchema,
    );
    const listed = league.list.find((m) => m.id === spainRussia.id);
    expect(listed).toMatchObject({
      penaltyScore: { home: 3, away: 4 },
      extraTimeScore: { home: 1, away: 1 },
    });
    // A group match decided in 90 minutes has neither.
    const group = league.list.find((m) => m.status === -1 && m.round.startsWith('Matchday'));
    expect(group).toMatchObject({ extraTimeScore: null, penaltyScore: null });
  });

  it('says the markets of a finished match are closed rather than leaving their odds blank unexplained', async () => {
    const detail = await answer<MatchDetail>(
      `/vdapi/detail/v1/info/${spainRussia.id}`,
      {},
      MatchDetailSchema,
    );
    expect(detail.match).toMatchObject({
      stats1: '',
      stats2: '',
      stats1State: 'closed',
      stats2State: 'closed',
    });
  });
});

describe('basketball and esports in their own terms', () => {
  it('serve quarters with the game clock, and games of a series with its length', async () => {
    // Their leagues play a round every few days: on to a moment when both are in play.
    const deadline = clock + 6 * 3_600_000;
    while (engine.liveMatches('basketball').length === 0 || engine.liveMatches('esport').length === 0) {
      if (clock > deadline) throw new Error('no basketball and esports in play together within 6 days');
      clock += 1_000;
      engine.tick();
    }
    const basketball = await answer<MatchList>('/vdapi/match/v1/live', { sport: '2' }, MatchListSchema);
    const esports = await answer<MatchList>('/vdapi/match/v1/live', { sport: '3' }, MatchListSchema);
    expect(basketball.list.length).toBeGreaterThan(0);
    expect(esports.list.length).toBeGreaterThan(0);
    for (const m of basketball.list) {
      expect(m.periods.length).toBeGreaterThan(0);
      expect(m.periods.every((q) => q.name === '' && q.winner === null)).toBe(true);
      expect(m.periods.reduce((sum, q) => sum + q.home, 0)).toBe(m.homeScore);
      expect(m.gameClock === null || m.gameClock <= 12 * 60).toBe(true);
      expect(m).toMatchObject({ bestOf: 0, stats1State: null, extraTimeScore: null });
    }
    for (const m of esports.list) {
      expect([3, 5]).toContain(m.bestOf);
      expect(m.periods.filter((g) => g.winner === 'home')).toHaveLength(m.homeScore);
      expect(m.periods.every((g) => !/^Game \d/.test(g.name))).toBe(true);
      const under = m.periods.at(-1);
      if (under?.winner === null && m.status !== 2) expect(m.gameClock).toBeGreaterThan(0);
      else expect(m.gameClock).toBeNull();
      expect(m).toMatchObject({ stats1State: null });
    }
  });
});
