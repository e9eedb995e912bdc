// The knockout bracket of a cup: its knockout rounds, each tie with its legs, aggregate and winner.

import type { BracketRound, BracketTie, Match } from '../types';
import { roundPhase } from './rounds';

/**
 * Rounds in kick-off order; `matches` are the cup's matches (any order). The bracket is the knockout
 * rounds after the league or group phase; `phase: 'qualifying'` gives the ties played before it instead.
 */
export function bracketOf(
  matches: readonly Match[],
  phase: 'knockout' | 'qualifying' = 'knockout',
): BracketRound[] {
  const rounds = new Map<string, BracketRound>();
  const sorted = [...matches]
    .filter((m) => roundPhase({ kind: 'cup' }, m) === phase)
    .sort((a, b) => a.startTime - b.startTime);
  for (const m of sorted) {
    const stage = m.stage ?? m.round;
    let round = rounds.get(stage);
    if (!round) {
      round = {
        round: stage,
        name: m.stageName ?? m.roundName ?? { cn: stage, en: stage, vi: stage },
        ties: [],
      };
      rounds.set(stage, round);
    }
    let tie = round.ties.find(
      (t) =>
        (t.teamA === m.homeTeamId && t.teamB === m.awayTeamId) ||
        (t.teamA === m.awayTeamId && t.teamB === m.homeTeamId),
    );
    if (!tie) {
      tie = {
        teamA: m.homeTeamId,
        teamB: m.awayTeamId,
        matchIds: [],
        legs: [],
        aggregate: { home: 0, away: 0 },
        penalties: null,
        winnerTeamId: null,
        decidedBy: null,
      };
      round.ties.push(tie);
    }
    settle(tie, m);
  }
  return [...rounds.values()];
}

function settle(tie: BracketTie, m: Match): void {
  tie.matchIds.push(m.id);
  const aHome = m.homeTeamId === tie.teamA;
  tie.legs.push({
    matchId: m.id,
    startTime: m.startTime,
    status: m.status,
    score: aHome ? { ...m.score } : { home: m.score.away, away: m.score.home },
  });
  if (m.status >= 1 || m.status === -1) {
    tie.aggregate.home += aHome ? m.score.home : m.score.away;
    tie.aggregate.away += aHome ? m.score.away : m.score.home;
  }
  if (m.status !== -1 || !m.knockout) return;
  if (m.penaltyScore) {
    const p = m.penaltyScore;
    tie.penalties = aHome ? { home: p.home, away: p.away } : { home: p.away, away: p.home };
    tie.winnerTeamId = tie.penalties.home > tie.penalties.away ? tie.teamA : tie.teamB;
    tie.decidedBy = 'penalties';
    return;
  }
  if (tie.aggregate.home === tie.aggregate.away) return;
  tie.winnerTeamId = tie.aggregate.home > tie.aggregate.away ? tie.teamA : tie.teamB;
  tie.decidedBy = m.extraTimeScore ? 'extraTime' : 'score';
}
