import type { Locale } from '@pitchside/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../api/client';

/** A player's page; the same for every reader, so the server draws it (app/pages.ts). */
export const playerPageQuery = (locale: Locale, playerId: number) =>
  queryOptions({
    queryKey: ['player', locale, playerId],
    queryFn: ({ signal }) => apiCall('GET /vdapi/player/v1/info/:id', { params: { id: playerId } }, signal),
    refetchInterval: 60_000,
    // No such player: asked once, so the not-found page shows at once.
    retry: (failures, error) => !(error instanceof ApiError && error.code === 10005) && failures < 1,
  });
