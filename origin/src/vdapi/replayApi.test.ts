// Real files replayed through the API: the 2024/25 Champions League (extra time, penalties, two legs)
// and the 2025 J1 League (a file this code was not written against), every scored match checked through
// /vdapi/detail/v1/info: full-time, half-time, extra-time and penalty scores. And nothing from the future:
// a small cup (two-legged semi-finals, then a final) walked through by the world's clock; at each step
// the final, as every surface tells it (its card and detail, the bracket, the finalists' team pages,
// search), shows only the sides the world has decided.
// Not run again on PostgreSQL: its subject is the engine's answers through /vdapi; the database holds only
// the API's request log, which http/replayGuard.test.ts reads on PostgreSQL.
import {
  type LeagueTable,
  LINEUP_LEAD_MS,
  type MatchDetail,
  MatchDetailSchema,
  type MatchLineup,
  type SearchAnswer,
  type TeamPage,
} from '@pitchside/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { loadReplayFile, loadSeasons, SHIPPED_SEASONS_DIR } from '../engine/plugin';
import { parseReplay } from '../engine/replay/replayFile';
import { REPLAY_LEAGUE_ID } from '../engine/replay/replayWorld';
import type { Engine, Locale, Match, ReplayFixture } from '../engine/types';
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

describe('nothing from the future', () => {
  const leg = (date: string, team1: string, team2: string, ft: [number, number]) => ({
    round: 'Semi-finals',
    date,
    team1,
    team2,
    score: { ft },
  });
  const FILE = parseReplay({
    name: 'Pitchside Invitational Cup 2026',
    matches: [
      leg('2026-04-28', 'Arsenal FC (ENG)', 'Paris Saint-Germain (FRA)', [0, 1]),
      leg('2026-04-29', 'FC Barcelona (ESP)', 'Inter (ITA)', [3, 3]),
      leg('2026-05-06', 'Paris Saint-Germain (FRA)', 'Arsenal FC (ENG)', [2, 1]),
      leg('2026-05-07', 'Inter (ITA)', 'FC Barcelona (ESP)', [4, 3]),
      {
        round: 'Final',
        date: '2026-05-31',
        team1: 'Paris Saint-Germain (FRA)',
        team2: 'Inter (ITA)',
        score: { ft: [5, 0] },
      },
    ],
  });

  let engine: Engine;
  let client: ApiClient;
  let decode: <T>(r: Awaited<ReturnType<ApiClient['get']>>) => T;
  let clock = Date.UTC(2026, 10, 24, 12);
  beforeAll(async () => {
    // The five matches two engine hours apart, in the file's order; one engine minute a tick.
    engine = createEngine({
      seed: 27,
      clock: () => clock,
      startAt: clock,
      replay: FILE,
      replayStaggerMinutes: 120,
      days: 1,
    });
    const server = await buildVdapiApp({ db: testDb.db, engine, now: () => clock });
    client = new ApiClient(server, undefined, () => clock);
    decode = (r) => decodeAnswer(r, server.config).data as never;
  });

  const cup = () => engine.matchesByDate('football', 0, Number.MAX_SAFE_INTEGER, REPLAY_LEAGUE_ID);
  const named = (home: string, away: string) => {
    const m = cup().find(
      (x) =>
        engine.team(x.homeTeamId)?.name.en.startsWith(home) &&
        engine.team(x.awayTeamId)?.name.en.startsWith(away),
    );
    if (!m) throw new Error(`${home} v ${away}`);
    return m;
  };
  /** Ticks the world one engine minute at a time until `match` is over. */
  function playThrough(match: Match) {
    for (let i = 0; i < 24 * 60 && match.status !== -1; i++) {
      clock += 60_000;
      engine.tick();
    }
    expect(match.status).toBe(-1);
  }

  async function surfaces(locale: Locale) {
    const final = named('Paris', 'Inter');
    const psg = final.homeTeamId;
    const inter = final.awayTeamId;
    const lang = locale === 'cn' ? 'zh' : locale;
    const detail = decode<MatchDetail>(await client.get(`/vdapi/detail/v1/info/${final.id}`, {}, { lang }));
    const table = decode<LeagueTable>(
      await client.get('/vdapi/match/v1/league/table', { leagueId: String(REPLAY_LEAGUE_ID) }, { lang }),
    );
    const finalTie = table.bracket.find((r) => r.round === 'Final')?.ties[0];
    const page = async (id: number) =>
      decode<TeamPage>(await client.get(`/vdapi/team/v1/info/${id}`, {}, { lang }));
    const onPage = async (id: number) => {
      const p = await page(id);
      return [...p.live, ...p.next, ...p.last].some((m) => m.id === final.id);
    };
    const searched = async (q: string) =>
      decode<SearchAnswer>(await client.get('/vdapi/search', { q }, { lang })).matches.some(
        (m) => m.id === final.id,
      );
    const lineup = await client.get(`/vdapi/detail/v1/lineup/${final.id}`, {}, { lang });
    return {
      card: [detail.match.homeId, detail.match.homeName, detail.match.awayId, detail.match.awayName],
      bracket: [finalTie?.teamA.id, finalTie?.teamA.name, finalTie?.teamB.id, finalTie?.teamB.name],
      logos: [detail.match.homeLogo === '', detail.match.awayLogo === '', finalTie?.teamA.logo === ''],
      odds: detail.match.stats1,
      pages: [await onPage(psg), await onPage(inter)],
      search: [await searched('Paris'), await searched('Inter')],
      lineup: lineup.statusCode,
      psg,
      inter,
    };
  }

  it("a replayed match's line-ups are announced an hour before its kick-off, by the engine's clock", async () => {
    // The world's clock only moves on: the first match more than an hour away (the second, two hours on).
    const first = cup()
      .filter((m) => m.startTime - LINEUP_LEAD_MS - 60_000 > clock)
      .sort((a, b) => a.startTime - b.startTime)[0];
    if (!first) throw new Error('no cup match an hour away');
    const lineupAt = async () =>
      decode<MatchLineup>(await client.get(`/vdapi/detail/v1/lineup/${first.id}`, {}, { lang: 'en' }));
    clock = first.startTime - LINEUP_LEAD_MS - 60_000;
    engine.tick();
    const early = await lineupAt();
    expect(early).toMatchObject({ announced: false, announceTime: first.startTime - LINEUP_LEAD_MS });
    expect([early.home.starters, early.away.substitutes]).toEqual([[], []]);
    clock = first.startTime - LINEUP_LEAD_MS;
    engine.tick();
    const out = await lineupAt();
    expect(out.announced).toBe(true);
    expect(out.home.starters).toHaveLength(11);
  });

  describe('a knockout tie shows its sides only once the world has decided them', () => {
    it('walks the semi-finals, both legs, to the final', async () => {
      // Before a ball is kicked: the final names the ties it waits for, in every language.
      let s = await surfaces('en');
      expect(s.card).toEqual([0, 'Winner of Arsenal v PSG', 0, 'Winner of Barcelona v Inter']);
      expect(s.bracket).toEqual(s.card);
      expect(s.logos).toEqual([true, true, true]);
      expect(s.odds).toBe('');
      expect(s.pages).toEqual([false, false]);
      expect(s.search).toEqual([false, false]);
      expect(s.lineup).not.toBe(200);
      expect((await surfaces('cn')).card).toEqual([0, '阿森纳/大巴黎胜者', 0, '巴萨/国米胜者']);
      expect((await surfaces('vi')).card).toEqual([
        0,
        'Đội thắng Arsenal - PSG',
        0,
        'Đội thắng Barca - Inter',
      ]);

      // The first legs played: nothing is decided yet.
      playThrough(named('Barcelona', 'Inter'));
      s = await surfaces('en');
      expect(s.card).toEqual([0, 'Winner of Arsenal v PSG', 0, 'Winner of Barcelona v Inter']);
      expect(s.pages).toEqual([false, false]);

      // PSG through on aggregate (3-1): the final's home side is PSG; its opponent still to come.
      playThrough(named('Paris', 'Arsenal'));
      s = await surfaces('en');
      expect(s.card).toEqual([s.psg, 'Paris Saint-Germain', 0, 'Winner of Barcelona v Inter']);
      expect(s.bracket).toEqual(s.card);
      expect(s.pages).toEqual([true, false]);
      expect(s.search).toEqual([true, false]);
      expect(s.lineup).not.toBe(200);

      // Inter through (7-6): both sides known, the final is an ordinary match.
      playThrough(named('Inter', 'Barcelona'));
      s = await surfaces('en');
      expect(s.card).toEqual([s.psg, 'Paris Saint-Germain', s.inter, expect.stringContaining('Inter')]);
      expect(s.bracket).toEqual(s.card);
      expect(s.logos).toEqual([false, false, false]);
      expect(s.pages).toEqual([true, true]);
      expect(s.search).toEqual([true, true]);
      expect(s.lineup).toBe(200);
    });
  });
});
