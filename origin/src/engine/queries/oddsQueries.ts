// The bookmakers and a match's odds lines, priced again only when the match has moved on (a new snapshot,
// another hour to kick-off, another status).
import { bookmakerList, buildOddsLines } from '../odds/odds';
import type { Engine, OddsLine } from '../types';
import type { EngineState } from './state';

export type OddsQueries = Pick<Engine, 'bookmakers' | 'odds'>;

export function oddsQueries(state: EngineState): OddsQueries {
  const { seed, byId } = state;
  const oddsCache = new Map<number, { key: string; lines: OddsLine[] }>();
  return {
    bookmakers: bookmakerList,
    odds(matchId, bookmakerIds, oddsType) {
      const e = byId.get(matchId);
      if (e?.sport !== 'football') return [];
      // The match's own time: a match a test moved ahead has its prices up to where it is.
      const now = state.matchNow(matchId);
      const key = `${e.sim.snapshots.length}|${Math.floor((now - e.match.startTime) / 3_600_000)}|${e.match.status}`;
      let cached = oddsCache.get(matchId);
      if (!cached || cached.key !== key) {
        const lines = buildOddsLines({
          seed,
          match: e.match,
          homeStrength: e.home.strength,
          awayStrength: e.away.strength,
          neutral: e.neutral,
          snapshots: e.sim.snapshots,
          now,
        });
        cached = { key, lines };
        oddsCache.set(matchId, cached);
      }
      return cached.lines.filter(
        (l) =>
          (bookmakerIds === undefined || bookmakerIds.length === 0 || bookmakerIds.includes(l.bookmakerId)) &&
          (oddsType === undefined || l.oddsType === oddsType),
      );
    },
  };
}
