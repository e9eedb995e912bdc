// /vdapi/anchor/… and /vdapi/search: anchors (streamers), their rooms, and search.
import { AnchorPageSchema, AnchorRoomDetailSchema, SearchAnswerSchema } from '@pitchside/shared';
import { liveMasterPath } from '../video/urls';
import { toAnchorSummary, toSearchAnswer } from './mapContent';
import { toMatchSummary } from './mapMatches';
import { pageOf } from './paging';
import { AnchorListQuery, IdParams, SearchQuery } from './queries';
import type { FastifyTypebox, RouteKit } from './routeKit';
import { encrypted, invalid, notFound, signed } from './routeKit';
import { sportOfCode } from './sport';

export function anchorRoutes(fastify: FastifyTypebox, kit: RouteKit): void {
  const { reply, contextFor } = kit;
  const withUser = { preHandler: fastify.optionalUser };

  const anchors = { tags: ['anchors'], security: signed };

  fastify.get(
    '/anchor/list',
    {
      schema: {
        ...anchors,
        summary: 'Anchors (streamers): on air first, most viewers first (by sport; paginated)',
        querystring: AnchorListQuery,
        response: encrypted(AnchorPageSchema),
      },
    },
    async (request) => {
      const { sport, live, page, pageSize } = request.query;
      const all = kit.engine
        .anchors()
        .filter((a) => sport === undefined || a.sport === sportOfCode(sport))
        .filter((a) => live !== true || a.room.live)
        .sort(
          (a, b) =>
            Number(b.room.live) - Number(a.room.live) || b.room.viewers - a.room.viewers || a.id - b.id,
        );
      const one = pageOf(all, page, pageSize);
      return reply(request, { ...one, list: one.list.map((a) => toAnchorSummary(request.locale, a)) });
    },
  );

  fastify.get(
    '/anchor/room/:id',
    {
      ...withUser,
      schema: {
        ...anchors,
        summary: "An anchor's room: stream and the match commented",
        params: IdParams,
        response: encrypted(AnchorRoomDetailSchema),
      },
    },
    async (request) => {
      const anchor = kit.engine.anchor(request.params.id);
      if (!anchor) throw notFound(request);
      const match = anchor.room.matchId === null ? undefined : kit.engine.match(anchor.room.matchId);
      const ctx = await contextFor(request, match ? [match] : []);
      return reply(request, {
        anchor: toAnchorSummary(request.locale, anchor),
        hlsUrl: anchor.room.live ? liveMasterPath(anchor.room.streamId) : '',
        match: match ? toMatchSummary(ctx, match) : null,
      });
    },
  );

  fastify.get(
    '/search',
    {
      ...withUser,
      schema: {
        tags: ['config'],
        security: signed,
        summary: 'Search teams, leagues, matches and anchors',
        querystring: SearchQuery,
        response: encrypted(SearchAnswerSchema),
      },
    },
    async (request) => {
      const q = request.query.q.trim();
      if (!q) throw invalid('q');
      const found = kit.engine.search(q);
      const ctx = await contextFor(request, found.matches.slice(0, request.query.limit));
      return reply(request, toSearchAnswer(ctx, q, request.query.limit));
    },
  );
}
