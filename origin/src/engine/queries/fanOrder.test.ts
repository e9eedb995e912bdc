import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { parseReplay } from '../replay/replayFile';
import type { Match } from '../types';
import { fanOrder, fanPhase, lastResults, nextKickOffs, roundsInFanOrder } from './fanOrder';

const DAY = 86_400_000;
const m = (id: number, status: Match['status'], day: number) => ({ id, status, startTime: day * DAY });

describe('the fans order', () => {
  it('reports the last results newest first and the next kick-offs soonest first, finished and dated only', () => {
    const list = [
      m(1, -1, 1),
      m(2, 0, 40),
      m(3, -1, 9),
      m(4, 0, 12),
      m(5, 3, 10),
      m(6, -14, 13),
      m(7, -10, 9),
    ];
    list.push({ id: 8, status: -1, startTime: 9 * DAY });
    // Equal kick-offs keep one order (by id), so the list never flickers between two answers.
    expect(lastResults(list, 5).map((x) => x.id)).toEqual([8, 3, 1]);
    expect(lastResults(list, 1).map((x) => x.id)).toEqual([8]);
    // Not the match in play (5), not the postponed one (6), not one whose kick-off has passed.
    expect(nextKickOffs(list, 11 * DAY, 5).map((x) => x.id)).toEqual([4, 2]);
    expect(nextKickOffs(list, 12 * DAY + 1, 5).map((x) => x.id)).toEqual([2]);
    expect(nextKickOffs(list, 41 * DAY, 5)).toEqual([]);
  });

  it('lists what is in play, then the next (soonest first, postponed last), then results (newest first)', () => {
    const list = [
      m(1, -1, 1),
      m(2, 0, 40),
      m(3, -1, 9),
      m(4, 0, 12),
      m(5, 3, 10),
      m(6, -14, 8),
      m(7, -13, 10),
      m(8, -12, 5),
      m(9, -11, 11),
      m(10, -10, 3),
    ];
    expect([...list].sort(fanOrder).map((x) => x.id)).toEqual([5, 7, 9, 4, 2, 6, 3, 8, 10, 1]);
    expect(list.map(fanPhase)).toEqual([
      'over',
      'next',
      'over',
      'next',
      'live',
      'next',
      'live',
      'over',
      'next',
      'over',
    ]);
  });

  it("puts the results' newest matchday first, a rearranged match with the weeks it was played in", () => {
    // Matchday 31 has one result, played early (day 11); matchdays 27-29 were played on days 16, 22, 27.
    const round = (name: string, days: number[]) => ({ name, matches: days.map((d, i) => m(i, -1, d)) });
    const results = [round('29', [27, 27, 28]), round('31', [11]), round('28', [22]), round('27', [16])];
    expect(roundsInFanOrder(results, 'results').map((r) => r.name)).toEqual(['29', '28', '27', '31']);
    const fixtures = [round('30', [33]), round('31', [40, 41]), round('29', [29])];
    expect(roundsInFanOrder(fixtures, 'fixtures').map((r) => r.name)).toEqual(['29', '30', '31']);
  });
});

describe('search in the fans order', () => {
  // Arsenal's five matches two engine hours apart (the file lists them out of order), played to the third.
  const fixture = (date: string, team2: string) => ({
    round: 'Matchday 1',
    date,
    time: '15:00',
    team1: 'Arsenal FC',
    team2,
    score: { ft: [1, 0] },
  });
  const file = parseReplay({
    name: 'Pitchside Friendlies 2026',
    matches: [
      fixture('2026-01-05', 'Chelsea FC'),
      fixture('2026-01-01', 'Liverpool FC'),
      fixture('2026-01-03', 'Everton FC'),
      fixture('2026-01-02', 'Fulham FC'),
      fixture('2026-01-04', 'Brentford FC'),
    ],
  });
  const start = Date.UTC(2026, 10, 22, 12);
  let clock = start;
  const engine = createEngine({
    seed: 6,
    clock: () => clock,
    startAt: start,
    replay: file,
    replayStaggerMinutes: 120,
    days: 1,
  });
  const arsenal = () => engine.search('arsenal').matches;
  // Until the third match (Everton) is in play: two results, one live, two to come.
  for (
    let i = 0;
    i < 10 * 60 && !arsenal().some((x) => fanPhase(x) === 'live' && x.startTime > start + 4 * 3_600_000);
    i++
  ) {
    clock += 60_000;
    engine.tick();
  }

  it('lists the live match first, then the next soonest first, then the results newest first', () => {
    const found = arsenal();
    const opponent = (x: Match) => engine.team(x.awayTeamId)?.name.en ?? '';
    expect(found.map(fanPhase)).toEqual(['live', 'next', 'next', 'over', 'over']);
    expect(found.map(opponent).map((n) => n.split(' ')[0])).toEqual([
      'Everton',
      'Brentford',
      'Chelsea',
      'Fulham',
      'Liverpool',
    ]);
  });
});
