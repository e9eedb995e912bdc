import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ScoredMatch, tellScore } from './matchScore';
import { MATCH_STATUS_CODES, type MatchStatus } from './matchStatus';

/** The 2018 World Cup as openfootball publishes it (CC0), shipped with the origin's replays. */
interface FileMatch {
  round: string;
  team1: string;
  team2: string;
  score: { ft: [number, number]; et?: [number, number]; p?: [number, number] };
}
const worldCup = JSON.parse(
  readFileSync(
    new URL('../../../origin/src/engine/fixtures/openfootball/worldcup-2018.json', import.meta.url),
    'utf8',
  ),
) as { matches: FileMatch[] };

/** A finished match as the origin serves it: the score counts extra time, the shoot-out apart. */
function served(m: FileMatch): ScoredMatch {
  const [home, away] = m.score.et ?? m.score.ft;
  const pair = (p: [number, number] | undefined) => (p ? { home: p[0], away: p[1] } : null);
  return {
    status: -1,
    homeScore: home,
    awayScore: away,
    extraTimeScore: pair(m.score.et),
    penaltyScore: pair(m.score.p),
  };
}

const base: ScoredMatch = {
  status: -1,
  homeScore: 0,
  awayScore: 0,
  extraTimeScore: null,
  penaltyScore: null,
};

describe('tellScore', () => {
  it('names the side that went through in every knockout tie of the 2018 World Cup', () => {
    const rounds = ['Round of 16', 'Quarter-finals', 'Semi-finals', 'Final'];
    const next = new Map([
      ['Round of 16', 'Quarter-finals'],
      ['Quarter-finals', 'Semi-finals'],
      ['Semi-finals', 'Final'],
    ]);
    const knockouts = worldCup.matches.filter((m) => rounds.includes(m.round));
    expect(knockouts).toHaveLength(15);
    for (const m of knockouts) {
      const told = tellScore(served(m));
      const winner = told.winner === 'home' ? m.team1 : told.winner === 'away' ? m.team2 : null;
      const later = next.get(m.round);
      if (later) {
        const through = worldCup.matches.filter((x) => x.round === later).flatMap((x) => [x.team1, x.team2]);
        expect(through, `${m.team1} v ${m.team2}`).toContain(winner);
      } else {
        expect(winner).toBe('France');
      }
    }
  });

  it('tells Russia 1-1 Spain a.e.t., 4-3 on penalties (Spain at home in the file), and the final in 90 minutes', () => {
    const spainRussia = worldCup.matches.find((m) => m.team1 === 'Spain' && m.team2 === 'Russia');
    expect(spainRussia).toBeDefined();
    expect(tellScore(served(spainRussia as FileMatch))).toEqual({
      home: 1,
      away: 1,
      afterExtraTime: true,
      penalties: { home: 3, away: 4 },
      winner: 'away',
      decidedBy: 'penalties',
    });
    const croatiaEngland = worldCup.matches.find((m) => m.team1 === 'Croatia' && m.team2 === 'England');
    expect(tellScore(served(croatiaEngland as FileMatch))).toMatchObject({
      home: 2,
      away: 1,
      afterExtraTime: true,
      penalties: null,
      winner: 'home',
      decidedBy: 'extraTime',
    });
    const final = worldCup.matches.find((m) => m.round === 'Final') as FileMatch;
    expect(tellScore(served(final))).toMatchObject({
      home: 4,
      away: 2,
      winner: 'home',
      decidedBy: 'regular',
    });
  });

  it('calls a group-stage draw a draw', () => {
    expect(tellScore({ ...base, homeScore: 1, awayScore: 1 })).toMatchObject({
      winner: null,
      decidedBy: null,
    });
  });

  it('runs the shoot-out score live and names no winner before the match is over', () => {
    const live = { ...base, status: 5 as const, homeScore: 2, awayScore: 2 };
    const shootout = tellScore({
      ...live,
      extraTimeScore: { home: 2, away: 2 },
      penaltyScore: { home: 3, away: 1 },
    });
    expect(shootout).toMatchObject({ penalties: { home: 3, away: 1 }, winner: null, decidedBy: null });
    // Straight to penalties after 90 minutes (no extra time): no "a.e.t.".
    expect(tellScore({ ...live, penaltyScore: { home: 0, away: 0 } }).afterExtraTime).toBe(false);
  });

  it('gives a winner only at full time, and then exactly when the score or the shoot-out is not level', () => {
    const pair = fc.record({ home: fc.nat(20), away: fc.nat(20) });
    fc.assert(
      fc.property(
        fc.constantFrom(...MATCH_STATUS_CODES),
        fc.nat(20),
        fc.nat(20),
        fc.option(pair, { nil: null }),
        fc.option(pair, { nil: null }),
        (status: MatchStatus, homeScore, awayScore, extraTimeScore, penaltyScore) => {
          const told = tellScore({ status, homeScore, awayScore, extraTimeScore, penaltyScore });
          const level = homeScore === awayScore && (!penaltyScore || penaltyScore.home === penaltyScore.away);
          expect(told.winner !== null).toBe(status === -1 && !level);
          expect(told.decidedBy === null).toBe(told.winner === null);
          expect([told.home, told.away]).toEqual([homeScore, awayScore]);
          if (told.decidedBy === 'penalties') expect(homeScore).toBe(awayScore);
        },
      ),
    );
  });
});
