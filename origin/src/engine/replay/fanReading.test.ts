// Real files read as a fan reads them (docs/API.md, "Reading the minutes"), one case a file the test
// writes itself, given to the origin's engine plugin as `--replay FILE` is, and played by the engine to
// its end: what a fan sees (scores, the 90 minutes' score, extra time and its goals at their minutes,
// undecided sides) and the lines the origin logs. The matches are real ones, their scores and minutes
// changed where a case needs it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MATCH_STATUS } from '@pitchside/shared';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import enginePlugin from '../plugin';
import { seasonRounds } from '../season/rounds';
import type { Engine, Match } from '../types';
import { teamIdentity } from '../world/identityPort';
import { parseReplay, replayWarnings } from './replayFile';
import { REPLAY_LEAGUE_ID } from './replayWorld';

const DAY = 86_400_000;
/** Sunday 6 December 2026, noon: a replay's first match falls in the week from here. */
const START = Date.UTC(2026, 11, 6, 12);
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

interface LogLine {
  level: number;
  msg: string;
  match?: string;
}

/** The file written to disk and replayed by the origin's engine plugin; its log lines captured. */
async function replay(fileName: string, json: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'fan-reading-'));
  folders.push(dir);
  const path = join(dir, fileName);
  writeFileSync(path, JSON.stringify(json, null, 1));
  const log: LogLine[] = [];
  let clock = START;
  const server = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void log.push(JSON.parse(line)) } },
  });
  await server.register(enginePlugin, {
    create: (options) => createEngine({ ...options, days: 1 }),
    replayFile: path,
    seasonsDir: '',
    seed: 2026,
    clock: () => clock,
    startAt: START,
    // Ticked by the test, which moves the clock.
    tickMs: 3_600_000,
  });
  await server.ready();
  const engine: Engine = server.engine;
  const matches = () => engine.matchesByDate('football', 0, Number.MAX_SAFE_INTEGER, REPLAY_LEAGUE_ID);
  /** Moves the engine's clock half an hour at a time until `done`. */
  const playUntil = (done: () => boolean) => {
    while (!done()) {
      if (clock > START + 120 * DAY) throw new Error('the replay never got there');
      clock += 30 * 60_000;
      engine.tick();
    }
  };
  const notes = () =>
    log
      .filter((l) => l.msg.startsWith('replay: '))
      .map((l) => `${l.level === 40 ? 'warn' : l.level === 30 ? 'info' : l.level} ${l.msg}`);
  return { server, engine, matches, playUntil, notes };
}

const over = (ms: readonly Match[]) => ms.length > 0 && ms.every((m) => m.status === MATCH_STATUS.FULL_TIME);
const pair = (p: { home: number; away: number } | null) => (p ? [p.home, p.away] : null);
/**
 * The goals as the timeline tells them: side, scorer (under his one name: the file's "Kane" is Harry
 * Kane), minute (90+2), and whether in extra time.
 */
const goals = (m: Match | undefined) =>
  (m?.events ?? [])
    .filter((e) => e.type === 'goal' || e.type === 'penalty' || e.type === 'own')
    .map(
      (e) =>
        `${e.side} ${e.playerName || '(no scorer)'} ${e.minute}${e.stoppage ? `+${e.stoppage}` : ''}${e.period === MATCH_STATUS.EXTRA_TIME ? ' et' : ''}`,
    );
const named = (engine: Engine, m: Match | undefined) =>
  `${engine.team(m?.homeTeamId ?? 0)?.name.en} v ${engine.team(m?.awayTeamId ?? 0)?.name.en}`;

describe('extra time hidden in score.ft (a round-list file, teams as objects, minutes as numbers)', async () => {
  const team = (name: string) => ({ name, code: name.slice(0, 3).toUpperCase() });
  const { server, engine, matches, playUntil, notes } = await replay('euro2024.json', {
    name: 'Euro 2024',
    rounds: [
      {
        name: 'Round of 16',
        matches: [
          // As openfootball writes it: 2-1 after extra time, with no `et`.
          {
            num: 40,
            date: '2024-06-30',
            time: '18:00',
            team1: team('England'),
            team2: team('Slovakia'),
            score: { ft: [2, 1], ht: [0, 1] },
            goals1: [
              { name: 'Bellingham', minute: 90, offset: 5 },
              { name: 'Kane', minute: 91 },
            ],
            goals2: [{ name: 'Schranz', minute: 25 }],
          },
          // The same with a shoot-out after the extra time (made up for the case).
          {
            num: 41,
            date: '2024-07-01',
            time: '21:00',
            team1: team('Portugal'),
            team2: team('Slovenia'),
            score: { ft: [2, 2], ht: [1, 0], p: [3, 0] },
            goals1: [
              { name: 'Ronaldo', minute: 30 },
              { name: 'Leão', minute: 112 },
            ],
            goals2: [
              { name: 'Šeško', minute: 70 },
              { name: 'Elsnik', minute: 118 },
            ],
          },
        ],
      },
      {
        name: 'Quarter-finals',
        matches: [
          {
            num: 45,
            date: '2024-07-05',
            time: '18:00',
            team1: team('Spain'),
            team2: team('Germany'),
            score: { ft: [2, 1], ht: [0, 0] },
            goals1: [
              { name: 'Olmo', minute: 51 },
              { name: 'Merino', minute: 119 },
            ],
            goals2: [{ name: 'Wirtz', minute: 89 }],
          },
        ],
      },
    ],
  });
  playUntil(() => over(matches()));
  const [slovakia, slovenia, germany] = matches();
  afterAll(() => server.close());

  it('plays every match of the file to its end', () => {
    expect(matches().map((m) => named(engine, m))).toEqual([
      `${teamIdentity('England').name.en} v ${teamIdentity('Slovakia').name.en}`,
      `${teamIdentity('Portugal').name.en} v ${teamIdentity('Slovenia').name.en}`,
      `${teamIdentity('Spain').name.en} v ${teamIdentity('Germany').name.en}`,
    ]);
  });

  it("reads the file's score as the score after extra time, and the 90 minutes' from the minutes", () => {
    expect([pair(slovakia?.score ?? null), pair(slovakia?.fullTimeScore ?? null)]).toEqual([
      [2, 1],
      [1, 1],
    ]);
    expect(pair(slovakia?.extraTimeScore ?? null)).toEqual([2, 1]);
    expect(pair(slovakia?.penaltyScore ?? null)).toBeNull();
    expect(goals(slovakia)).toEqual(['away Schranz 25', 'home Bellingham 90+5', 'home Harry Kane 91 et']);
    expect(pair(germany?.fullTimeScore ?? null)).toEqual([1, 1]);
    expect(pair(germany?.extraTimeScore ?? null)).toEqual([2, 1]);
    expect(goals(germany)).toEqual(['home Olmo 51', 'away Wirtz 89', 'home Merino 119 et']);
    expect(slovakia?.facts.goals).toBe('file');
  });

  it('plays the shoot-out after such extra time', () => {
    expect(pair(slovenia?.fullTimeScore ?? null)).toEqual([1, 1]);
    expect(pair(slovenia?.extraTimeScore ?? null)).toEqual([2, 2]);
    expect(pair(slovenia?.penaltyScore ?? null)).toEqual([3, 0]);
    expect(goals(slovenia)).toEqual([
      'home Cristiano Ronaldo 30',
      'away Šeško 70',
      'home Leão 112 et',
      'away Elsnik 118 et',
    ]);
  });

  it('logs one line a match for what it read', () => {
    expect(notes()).toEqual([
      "info replay: England v Slovakia, 2024-06-30: extra time hidden in score.ft: 1-1 after 90 minutes, 2-1 after extra time (Kane 91')",
      "info replay: Portugal v Slovenia, 2024-07-01: extra time hidden in score.ft: 1-1 after 90 minutes, 2-2 after extra time (Leão 112', Elsnik 118')",
      "info replay: Spain v Germany, 2024-07-05: extra time hidden in score.ft: 1-1 after 90 minutes, 2-1 after extra time (Merino 119')",
    ]);
  });
});

describe('extra time hidden in score.ft, its goal written with an offset ("120+5")', () => {
  it('reads the offset as extra time, not as a goal to fit into the 90 minutes', () => {
    const file = parseReplay({
      name: 'World Cup 2026',
      matches: [
        {
          round: 'Round of 32',
          date: '2026-07-01',
          team1: 'Belgium',
          team2: 'Senegal',
          score: { ft: [3, 2], ht: [0, 1] },
          goals1: [
            { name: 'Romelu Lukaku', minute: '86' },
            { name: 'Youri Tielemans', minute: '89' },
            { name: 'Youri Tielemans', minute: '120+5', penalty: true },
          ],
          goals2: [
            { name: 'Habib Diarra', minute: '25' },
            { name: 'Ismaïla Sarr', minute: '51' },
          ],
        },
      ],
    });
    expect(file.matches[0]?.score).toEqual({ ft: [2, 2], ht: [0, 1], et: [3, 2] });
    expect(file.matches[0]?.goalsFitted).toBeUndefined();
    expect(replayWarnings(file)).toEqual([
      "Belgium v Senegal, 2026-07-01: extra time hidden in score.ft: 2-2 after 90 minutes, 3-2 after extra time (Youri Tielemans 120+5')",
    ]);
  });
});

describe("a file that gives no score.ft, or lists a side's goals under the other", () => {
  it("takes the 90 minutes' score from the minutes, or the level score nearest et, when no ft is given", () => {
    const file = parseReplay({
      name: 'World Cup 2026 Qualifying',
      matches: [
        {
          round: 'Play-offs, Semi-finals',
          date: '2026-03-26',
          team1: 'Wales',
          team2: 'Bosnia & Herzegovina',
          score: { p: [2, 4], et: [1, 1] },
          goals1: [{ name: 'Daniel James', minute: '51' }],
          goals2: [{ name: 'Edin Džeko', minute: '86' }],
        },
        {
          round: 'Play-offs, Final',
          date: '2026-03-31',
          team1: 'DR Congo',
          team2: 'Jamaica',
          score: { et: [1, 0] },
        },
      ],
    });
    expect(file.matches.map((m) => m.score)).toEqual([
      { ft: [1, 1], et: [1, 1], p: [2, 4] },
      { ft: [0, 0], et: [1, 0] },
    ]);
    expect(replayWarnings(file)).toEqual([
      'Wales v Bosnia & Herzegovina, 2026-03-26: no score.ft: 1-1 after 90 minutes, from the minutes',
      'DR Congo v Jamaica, 2026-03-31: no score.ft: 0-0 after 90 minutes, the level score nearest score.et 1-0',
    ]);
  });

  it("reads goals1 and goals2 swapped where only so they add up to the score (Euro 2020's Ukraine v England)", () => {
    const file = parseReplay({
      name: 'Euro 2020',
      matches: [
        {
          round: 'Quarter-finals',
          date: '2021-07-03',
          team1: 'Ukraine',
          team2: 'England',
          score: { ft: [0, 4], ht: [0, 1] },
          goals1: [
            { name: 'Kane', minute: 4 },
            { name: 'Maguire', minute: 46 },
            { name: 'Kane', minute: 50 },
            { name: 'J. Henderson', minute: 63 },
          ],
          goals2: [],
        },
      ],
    });
    expect(file.matches[0]?.goals1).toEqual([]);
    expect(file.matches[0]?.goals2?.map((g) => `${g.name} ${g.minute}`)).toEqual([
      'Kane 4',
      'Maguire 46',
      'Kane 50',
      'J. Henderson 63',
    ]);
    expect(file.matches[0]?.goalsFitted).toBeUndefined();
    expect(replayWarnings(file)).toEqual([
      "Ukraine v England, 2021-07-03: goals1 and goals2 read swapped: they add up to the score only as England's and Ukraine's",
    ]);
  });
});

describe('stoppage time written without "+" (a match list, minutes as strings)', async () => {
  const { server, engine, matches, playUntil, notes } = await replay('worldcup2026.json', {
    name: 'World Cup 2026',
    matches: [
      // Extra time given: the 92nd minute is extra time's.
      {
        round: 'Round of 32',
        date: '2026-07-03',
        time: '18:00 UTC-4',
        team1: 'Argentina',
        team2: 'Cape Verde',
        score: { et: [3, 2], ft: [1, 1], ht: [1, 0] },
        goals1: [
          { name: 'Lionel Messi', minute: '29' },
          { name: 'Lisandro Martínez', minute: '92' },
          { name: 'Diney Borges', minute: '111', owngoal: true },
        ],
        goals2: [
          { name: 'Deroy Duarte', minute: '59' },
          { name: 'Sidny Lopes Cabral', minute: '103' },
        ],
      },
      // No extra time: the goals up to 90' fall short of score.ft, and 92 is 90+2.
      {
        round: 'Semi-final',
        date: '2026-07-15',
        time: '15:00 UTC-4',
        team1: 'England',
        team2: 'Argentina',
        score: { ft: [1, 2], ht: [0, 0] },
        goals1: [{ name: 'Anthony Gordon', minute: '55' }],
        goals2: [
          { name: 'Enzo Fernández', minute: '86' },
          { name: 'Lautaro Martínez', minute: '92' },
        ],
      },
    ],
  });
  playUntil(() => over(matches()));
  const [capeVerde, semi] = matches();
  afterAll(() => server.close());

  it('plays every match of the file to its end', () => {
    expect(matches()).toHaveLength(2);
    expect(named(engine, semi)).toBe(
      `${teamIdentity('England').name.en} v ${teamIdentity('Argentina').name.en}`,
    );
  });

  it("reads 92 as 90+2 where the score has no extra time, and keeps the file's score as the 90 minutes'", () => {
    expect(pair(semi?.score ?? null)).toEqual([1, 2]);
    expect(pair(semi?.fullTimeScore ?? null)).toEqual([1, 2]);
    expect(semi?.extraTimeScore).toBeNull();
    expect(goals(semi)).toEqual([
      'home Anthony Gordon 55',
      'away Enzo Fernández 86',
      'away Lautaro Martínez 90+2',
    ]);
    expect(semi?.facts.goals).toBe('file');
  });

  it('keeps 92 in extra time where the file gives extra time', () => {
    expect(pair(capeVerde?.fullTimeScore ?? null)).toEqual([1, 1]);
    expect(pair(capeVerde?.extraTimeScore ?? null)).toEqual([3, 2]);
    expect(goals(capeVerde)).toEqual([
      'home Lionel Messi 29',
      'away Deroy Duarte 59',
      'home Lisandro Martínez 92 et',
      'away Sidny Lopes Cabral 103 et',
      'home Diney Borges 111 et',
    ]);
  });

  it('logs one line for the match it read', () => {
    expect(notes()).toEqual([
      "info replay: England v Argentina, 2026-07-15: Lautaro Martínez 92' read as 90+2'",
    ]);
  });
});

describe('a half-time score that contradicts the minutes', async () => {
  const { server, matches, playUntil, notes } = await replay('worldcup2018.json', {
    name: 'World Cup 2018',
    matches: [
      // score.ht counts the goal written 47 in the first half: 45+2.
      {
        round: 'Matchday 1',
        group: 'Group A',
        date: '2018-06-14',
        time: '18:00 UTC+3',
        team1: 'Russia',
        team2: 'Saudi Arabia',
        score: { ft: [2, 0], ht: [1, 0] },
        goals1: [
          { name: 'Gazinsky', minute: 47 },
          { name: 'Cheryshev', minute: 71 },
        ],
        goals2: [],
      },
      // As the real file has it: ht 0-1 for a goal at 59'. The minutes win.
      {
        round: 'Matchday 15',
        group: 'Group H',
        date: '2018-06-28',
        time: '17:00 UTC+4',
        team1: 'Japan',
        team2: 'Poland',
        score: { ft: [0, 1], ht: [0, 1] },
        goals1: [],
        goals2: [{ name: 'Bednarek', minute: 59 }],
      },
    ],
  });
  playUntil(() => over(matches()));
  const [russia, japan] = matches();
  afterAll(() => server.close());

  it('plays every match to its score.ft', () => {
    expect(matches().map((m) => pair(m.score))).toEqual([
      [2, 0],
      [0, 1],
    ]);
  });

  it('reads 47 as 45+2 where score.ht counts it in the first half', () => {
    expect(pair(russia?.halfTimeScore ?? null)).toEqual([1, 0]);
    expect(goals(russia)).toEqual(['home Yuri Gazinsky 45+2', 'home Denis Cheryshev 71']);
  });

  it('follows the minutes where score.ht contradicts them, and warns', () => {
    expect(pair(japan?.halfTimeScore ?? null)).toEqual([0, 0]);
    expect(goals(japan)).toEqual(['away Jan Bednarek 59']);
    expect(japan?.facts.goals).toBe('file');
    expect(notes()).toEqual([
      "info replay: Russia v Saudi Arabia, 2018-06-14: Gazinsky 47' read as 45+2' (score.ht 1-0 counts it)",
      'warn replay: Japan v Poland, 2018-06-28: score.ht 0-1 disagrees with the goal minutes; the goals win',
    ]);
  });
});

describe('one match whose minutes cannot agree with its score, among good ones', async () => {
  const { server, matches, playUntil, notes } = await replay('cup.json', {
    name: 'Copa América 2024',
    matches: [
      {
        round: 'Quarter-finals',
        date: '2024-07-04',
        time: '20:00 UTC-5',
        team1: 'Argentina',
        team2: 'Ecuador',
        score: { ft: [1, 1], ht: [1, 0], p: [4, 2] },
        goals1: [{ name: 'Lisandro Martínez', minute: 35 }],
        goals2: [{ name: 'Kevin Rodríguez', minute: 90, offset: 1 }],
      },
      // The score wins: one goal too many in the 90 minutes moves to extra time, which is short of one;
      // one more is left out; Venezuela's goal the file does not list is added, with no scorer.
      {
        round: 'Quarter-finals',
        date: '2024-07-05',
        time: '20:00 UTC-5',
        team1: 'Canada',
        team2: 'Venezuela',
        score: { ft: [1, 1], et: [2, 1] },
        goals1: [
          { name: 'Jacob Shaffelburg', minute: 13 },
          { name: 'Jonathan David', minute: 85 },
          { name: 'Cyle Larin', minute: 88 },
        ],
        goals2: [],
      },
      {
        round: 'Semi-finals',
        date: '2024-07-09',
        time: '20:00 UTC-4',
        team1: 'Argentina',
        team2: 'Canada',
        score: { ft: [2, 0], ht: [1, 0] },
        goals1: [
          { name: 'Julián Álvarez', minute: 22 },
          { name: 'Lionel Messi', minute: 51 },
        ],
        goals2: [],
      },
    ],
  });
  playUntil(() => over(matches()));
  const [ecuador, venezuela, semi] = matches();
  afterAll(() => server.close());

  it('plays every match, the good ones exactly as the file has them', () => {
    expect(matches()).toHaveLength(3);
    expect([pair(ecuador?.fullTimeScore ?? null), pair(ecuador?.penaltyScore ?? null)]).toEqual([
      [1, 1],
      [4, 2],
    ]);
    expect(goals(ecuador)).toEqual(['home Lisandro Martínez 35', 'away Kevin Rodríguez 90+1']);
    expect(goals(semi)).toEqual(['home Julián Álvarez 22', 'home Lionel Messi 51']);
    expect([ecuador?.facts.goals, semi?.facts.goals]).toEqual(['file', 'file']);
  });

  it('plays the inconsistent one by its score, its goals placed as near their minutes as the score allows', () => {
    expect(pair(venezuela?.fullTimeScore ?? null)).toEqual([1, 1]);
    expect(pair(venezuela?.extraTimeScore ?? null)).toEqual([2, 1]);
    const told = goals(venezuela);
    expect(told.filter((g) => g.startsWith('home'))).toEqual([
      'home Jacob Shaffelburg 13',
      'home Cyle Larin 91 et',
    ]);
    expect(told.filter((g) => g.startsWith('away'))).toEqual([
      expect.stringMatching(/^away \(no scorer\) \d+$/),
    ]);
    // Nobody is named for the added goal, not even for its assist.
    const added = venezuela?.events.find((e) => e.type === 'goal' && e.side === 'away');
    expect([added?.playerName, added?.playerId, added?.relatedPlayerName]).toEqual(['', null, null]);
    // The match says its minutes are not all the file's.
    expect(venezuela?.facts.goals).toBe('fitted');
  });

  it('logs one warning for it, saying what was done', () => {
    expect(notes()).toEqual([
      "warn replay: Canada v Venezuela, 2024-07-05: Cyle Larin 88' moved to 91'; Jonathan David 85' left out (more goals than score.ft); 1 goal of Venezuela not in the file added (minute drawn, no scorer)",
    ]);
  });
});

describe("a qualifying play-off two weeks before the group stage (the 2025 Club World Cup's shape)", async () => {
  const match = (round: string, date: string, time: string, team1: string, team2: string, ft: number[]) => ({
    round,
    date,
    time,
    team1,
    team2,
    score: { ft },
  });
  const { server, engine, matches, playUntil } = await replay('clubworldcup.json', {
    name: 'Club World Cup 2025',
    // Listed as openfootball lists it: the groups in `round`, the play-off last.
    matches: [
      match('Group D', '2025-06-16', '15:00', 'Chelsea FC (ENG)', 'Los Angeles FC (USA)', [2, 0]),
      match('Group D', '2025-06-20', '14:00', 'Flamengo RJ (BRA)', 'Chelsea FC (ENG)', [3, 1]),
      match('Group D', '2025-06-24', '21:00', 'Los Angeles FC (USA)', 'Flamengo RJ (BRA)', [1, 1]),
      match('Group B', '2025-06-15', '15:00', 'Paris Saint-Germain (FRA)', 'Atlético Madrid (ESP)', [4, 0]),
      match('Group B', '2025-06-19', '21:00', 'Botafogo RJ (BRA)', 'Paris Saint-Germain (FRA)', [1, 0]),
      match('Group B', '2025-06-23', '15:00', 'Atlético Madrid (ESP)', 'Botafogo RJ (BRA)', [1, 0]),
      match('Final', '2025-07-13', '15:00', 'Chelsea FC (ENG)', 'Paris Saint-Germain (FRA)', [3, 0]),
      {
        round: 'Qualification, Playoffs',
        date: '2025-05-31',
        time: '22:30',
        team1: 'Los Angeles FC (USA)',
        team2: 'CF América (MEX)',
        score: { et: [2, 1], ft: [1, 1], ht: [0, 0] },
      },
    ],
  });
  afterAll(() => server.close());
  const all = matches();
  const byTeams = (a: string, b: string) =>
    all.find(
      (m) =>
        engine.team(m.homeTeamId)?.name.en === teamIdentity(a).name.en &&
        engine.team(m.awayTeamId)?.name.en === teamIdentity(b).name.en,
    );
  const playOff = byTeams('Los Angeles FC (USA)', 'CF América (MEX)');
  const lafcFirst = byTeams('Chelsea FC (ENG)', 'Los Angeles FC (USA)');
  const final = byTeams('Chelsea FC (ENG)', 'Paris Saint-Germain (FRA)');
  const league = engine.league(REPLAY_LEAGUE_ID);
  if (!playOff || !lafcFirst || !final || !league) throw new Error('the replay lacks its matches');
  const before = {
    rounds: seasonRounds(league, all).map((r) => [r.name.en, r.phase]),
    lafc: engine.undecidedSides(lafcFirst.id),
    final: engine.undecidedSides(final.id),
  };
  playUntil(() => playOff.status === MATCH_STATUS.FULL_TIME);
  const afterPlayOff = {
    lafc: engine.undecidedSides(lafcFirst.id),
    final: engine.undecidedSides(final.id),
    bracket: engine.bracket(REPLAY_LEAGUE_ID).map((r) => r.round),
  };
  playUntil(() => over(matches()));

  it('lays the play-off in the coming week and the group stage two weeks after it, as in the file', () => {
    expect(playOff.startTime - START).toBeGreaterThan(0);
    expect(playOff.startTime - START).toBeLessThan(7 * DAY);
    const groupStart = Math.min(...all.filter((m) => m.group !== undefined).map((m) => m.startTime));
    // 31 May 22:30 to 15 June 15:00 in the file.
    expect(groupStart - playOff.startTime).toBe(14 * DAY + 16.5 * 3_600_000);
  });

  it('lists the play-off first among the rounds, as a qualifying round, with the groups after it', () => {
    expect(before.rounds).toEqual([
      ['Qualifying play-off', 'qualifying'],
      ['Group B', 'group'],
      ['Group D', 'group'],
      ['Final', 'knockout'],
    ]);
  });

  it("tells the play-off winner's group matches only once the play-off is decided", () => {
    expect(before.lafc?.away?.en).toBe(
      `Winner of ${engine.team(playOff.homeTeamId)?.shortName.en} v ${engine.team(playOff.awayTeamId)?.shortName.en}`,
    );
    expect(afterPlayOff.lafc).toBeNull();
  });

  it('keeps the play-off out of the bracket: the final is undecided until the groups are over', () => {
    expect(afterPlayOff.bracket).toEqual(['Final']);
    expect(before.final?.home?.en).toBe('To be decided');
    expect(afterPlayOff.final?.home?.en).toBe('To be decided');
    expect(engine.undecidedSides(final.id)).toBeNull();
  });

  it('plays every match to its score, the play-off through extra time', () => {
    expect(matches()).toHaveLength(8);
    expect([pair(playOff.fullTimeScore), pair(playOff.extraTimeScore)]).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(pair(final.score)).toEqual([3, 0]);
    expect(engine.bracket(REPLAY_LEAGUE_ID)[0]?.ties[0]?.winnerTeamId).toBe(final.homeTeamId);
  });
});
