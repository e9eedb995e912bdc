// History that happened: a small league played to its fifth match; the sixth's intel lists only matches
// the world has played, the newest first, and each side's form where it plays this match.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { parseReplay } from '../replay/replayFile';
import { REPLAY_LEAGUE_ID } from '../replay/replayWorld';

const game = (n: number, team1: string, team2: string, ft?: [number, number]) => ({
  round: `Matchday ${n}`,
  date: `2026-03-0${n}`,
  team1,
  team2,
  score: ft ? { ft } : {},
});
const file = parseReplay({
  name: 'Pitchside League 2026',
  matches: [
    game(1, 'RCD Mallorca', 'CA Osasuna', [1, 0]),
    game(2, 'CA Osasuna', 'Girona FC', [2, 2]),
    game(3, 'RCD Mallorca', 'Girona FC', [0, 1]),
    game(4, 'Girona FC', 'RCD Mallorca', [3, 1]),
    game(5, 'CA Osasuna', 'RCD Mallorca', [1, 1]),
    game(6, 'RCD Mallorca', 'CA Osasuna'),
  ],
});

describe('intel from the history the world has played', () => {
  const start = Date.UTC(2026, 10, 22, 12);
  let clock = start;
  const engine = createEngine({
    seed: 2,
    clock: () => clock,
    startAt: start,
    replay: file,
    replayStaggerMinutes: 120,
    days: 1,
  });
  const matches = engine.matchesByDate('football', 0, Number.MAX_SAFE_INTEGER, REPLAY_LEAGUE_ID);
  const [m1, m2, m3, m4, m5, m6] = matches;
  if (!m1 || !m2 || !m3 || !m4 || !m5 || !m6) throw new Error('six matches expected');
  for (let i = 0; i < 24 * 60 && m5.status !== -1; i++) {
    clock += 60_000;
    engine.tick();
  }

  it('meets only in matches played, the newest first; none invented', () => {
    expect(m5.status).toBe(-1);
    const intel = engine.intel(m6.id, 'en');
    expect(intel?.headToHead.map((r) => r.matchId)).toEqual([m5.id, m1.id]);
    expect(intel?.headToHead.map((r) => r.outcome)).toEqual(['D', 'W']);
  });

  it("counts the home side's home games as its home form, the away side's away games as its away form", () => {
    const intel = engine.intel(m6.id, 'en');
    expect(intel?.recentForm.home.map((r) => r.matchId)).toEqual([m3.id, m1.id]);
    expect(intel?.recentForm.away.map((r) => r.matchId)).toEqual([m1.id]);
    expect(intel?.preview).toContain('In the 2 earlier meetings the data holds');
  });

  it('lists a match it played as their one meeting, and tells no earlier one in every language', () => {
    // The first match is over: it is a meeting of this season, never "not met this season".
    const first = engine.intel(m1.id, 'en');
    expect(first?.headToHead.map((r) => r.matchId)).toEqual([m1.id]);
    expect(first?.recentForm.home).toEqual([]);
    expect(first?.preview).toContain('The data holds no earlier meeting of the two.');
    expect(first?.preview).not.toMatch(/not met/);
    expect(engine.intel(m1.id, 'cn')?.preview).toContain('数据中没有两队此前交锋的记录');
    expect(engine.intel(m1.id, 'vi')?.preview).toContain(
      'Dữ liệu không có lần nào hai đội gặp nhau trước đây',
    );
  });
});

/** A match of a file: [date, team1, team2, full time score or none]. */
const fixture = ([date, team1, team2, ft]: [string, string, string, [number, number]?], round: string) => ({
  round,
  date,
  time: '19:00',
  team1,
  team2,
  score: ft ? { ft } : {},
});

describe('meetings of every season the data holds, by real date, each with its season', () => {
  // A league of 2025/26 laid one year on and a cup of 2024/25 laid two years on: on the site's calendar
  // of December 2026 the cup's league phase is played, its round of 16 (March 2025) not yet.
  const league = parseReplay({
    name: 'English Premier League 2025/26',
    matches: (
      [
        ['2025-08-16', 'Arsenal FC', 'Chelsea FC', [2, 1]],
        ['2025-09-20', 'Chelsea FC', 'Tottenham Hotspur FC', [1, 0]],
        ['2025-10-04', 'Tottenham Hotspur FC', 'Arsenal FC', [0, 0]],
        ['2026-03-14', 'Chelsea FC', 'Arsenal FC'],
      ] as const
    ).map((m, i) => fixture([...m] as never, `Matchday ${i + 1}`)),
  });
  const cup = parseReplay({
    name: 'UEFA Champions League 2024/25',
    matches: [
      fixture(['2024-09-17', 'Chelsea FC (ENG)', 'Arsenal FC (ENG)', [1, 1]], 'League, Matchday 1'),
      fixture(['2024-10-01', 'Arsenal FC (ENG)', 'Tottenham Hotspur FC (ENG)', [3, 0]], 'League, Matchday 2'),
      fixture(['2025-03-05', 'Arsenal FC (ENG)', 'Chelsea FC (ENG)', [3, 0]], 'Round of 16'),
    ],
  });
  const now = Date.UTC(2026, 11, 6, 9, 30);
  const engine = createEngine({
    seed: 5,
    clock: () => now,
    seasons: [
      { code: 'en.1', file: league },
      { code: 'uefa.cl', file: cup },
    ],
  });
  const all = engine.matchesByDate('football', 0, Number.MAX_SAFE_INTEGER);
  const byDate = (year: number, month: number) =>
    all.find(
      (m) =>
        m.facts.season &&
        new Date(m.facts.season.realStart).getUTCFullYear() === year &&
        new Date(m.facts.season.realStart).getUTCMonth() + 1 === month,
    );
  const opener = byDate(2025, 8);
  const reverse = byDate(2026, 3);
  if (!opener || !reverse) throw new Error('the league fixtures are expected');

  it('names each meeting with its season and real date, the newest first, this match itself once over', () => {
    expect(opener.status).toBe(-1);
    const intel = engine.intel(opener.id, 'en');
    expect(
      intel?.headToHead.map((r) => [r.season, new Date(r.realStart ?? 0).toISOString().slice(0, 10)]),
    ).toEqual([
      ['2025/26', '2025-08-16'],
      ['2024/25', '2024-09-17'],
    ]);
    expect(intel?.headToHead[0]?.matchId).toBe(opener.id);
    expect(intel?.preview).toContain(
      'In the 1 earlier meeting the data holds, Arsenal won 0, drew 1 and lost 0.',
    );
  });

  it('tells a meeting the site has not replayed yet by its count only: no knockout tie before the world decides it', () => {
    // The round of 16 (March 2025) came before both league matches, but the site plays it in March 2027.
    const intel = engine.intel(reverse.id, 'en');
    expect(intel?.headToHead.map((r) => r.season)).toEqual(['2025/26', '2024/25']);
    expect(intel?.meetingsToReplay).toBe(1);
    const cupTie = all.find((m) => m.round === 'Round of 16');
    expect(intel?.headToHead.some((r) => r.matchId === cupTie?.id)).toBe(false);
  });

  it("counts as a side's form only its games of this match's season", () => {
    const intel = engine.intel(reverse.id, 'en');
    // Chelsea's home games: the league's September win, never the cup's 2024/25 draw with Arsenal.
    expect(intel?.recentForm.home.map((r) => r.season)).toEqual(['2025/26']);
    expect(engine.team(intel?.recentForm.home[0]?.awayTeamId ?? 0)?.name.en).toBe('Tottenham Hotspur');
    expect(intel?.recentForm.away.map((r) => r.season)).toEqual(['2025/26']);
  });
});

describe("a data file's meetings the engine does not play", () => {
  it('tells nations meeting in a replayed tournament their meeting of the World Cup 2018, in each language', () => {
    const now = Date.UTC(2026, 11, 6, 9, 30);
    const engine = createEngine({
      seed: 1,
      clock: () => now,
      replay: parseReplay({
        name: 'World Cup 2022',
        matches: [fixture(['2022-12-13', 'Argentina', 'Croatia'], 'Semi-finals')],
      }),
      history: [
        parseReplay({
          name: 'World Cup 2018',
          matches: [fixture(['2018-06-21', 'Argentina', 'Croatia', [0, 3]], 'Matchday 7')],
        }),
      ],
    });
    const semi = engine.matchesByDate('football', 0, Number.MAX_SAFE_INTEGER)[0];
    if (!semi) throw new Error('the replayed match is expected');
    const intel = engine.intel(semi.id, 'cn');
    expect(intel?.headToHead).toEqual([
      expect.objectContaining({ matchId: null, season: '2018', outcome: 'L', score: { home: 0, away: 3 } }),
    ]);
    expect(intel?.headToHead[0]?.told?.home.cn).toBe('阿根廷');
    expect(intel?.preview).toContain('数据中两队此前交锋1次，阿根廷0胜0平1负');
  });
});
