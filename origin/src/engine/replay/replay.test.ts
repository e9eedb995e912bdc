import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { loadReplayFile } from '../plugin';
import type { ReplayFile, ReplayGoal } from '../types';
import { playerName, teamIdentity } from '../world/identityPort';
import { parseReplay, ReplayFileError, replayNotes, replayPathFrom } from './replayFile';
import { REPLAY_LEAGUE_ID } from './replayWorld';

const FILE = fileURLToPath(new URL('../fixtures/openfootball/worldcup-2018.json', import.meta.url));
const raw: unknown = JSON.parse(readFileSync(FILE, 'utf8'));

/** A replay played from its start for `hours` engine hours, ticked every engine minute (100 ms at speed 600). */
function playedReplay(file: ReplayFile, seed: number, hours: number) {
  const start = Date.UTC(2026, 10, 22, 12);
  let clock = start;
  const engine = createEngine({
    seed,
    clock: () => clock,
    speed: 600,
    startAt: start,
    replay: file,
    replayStaggerMinutes: 10,
    days: 1,
  });
  for (let i = 0; i < hours * 60; i++) {
    clock += 100;
    engine.tick();
  }
  return {
    engine,
    matches: engine.matchesByDate('football', start, start + 2 * 86_400_000, REPLAY_LEAGUE_ID),
  };
}

describe('replay of the 2018 World Cup', async () => {
  const file = await loadReplayFile(FILE);
  // 64 matches 10 engine minutes apart, the longest about 3 hours: 14 engine hours.
  const { engine, matches } = playedReplay(file, 2018, 14);

  it('plays every match of the file', () => {
    expect(matches).toHaveLength(file.matches.length);
    expect(matches.every((m) => m.status === -1)).toBe(true);
  });

  it("ends every match with the file's ft, ht, et and penalty scores", () => {
    // Two half-time scores of the file contradict its own goal minutes; the replay follows the goals.
    const contradicted = new Set(
      replayNotes(file)
        .filter((n) => /^score\.ht .* disagrees with the goal minutes/.test(n.text))
        .map((n) => n.match),
    );
    expect([...contradicted].sort()).toEqual([
      'Japan v Poland, 2018-06-28',
      'Senegal v Colombia, 2018-06-28',
    ]);
    file.matches.forEach((fm, i) => {
      const m = matches[i];
      if (!m) throw new Error(`match ${i} missing`);
      expect(engine.team(m.homeTeamId)?.name.en).toBe(teamIdentity(fm.team1).name.en);
      expect([m.fullTimeScore?.home, m.fullTimeScore?.away]).toEqual(fm.score.ft);
      if (fm.score.ht && !contradicted.has(`${fm.team1} v ${fm.team2}, ${fm.date}`))
        expect([m.halfTimeScore?.home, m.halfTimeScore?.away]).toEqual(fm.score.ht);
      if (fm.score.et) expect([m.extraTimeScore?.home, m.extraTimeScore?.away]).toEqual(fm.score.et);
      else expect(m.extraTimeScore).toBeNull();
      if (fm.score.p) expect([m.penaltyScore?.home, m.penaltyScore?.away]).toEqual(fm.score.p);
      else expect(m.penaltyScore).toBeNull();
    });
  });

  it("gives each goal event the file's scorer (under the player's one name), minute and stoppage offset", () => {
    file.matches.forEach((fm, i) => {
      const m = matches[i];
      if (!m) throw new Error(`match ${i} missing`);
      // "Mbappé" and "Kylian Mbappé" are one player; an own goal's scorer is of the other team.
      const key = (side: string, g: ReplayGoal, own: string, other: string) =>
        `${side}|${playerName(g.name, teamIdentity(g.owngoal ? other : own).key).en}|${g.minute}|${g.offset ?? 0}|${g.penalty ? 'penalty' : g.owngoal ? 'own' : 'goal'}`;
      const expected = [
        ...(fm.goals1 ?? []).map((g) => key('home', g, fm.team1, fm.team2)),
        ...(fm.goals2 ?? []).map((g) => key('away', g, fm.team2, fm.team1)),
      ].sort();
      const actual = m.events
        .filter((e) => e.type === 'goal' || e.type === 'penalty' || e.type === 'own')
        .map((e) => `${e.side}|${e.playerName}|${e.minute}|${e.stoppage}|${e.type}`)
        .sort();
      expect(actual).toEqual(expected);
    });
  });
  it('has every scorer on the pitch when he scores', () => {
    for (const m of matches) {
      const lineup = engine.lineup(m.id);
      const onPitch = new Set(
        [...(lineup?.home.starters ?? []), ...(lineup?.away.starters ?? [])].map((p) => p.name),
      );
      for (const e of m.events) {
        if (e.type === 'substitute') {
          onPitch.delete(e.playerName);
          if (e.relatedPlayerName) onPitch.add(e.relatedPlayerName);
        }
        if (e.type === 'red' || e.type === 'yellowred') onPitch.delete(e.playerName);
        if (e.type === 'goal' || e.type === 'penalty' || e.type === 'own')
          expect(onPitch.has(e.playerName), e.playerName).toBe(true);
      }
    }
  });
});

describe('replay file validation', () => {
  it('accepts the real file', () => {
    expect(parseReplay(raw).matches).toHaveLength(64);
  });

  it('refuses a file that is not openfootball JSON, naming the problem', () => {
    expect(() => parseReplay({ name: 'x', matches: [{ team1: 'A' }] })).toThrow(ReplayFileError);
    expect(() => parseReplay({ name: 'x', matches: [{ team1: 'A' }] })).toThrow(/matches\/0/);
    expect(() => parseReplay([])).toThrow(/openfootball/);
  });

  it('plays a match whose goals fall short of its score by its score, and says so (docs/API.md "Reading the minutes")', () => {
    const short = {
      name: 'x',
      matches: [
        {
          round: 'R',
          date: '2018-06-14',
          team1: 'A',
          team2: 'B',
          score: { ft: [2, 0] },
          goals1: [{ name: 'P', minute: 3 }],
          goals2: [],
        },
      ],
    };
    const file = parseReplay(short);
    expect(file.matches[0]).toMatchObject({
      score: { ft: [2, 0] },
      goals1: [{ name: 'P', minute: 3 }],
      goalsFitted: true,
      missing: [{ team: 1, from: 1, to: 90 }],
    });
    expect(replayNotes(file)).toEqual([
      {
        match: 'A v B, 2018-06-14',
        text: '1 goal of A not in the file added (minute drawn, no scorer)',
        fitted: true,
      },
    ]);
  });

  it('fails clearly on a missing or broken file', async () => {
    await expect(loadReplayFile('/nonexistent/replay.json')).rejects.toThrow(/Cannot read replay file/);
  });

  it('takes the path from --replay or REPLAY_FILE', () => {
    expect(replayPathFrom(['node', 'server', '--replay', 'a.json'], {})).toBe('a.json');
    expect(replayPathFrom(['--replay=b.json'], {})).toBe('b.json');
    expect(replayPathFrom([], { REPLAY_FILE: 'c.json' })).toBe('c.json');
    expect(replayPathFrom([], {})).toBeUndefined();
  });
});

describe('a Football.TXT file replayed (REPLAY_FILE), one of its matches broken', async () => {
  const WORDS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven'];
  const eleven = (side: string, extra: Record<number, string> = {}) => {
    const n = (i: number) => `${side} ${WORDS[i - 1]}${extra[i] ?? ''}`;
    return `${n(1)} - ${n(2)}, ${n(3)}, ${n(4)}, ${n(5)} - ${n(6)} [c], ${n(7)}, ${n(8)} - ${n(9)}, ${n(10)}, ${n(11)}`;
  };
  const text = [
    '= Testland | Test Cup 2025/26',
    '',
    '▪ Regular Season - 1',
    'Sat Aug 16 15:00 UTC+1 @ North Ground, Northtown, Att: 30,512',
    '  Northby v Southby  2-1 (1-0)',
    "     (Northby Nine 12', Northby Ten 90+3'(p); Southby Seven 70')",
    '',
    `Northby: ${eleven('Northby', { 8: " (60' Northby Sub)" })}`,
    "  Yellow: Northby Four 33'",
    `Southby: ${eleven('Southby', { 5: " (75' Southby Sub)" })}`,
    "  Red: Southby Three 88'",
    '',
    'Refs: Rita Referee, Al Assistant',
    '',
    'Sun Aug 17 15:00 UTC+1 @ East Ground',
    '  Eastby v Westby  0-0',
    '',
    `Eastby: ${eleven('Eastby').replace(', Eastby Eleven', '')}`,
    `Westby: ${eleven('Westby')}`,
    '',
  ].join('\n');
  const dir = mkdtempSync(join(tmpdir(), 'replay-full-'));
  const path = join(dir, 'test.full.txt');
  writeFileSync(path, text);
  const file = await loadReplayFile(path);
  rmSync(dir, { recursive: true, force: true });
  const { engine, matches } = playedReplay(file, 7, 4);

  it('leaves the broken match out, saying why with its line, and plays the other', () => {
    expect(file.matches).toHaveLength(1);
    expect(replayNotes(file)).toContainEqual({
      match: 'Eastby v Westby, 2025-08-17',
      text: 'left out: line 18: Eastby lists 10 starters, not eleven',
      fitted: true,
    });
    expect(matches).toHaveLength(1);
    expect(matches[0]?.status).toBe(-1);
  });

  it("plays the file's match as it was: eleven and captain, goals, change, cards, ground, crowd, referee", () => {
    const m = matches[0];
    if (!m) throw new Error('no match');
    expect([m.fullTimeScore?.home, m.fullTimeScore?.away]).toEqual([2, 1]);
    expect([m.halfTimeScore?.home, m.halfTimeScore?.away]).toEqual([1, 0]);
    expect(m.venue).toBe('North Ground');
    expect(m.attendance).toBe(30512);
    expect(m.referee).toBe('Rita Referee');
    expect(m.facts).toMatchObject({ goals: 'file', lineups: 'file', cards: 'file', substitutions: 'file' });
    const lineup = engine.lineup(m.id);
    expect(lineup?.home.starters.map((p) => p.name).sort()).toEqual(WORDS.map((w) => `Northby ${w}`).sort());
    expect(lineup?.away.starters.find((p) => p.captain)?.name).toBe('Southby Six');
    const story = m.events
      .filter((e) => ['goal', 'penalty', 'own', 'substitute', 'yellow', 'red'].includes(e.type))
      .map(
        (e) =>
          `${e.type} ${e.side} ${e.playerName}${e.relatedPlayerName ? ` > ${e.relatedPlayerName}` : ''} ${e.minute}+${e.stoppage}`,
      )
      .sort();
    expect(story).toEqual(
      [
        'goal home Northby Nine 12+0',
        'yellow home Northby Four 33+0',
        'substitute home Northby Eight > Northby Sub 60+0',
        'goal away Southby Seven 70+0',
        'substitute away Southby Five > Southby Sub 75+0',
        'red away Southby Three 88+0',
        'penalty home Northby Ten 90+3',
      ].sort(),
    );
  });
});
