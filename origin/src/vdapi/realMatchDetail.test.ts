// A match of a full season file through the detail and line-up calls, on a Saturday afternoon of
// December 2026: its ground, crowd and referee, a timeline of the file's events only, the line-up drawn
// from its lines with the keeper at the back, and nothing of the crowd told before kick-off.
// Not run again on PostgreSQL: its subject is the engine's answers through /vdapi; the database holds only
// the API's request log, which http/replayGuard.test.ts reads on PostgreSQL.
import { type MatchDetail, MatchDetailSchema, type MatchLineup, MatchLineupSchema } from '@pitchside/shared';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { loadSeasons } from '../engine/plugin';
import type { Engine, Match } from '../engine/types';
import { teamIdentity } from '../engine/world/identityPort';
import { ApiClient, openTestDb, type TestDb } from '../testing/harness';
import { buildVdapiApp, decodeAnswer, schemaProblems } from '../testing/testApp';

const SATURDAY = Date.UTC(2026, 11, 5, 14);
const seasons = loadSeasons();
let testDb: TestDb;
let server: FastifyInstance;
let client: ApiClient;
let engine: Engine;

beforeAll(async () => {
  testDb = await openTestDb();
  engine = createEngine({ seed: 20260614, clock: () => SATURDAY, startAt: SATURDAY, seasons });
  server = await buildVdapiApp({ db: testDb.db, engine, now: () => SATURDAY });
  client = new ApiClient(server, undefined, () => SATURDAY);
}, 60_000);
afterAll(async () => {
  await server.close();
  await testDb.close();
});

async function get<T>(path: string, schema: TSchema, lang = 'en'): Promise<T> {
  const answer = decodeAnswer(await client.get(path, {}, { lang }), server.config);
  expect(answer.status, `${path} ${answer.msg}`).toBe(200);
  expect(schemaProblems(schema, answer.data), path).toEqual([]);
  return answer.data as T;
}

/** The file's block of a match of the world, of the Premier League unless said. */
function blockOf(m: Match, code = 'en.1') {
  const file = seasons.find((s) => s.code === code)?.file;
  const home = engine.team(m.homeTeamId)?.name.en;
  const away = engine.team(m.awayTeamId)?.name.en;
  return file?.matches.find(
    (fm) => teamIdentity(fm.team1).name.en === home && teamIdentity(fm.team2).name.en === away,
  );
}

describe('a Premier League match played as it was', () => {
  it("answers its ground, crowd and referee, and a timeline of the file's events, in cn, en and vi", async () => {
    const done = engine.results('football', 0, SATURDAY, 1)[0] as Match;
    const fm = blockOf(done);
    for (const lang of ['zh', 'en', 'vi']) {
      const detail = await get<MatchDetail>(`/vdapi/detail/v1/info/${done.id}`, MatchDetailSchema, lang);
      expect(detail).toMatchObject({
        venue: fm?.ground,
        attendance: fm?.details?.attendance,
        referee: fm?.details?.referees[0],
        facts: { lineups: 'file', cards: 'file', substitutions: 'file', details: 'generated' },
      });
      // Goals, changes, cards and whistles: the corners the model plays stay in the statistics.
      expect(detail.events.some((e) => e.kind === 'corner')).toBe(false);
      expect(detail.stats.find((s) => s.key === 'corners')).toBeDefined();
      const goals = detail.events.filter((e) => ['goal', 'penalty', 'own'].includes(e.kind)).length;
      expect(goals).toBe((fm?.goals1?.length ?? 0) + (fm?.goals2?.length ?? 0));
    }
  });

  it('draws the line-up from its lines, the keeper at the back, the captain marked, no shirt number made up', async () => {
    const done = engine.results('football', 0, SATURDAY, 1)[0] as Match;
    const lineup = await get<MatchLineup>(`/vdapi/detail/v1/lineup/${done.id}`, MatchLineupSchema);
    for (const side of [lineup.home, lineup.away]) {
      expect(side.starters).toHaveLength(11);
      expect(side.starters.filter((p) => p.line === 0).map((p) => p.position)).toEqual(['GK']);
      expect(side.formation.split('-').reduce((a, b) => a + Number(b), 0)).toBe(10);
      expect(side.starters.filter((p) => p.captain)).toHaveLength(1);
      expect([...side.starters, ...side.substitutes].every((p) => p.number === null && !p.generated)).toBe(
        true,
      );
    }
  });

  it('names each side’s formation as the file writes it, every league’s, and says where it placed the players', () => {
    let placed = 0;
    let sides = 0;
    for (const code of ['en.1', 'es.1', 'it.1', 'de.1']) {
      const league = engine.results('football', 0, SATURDAY).find((m) => blockOf(m, code)?.details);
      for (const m of engine.results('football', 0, SATURDAY, league?.leagueId)) {
        const sheets = blockOf(m, code)?.details?.lineups;
        const lineup = engine.lineup(m.id);
        if (!sheets || !lineup) continue;
        for (const [sheet, side] of [
          [sheets.home, lineup.home],
          [sheets.away, lineup.away],
        ] as const) {
          const [first = [], ...rest] = sheet.lines;
          const sizes = [first.length - 1, ...rest.map((l) => l.length)].filter((n) => n > 0);
          expect([sizes.join('-'), [...sizes].reverse().join('-')]).toContain(side.formation);
          sides++;
          if (side.placedByPositions) placed++;
        }
      }
    }
    expect(sides).toBeGreaterThan(1000);
    // The source writes most lines as they were played.
    expect(placed / sides).toBeLessThan(0.2);
  });

  it('tells no crowd before kick-off, and the referee as he is named', async () => {
    const coming = engine
      .matchesByDate('football', SATURDAY, SATURDAY + 7 * 86_400_000, 1)
      .find((m) => m.status === 0) as Match;
    const detail = await get<MatchDetail>(`/vdapi/detail/v1/info/${coming.id}`, MatchDetailSchema);
    expect(detail.attendance).toBeNull();
    expect(detail.referee).toBe(blockOf(coming)?.details?.referees[0]);
    expect(detail.venue).toBe(blockOf(coming)?.ground);
  });
});
