import type { Locale } from '@pitchside/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { queryCall } from '../../api/queryCall';

/** A player's page; the same for every reader, so the server draws it (app/pages.ts). */
export const playerPageQuery = (locale: Locale, playerId: number) =>
  queryOptions({
    queryKey: ['player', locale, playerId],
    // Through queryCall: a server render answers it with the gateway's calls to the origin.
    queryFn: (context) => queryCall(context, 'GET /vdapi/player/v1/info/:id', { params: { id: playerId } }),
    refetchInterval: 60_000,
    // No such player: asked once, so the not-found page shows at once.
    retry: (failures, error) => !(error instanceof ApiError && error.code === 10005) && failures < 1,
  });
