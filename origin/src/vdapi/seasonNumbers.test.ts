// The season's numbers never ahead of the clock: on a Monday morning of December 2026 (the four full
// seasons at their matchday 14 or 15), each league's scorers and cards lists and a player's page count
// exactly what the shipped files say happened up to that morning, read here from the files themselves,
// and a week later they have moved on.
// Not run again on PostgreSQL: its subject is the engine's answers through /vdapi; the database holds only
// the API's request log, which http/replayGuard.test.ts reads on PostgreSQL.
import {
  type LeagueScorers,
  LeagueScorersSchema,
  type PlayerPage,
  PlayerPageSchema,
  type ScorerRow,
} from '@pitchside/shared';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { loadSeasons } from '../engine/plugin';
import { nameKey } from '../engine/replay/fullText';
import type { ReplayMatch } from '../engine/replay/replayFile';
import type { Engine, Player, Team } from '../engine/types';
import { teamIdentity } from '../engine/world/identityPort';
import { ApiClient, openTestDb, type TestDb } from '../testing/harness';
import { buildVdapiApp, decodeAnswer, schemaProblems } from '../testing/testApp';

const MONDAY = Date.UTC(2026, 11, 7, 6);
const WEEK = 7 * 86_400_000;
const FULL = [
  { code: 'en.1', leagueId: 1 },
  { code: 'es.1', leagueId: 3 },
  { code: 'it.1', leagueId: 5 },
  { code: 'de.1', leagueId: 7 },
] as const;
const seasons = loadSeasons();

let testDb: TestDb;
let server: FastifyInstance;
let client: ApiClient;
let engine: Engine;
let clock = MONDAY;

beforeAll(async () => {
  testDb = await openTestDb();
  engine = createEngine({ seed: 20260614, clock: () => clock, startAt: MONDAY, seasons });
  server = await buildVdapiApp({ db: testDb.db, engine, now: () => clock });
  client = new ApiClient(server, undefined, () => clock);
}, 60_000);
afterAll(async () => {
  await server.close();
  await testDb.close();
});

async function get<T>(path: string, query: Record<string, string>, schema: TSchema): Promise<T> {
  const answer = decodeAnswer(await client.get(path, query, { lang: 'en' }), server.config);
  expect(answer.status, `${path} ${answer.msg}`).toBe(200);
  expect(schemaProblems(schema, answer.data), path).toEqual([]);
  return answer.data as T;
}
const scorers = (leagueId: number) =>
  get<LeagueScorers>('/vdapi/match/v1/league/scorers', { leagueId: String(leagueId) }, LeagueScorersSchema);

/** What one player did by the file, up to the world's morning. */
interface FileCount {
  goals: number;
  penalties: number;
  ownGoals: number;
  yellow: number;
  red: number;
  appearances: number;
  starts: number;
  minutes: number;
}
const zero = (): FileCount => ({
  goals: 0,
  penalties: 0,
  ownGoals: 0,
  yellow: 0,
  red: 0,
  appearances: 0,
  starts: 0,
  minutes: 0,
});

/**
 * The file's counts by player (his club's id and the key of the spelling the file gives him), over the
 * file's matches the world has kicked off and finished by now: the kick-off is the world's (the file's,
 * moved onto today's season cycle), everything else the file's.
 */
function fileCounts(code: string, leagueId: number): Map<string, FileCount> {
  const file = seasons.find((s) => s.code === code)?.file;
  const teams = engine.league(leagueId)?.teamIds.flatMap((id) => engine.team(id) ?? []) ?? [];
  const teamOf = (raw: string) => teams.find((t) => t.name.en === teamIdentity(raw).name.en) as Team;
  const kickOff = new Map(
    engine
      .matchesByDate('football', 0, Number.MAX_SAFE_INTEGER, leagueId)
      .map((m) => [`${m.homeTeamId}-${m.awayTeamId}`, m.startTime]),
  );
  const out = new Map<string, FileCount>();
  const row = (team: Team, name: string) => {
    const key = `${team.id}:${nameKey(name)}`;
    const r = out.get(key) ?? zero();
    out.set(key, r);
    return r;
  };
  for (const fm of file?.matches ?? ([] as ReplayMatch[])) {
    const home = teamOf(fm.team1);
    const away = teamOf(fm.team2);
    // Finished by now: a league match is over within three hours of its kick-off.
    const at = kickOff.get(`${home.id}-${away.id}`) ?? Number.POSITIVE_INFINITY;
    if (at + 3 * 3_600_000 > engine.now()) continue;
    const sheets = fm.details?.lineups;
    if (!sheets) continue;
    for (const side of ['home', 'away'] as const) {
      const team = side === 'home' ? home : away;
      const other = side === 'home' ? away : home;
      const sheet = sheets[side];
      for (const g of (side === 'home' ? fm.goals1 : fm.goals2) ?? []) {
        if (g.owngoal) row(other, g.name).ownGoals++;
        else {
          row(team, g.name).goals++;
          if (g.penalty) row(team, g.name).penalties++;
        }
      }
      for (const c of sheet.cards) {
        if (c.kind === 'yellow') row(team, c.name).yellow++;
        else row(team, c.name).red++;
      }
      // Minutes as the site counts them: from kick-off or coming on, to going off, a sending-off or 90.
      const cameOn = new Map(sheet.substitutions.map((s) => [s.on, s.minute]));
      const wentOff = new Map(sheet.substitutions.map((s) => [s.off, s.minute]));
      const sentOff = new Map(sheet.cards.filter((c) => c.kind !== 'yellow').map((c) => [c.name, c.minute]));
      for (const name of [...sheet.lines.flat().map((p) => p.name), ...cameOn.keys()]) {
        const r = row(team, name);
        const from = cameOn.get(name) ?? 0;
        r.appearances++;
        if (!cameOn.has(name)) r.starts++;
        r.minutes += Math.max(0, Math.min(wentOff.get(name) ?? 90, sentOff.get(name) ?? 90, 90) - from);
      }
    }
  }
  return out;
}

/** A player's count in the file, over every spelling of his. */
function countOf(counts: Map<string, FileCount>, player: Player, teamId: number): FileCount {
  const sum = zero();
  for (const key of new Set([player.name, ...(player.spellings ?? [])].map(nameKey))) {
    const r = counts.get(`${teamId}:${key}`);
    if (!r) continue;
    for (const key of Object.keys(sum) as (keyof FileCount)[]) sum[key] += r[key];
  }
  return sum;
}
const playerOf = (row: ScorerRow) =>
  engine.team(row.teamId)?.players.find((p) => p.id === row.playerId) as Player;

describe.each(FULL)('$code on the Monday of matchday 15', ({ code, leagueId }) => {
  it("lists the file's top scorers and cards up to this morning, not the season's end", async () => {
    const counts = fileCounts(code, leagueId);
    const answer = await scorers(leagueId);
    expect(answer.facts).toMatchObject({ scorers: 'file', cards: 'file', assists: 'absent' });
    // The top five: each row's goals are the file's for that player, and no one of the file has more.
    const fileTop = [...counts.values()].map((c) => c.goals).sort((a, b) => b - a);
    expect(answer.scorers.slice(0, 5).map((r) => r.goals)).toEqual(fileTop.slice(0, 5));
    for (const row of answer.scorers) {
      const file = countOf(counts, playerOf(row), row.teamId);
      expect({ name: row.name, goals: row.goals, penalties: row.penalties }).toEqual({
        name: row.name,
        goals: file.goals,
        penalties: file.penalties,
      });
    }
    for (const row of answer.cards) {
      const file = countOf(counts, playerOf(row), row.teamId);
      expect({ name: row.name, yellow: row.yellowCards, red: row.redCards }).toEqual({
        name: row.name,
        yellow: file.yellow,
        red: file.red,
      });
    }
    expect(answer.assists).toEqual([]);
    // The whole season's file counts more for its top scorer than the morning of matchday 15 does.
    const season = seasons.find((s) => s.code === code)?.file.matches ?? [];
    const top = playerOf(answer.scorers[0] as ScorerRow);
    const keys = new Set([top.name, ...(top.spellings ?? [])].map(nameKey));
    const seasonGoals = season
      .flatMap((m) => [...(m.goals1 ?? []), ...(m.goals2 ?? [])])
      .filter((g) => !g.owngoal && keys.has(nameKey(g.name))).length;
    expect(answer.scorers[0]?.goals).toBeLessThan(seasonGoals);
  });

  it("counts a player's appearances, starts, minutes, goals, own goals and cards as the file does", async () => {
    const counts = fileCounts(code, leagueId);
    const answer = await scorers(leagueId);
    // His season spans every competition: players of clubs with no other match counted yet (no
    // Champions League this season), whose every match is the league's.
    const otherCompetition = (teamId: number) =>
      engine
        .matchesByDate('football', 0, engine.now())
        .some(
          (m) =>
            m.leagueId !== leagueId &&
            m.status === -1 &&
            (m.homeTeamId === teamId || m.awayTeamId === teamId),
        );
    const rows = [...answer.scorers, ...answer.cards].filter((r) => !otherCompetition(r.teamId)).slice(0, 6);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const page = await get<PlayerPage>(`/vdapi/player/v1/info/${row.playerId}`, {}, PlayerPageSchema);
      const file = countOf(counts, playerOf(row), row.teamId);
      expect(page.season, page.player.name).toMatchObject({
        appearances: file.appearances,
        starts: file.starts,
        minutes: file.minutes,
        goals: file.goals,
        penalties: file.penalties,
        ownGoals: file.ownGoals,
        yellowCards: file.yellow,
        redCards: file.red,
      });
      expect(page.facts).toMatchObject({ lineups: 'file', scorers: expect.stringMatching(/file|none/) });
    }
  });
});

describe('a week later', () => {
  it('the lists have moved with the clock', async () => {
    const before = await scorers(1);
    clock += WEEK;
    engine.tick();
    const after = await scorers(1);
    expect(after.matches).toBeGreaterThan(before.matches);
    expect(after.goals).toBeGreaterThan(before.goals);
    const counts = fileCounts('en.1', 1);
    expect(after.scorers.slice(0, 5).map((r) => r.goals)).toEqual(
      [...counts.values()]
        .map((c) => c.goals)
        .sort((a, b) => b - a)
        .slice(0, 5),
    );
  });
});
