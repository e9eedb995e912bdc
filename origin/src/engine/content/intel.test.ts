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
    expect(intel?.preview).toContain('In their 2 meetings this season');
  });

  it('tells a pair that has not met that it has not, in every language', () => {
    // Before the first match, nothing has been played.
    const first = engine.intel(m1.id, 'en');
    expect(first?.headToHead).toEqual([]);
    expect(first?.recentForm.home).toEqual([]);
    expect(first?.preview).toContain('They have not met this season.');
    expect(engine.intel(m1.id, 'cn')?.preview).toContain('本赛季双方尚未交手');
    expect(engine.intel(m1.id, 'vi')?.preview).toContain('Hai đội chưa gặp nhau mùa này');
  });
});
