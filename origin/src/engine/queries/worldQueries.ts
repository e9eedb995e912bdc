// The world: sports, competitions, clubs, a competition's table and bracket, crests.
import { bracketOf } from '../season/bracket';
import { type MatchSides, pendingSideName, pendingSidesOf } from '../season/decided';
import type { Engine, Match } from '../types';
import { leagueCrest } from '../world/world';
import { type EngineState, matchesOf } from './state';
import { standingsOf, tableAsItStandsOf } from './tableAsItStands';

export { standingsOf };

export type WorldQueries = Pick<
  Engine,
  | 'sports'
  | 'leagues'
  | 'league'
  | 'hotLeagues'
  | 'team'
  | 'standings'
  | 'tableAsItStands'
  | 'bracket'
  | 'undecidedSides'
  | 'crestSvg'
>;

/**
 * The undecided sides of each cup's knockout matches, worked out again only when the world has moved
 * (its time, or a status of one of the cup's matches, which a test control may change ahead of it).
 */
function undecidedSidesQuery(state: EngineState): WorldQueries['undecidedSides'] {
  const { world, byId } = state;
  let cupMatches: Map<number, Match[]> | undefined;
  const cache = new Map<number, { key: string; sides: Map<number, MatchSides> }>();
  return (matchId) => {
    const match = byId.get(matchId)?.match;
    if (!match || world.leagues.get(match.leagueId)?.kind !== 'cup') return null;
    if (!cupMatches) {
      cupMatches = new Map();
      for (const { match: m } of state.entries) {
        if (world.leagues.get(m.leagueId)?.kind !== 'cup') continue;
        const list = cupMatches.get(m.leagueId) ?? [];
        list.push(m);
        cupMatches.set(m.leagueId, list);
      }
    }
    const matches = cupMatches.get(match.leagueId) ?? [];
    const key = `${state.now()}|${matches.map((m) => m.status).join(',')}`;
    let cached = cache.get(match.leagueId);
    if (cached?.key !== key) {
      cached = { key, sides: pendingSidesOf(matches) };
      cache.set(match.leagueId, cached);
    }
    const sides = cached.sides.get(matchId);
    if (!sides) return null;
    const team = (id: number) => world.teams.get(id);
    return {
      home: sides.home ? pendingSideName(sides.home, team) : null,
      away: sides.away ? pendingSideName(sides.away, team) : null,
    };
  };
}

export function worldQueries(state: EngineState): WorldQueries {
  const { seed, world } = state;
  return {
    undecidedSides: undecidedSidesQuery(state),
    sports: () => ['football', 'basketball', 'esport'],
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
    tableAsItStands: (leagueId) => tableAsItStandsOf(state, leagueId),
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
