// Every shape openfootball publishes (docs/API.md, "Replay files"), each on a small file written here,
// normalised to the one shape the engine reads; and one round-list file with string minutes played live.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { competitionIdentity, teamIdentity } from '../world/identityPort';
import { parseReplay, ReplayFileError, replayNotes } from './replayFile';
import { REPLAY_LEAGUE_ID } from './replayWorld';

const match = (over: Record<string, unknown>) => ({
  round: 'Matchday 1',
  date: '2024-06-14',
  time: '21:00',
  team1: 'Germany',
  team2: 'Scotland',
  score: { ht: [1, 0], ft: [2, 0] },
  ...over,
});

describe('the shapes of an openfootball file', () => {
  it('reads the match list with team names as strings', () => {
    const file = parseReplay({ name: 'Euro 2024', matches: [match({})] });
    expect(file.matches[0]).toMatchObject({ team1: 'Germany', team2: 'Scotland', round: 'Matchday 1' });
  });

  it('reads the round list with teams as { name, code }, each match taking its round', () => {
    const file = parseReplay({
      name: 'Euro 2024',
      rounds: [
        {
          name: 'Matchday 1',
          matches: [
            {
              num: 1,
              date: '2024-06-14',
              time: '21:00',
              team1: { name: 'Germany', code: 'GER' },
              team2: { name: 'Scotland', code: 'SCO' },
              score: { ft: [5, 1], ht: [3, 0] },
              group: 'Group A',
              ground: { name: 'Allianz Arena', city: 'Munich' },
            },
          ],
        },
        {
          name: 'Final',
          matches: [
            {
              date: '2024-07-14',
              team1: { name: 'Spain', code: 'ESP' },
              team2: { name: 'England', code: 'ENG' },
              score: { ft: [2, 1] },
            },
          ],
        },
      ],
    });
    expect(file.matches.map((m) => [m.round, m.team1, m.team2, m.group])).toEqual([
      ['Matchday 1', 'Germany', 'Scotland', 'Group A'],
      ['Final', 'Spain', 'England', undefined],
    ]);
    expect(file.matches[0]?.ground).toBeUndefined();
  });

  it('reads the older scores (score1, score2, score1i, score1et, score1p) as ft, ht, et and p', () => {
    const file = parseReplay({
      name: 'Euro 2016',
      rounds: [
        {
          name: 'Quarter-finals',
          matches: [
            {
              date: '2016-07-02',
              team1: { name: 'Germany', code: 'GER' },
              team2: { name: 'Italy', code: 'ITA' },
              score1: 1,
              score2: 1,
              score1i: 0,
              score2i: 0,
              score1et: 1,
              score2et: 1,
              score1p: 6,
              score2p: 5,
            },
          ],
        },
      ],
    });
    expect(file.matches[0]?.score).toEqual({ ft: [1, 1], ht: [0, 0], et: [1, 1], p: [6, 5] });
  });

  it('reads minutes as numbers with offset, or as strings with added time', () => {
    const file = parseReplay({
      name: 'World Cup 2022',
      matches: [
        match({
          round: 'Final',
          date: '2022-12-18',
          team1: 'Argentina',
          team2: 'France',
          score: { ht: [2, 0], ft: [2, 2], et: [3, 3], p: [4, 2] },
          goals1: [
            { name: 'Messi', minute: 23, penalty: true },
            { name: 'Di María', minute: '36' },
            { name: 'Messi', minute: '108' },
          ],
          goals2: [
            { name: 'Mbappé', minute: 80, penalty: true },
            { name: 'Mbappé', minute: '81' },
            { name: 'Mbappé', minute: '118' },
          ],
        }),
        match({
          date: '2022-12-19',
          team1: 'A',
          team2: 'B',
          score: { ht: [1, 0], ft: [2, 2], et: [3, 2] },
          goals2: [
            { name: 'V', minute: 60 },
            { name: 'W', minute: '70' },
          ],
          goals1: [
            { name: 'X', minute: '45+2' },
            { name: 'Y', minute: 90, offset: 4 },
            { name: 'Z', minute: '120+1' },
          ],
        }),
      ],
    });
    // 45+2 is a first-half goal, 90+4 a goal of the 90 minutes, 120+1 of extra time.
    expect(file.matches[1]?.goals1).toEqual([
      { name: 'X', minute: 45, offset: 2 },
      { name: 'Y', minute: 90, offset: 4 },
      { name: 'Z', minute: 120, offset: 1 },
    ]);
    expect(file.matches[0]?.goals1?.[1]).toEqual({ name: 'Di María', minute: 36 });
  });

  it('reads a score given as a plain pair as score.ft, a zone named for the kick-off, and 121 as 120+1', () => {
    const file = parseReplay({
      name: 'World Cup 2026 Qualifying',
      matches: [
        match({
          date: '2026-03-26',
          time: '20:45 CET',
          team1: 'Italy',
          team2: 'Northern Ireland',
          score: [2, 0],
        }),
        match({
          round: 'Round of 16',
          date: '2014-06-30',
          time: '17:00 CEST',
          team1: 'Germany',
          team2: 'Algeria',
          score: { ft: [0, 0], et: [2, 1] },
          goals1: [
            { name: 'Schürrle', minute: 92 },
            { name: 'Özil', minute: 120 },
          ],
          goals2: [{ name: 'Djabou', minute: 121 }],
        }),
      ],
    });
    expect(file.matches.map((m) => [m.score.ft, m.time])).toEqual([
      [[0, 0], '17:00 UTC+2'],
      [[2, 0], '20:45 UTC+1'],
    ]);
    expect(file.matches[0]?.goals2).toEqual([{ name: 'Djabou', minute: 120, offset: 1 }]);
    expect(file.matches[0]?.goalsFitted).toBeUndefined();
  });

  it('leaves out a goal whose minute is no minute, saying which, and plays the match by its score', () => {
    for (const minute of ['90+', 'ninety', '45+2+1', '0', '136', 0]) {
      const file = parseReplay({
        name: 'x',
        matches: [
          match({
            goals1: [
              { name: 'A', minute },
              { name: 'B', minute: 50 },
            ],
            goals2: [],
          }),
        ],
      });
      expect(file.matches[0]?.goals1, String(minute)).toEqual([{ name: 'B', minute: 50 }]);
      expect(file.matches[0]?.missing, String(minute)).toEqual([{ team: 1, from: 1, to: 45 }]);
      const [note] = replayNotes(file);
      expect(note?.match).toBe('Germany v Scotland, 2024-06-14');
      expect(note?.text, String(minute)).toMatch(
        /^goals1(\[0\] .*"A".* is no goal|\s+A at minute .* is no minute).*: left out; 1 goal of Germany not in the file added/,
      );
    }
  });

  it('leaves out a match that cannot be read, saying why, and plays the others', () => {
    const file = parseReplay({
      name: 'Copa América 2024',
      matches: [match({}), { round: 'Final', team1: 'Argentina', team2: 'Colombia', score: { ft: [1, 0] } }],
    });
    expect(file.matches.map((m) => `${m.team1} v ${m.team2}`)).toEqual(['Germany v Scotland']);
    expect(replayNotes(file)).toEqual([
      {
        match: 'Argentina v Colombia, no date',
        text: 'left out: /matches/1: must have required properties date',
        fitted: true,
      },
    ]);
  });

  it('refuses a file with no playable match, saying why in one line', () => {
    for (const [json, why] of [
      [[], /^Replay file has no playable match: it is not openfootball JSON \(/],
      [
        { name: 'x', rounds: [{ name: 'R', matches: [{ team1: 'A' }] }] },
        /none of its 1 matches can be read \(\/rounds\/0\/matches\/0/,
      ],
      [{ name: 'x', rounds: [{ name: 'R', matches: [] }] }, /: it lists no match$/],
    ] as const) {
      expect(() => parseReplay(json)).toThrow(ReplayFileError);
      expect(() => parseReplay(json)).toThrow(why);
      try {
        parseReplay(json);
      } catch (error) {
        expect((error as Error).message).not.toContain('\n');
      }
    }
  });

  it('plays the matches in date order whatever the file order, a qualifying play-off first', () => {
    const file = parseReplay({
      name: 'Club World Cup 2025',
      matches: [
        match({
          round: 'Matchday 1',
          date: '2025-06-15',
          time: '18:00 UTC-4',
          team1: 'Inter (ITA)',
          team2: 'Monterrey (MEX)',
        }),
        match({
          round: 'Matchday 1',
          date: '2025-06-14',
          time: '20:00 UTC-4',
          team1: 'Al Ahly (EGY)',
          team2: 'Inter Miami (USA)',
        }),
        match({
          round: 'Matchday 1',
          date: '2025-06-15',
          time: '12:00 UTC-4',
          team1: 'Bayern München (GER)',
          team2: 'Auckland City (NZL)',
        }),
        match({
          round: 'Play-off',
          date: '2025-05-31',
          time: '19:00 UTC-7',
          team1: 'Los Angeles FC (USA)',
          team2: 'Club América (MEX)',
          score: { ft: [1, 1], et: [2, 1] },
        }),
      ],
    });
    expect(file.matches.map((m) => m.team1)).toEqual([
      'Los Angeles FC (USA)',
      'Al Ahly (EGY)',
      'Bayern München (GER)',
      'Inter (ITA)',
    ]);
  });

  it('pairs the two legs of a tie listed second leg first', () => {
    const file = parseReplay({
      name: 'UEFA Champions League 2024/25',
      matches: [
        match({
          round: 'Quarter-finals',
          date: '2025-04-16',
          team1: 'Real Madrid',
          team2: 'Arsenal',
          score: { ft: [1, 2] },
        }),
        match({
          round: 'Quarter-finals',
          date: '2025-04-08',
          team1: 'Arsenal',
          team2: 'Real Madrid',
          score: { ft: [3, 0] },
        }),
      ],
    });
    expect(file.matches.map((m) => m.date)).toEqual(['2025-04-08', '2025-04-16']);
  });
});

describe('a replayed round-list file, with string minutes and country-suffixed names, played live', async () => {
  const file = parseReplay({
    name: 'Club World Cup 2025',
    rounds: [
      {
        name: 'Round of 16',
        matches: [
          {
            date: '2025-06-30',
            team1: { name: 'Inter (ITA)', code: 'ITA' },
            team2: { name: 'Fluminense (BRA)', code: 'BRA' },
            score: { ht: [0, 1], ft: [0, 2] },
            goals1: [],
            goals2: [
              { name: 'Germán Cano', minute: '3' },
              { name: 'Hércules', minute: '90+3' },
            ],
          },
        ],
      },
      {
        name: 'Play-off',
        matches: [
          {
            date: '2025-05-31',
            team1: 'Los Angeles FC (USA)',
            team2: 'Club América (MEX)',
            score: { ht: [0, 1], ft: [1, 1], et: [2, 1] },
            goals1: [
              { name: 'Denis Bouanga', minute: '90+1' },
              { name: 'Cristian Olivera', minute: '120+1' },
            ],
            goals2: [{ name: 'Brian Rodríguez', minute: 9 }],
          },
        ],
      },
    ],
  });
  const start = Date.UTC(2026, 10, 22, 12);
  let clock = start;
  const engine = createEngine({
    seed: 2025,
    clock: () => clock,
    speed: 600,
    startAt: start,
    replay: file,
    replayStaggerMinutes: 10,
    days: 1,
  });
  // Two matches 10 engine minutes apart, one with extra time: three engine hours, a tick a minute.
  for (let i = 0; i < 3 * 60; i++) {
    clock += 100;
    engine.tick();
  }
  const matches = engine.matchesByDate('football', start, start + 86_400_000, REPLAY_LEAGUE_ID);

  it('plays the qualifying play-off first, to the file scores, with the added minutes', () => {
    expect(matches.map((m) => engine.team(m.homeTeamId)?.name.en)).toEqual([
      teamIdentity('Los Angeles FC (USA)').name.en,
      teamIdentity('Inter (ITA)').name.en,
    ]);
    const [playOff, r16] = matches;
    expect(playOff?.status).toBe(-1);
    expect([playOff?.extraTimeScore?.home, playOff?.extraTimeScore?.away]).toEqual([2, 1]);
    const goals = (playOff?.events ?? []).filter((e) => e.type === 'goal').map((e) => [e.minute, e.stoppage]);
    expect(goals).toEqual([
      [9, 0],
      [90, 1],
      [120, 1],
    ]);
    expect([r16?.fullTimeScore?.home, r16?.fullTimeScore?.away]).toEqual([0, 2]);
  });

  it('names the teams without their country code, and the competition by its name, not its sounds', () => {
    for (const m of matches)
      for (const id of [m.homeTeamId, m.awayTeamId])
        for (const text of Object.values(engine.team(id)?.name ?? {})) expect(text).not.toMatch(/\(|\)/);
    expect(engine.league(REPLAY_LEAGUE_ID)?.name).toEqual({
      cn: '2025年世俱杯',
      en: 'Club World Cup 2025',
      vi: 'FIFA Club World Cup 2025',
    });
  });
});

describe('competition names', () => {
  it('gives the FIFA and UEFA competitions and the main cups their established names', () => {
    expect(competitionIdentity('Club World Cup 2025').name.cn).toBe('2025年世俱杯');
    expect(competitionIdentity('FIFA Club World Cup').name).toEqual({
      cn: '世俱杯',
      en: 'Club World Cup',
      vi: 'FIFA Club World Cup',
    });
    expect(competitionIdentity('UEFA Nations League 2024/25').name.cn).toBe('2024/25赛季欧国联');
    expect(competitionIdentity('English League Cup 2025/26').name.cn).toBe('2025/26赛季英格兰联赛杯');
    expect(competitionIdentity('Copa América 2024').short.cn).toBe('美洲杯');
    expect(competitionIdentity("Emperor's Cup 2025").name.cn).toBe('2025赛季天皇杯');
  });

  it('translates an unknown one word by word, or keeps its name; never sounds it out', () => {
    expect(competitionIdentity("Women's Super League 2025/26").name).toEqual({
      cn: '2025/26 女子超级联赛',
      en: "Women's Super League 2025/26",
      vi: "Women's Super League 2025/26",
    });
    // A word the glossary lacks keeps the whole name as it is written.
    expect(competitionIdentity('Allsvenskan 2025').name).toEqual({
      cn: 'Allsvenskan 2025',
      en: 'Allsvenskan 2025',
      vi: 'Allsvenskan 2025',
    });
  });
});
