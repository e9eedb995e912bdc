import type { Locale } from '@pitchside/shared';
import { queryOptions } from '@tanstack/react-query';
import { queryCall } from '../../api/queryCall';

/**
 * A team's page; keyed by token, since its matches carry the reader's favourites. The route table's
 * subject of /team/{id}: the server draws it as a reader not signed in (app/pages.ts).
 */
export const teamPageQuery = (locale: Locale, teamId: number, token: string) =>
  queryOptions({
    queryKey: ['team', locale, teamId, token],
    // Through queryCall: a server render answers it with the gateway's calls to the origin.
    queryFn: (context) => queryCall(context, 'GET /vdapi/team/v1/info/:id', { params: { id: teamId } }),
    refetchInterval: 60_000,
  });
