// Team pages, scorers and followed matches over the real engine (the shipped seasons), through the real
// routes on a real database: the figures agree with the league table and with the matches' own scores.
import {
  type LeagueScorers,
  LeagueScorersSchema,
  type LeagueTable,
  LeagueTableSchema,
  type MatchDetail,
  MatchDetailSchema,
  type MatchLineup,
  MatchLineupSchema,
  type MatchList,
  MatchListSchema,
  type PlayerPage,
  PlayerPageSchema,
  type SearchAnswer,
  SearchAnswerSchema,
  type TeamPage,
  TeamPageSchema,
} from '@pitchside/shared';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { coachIdentity, realPlayersOf, teamByKey, teamIdentity } from '../engine/identity';
import { loadSeasons } from '../engine/plugin';
import { nameKey } from '../engine/replay/fullText';
import type { Engine, Match } from '../engine/types';
import { familyNameOf } from '../engine/world/lineup';
import { ApiClient, openTestDb, type TestDb } from '../testing/harness';
import { buildVdapiApp, decodeAnswer, schemaProblems } from '../testing/testApp';
import { allMatches, counts } from './seasonTallies';

let testDb: TestDb;
let server: FastifyInstance;
let client: ApiClient;
let engine: Engine;
// A Saturday afternoon: football in play.
let clock = Date.UTC(2026, 10, 28, 14, 30);

beforeAll(async () => {
  testDb = await openTestDb();
  engine = createEngine({ seed: 11, clock: () => clock, speed: 1, seasons: loadSeasons() });
  engine.tick();
  server = await buildVdapiApp({ db: testDb.db, engine, now: () => clock });
  client = new ApiClient(server, undefined, () => clock);
}, 60_000);
afterAll(async () => {
  await server.close();
  await testDb.close();
});

async function get<T>(path: string, query: Record<string, string>, schema: TSchema, lang = 'en'): Promise<T> {
  const answer = decodeAnswer(await client.get(path, query, { lang }), server.config);
  expect(answer.status, `${path} ${JSON.stringify(query)} ${answer.msg}`).toBe(200);
  expect(schemaProblems(schema, answer.data), path).toEqual([]);
  return answer.data as T;
}
const teamPage = (id: number, lang = 'en') =>
  get<TeamPage>(`/vdapi/team/v1/info/${id}`, {}, TeamPageSchema, lang);
const playerPage = (id: number, lang = 'en') =>
  get<PlayerPage>(`/vdapi/player/v1/info/${id}`, {}, PlayerPageSchema, lang);
const scorers = (leagueId: number) =>
  get<LeagueScorers>('/vdapi/match/v1/league/scorers', { leagueId: String(leagueId) }, LeagueScorersSchema);

const premierLeague = () => {
  const league = engine.leagues('football').find((l) => l.name.en === 'Premier League');
  if (!league) throw new Error('no Premier League in the shipped seasons');
  return league;
};

/** Goals a team scored in its counted matches, from the scores (the shoot-out not counted). */
function goalsFor(teamId: number, matches: readonly Match[]): number {
  return matches
    .filter((m) => counts(m) && (m.homeTeamId === teamId || m.awayTeamId === teamId))
    .reduce((sum, m) => sum + (m.homeTeamId === teamId ? m.score.home : m.score.away), 0);
}

describe('team pages', () => {
  it('answer in cn, en and vi; a 404 for an unknown team', async () => {
    const teamId = premierLeague().teamIds[0] ?? 0;
    const names = new Set<string>();
    for (const lang of ['zh', 'en', 'vi']) names.add((await teamPage(teamId, lang)).team.name);
    expect(names.size).toBeGreaterThan(1);
    const missing = decodeAnswer(await client.get('/vdapi/team/v1/info/999999'), server.config);
    expect(missing).toMatchObject({ status: 404, code: 10005, data: null });
  });

  it("show each competition's row exactly as the league table does", async () => {
    const league = premierLeague();
    const table = await get<LeagueTable>(
      '/vdapi/match/v1/league/table',
      { leagueId: String(league.id) },
      LeagueTableSchema,
    );
    expect(table.table.length).toBe(league.teamIds.length);
    for (const row of table.table.slice(0, 6)) {
      const page = await teamPage(row.teamId);
      const own = page.competitions.find((c) => c.leagueId === league.id);
      expect(own?.standing).toEqual(row);
      expect(own?.tableSize).toBe(table.table.length);
    }
  });

  it('list live, next and last matches, and the form of the last five results', async () => {
    const teamId = premierLeague().teamIds[3] ?? 0;
    const page = await teamPage(teamId);
    for (const match of [...page.live, ...page.next, ...page.last])
      expect([match.homeId, match.awayId]).toContain(teamId);
    expect(page.last.length).toBe(5);
    expect(page.last.every((m) => m.status === -1)).toBe(true);
    expect(page.next.every((m) => m.status === 0 || m.status === -11)).toBe(true);
    const kickOffs = page.next.map((m) => m.startTime);
    expect(kickOffs).toEqual([...kickOffs].sort((a, b) => a - b));
    const expected = [...page.last].reverse().map((m) => {
      const own = m.homeId === teamId ? m.homeScore : m.awayScore;
      const other = m.homeId === teamId ? m.awayScore : m.homeScore;
      return own > other ? 'W' : own < other ? 'L' : 'D';
    });
    expect(page.form).toEqual(expected);
  });

  it("count the squad's goals from the events: with the opponents' own goals they make the goals scored", async () => {
    const all = allMatches(engine);
    for (const teamId of premierLeague().teamIds.slice(0, 5)) {
      const page = await teamPage(teamId);
      expect(page.squad.length).toBeGreaterThan(10);
      const squadGoals = page.squad.reduce((sum, p) => sum + p.goals, 0);
      const ownGoalsFor = all
        .filter((m) => counts(m) && (m.homeTeamId === teamId || m.awayTeamId === teamId))
        .flatMap((m) =>
          m.events.filter(
            (e) =>
              e.type === 'own' && e.side === (m.homeTeamId === teamId ? 'home' : 'away') && e.period !== 5,
          ),
        ).length;
      expect(squadGoals + ownGoalsFor).toBe(goalsFor(teamId, all));
      expect(page.squad.some((p) => p.yellowCards > 0)).toBe(true);
      // The league's full file names every scorer; a Champions League tie's file gives scores only.
      const counted = all.filter((m) => counts(m) && (m.homeTeamId === teamId || m.awayTeamId === teamId));
      const fromFile = counted.every((m) => m.facts.goals === 'file' || m.score.home + m.score.away === 0);
      expect(page.facts.scorers).toBe(fromFile ? 'file' : 'mixed');
    }
  });
});

describe('player pages', () => {
  it("count each player's season from the line-ups and events: eleven starts a match, the team's minutes, the squad's goals", async () => {
    const teamId = premierLeague().teamIds[2] ?? 0;
    const team = await teamPage(teamId);
    const pages = await Promise.all(team.squad.map((p) => playerPage(p.id)));
    const played = allMatches(engine).filter(
      (m) => counts(m) && m.status === -1 && (m.homeTeamId === teamId || m.awayTeamId === teamId),
    );
    // Finished matches only, so that the minutes are known: a live one would make the sum move.
    expect(
      engine.liveMatches('football').some((m) => m.homeTeamId === teamId || m.awayTeamId === teamId),
    ).toBe(false);
    const sum = (key: Exclude<keyof PlayerPage['season'], 'averageRating'>) =>
      pages.reduce((total, p) => total + p.season[key], 0);
    expect(sum('starts')).toBe(11 * played.length);
    // Every match gives the side 11 x its length in minutes, less what a sending-off took away.
    const lost = played.flatMap((m) =>
      m.events
        .filter(
          (e) =>
            (e.type === 'red' || e.type === 'yellowred') &&
            e.side === (m.homeTeamId === teamId ? 'home' : 'away'),
        )
        .map((e) => (m.extraTimeScore !== null ? 120 : 90) - e.minute),
    );
    const length = played.reduce((total, m) => total + (m.extraTimeScore !== null ? 120 : 90), 0);
    expect(sum('minutes')).toBe(11 * length - lost.reduce((a, b) => a + b, 0));
    for (const [i, page] of pages.entries()) {
      const row = team.squad[i];
      expect(page.player).toMatchObject({ id: row?.id, name: row?.name, number: row?.number });
      expect(page.team).toMatchObject({ id: teamId, name: team.team.name, national: false });
      expect(page.season).toMatchObject({
        goals: row?.goals,
        assists: row?.assists,
        yellowCards: row?.yellowCards,
        redCards: row?.redCards,
      });
      expect(page.season.appearances).toBeGreaterThanOrEqual(page.season.starts);
      expect(page.season.minutes).toBeLessThanOrEqual(120 * page.season.appearances);
      // His average rating over the matches he played; none when he has not played.
      if (page.season.appearances === 0) expect(page.season.averageRating).toBeNull();
      else {
        expect(page.season.averageRating).toBeGreaterThanOrEqual(3);
        expect(page.season.averageRating).toBeLessThanOrEqual(10);
      }
    }
    expect(sum('appearances')).toBeGreaterThan(11 * played.length);
    // Every player of a club whose season is in full is real; one the squads file does not have has no
    // date of birth, age or nation: none is made up. One it has, his own.
    expect(pages.every((p) => !p.player.generated)).toBe(true);
    const unlisted = pages.find((p) => p.player.listedAsOf === null && p.player.birthDate === null);
    expect(unlisted?.player).toMatchObject({ birthDate: null, age: null, nation: null });
    for (const page of pages.filter((p) => !p.player.generated && p.player.birthDate !== null))
      expect(page.player.age).toBeGreaterThanOrEqual(15);
    expect(pages[0]?.last?.id).toBe(team.last[0]?.id);
    expect(pages[0]?.next?.id).toBe((team.live[0] ?? team.next[0])?.id);
  });

  it('answer in cn, en and vi; a 404 for an unknown player, a 400 for a malformed id', async () => {
    const teamId = premierLeague().teamIds[0] ?? 0;
    const id = (await teamPage(teamId)).squad[0]?.id ?? 0;
    const teams = new Set<string>();
    for (const lang of ['zh', 'en', 'vi']) teams.add((await playerPage(id, lang)).team.name);
    expect(teams.size).toBeGreaterThan(1);
    const missing = decodeAnswer(await client.get('/vdapi/player/v1/info/999999'), server.config);
    expect(missing).toMatchObject({ status: 404, code: 10005, data: null });
    const malformed = decodeAnswer(await client.get('/vdapi/player/v1/info/12ab'), server.config);
    expect(malformed).toMatchObject({ status: 400, code: 10001, data: null });
  });

  it('search finds a player by his name in any language, the whole name first', async () => {
    const player = engine.team(premierLeague().teamIds[1] ?? 0)?.players[5];
    if (!player) throw new Error('no player');
    for (const [lang, name] of [
      ['en', player.names.en],
      ['zh', player.names.cn],
    ] as const) {
      const found = await get<SearchAnswer>('/vdapi/search', { q: name }, SearchAnswerSchema, lang);
      expect(found.players?.[0]).toMatchObject({
        id: player.id,
        teamId: player.teamId,
        number: player.shirtNumberUnknown ? null : player.shirtNumber,
      });
    }
    const none = await get<SearchAnswer>('/vdapi/search', { q: 'zzqxj' }, SearchAnswerSchema);
    expect(none.players).toEqual([]);
  });

  it('the timeline names both players of a substitution by id: the one going off, the one coming on', async () => {
    const match = allMatches(engine).find(
      (m) =>
        m.status === -1 && m.events.some((e) => e.type === 'substitute') && m.leagueId === premierLeague().id,
    );
    if (!match) throw new Error('no finished match with a substitution');
    const detail = await get<MatchDetail>(`/vdapi/detail/v1/info/${match.id}`, {}, MatchDetailSchema);
    const squads = [match.homeTeamId, match.awayTeamId].flatMap((id) => engine.team(id)?.players ?? []);
    const subs = detail.events.filter((e) => e.kind === 'substitute');
    expect(subs.length).toBeGreaterThan(0);
    for (const event of subs) {
      const off = squads.find((p) => p.id === event.playerId);
      const on = squads.find((p) => p.id === event.relatedPlayerId);
      expect(off?.names.en).toBe(event.playerName);
      expect(on?.names.en).toBe(event.relatedPlayerName);
      const source = match.events.find((e) => e.id === event.id);
      expect(source?.playerName).toBe(off?.name);
      expect(source?.relatedPlayerName).toBe(on?.name);
    }
  });
});

describe('scorers', () => {
  it("rank a competition's scorers and assists from its events, ties sharing a rank", async () => {
    const league = premierLeague();
    const answer = await scorers(league.id);
    expect(answer.scorers.length).toBe(20);
    // The full file names every scorer.
    expect(answer.facts.scorers).toBe('file');
    const goals = answer.scorers.map((r) => r.goals);
    expect(goals).toEqual([...goals].sort((a, b) => b - a));
    for (const [i, row] of answer.scorers.entries()) {
      expect(row.rank).toBe(1 + goals.indexOf(row.goals));
      if (i > 0 && row.goals === answer.scorers[i - 1]?.goals)
        expect(row.rank).toBe(answer.scorers[i - 1]?.rank);
    }
    // The top scorer's count, recounted here from the league's events.
    const top = answer.scorers[0];
    const recount = allMatches(engine)
      .filter((m) => m.leagueId === league.id && counts(m))
      .flatMap((m) => m.events)
      .filter((e) => (e.type === 'goal' || e.type === 'penalty') && e.playerId === top?.playerId).length;
    expect(top?.goals).toBe(recount);
    // The file names no assist, and none is made up; Ligue 1's are the engine's, ranked the same way.
    expect(answer.assists).toEqual([]);
    const ligue1 = engine.leagues('football').find((l) => l.name.en === 'Ligue 1');
    const assists = (await scorers(ligue1?.id ?? 0)).assists.map((r) => r.assists);
    expect(assists).toEqual([...assists].sort((a, b) => b - a));
    expect(assists[0]).toBeGreaterThan(0);
  });

  it('move the moment a goal is scored in a live match of the competition', async () => {
    // A competition with football in play (waiting for a kick-off when none is).
    for (let n = 0; n < 24 * 12 && engine.liveMatches('football').length === 0; n += 1) {
      clock += 5 * 60_000;
      engine.tick();
    }
    const league = engine.league(engine.liveMatches('football')[0]?.leagueId ?? 0);
    if (!league) throw new Error('no football in play in a day');
    const leagueGoals = () =>
      allMatches(engine)
        .filter((m) => m.leagueId === league.id && counts(m))
        .flatMap((m) => m.events)
        .filter((e) => (e.type === 'goal' || e.type === 'penalty') && e.period !== 5);
    const before = await scorers(league.id);
    const counted = leagueGoals().length;
    expect(before.goals).toBe(counted);
    // Play on a minute at a time until somebody scores in the competition.
    for (let minute = 0; minute < 240 && leagueGoals().length === counted; minute += 1) {
      clock += 60_000;
      engine.tick();
    }
    const goals = leagueGoals();
    expect(goals.length).toBeGreaterThan(counted);
    const after = await scorers(league.id);
    expect(after.goals).toBe(goals.length);
    const newest = [...goals].sort((a, b) => a.time - b.time).at(-1);
    const row = after.scorers.find((r) => r.playerId === newest?.playerId);
    const theirs = goals.filter((e) => e.playerId === newest?.playerId).length;
    if (row) expect(row.goals).toBe(theirs);
    const earlier = before.scorers.find((r) => r.playerId === newest?.playerId);
    if (earlier && row) expect(row.goals).toBeGreaterThan(earlier.goals);
  });

  it('a 404 for an unknown competition, a 400 for a bad id', async () => {
    const missing = decodeAnswer(
      await client.get('/vdapi/match/v1/league/scorers', { leagueId: '999999' }),
      server.config,
    );
    expect(missing).toMatchObject({ status: 404, code: 10005 });
    const bad = decodeAnswer(
      await client.get('/vdapi/match/v1/league/scorers', { leagueId: 'x' }),
      server.config,
    );
    expect(bad).toMatchObject({ status: 400, code: 10001 });
  });
});

describe('followed matches', () => {
  it("put the followed teams' matches first, then the competitions'", async () => {
    const league = premierLeague();
    const teamId = engine.leagues('football').find((l) => l.name.en === 'La Liga')?.teamIds[0] ?? 0;
    const answer = await get<MatchList>(
      '/vdapi/match/v1/followed',
      { teamIds: String(teamId), leagueIds: String(league.id) },
      MatchListSchema,
    );
    const teamPart = answer.list.filter((m) => m.homeId === teamId || m.awayId === teamId);
    expect(teamPart.length).toBeGreaterThan(0);
    expect(answer.list.slice(0, teamPart.length)).toEqual(teamPart);
    expect(answer.list.slice(teamPart.length).every((m) => m.leagueId === league.id)).toBe(true);
    const none = await get<MatchList>('/vdapi/match/v1/followed', {}, MatchListSchema);
    expect(none.list).toEqual([]);
    const bad = decodeAnswer(
      await client.get('/vdapi/match/v1/followed', { teamIds: '1,,2' }),
      server.config,
    );
    expect(bad).toMatchObject({ status: 400, code: 10001 });
  });
});

// ---------------------------------------------------------------- real squads

const BIG_CLUBS = [
  'arsenal',
  'manchester-city',
  'liverpool',
  'bayern-munich',
  'borussia-dortmund',
  'paris-saint-germain',
  'barcelona',
  'real-madrid',
  'inter',
  'ac-milan',
];

const teamOfKey = (key: string) => {
  const name = teamByKey(key)?.name.en;
  const team = engine.leagues('football').flatMap((l) => l.teamIds.map((id) => engine.team(id)));
  const found = team.find((t) => t?.name.en === name);
  if (!found) throw new Error(`no team ${key} in the world`);
  return found;
};

/** The latest finished match of a team in any competition. */
function lastFinished(teamId: number): Match | undefined {
  return engine
    .results('football', 0, Number.MAX_SAFE_INTEGER)
    .filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId)
    .sort((a, b) => b.startTime - a.startTime)[0];
}

describe('real squads', () => {
  it('the big clubs hold the real players their season names, with the squads file’s facts, and field a real eleven', async () => {
    const shares: string[] = [];
    const seasons = loadSeasons();
    for (const key of BIG_CLUBS) {
      const team = teamOfKey(key);
      const page = await teamPage(team.id);
      const real = realPlayersOf(key);
      const squad = new Map(page.squad.map((p) => [p.name, p]));
      // A club whose season is in full: the players of its line-ups, changes and cards, none generated.
      const sheets = seasons
        .flatMap((s) => s.file.matches)
        .flatMap((m) => {
          const l = m.details?.lineups;
          if (!l) return [];
          return [
            teamIdentity(m.team1)?.key === key ? l.home : teamIdentity(m.team2)?.key === key ? l.away : null,
          ];
        })
        .flatMap((sheet) => (sheet ? [sheet] : []));
      const inSeason = new Set(
        sheets.flatMap((sh) =>
          [
            ...sh.lines.flat().map((p) => p.name),
            ...sh.substitutions.map((x) => x.on),
            ...sh.cards.map((c) => c.name),
          ].map(nameKey),
        ),
      );
      const full = sheets.length > 0;
      if (full) expect(page.squad.every((p) => !p.generated && p.fromFile)).toBe(true);
      for (const p of real) {
        const row = squad.get(p.name.en);
        // The squads file's player who never appeared for the club this season is not in its squad.
        if (full && !inSeason.has(nameKey(p.name.en))) {
          expect(row, `${key}: ${p.name.en} never played for it`).toBeUndefined();
          continue;
        }
        if (full && !row) continue;
        expect(row, `${key}: ${p.name.en}`).toMatchObject({
          generated: false,
          birthDate: p.birthDate,
          position: p.position,
          nation: p.nation.en,
          // The squads file's number is his nation's; his club's is not in the data, so none is shown.
          number: null,
        });
      }
      const generated = page.squad.filter((p) => p.generated).length;
      shares.push(`${key} ${page.squad.length - generated}/${page.squad.length}`);
      const match = lastFinished(team.id);
      if (!match) throw new Error(`${key} has played no match`);
      const lineup = await get<MatchLineup>(`/vdapi/detail/v1/lineup/${match.id}`, {}, MatchLineupSchema);
      const side = lineup.home.teamId === team.id ? lineup.home : lineup.away;
      const realStarters = side.starters.filter((p) => p.generated === false).length;
      for (const p of [...side.starters, ...side.substitutes])
        expect(p.number === null, `${key}: ${p.name}'s number`).toBe(!p.generated);
      if (full) expect(realStarters, `${key}: real starters`).toBe(11);
      else if (real.length >= 11) expect(realStarters, `${key}: real starters`).toBeGreaterThanOrEqual(8);
    }
    console.log(`real players / squad: ${shares.join(', ')}`);
  });

  it('no generated name has a doubled or compound surname, and a match has no surname twice by accident', () => {
    const teams = [...new Set(engine.leagues('football').flatMap((l) => l.teamIds))].map((id) =>
      engine.team(id),
    );
    let doubled = 0;
    let compound = 0;
    let players = 0;
    let generated = 0;
    for (const team of teams)
      for (const p of team?.players ?? []) {
        players++;
        if (!p.real) generated++;
        if (/\b([\p{L}']+)-\1\b/iu.test(p.name)) doubled++;
        if (!p.real && /-/.test(p.name.split(' ').at(-1) ?? '')) compound++;
      }
    // A clash: two players of one match share a surname and at least one of them is generated (two real
    // players of one surname are no accident).
    let clashes = 0;
    let matches = 0;
    for (const m of engine.results('football', 0, Number.MAX_SAFE_INTEGER)) {
      const lineup = engine.lineup(m.id);
      if (!lineup) continue;
      matches++;
      const generatedBy = new Map<string, boolean>();
      for (const side of [lineup.home, lineup.away])
        for (const lp of [...side.starters, ...side.bench]) {
          const p = engine.team(side.teamId)?.players.find((x) => x.id === lp.playerId);
          if (!p) continue;
          const surname = familyNameOf(p);
          const generated = p.familyName !== undefined;
          const before = generatedBy.get(surname);
          if (before !== undefined && (before || generated)) clashes++;
          generatedBy.set(surname, (before ?? false) || generated);
        }
    }
    console.log(
      `${teams.length} squads, ${players} players (${generated} generated): ${doubled} doubled and ` +
        `${compound} compound surnames; a generated surname twice in ${clashes} of ${matches} finished matches`,
    );
    expect(doubled).toBe(0);
    expect(compound).toBe(0);
    expect(clashes).toBe(0);
  });

  it('says when the squads data places a real player, and gives a club no number it does not have', async () => {
    // A club whose season is in full: its players are there because they played; the squads file only
    // tells who they are. No month of that list, and no number.
    const arsenal = teamOfKey('arsenal');
    const page = await teamPage(arsenal.id);
    expect(page.team.national).toBe(false);
    expect(page.squadAsOf).toBeNull();
    expect(page.squad.some((p) => p.generated || p.number !== null)).toBe(false);
    const saka = page.squad.find((p) => p.name === 'Bukayo Saka');
    if (!saka) throw new Error('no Bukayo Saka at Arsenal');
    expect(saka).toMatchObject({ birthDate: '2001-09-05', nation: 'England' });
    expect((await playerPage(saka.id)).player).toMatchObject({
      number: null,
      listedAsOf: null,
      generated: false,
    });
    // A club of a season of scores only is placed by the squads file, as of its month; its generated
    // players keep their generated numbers.
    const psg = await teamPage(teamOfKey('paris-saint-germain').id);
    expect(psg.squadAsOf).toBe('2026-06');
    const listed = psg.squad.find((p) => !p.generated);
    const made = psg.squad.find((p) => p.generated);
    if (!listed || !made) throw new Error('Paris has no real or no generated player');
    expect((await playerPage(listed.id)).player).toMatchObject({ number: null, listedAsOf: '2026-06' });
    expect((await playerPage(made.id)).player).toMatchObject({ listedAsOf: null, number: made.number });
    // A season before June 2026 (the 2024/25 Champions League) says its clubs stand as of June 2026; the
    // 2025/26 league does not.
    const seasonOf = (m: Match) => engine.league(m.leagueId)?.name.en ?? '';
    const arsenalMatches = engine
      .results('football', 0, Number.MAX_SAFE_INTEGER)
      .filter((m) => m.homeTeamId === arsenal.id || m.awayTeamId === arsenal.id);
    const earlier = arsenalMatches.find((m) => seasonOf(m) === 'UEFA Champions League');
    const current = arsenalMatches.find((m) => seasonOf(m) === 'Premier League');
    if (!earlier || !current) throw new Error('Arsenal has no finished Champions League or league match');
    const facts = async (m: Match) =>
      (await get<MatchDetail>(`/vdapi/detail/v1/info/${m.id}`, {}, MatchDetailSchema)).facts;
    expect((await facts(earlier))?.squads).toBe('later');
    expect((await facts(current))?.squads).toBeUndefined();
  });

  it('shows a real coach where the data has one, and none where it has not', async () => {
    const arsenal = teamOfKey('arsenal').id;
    // Each with the date its data holds as of (the report naming him in charge of the season's first match).
    expect((await teamPage(arsenal)).team).toMatchObject({ coach: 'Mikel Arteta', coachAsOf: '2025-08-15' });
    expect((await teamPage(arsenal, 'zh')).team.coach).toBe('阿尔特塔');
    expect((await teamPage(teamOfKey('real-madrid').id)).team).toMatchObject({
      coach: 'Xabi Alonso',
      coachAsOf: '2025-08-19',
    });
    const chelsea = await teamPage(teamOfKey('chelsea').id);
    expect(chelsea.team).toMatchObject({ coach: '', coachAsOf: null });
    const match = lastFinished(arsenal);
    if (!match) throw new Error('Arsenal has played no match');
    const lineup = await get<MatchLineup>(`/vdapi/detail/v1/lineup/${match.id}`, {}, MatchLineupSchema, 'vi');
    const side = lineup.home.teamId === arsenal ? lineup.home : lineup.away;
    const other = lineup.home.teamId === arsenal ? lineup.away : lineup.home;
    expect(side).toMatchObject({ coach: 'Mikel Arteta', coachAsOf: '2025-08-15' });
    expect(['', coachIdentity(teamKeyOf(other.teamName))?.name.vi]).toContain(other.coach);
  });
});

const teamKeyOf = (name: string) => teamIdentity(name)?.key ?? '';
