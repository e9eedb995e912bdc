// Odds a bettor would believe, read through the /vdapi answers over the real engine: a seeded world
// (matches finished, in play and to come) and the 2018 World Cup replayed from its openfootball file
// (England 6-1 Panama: five goals up at the 89th minute).
// Not run again on PostgreSQL: its subject is the engine's answers through /vdapi; the database holds only
// the API's request log, which http/replayGuard.test.ts reads on PostgreSQL.
import { fileURLToPath } from 'node:url';
import {
  BOOKMAKERS,
  MatchPageSchema,
  type OddsDetail,
  OddsDetailSchema,
  type OddsList,
  OddsListSchema,
  type OddsType,
} from '@pitchside/shared';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { loadReplayFile, loadSeasons } from '../engine/plugin';
import type { Engine, Match } from '../engine/types';
import { ApiClient, openTestDb, type TestDb } from '../testing/harness';
import { buildVdapiApp, decodeAnswer, schemaProblems } from '../testing/testApp';

const WORLD_CUP = fileURLToPath(
  new URL('../engine/fixtures/openfootball/worldcup-2018.json', import.meta.url),
);
const TWO_WAY: readonly OddsType[] = [21, 31, 45, 22, 32, 46];
const ALL_TYPES: readonly OddsType[] = [21, 31, 11, 45, 22, 32, 12, 46];

interface Api {
  server: FastifyInstance;
  client: ApiClient;
  engine: Engine;
}

let testDb: TestDb;
let world: Api;
let replay: Api;
let englandPanama: Match;

async function api(engine: Engine, clock: () => number): Promise<Api> {
  const server = await buildVdapiApp({ db: testDb.db, engine, now: clock });
  return { server, client: new ApiClient(server, undefined, clock), engine };
}

async function answer<T>(on: Api, path: string, query: Record<string, string>, schema: TSchema): Promise<T> {
  const response = await on.client.get(path, query);
  expect(response.statusCode, `${path}: ${response.body.slice(0, 300)}`).toBe(200);
  const data = decodeAnswer(response, on.server.config).data;
  expect(schemaProblems(schema, data), path).toEqual([]);
  return data as T;
}

const oddsOf = (on: Api, matchId: number, type: OddsType) =>
  answer<OddsList>(
    on,
    '/vdapi/odds/v1/get',
    { matchId: String(matchId), type: String(type) },
    OddsListSchema,
  );

/** Margin-free probability of the first price of a two-way group: (1/a) / (1/a + 1/b). */
const firstShare = (a: number, b: number) => 1 / a / (1 / a + 1 / b);
const group = (row: readonly number[], g: number) => row.slice(g * 3, g * 3 + 3) as [number, number, number];

beforeAll(async () => {
  testDb = await openTestDb();
  // A Sunday evening of the European season (in June the leagues rest).
  const clock = Date.UTC(2026, 10, 22, 18, 30);
  const engine = createEngine({ seed: 7, clock: () => clock, speed: 1, days: 3, seasons: loadSeasons() });
  engine.tick();
  world = await api(engine, () => clock);

  const start = Date.UTC(2026, 10, 22, 12);
  let replayClock = start;
  const file = await loadReplayFile(WORLD_CUP);
  const cup = createEngine({
    seed: 2018,
    clock: () => replayClock,
    speed: 600,
    startAt: start,
    replay: file,
    replayStaggerMinutes: 10,
    days: 1,
  });
  const found = cup
    .matchesByDate('football', start, start + 2 * 86_400_000)
    .find(
      (m) => cup.team(m.homeTeamId)?.name.en === 'England' && cup.team(m.awayTeamId)?.name.en === 'Panama',
    );
  if (!found) throw new Error('England v Panama is not in the replay');
  englandPanama = found;
  // One engine minute per tick (100 ms of clock at speed 600) until the 89th minute is under way.
  while (!(found.status === 3 && found.clock.minute === 89)) {
    if (replayClock > start + 3_600_000) throw new Error('the 89th minute never came');
    replayClock += 100;
    cup.tick();
  }
  replay = await api(cup, () => replayClock);
});

afterAll(async () => {
  await world?.server.close();
  await replay?.server.close();
  await testDb?.close();
});

function footballMatches(on: Api, filter: (m: Match) => boolean): Match[] {
  const now = on.engine.now();
  return on.engine
    .matchesByDate('football', now - 4 * 86_400_000, now + 4 * 86_400_000)
    .filter(filter)
    .slice(0, 24);
}

describe('odds through /vdapi/odds/v1', () => {
  it('prices the handicap, totals and corners on a line of their own near even money, not at the 1X2 prices', async () => {
    const coming = footballMatches(
      world,
      (m) => m.status === 0 && m.startTime > world.engine.now() + 3_600_000,
    );
    expect(coming.length).toBeGreaterThan(5);
    for (const match of coming) {
      const wdl = await oddsOf(world, match.id, 11);
      expect(wdl.list.every((c) => c.state === 'open')).toBe(true);
      for (const type of TWO_WAY) {
        const { list } = await oddsOf(world, match.id, type);
        expect(list).toHaveLength(BOOKMAKERS.length);
        for (const company of list) {
          const [first, line, second] = group(company.row, 1);
          const where = `match ${match.id} type ${type} ${company.companyName}: ${company.row.join(' ')}`;
          // Quarter lines (…, -0.25, 0, 0.25, 0.5, 0.75 …) chosen so the two sides are close to even.
          expect(Number.isInteger(line * 4), where).toBe(true);
          expect(Math.abs(firstShare(first, second) - 0.5), where).toBeLessThan(0.15);
          // At -0.5 the home side must win: the same bet as the 1X2 home win, so near even only when
          // the home win is itself near even (the reported 3.08 / -0.5 / 1.38 was not).
          const sameBook = wdl.list.find((c) => c.companyId === company.companyId);
          if (type === 21 && line === -0.5 && sameBook)
            expect(Math.abs(first - (sameBook.row[3] ?? 0)), where).toBeLessThan(0.35);
        }
      }
    }
  });

  it('gives every bookmaker the same handicap line (the home team’s), each its own prices and margin', async () => {
    const matches = footballMatches(world, (m) => m.status !== -10 && m.status !== -14);
    expect(matches.length).toBeGreaterThan(10);
    for (const match of matches) {
      for (const type of [21, 22] as const) {
        const { list } = await oddsOf(world, match.id, type);
        for (const g of [0, 1, 2]) {
          const lines = new Set(
            list
              .map((c) => group(c.row, g))
              .filter((v) => v[0] > 0)
              .map((v) => v[1]),
          );
          expect(lines.size, `match ${match.id} type ${type} group ${g}`).toBeLessThanOrEqual(1);
        }
        const margins = new Set(list.map((c) => (1 / (c.row[3] ?? 1) + 1 / (c.row[5] ?? 1)).toFixed(2)));
        expect(margins.size).toBeGreaterThan(1);
      }
      // The sign: a home favourite (shorter home win price) gives goals, a negative line.
      const wdl = (await oddsOf(world, match.id, 11)).list[0];
      const spread = (await oddsOf(world, match.id, 21)).list[0];
      if (!wdl || !spread) continue;
      const [home, , away] = group(wdl.row, 1);
      const line = spread.row[4] ?? 0;
      if (home < away / 1.5) expect(line, `match ${match.id}`).toBeLessThanOrEqual(0);
      if (away < home / 1.5) expect(line, `match ${match.id}`).toBeGreaterThanOrEqual(0);
    }
  });

  it('closes every market of a finished match: suspended, not priced; its history runs to the end', async () => {
    const finished = footballMatches(world, (m) => m.status === -1);
    expect(finished.length).toBeGreaterThan(5);
    for (const match of finished) {
      for (const type of ALL_TYPES) {
        const { list } = await oddsOf(world, match.id, type);
        for (const company of list) {
          const where = `match ${match.id} type ${type} ${company.companyName}: ${company.row.join(' ')}`;
          expect(company.state, where).toBe('closed');
          expect(group(company.row, 2), where).toEqual([0, 0, 0]);
        }
      }
      const detail = await answer<OddsDetail>(
        world,
        '/vdapi/odds/v1/getOddsDetailWithComIds',
        { matchId: String(match.id), type: '11', comIds: '3,8' },
        OddsDetailSchema,
      );
      for (const company of detail.companies) {
        const last = company.history.at(-1);
        expect(last?.state, `match ${match.id}`).toBe('closed');
        expect(last?.values).toEqual([0, 0, 0]);
        expect(last?.minute).toBeGreaterThanOrEqual(90);
        const live = company.history.filter((e) => e.minute > 0 && e.values[0] > 0);
        expect(live[0]?.minute ?? 99).toBeLessThanOrEqual(10);
      }
    }
    const results = await answer<{ list: { id: number; stats1: string; stats2: string }[] }>(
      world,
      '/vdapi/match/v1/result',
      { sport: '1', date: '0' },
      MatchPageSchema,
    );
    for (const m of results.list ?? []) {
      expect(m.stats1, `match ${m.id}`).toBe('');
      expect(m.stats2, `match ${m.id}`).toBe('');
    }
  });

  it('prices a side five goals up at 89 minutes near 1.00, or suspends the market (England 6-1 Panama)', async () => {
    expect(englandPanama.score).toEqual({ home: 6, away: 1 });
    const { list } = await oddsOf(replay, englandPanama.id, 11);
    expect(list).toHaveLength(BOOKMAKERS.length);
    for (const company of list) {
      const where = `${company.companyName}: ${company.row.join(' ')}`;
      const [home] = group(company.row, 2);
      if (company.state === 'suspended') expect(group(company.row, 2), where).toEqual([0, 0, 0]);
      else expect([company.state, home], where).toEqual(['open', 1.01]);
    }
    // The half-time markets closed at the break.
    for (const type of [22, 32, 12, 46] as const) {
      for (const company of (await oddsOf(replay, englandPanama.id, type)).list) {
        expect(company.state).toBe('closed');
      }
    }
  });
});
