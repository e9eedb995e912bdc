// A football match's details: its lineups, and its intel (form, meetings, the two sides' table rows).
import { buildIntel } from '../content/intel';
import type { Engine } from '../types';
import { teamLineup } from '../world/lineup';
import { type EngineState, matchesOf } from './state';
import { standingsOf } from './worldQueries';

export type DetailQueries = Pick<Engine, 'lineup' | 'intel'>;

export function detailQueries(state: EngineState): DetailQueries {
  const { seed, byId } = state;
  return {
    lineup(matchId) {
      const e = byId.get(matchId);
      if (e?.sport !== 'football') return undefined;
      return { matchId, home: teamLineup(e.home, e.squads.home), away: teamLineup(e.away, e.squads.away) };
    },
    intel(matchId, locale) {
      const e = byId.get(matchId);
      if (e?.sport !== 'football') return undefined;
      // The table of the match's own competition (a cup's league phase): the season it is of.
      const table = standingsOf(state, e.match.leagueId);
      return buildIntel({
        seed,
        match: e.match,
        home: e.home,
        away: e.away,
        locale,
        matches: matchesOf(state, 'football'),
        now: state.now(),
        fileMeetings: state.fileMeetings,
        standings: {
          home: table.find((r) => r.teamId === e.home.id) ?? null,
          away: table.find((r) => r.teamId === e.away.id) ?? null,
        },
      });
    },
  };
}
