// /vdapi/user/…: favourite matches of the signed-in user (table match_favourites).
import { REST_TABLE } from '@pitchside/shared';
import { ApiError, CODES } from '../http/envelope';
import { listFavourites, toggleFavourite } from './favourites';
import { type MapContext, toMatchSummary } from './mapMatches';
import type { FastifyTypebox, RouteKit } from './routeKit';
import { encrypted, vdapiUrl, withToken } from './routeKit';

export function favouriteRoutes(fastify: FastifyTypebox, kit: RouteKit): void {
  const { db, reply, matchOr404, now } = kit;
  const { favouriteToggle, favouriteList } = REST_TABLE;

  const fav = { tags: ['favourites'], security: withToken };
  // PRODUCT.md §7: GET, as the call was first declared, and POST, the better verb for a change. Both answer.
  fastify.route({
    method: ['POST', 'GET'],
    url: vdapiUrl(favouriteToggle),
    preHandler: fastify.authenticate,
    schema: {
      ...fav,
      summary: 'Add the match to the favourites, or remove it (signed in)',
      params: favouriteToggle.params,
      response: encrypted(favouriteToggle.answer),
    },
    handler: async (request) => {
      const match = matchOr404(request, request.params.id);
      const user = request.user;
      if (!user) throw new ApiError(CODES.notSignedIn, 'signInRequired');
      const hasColect = await toggleFavourite(db, user.id, match.id, now());
      return reply(request, { matchId: match.id, hasColect });
    },
  });

  fastify.get(
    vdapiUrl(favouriteList),
    {
      preHandler: fastify.authenticate,
      schema: {
        ...fav,
        summary: 'Favourite matches, newest favourite first (signed in)',
        querystring: favouriteList.query,
        response: encrypted(favouriteList.answer),
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new ApiError(CODES.notSignedIn, 'signInRequired');
      const { page, pageSize } = request.query;
      const stored = await listFavourites(db, user.id, page, pageSize);
      const matches = stored.matchIds.flatMap((id) => {
        const match = kit.engine.match(id);
        return match ? [match] : [];
      });
      const ctx: MapContext = {
        engine: kit.engine,
        locale: request.locale,
        favourites: new Set(stored.matchIds),
        testStreams: kit.testStreams,
        anchors: kit.anchors,
      };
      return reply(request, {
        list: matches.map((m) => toMatchSummary(ctx, m)),
        page,
        pageSize,
        total: stored.total,
        hasMore: page * pageSize < stored.total,
      });
    },
  );
}
