// Real files replayed through the API: the 2024/25 Champions League (extra time, penalties, two legs)
// and the 2025 J1 League (a file this code was not written against), every scored match checked through
// /vdapi/detail/v1/info: full-time, half-time, extra-time and penalty scores.
import { MatchDetailSchema } from '@pitchside/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { loadReplayFile, loadSeasons, SHIPPED_SEASONS_DIR } from '../engine/plugin';
import type { Engine, ReplayFixture } from '../engine/types';
import { teamIdentity } from '../engine/world/identityPort';
import { ApiClient, openTestDb, type TestDb } from '../testing/harness';
import { buildVdapiApp, decodeAnswer, schemaProblems } from '../testing/testApp';

const DAY = 86_400_000;
let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb.close();
});

/** Plays the replay to its end and returns the app serving it. */
async function replayed(name: string, code: string, leagueId: number) {
  const file = await loadReplayFile(`${SHIPPED_SEASONS_DIR}${name}`);
  const start = Date.UTC(2026, 10, 24, 7, 30);
  let clock = start;
  const engine: Engine = createEngine({
    seed: 11,
    clock: () => clock,
    seasons: loadSeasons(),
    replay: file,
    replayCode: code,
  });
  const last = Math.max(
    ...engine.matchesByDate('football', 0, Number.MAX_SAFE_INTEGER, leagueId).map((m) => m.startTime),
  );
  while (engine.now() < last + DAY) {
    clock += DAY;
    engine.tick();
  }
  const server = await buildVdapiApp({ db: testDb.db, engine, now: () => clock });
  return { file, engine, server, client: new ApiClient(server, undefined, () => clock) };
}

async function checkEveryScore(
  file: ReplayFixture,
  engine: Engine,
  server: FastifyInstance,
  client: ApiClient,
  leagueId: number,
) {
  const matches = engine.matchesByDate('football', 0, Number.MAX_SAFE_INTEGER, leagueId);
  const nameOf = (id: number) => engine.team(id)?.name.en;
  let checked = 0;
  for (const fm of file.matches) {
    const m = matches.find(
      (x) =>
        x.round === fm.round &&
        nameOf(x.homeTeamId) === teamIdentity(fm.team1).name.en &&
        nameOf(x.awayTeamId) === teamIdentity(fm.team2).name.en,
    );
    const where = `${fm.round}: ${fm.team1} v ${fm.team2}`;
    expect(m, where).toBeDefined();
    if (!m || !fm.score.ft) continue;
    const response = await client.get(`/vdapi/detail/v1/info/${m.id}`, {}, { lang: 'en' });
    expect(response.statusCode, where).toBe(200);
    const d = decodeAnswer(response, server.config).data;
    expect(schemaProblems(MatchDetailSchema, d), where).toEqual([]);
    const detail = d as import('@pitchside/shared').MatchDetail;
    const { ft, ht, et, p } = fm.score;
    const pair = (x: { home: number; away: number } | null | undefined) => (x ? [x.home, x.away] : null);
    expect(detail.match.status, where).toBe(-1);
    expect(pair(detail.fullTimeScore), where).toEqual(ft);
    expect([detail.match.homeScore, detail.match.awayScore], where).toEqual(et ?? ft);
    if (ht) expect([detail.match.halfHomeScore, detail.match.halfAwayScore], where).toEqual(ht);
    expect(pair(detail.extraTimeScore), where).toEqual(et ?? null);
    expect(detail.facts?.score, where).toBe('file');
    if (p && p[0] !== p[1]) {
      expect(pair(detail.penaltyScore), where).toEqual(p);
      expect(detail.facts?.shootout, where).toBe('file');
    } else if (p) {
      // The file's shoot-out is drawn (impossible): the winner is the side of the next round, the score generated.
      expect(detail.penaltyScore, where).not.toBeNull();
      expect(detail.facts?.shootout, where).toBe('generated');
    } else expect(detail.penaltyScore, where).toBeNull();
    checked++;
  }
  return checked;
}

describe('replays through the API', () => {
  it('plays the 2024/25 Champions League to every score of the file, shoot-outs and two legs included', async () => {
    const { file, engine, server, client } = await replayed('2024-25_uefa.cl.json', 'uefa.cl', 23);
    try {
      expect(await checkEveryScore(file, engine, server, client, 23)).toBe(188);
      // The bracket: PSG beat Liverpool on penalties in the round of 16, and every decided tie has a winner.
      const r16 = engine.bracket(23).find((r) => r.round === 'Finals, Round of 16');
      const tie = r16?.ties.find((t) =>
        [t.teamA, t.teamB].some((id) => engine.team(id)?.name.en === 'Liverpool'),
      );
      expect(tie?.decidedBy).toBe('penalties');
      expect(engine.team(tie?.winnerTeamId ?? 0)?.name.en).toBe('Paris Saint-Germain');
      expect(engine.standings(23)).toHaveLength(36);
      expect(engine.standings(23).every((r) => r.played === 8)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('plays the 2025 J1 League (a file not used to write the code) to every score of the file', async () => {
    const { file, engine, server, client } = await replayed('2025_jp.1.json', 'jp.1', 14);
    try {
      expect(await checkEveryScore(file, engine, server, client, 14)).toBe(136);
      const table = engine.standings(14);
      expect(table.reduce((s, r) => s + r.played, 0)).toBe(
        2 * engine.results('football', 0, Number.MAX_SAFE_INTEGER, 14).length,
      );
    } finally {
      await server.close();
    }
  });
});
