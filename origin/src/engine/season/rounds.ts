// A competition's season told by rounds: each matchday, or each leg of a two-legged knockout round,
// with its matches, in the order the season plays them. The league page lists results and fixtures by
// them (GET /vdapi/match/v1/league/rounds).

import { fanPhase, roundsInFanOrder } from '../queries/fanOrder';
import type { League, LocalizedText, Match } from '../types';
import { roundName } from '../world/identityPort';

/**
 * What a round counts for: the table (a league, a cup's league phase), a group, a knockout round of the
 * bracket, or a qualifying round before the league or group phase (the 2025 Club World Cup's play-off).
 */
export type RoundPhase = 'league' | 'group' | 'knockout' | 'qualifying';

/** The one rule for which matches make a competition's table (engine.standings) and its bracket. */
export function roundPhase(
  league: Pick<League, 'kind'>,
  m: Pick<Match, 'round' | 'group' | 'qualifying'>,
): RoundPhase {
  if (league.kind === 'league') return 'league';
  if (m.group !== undefined) return 'group';
  if (/^(League|Matchday)\b/.test(m.round)) return 'league';
  return m.qualifying ? 'qualifying' : 'knockout';
}

export interface SeasonRound {
  /** The round's key as the data names it; both legs of a knockout round share their stage's. */
  round: string;
  /** 1 or 2: one leg of a two-legged round; 0 otherwise. */
  leg: 0 | 1 | 2;
  name: LocalizedText;
  phase: RoundPhase;
  /** Kick-off order. */
  matches: Match[];
}

/** The name of one leg of a knockout stage ("Finals, Round of 16" → 1/8决赛首回合, "Round of 16, 1st leg"). */
function legName(stage: string, leg: 1 | 2): LocalizedText {
  return roundName(`${stage}, ${leg === 1 ? '1st' : '2nd'} leg`);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/**
 * Every round of a competition, in season order: by the median kick-off of its matches, so a match
 * moved weeks later (postponed, rearranged) stays in its own round and does not move the round.
 */
export function seasonRounds(league: Pick<League, 'kind'>, matches: readonly Match[]): SeasonRound[] {
  const rounds = new Map<string, SeasonRound>();
  for (const m of [...matches].sort((a, b) => a.startTime - b.startTime || a.id - b.id)) {
    const leg = m.leg ?? 0;
    const round = leg === 0 ? m.round : (m.stage ?? m.round);
    const key = `${round}\u0000${leg}`;
    let entry = rounds.get(key);
    if (!entry) {
      entry = {
        round,
        leg,
        name: leg === 0 ? (m.roundName ?? roundName(m.round)) : legName(round, leg),
        phase: roundPhase(league, m),
        matches: [],
      };
      rounds.set(key, entry);
    }
    entry.matches.push(m);
  }
  const order = new Map([...rounds.values()].map((r) => [r, median(r.matches.map((m) => m.startTime))]));
  return [...rounds.values()].sort(
    (a, b) =>
      (order.get(a) ?? 0) - (order.get(b) ?? 0) ||
      (a.matches[0]?.startTime ?? 0) - (b.matches[0]?.startTime ?? 0) ||
      a.leg - b.leg,
  );
}

/** Over: played to the end, abandoned, cancelled, or postponed never to be played again. Everything else is still to come (or in play). */
export const isOver = (m: Pick<Match, 'status' | 'neverReplayed'>) => fanPhase(m) === 'over';

/**
 * The season's results (rounds with a match over, newest round first, only those matches) or its
 * fixtures (rounds with a match to come or in play, next round first, only those matches), each round
 * placed by the matches it holds in that list (../queries/fanOrder.ts).
 */
export function roundsPart(rounds: readonly SeasonRound[], part: 'results' | 'fixtures'): SeasonRound[] {
  const wanted = part === 'results' ? isOver : (m: Match) => !isOver(m);
  const picked = rounds
    .map((r) => ({ ...r, matches: r.matches.filter(wanted) }))
    .filter((r) => r.matches.length > 0);
  // Equal places keep the season's order (results: its later round first).
  return roundsInFanOrder(part === 'results' ? picked.reverse() : picked, part);
}
