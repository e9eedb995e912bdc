// A football match's details: its lineups, and its intel (form, meetings, the two sides' table rows).
import { buildIntel } from '../content/intel';
import type { Engine } from '../types';
import { teamLineup } from '../world/lineup';
import { type EngineState, finishedFootball } from './state';
import { standingsOf } from './worldQueries';

export type DetailQueries = Pick<Engine, 'lineup' | 'intel'>;

export function detailQueries(state: EngineState): DetailQueries {
  const { seed, world, byId } = state;
  return {
    lineup(matchId) {
      const e = byId.get(matchId);
      if (e?.sport !== 'football') return undefined;
      return { matchId, home: teamLineup(e.home, e.squads.home), away: teamLineup(e.away, e.squads.away) };
    },
    intel(matchId, locale) {
      const e = byId.get(matchId);
      if (e?.sport !== 'football') return undefined;
      const leagueId =
        world.leagues.get(e.match.leagueId)?.kind === 'league' ? e.match.leagueId : e.home.leagueIds[0];
      const table = leagueId === undefined ? [] : standingsOf(state, leagueId);
      const awayTable =
        world.leagues.get(e.match.leagueId)?.kind === 'league'
          ? table
          : standingsOf(state, e.away.leagueIds[0] ?? -1);
      return buildIntel({
        seed,
        match: e.match,
        home: e.home,
        away: e.away,
        locale,
        finished: finishedFootball(state),
        standings: {
          home: table.find((r) => r.teamId === e.home.id) ?? null,
          away: awayTable.find((r) => r.teamId === e.away.id) ?? null,
        },
      });
    },
  };
}
