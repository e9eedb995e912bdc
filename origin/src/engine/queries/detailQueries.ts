// A match's details: its lineups, its statistics, its players' ratings, and its intel (form, meetings,
// the two sides' table rows).
import { MATCH_STATUS } from '@pitchside/shared';
import { buildIntel } from '../content/intel';
import type { MatchEntry } from '../sports/entries';
import { bestPlayer, footballRatings } from '../sports/footballRatings';
import { footballStats } from '../sports/footballStats';
import type { Engine, Lineup, Match, MatchRatings, Pair, StatLine } from '../types';
import { teamLineup } from '../world/lineup';
import { type EngineState, matchesOf } from './state';
import { standingsOf } from './worldQueries';

export type DetailQueries = Pick<Engine, 'lineup' | 'intel' | 'statistics' | 'ratings' | 'playerRating'>;

const line = (key: string, pair: Pair): StatLine => ({ key, home: pair.home, away: pair.away });

/** Football: the grouped statistics (docs/API.md, the detail call); other sports: the eight they always had. */
export function statisticsOf(match: Match): StatLine[] {
  if (match.sport === 'football') return footballStats(match);
  const s = match.stats;
  return [
    line('shots', s.shots),
    line('shotsOnTarget', s.shotsOnTarget),
    line('possession', s.possession),
    line('attacks', s.attacks),
    line('dangerousAttacks', s.dangerousAttacks),
    line('corners', match.corners),
    line('yellowCards', match.yellowCards),
    line('redCards', match.redCards),
  ];
}

/**
 * Ratings so far and, at full time, the best player: football with a line-up only. Worked out from the
 * match's events on each call (sports/footballRatings.ts).
 */
export function ratingsOf(match: Match, lineup: Lineup | undefined): MatchRatings {
  if (match.sport !== 'football' || !lineup) return { players: [], best: null };
  const players = footballRatings(match, lineup);
  return { players, best: match.status === MATCH_STATUS.FULL_TIME ? bestPlayer(players) : null };
}

type FootballEntry = Extract<MatchEntry, { sport: 'football' }>;

const lineupOf = (e: FootballEntry): Lineup => ({
  matchId: e.match.id,
  home: teamLineup(e.home, e.squads.home),
  away: teamLineup(e.away, e.squads.away),
});

export function detailQueries(state: EngineState): DetailQueries {
  const { seed, byId } = state;
  const football = (matchId: number) => {
    const e = byId.get(matchId);
    return e?.sport === 'football' ? e : undefined;
  };
  const ratings = (matchId: number): MatchRatings => {
    const e = football(matchId);
    return e ? ratingsOf(e.match, lineupOf(e)) : { players: [], best: null };
  };
  return {
    lineup(matchId) {
      const e = football(matchId);
      return e && lineupOf(e);
    },
    statistics(matchId) {
      const match = byId.get(matchId)?.match;
      return match ? statisticsOf(match) : [];
    },
    ratings,
    playerRating(matchId, playerId) {
      return ratings(matchId).players.find((r) => r.playerId === playerId)?.rating ?? null;
    },
    intel(matchId, locale) {
      const e = football(matchId);
      if (!e) return undefined;
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
