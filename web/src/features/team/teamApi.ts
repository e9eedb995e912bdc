import type { Locale } from '@pitchside/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';

/** A team's page; keyed by token, since its matches carry the reader's favourites. */
export const teamPageQuery = (locale: Locale, teamId: number, token: string) =>
  queryOptions({
    queryKey: ['team', locale, teamId, token],
    queryFn: ({ signal }) => apiCall('GET /vdapi/team/v1/info/:id', { params: { id: teamId } }, signal),
    refetchInterval: 60_000,
  });
