import type { Locale } from '@pitchside/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';

/**
 * The matches of followed teams, then of followed competitions (live, the coming week, the last two
 * days), as the origin orders them. Keyed by token too: the cards carry the reader's favourites.
 */
export const followedMatchesQuery = (
  locale: Locale,
  follows: { teams: readonly number[]; leagues: readonly number[] },
  token: string,
) => {
  const teamIds = follows.teams.join(',');
  const leagueIds = follows.leagues.join(',');
  return queryOptions({
    queryKey: ['followed-matches', locale, teamIds, leagueIds, token],
    queryFn: ({ signal }) =>
      apiCall(
        'GET /vdapi/match/v1/followed',
        { query: { ...(teamIds ? { teamIds } : {}), ...(leagueIds ? { leagueIds } : {}) } },
        signal,
      ),
    enabled: teamIds !== '' || leagueIds !== '',
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
};
