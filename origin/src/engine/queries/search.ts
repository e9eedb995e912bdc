// Search in every language: competitions and clubs the best answers first; their matches too,
// and among equally good answers in the fans' order (in play, then the next, then the latest results:
// ./fanOrder.ts), so "arsenal" lists tonight's match before February's.
import type { Engine, Match } from '../types';
import { fanOrder } from './fanOrder';
import type { EngineState } from './state';

export function searchQuery(state: EngineState, undecidedSides: Engine['undecidedSides']): Engine['search'] {
  const { world, entries } = state;
  return (q) => {
    const text = q.trim().toLowerCase();
    if (text === '') return { leagues: [], teams: [], matches: [] };
    // Best answers first: a whole name, then a name's start, a word's start, and inside a word last
    // ("Ars" is Arsenal before Mendara Stars). Equal ranks keep the world's order.
    const ranked = <T extends { id: number }>(items: Iterable<T>, names: (item: T) => string[]) =>
      [...items]
        .map((item) => ({ item, rank: searchRank(names(item), text) }))
        .filter((r): r is { item: T; rank: number } => r.rank !== undefined)
        .sort((a, b) => a.rank - b.rank);
    const leagues = ranked(world.leagues.values(), (l) => [
      ...Object.values(l.name),
      ...Object.values(l.shortName),
    ]);
    const teams = ranked(world.teams.values(), (t) => [
      ...Object.values(t.name),
      ...Object.values(t.shortName),
    ]);
    const rankOf = new Map<number, number>();
    for (const r of [...leagues, ...teams])
      rankOf.set(r.item.id, Math.min(rankOf.get(r.item.id) ?? r.rank, r.rank));
    // A side the world has not decided is no team's match yet: found by its competition only.
    const best = (m: Match) => {
      const league = rankOf.get(m.leagueId) ?? 4;
      const home = rankOf.get(m.homeTeamId) ?? 4;
      const away = rankOf.get(m.awayTeamId) ?? 4;
      if (home === 4 && away === 4) return league;
      const undecided = undecidedSides(m.id);
      return Math.min(league, undecided?.home ? 4 : home, undecided?.away ? 4 : away);
    };
    const matches = entries
      .map((e) => e.match)
      .filter((m) => best(m) < 4)
      .sort((a, b) => best(a) - best(b) || fanOrder(a, b))
      .slice(0, 50);
    return {
      leagues: leagues.map((r) => r.item),
      teams: teams.map((r) => r.item),
      matches,
    };
  };
}

/**
 * How well one of `names` answers the (lower-case) search text: 0 a whole name, 1 a name's start, 2 a
 * word's start, 3 inside a word; undefined when no name holds it.
 */
export function searchRank(names: readonly string[], text: string): number | undefined {
  let rank: number | undefined;
  for (const raw of names) {
    const name = raw.toLowerCase();
    for (let at = name.indexOf(text); at >= 0; at = name.indexOf(text, at + 1)) {
      const found = name === text ? 0 : at === 0 ? 1 : WORD_CHAR.test(name.charAt(at - 1)) ? 3 : 2;
      rank = Math.min(rank ?? found, found);
    }
  }
  return rank;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
