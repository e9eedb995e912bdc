// The league page's calls over the real seasons: a season by rounds (results newest first, fixtures
// next first) covers every match of the competition once, names its rounds in cn, en and vi, and the
// results of the rounds that count for the table add up to the table that /league/table serves, for a
// domestic league and for the Champions League's league phase.
// Not run again on PostgreSQL: its subject is the engine's answers through /vdapi; the database holds only
// the API's request log, which http/replayGuard.test.ts reads on PostgreSQL.
import {
  type LeagueRoundPage,
  LeagueRoundPageSchema,
  type LeagueTable,
  LeagueTableSchema,
  type MatchSummary,
} from '@pitchside/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { loadSeasons } from '../engine/plugin';
import type { Engine } from '../engine/types';
import { ApiClient, openTestDb, type TestDb } from '../testing/harness';
import { buildVdapiApp, decodeAnswer, schemaProblems } from '../testing/testApp';

const PREMIER_LEAGUE = 1;
const CHAMPIONS_LEAGUE = 23;

let testDb: TestDb;
let server: FastifyInstance;
let client: ApiClient;
let engine: Engine;
// A Saturday afternoon in March, on the season calendar: league matches in play, the Champions League's
// round of 16 half played (its first legs that week, the second legs the next).
const clock = Date.UTC(2027, 2, 6, 15, 10);

beforeAll(async () => {
  testDb = await openTestDb();
  engine = createEngine({ seed: 20260614, clock: () => clock, seasons: loadSeasons() });
  engine.tick();
  server = await buildVdapiApp({ db: testDb.db, engine, now: () => clock });
  client = new ApiClient(server, undefined, () => clock);
});
afterAll(async () => {
  await server.close();
  await testDb.close();
});

async function call(path: string, query: Record<string, string>, lang = 'en') {
  return decodeAnswer(await client.get(path, query, { lang }), server.config);
}

/** Every page of one part of a season. */
async function allRounds(leagueId: number, part: 'results' | 'fixtures', lang = 'en') {
  const rounds: LeagueRoundPage['list'] = [];
  for (let page = 1; ; page++) {
    const answer = await call(
      '/vdapi/match/v1/league/rounds',
      { leagueId: String(leagueId), part, page: String(page), pageSize: '10' },
      lang,
    );
    expect(answer.status).toBe(200);
    expect(schemaProblems(LeagueRoundPageSchema, answer.data)).toEqual([]);
    const data = answer.data as LeagueRoundPage;
    rounds.push(...data.list);
    if (!data.hasMore) return rounds;
  }
}

/** A table recomputed from listed results, as a reader of the results page would. */
function tableFrom(matches: readonly MatchSummary[]) {
  const rows = new Map<
    number,
    { played: number; won: number; drawn: number; lost: number; gf: number; ga: number }
  >();
  const row = (id: number) => {
    const r = rows.get(id) ?? { played: 0, won: 0, drawn: 0, lost: 0, gf: 0, ga: 0 };
    rows.set(id, r);
    return r;
  };
  for (const m of matches) {
    for (const [id, gf, ga] of [
      [m.homeId, m.homeScore, m.awayScore],
      [m.awayId, m.awayScore, m.homeScore],
    ] as const) {
      const r = row(id);
      r.played++;
      r.gf += gf;
      r.ga += ga;
      if (gf > ga) r.won++;
      else if (gf === ga) r.drawn++;
      else r.lost++;
    }
  }
  return rows;
}

async function expectTableMatchesResults(leagueId: number) {
  const results = await allRounds(leagueId, 'results');
  const counted = results.filter((r) => r.phase === 'league').flatMap((r) => r.matches);
  const recomputed = tableFrom(counted.filter((m) => m.status === -1));
  const answer = await call('/vdapi/match/v1/league/table', { leagueId: String(leagueId) });
  expect(schemaProblems(LeagueTableSchema, answer.data)).toEqual([]);
  const table = (answer.data as LeagueTable).table;
  expect(table.length).toBeGreaterThan(0);
  for (const row of table) {
    const r = recomputed.get(row.teamId) ?? { played: 0, won: 0, drawn: 0, lost: 0, gf: 0, ga: 0 };
    expect(
      [row.played, row.won, row.drawn, row.lost, row.goalsFor, row.goalsAgainst, row.points],
      row.teamName,
    ).toEqual([r.played, r.won, r.drawn, r.lost, r.gf, r.ga, 3 * r.won + r.drawn]);
  }
  expect(table.reduce((sum, row) => sum + row.played, 0)).toBe(
    2 * counted.filter((m) => m.status === -1).length,
  );
  return { results, table };
}

describe('a season by rounds', () => {
  it.each([PREMIER_LEAGUE, CHAMPIONS_LEAGUE])(
    'results and fixtures hold every match of competition %i once, each round in kick-off order',
    async (leagueId) => {
      const results = await allRounds(leagueId, 'results');
      const fixtures = await allRounds(leagueId, 'fixtures');
      const listed = [...results, ...fixtures].flatMap((r) => r.matches.map((m) => m.id));
      const season = engine.matchesByDate('football', 0, Number.MAX_SAFE_INTEGER, leagueId);
      expect(listed.sort((a, b) => a - b)).toEqual(season.map((m) => m.id).sort((a, b) => a - b));
      expect(results.length).toBeGreaterThan(5);
      expect(fixtures.length).toBeGreaterThan(0);
      const over = new Set([-1, -12, -10]);
      for (const r of results)
        expect(
          r.matches.every((m) => over.has(m.status)),
          r.name,
        ).toBe(true);
      for (const r of fixtures)
        expect(
          r.matches.some((m) => over.has(m.status)),
          r.name,
        ).toBe(false);
      for (const r of [...results, ...fixtures]) {
        const times = r.matches.map((m) => m.startTime);
        expect(times, r.name).toEqual([...times].sort((a, b) => a - b));
        expect(r.startTime).toBe(times[0]);
      }
    },
  );

  it('lists results newest round first and fixtures next round first, by when their matches are played', async () => {
    const results = await allRounds(PREMIER_LEAGUE, 'results');
    const fixtures = await allRounds(PREMIER_LEAGUE, 'fixtures');
    // A round is placed by the median kick-off of the matches the list holds of it: a matchday whose one
    // result is a fixture played weeks early sits with those weeks, never above the matchday just played.
    const median = (r: (typeof results)[number]) => {
      const times = r.matches.map((m) => m.startTime).sort((a, b) => a - b);
      return times[Math.floor((times.length - 1) / 2)] ?? 0;
    };
    const played = results.map(median);
    expect(played).toEqual([...played].sort((a, b) => b - a));
    const toCome = fixtures.map(median);
    expect(toCome).toEqual([...toCome].sort((a, b) => a - b));
    const number = (name: string) => Number(/\d+/.exec(name)?.[0]);
    expect(number(results.at(-1)?.name ?? '')).toBe(1);
    expect(number(fixtures.at(-1)?.name ?? '')).toBe(38);
  });

  it('names rounds and legs in each language, never cut and never in English for cn or vi', async () => {
    const names = { zh: [] as string[], en: [] as string[], vi: [] as string[] };
    for (const lang of ['zh', 'en', 'vi'] as const)
      for (const part of ['results', 'fixtures'] as const)
        names[lang].push(...(await allRounds(CHAMPIONS_LEAGUE, part, lang)).map((r) => r.name));
    expect(names.en).toContain('League phase, Matchday 8');
    expect(names.en).toContain('Round of 16, 1st leg');
    expect(names.en).toContain('Round of 16, 2nd leg');
    expect(names.en).toContain('Play-offs, 2nd leg');
    expect(names.en).toContain('Final');
    expect(names.zh).toContain('联赛阶段第8轮');
    expect(names.zh).toContain('1/8决赛首回合');
    expect(names.vi).toContain('Vòng 1/8 lượt về');
    for (const name of [...names.zh, ...names.vi])
      expect(name).not.toMatch(/Matchday|Round|Quarter|Semi|Final|leg\b|League/);
    const generated = engine.leagues('basketball')[0];
    if (!generated) throw new Error('no basketball league');
    for (const r of await allRounds(generated.id, 'results', 'zh')) expect(r.name).not.toMatch(/[A-Za-z]/);
  });

  it('has two legs of a knockout round as two rounds, and the league phase as the table phase', async () => {
    const results = await allRounds(CHAMPIONS_LEAGUE, 'results');
    expect(results.filter((r) => r.round === 'Finals, Round of 16').map((r) => r.leg)).toEqual([1]);
    const fixtures = await allRounds(CHAMPIONS_LEAGUE, 'fixtures');
    expect(fixtures.filter((r) => r.round === 'Finals, Round of 16').map((r) => r.leg)).toEqual([2]);
    expect(new Set(results.map((r) => r.phase))).toEqual(new Set(['league', 'knockout']));
    expect(results.filter((r) => r.phase === 'league')).toHaveLength(8);
  });
});

describe('each competition says the real season it replays and which part of it is real', () => {
  it('the table names the season, its shift and its last real result; each listed match its season', async () => {
    // The Premier League's full file holds the whole season (its last real result on 24 May 2026); the
    // Champions League's file ends before its final.
    for (const [leagueId, name, shiftDays, until, simulated] of [
      [PREMIER_LEAGUE, '2025/26', 364, '2026-05-24', 'none'],
      [CHAMPIONS_LEAGUE, '2024/25', 728, '2025-05-07', 'part'],
    ] as const) {
      const answer = await call('/vdapi/match/v1/league/table', { leagueId: String(leagueId) });
      const { season } = answer.data as LeagueTable;
      expect(season).toMatchObject({ name, shiftDays, simulated });
      expect(new Date(season.realUntil ?? 0).toISOString().slice(0, 10)).toBe(until);
      const listed = [...(await allRounds(leagueId, 'results')), ...(await allRounds(leagueId, 'fixtures'))];
      for (const m of listed.flatMap((r) => r.matches)) {
        expect(m.season).toBe(name);
        // Simulated exactly when its date in the data comes after the last real result (or it was replayed).
        const facts = engine.match(m.id)?.facts;
        expect(m.simulated, `${m.homeName} v ${m.awayName}`).toBe(
          facts?.kickOff === 'replayed' || (facts?.season?.realStart ?? 0) > (season.realUntil ?? 0),
        );
      }
    }
    const basketball = engine.leagues('basketball')[0];
    const answer = await call('/vdapi/match/v1/league/table', { leagueId: String(basketball?.id) });
    expect((answer.data as LeagueTable).season).toEqual({
      name: '',
      shiftDays: 0,
      simulated: 'all',
      realUntil: null,
    });
  });
});

describe("the table and the results agree (each competition's own table)", () => {
  it('Premier League: every row equals what the listed results say', async () => {
    const { table } = await expectTableMatchesResults(PREMIER_LEAGUE);
    expect(table).toHaveLength(20);
  });

  it("Champions League: the league phase's 36 rows, eight matches each", async () => {
    const { table } = await expectTableMatchesResults(CHAMPIONS_LEAGUE);
    expect(table).toHaveLength(36);
    expect(table.every((row) => row.played === 8)).toBe(true);
  });
});

describe('the bracket', () => {
  it('tells each tie by its legs: the round of 16 half played, aggregates the sum of the legs', async () => {
    const answer = await call('/vdapi/match/v1/league/table', { leagueId: String(CHAMPIONS_LEAGUE) }, 'zh');
    const { bracket, kind } = answer.data as LeagueTable;
    expect(kind).toBe('cup');
    expect(bracket.map((r) => r.name)).toEqual(['附加赛', '1/8决赛', '1/4决赛', '半决赛', '决赛']);
    for (const round of bracket)
      for (const tie of round.ties) {
        expect(tie.legs.map((l) => l.matchId)).toEqual(tie.matchIds);
        const played = tie.legs.filter((l) => l.status !== 0);
        expect(tie.aggregate).toEqual({
          home: played.reduce((n, l) => n + l.score.home, 0),
          away: played.reduce((n, l) => n + l.score.away, 0),
        });
      }
    const r16 = bracket[1]?.ties ?? [];
    expect(r16).toHaveLength(8);
    expect(r16.every((t) => t.legs.map((l) => l.status).join() === '-1,0' && t.winnerTeamId === null)).toBe(
      true,
    );
    expect(bracket[0]?.ties.every((t) => t.winnerTeamId !== null && t.decidedBy !== null)).toBe(true);
  });
});

describe('bounds', () => {
  it.each([
    [{ leagueId: '1' }, 400],
    [{ leagueId: '1', part: 'all' }, 400],
    [{ leagueId: '1', part: 'results', pageSize: '11' }, 400],
    [{ leagueId: '1', part: 'results', pageSize: '0' }, 400],
    [{ leagueId: '1', part: 'results', page: '1001' }, 400],
    [{ leagueId: '1', part: 'results', page: '1.5' }, 400],
    [{ leagueId: '999999', part: 'results' }, 404],
  ])('%j answers %i and names the problem', async (query, status) => {
    const answer = await call('/vdapi/match/v1/league/rounds', query as Record<string, string>);
    expect(answer.status).toBe(status);
    expect(answer.data).toBeNull();
    expect(answer.msg.length).toBeGreaterThan(0);
  });

  it('a page past the last one is empty and says so', async () => {
    const answer = await call('/vdapi/match/v1/league/rounds', {
      leagueId: '1',
      part: 'results',
      page: '999',
      pageSize: '10',
    });
    expect(answer.data).toMatchObject({ list: [], hasMore: false, page: 999 });
  });
});
