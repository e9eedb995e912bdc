// The world: sports, competitions, clubs, a competition's table and bracket, crests.
import { bracketOf } from '../season/bracket';
import { roundPhase } from '../season/rounds';
import { resultOf, table } from '../season/standings';
import type { Engine, Match, StandingRow } from '../types';
import { leagueCrest } from '../world/world';
import { type EngineState, matchesOf } from './state';

export type WorldQueries = Pick<
  Engine,
  'sports' | 'leagues' | 'league' | 'hotLeagues' | 'team' | 'standings' | 'bracket' | 'crestSvg'
>;

/** A competition's table from its finished matches (a cup: its league phase only). */
export function standingsOf(state: EngineState, leagueId: number): StandingRow[] {
  const league = state.world.leagues.get(leagueId);
  if (!league) return [];
  const phase = (m: Match) => roundPhase(league, m) === 'league';
  const played = matchesOf(state, league.sport).filter(
    (m) => m.leagueId === leagueId && m.status === -1 && phase(m),
  );
  if (league.kind === 'cup' && played.length === 0) return [];
  return table(league, played.map(resultOf), state.rulesOf.get(leagueId));
}

export function worldQueries(state: EngineState): WorldQueries {
  const { seed, world } = state;
  return {
    sports: () => ['football', 'basketball', 'esports'],
    leagues: (sport) =>
      [...world.leagues.values()]
        .filter((l) => sport === undefined || l.sport === sport)
        .sort((a, b) => a.order - b.order),
    league: (id) => world.leagues.get(id),
    hotLeagues: (sport) =>
      [...world.leagues.values()]
        .filter((l) => l.hot && (sport === undefined || l.sport === sport))
        .sort((a, b) => a.order - b.order),
    team: (id) => world.teams.get(id),
    standings: (leagueId) => standingsOf(state, leagueId),
    bracket(leagueId) {
      const league = world.leagues.get(leagueId);
      if (league?.kind !== 'cup') return [];
      return bracketOf(matchesOf(state, league.sport).filter((m) => m.leagueId === leagueId));
    },
    crestSvg(kind, id) {
      if (kind === 'team') return world.teams.get(id)?.crestSvg;
      const league = world.leagues.get(id);
      return league ? leagueCrest(seed, league) : undefined;
    },
  };
}
