// The match lists: in play, by day, results, the hot ones; one match and its winner.
import { DAY_MS } from '../fixtures/fixtures';
import { isFinal } from '../sports/football';
import type { Engine } from '../types';
import { byKickOff, type EngineState, inPlay, matchesOf } from './state';

export type MatchQueries = Pick<
  Engine,
  'liveMatches' | 'matchesByDate' | 'results' | 'hotMatches' | 'match' | 'winner'
>;

export function matchQueries(state: EngineState): MatchQueries {
  const { byId } = state;
  const all = (sport?: Parameters<Engine['liveMatches']>[0]) => matchesOf(state, sport);
  return {
    liveMatches: (sport) => all(sport).filter(inPlay).sort(byKickOff),
    matchesByDate: (sport, dayStart, dayEnd, leagueId) =>
      all(sport)
        .filter(
          (m) =>
            m.startTime >= dayStart &&
            m.startTime < dayEnd &&
            (leagueId === undefined || m.leagueId === leagueId),
        )
        .sort(byKickOff),
    results: (sport, dayStart, dayEnd, leagueId) =>
      all(sport)
        .filter(
          (m) =>
            m.status === -1 &&
            m.startTime >= dayStart &&
            m.startTime < dayEnd &&
            (leagueId === undefined || m.leagueId === leagueId),
        )
        .sort((a, b) => byKickOff(b, a)),
    hotMatches: (sport, limit = 20) => {
      const now = state.now();
      return all(sport)
        .filter(
          (m) =>
            m.hot && !isFinal(m.status) && m.startTime < now + DAY_MS && m.startTime > now - 4 * 3_600_000,
        )
        .sort((a, b) => Number(inPlay(b)) - Number(inPlay(a)) || byKickOff(a, b))
        .slice(0, limit);
    },
    match: (id) => byId.get(id)?.match,
    winner(id) {
      const m = byId.get(id)?.match;
      if (!m || m.status !== -1) return null;
      const p = m.penaltyScore;
      const h = m.score.home + (p ? p.home / 100 : 0);
      const a = m.score.away + (p ? p.away / 100 : 0);
      return h > a ? 'home' : a > h ? 'away' : null;
    },
  };
}
