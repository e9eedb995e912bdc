// /vdapi/anchor/… and /vdapi/search: anchors (streamers), their rooms, and search.
import { REST_TABLE, sportOfCode } from '@pitchside/shared';
import type { Anchor } from '../engine/types';
import { toAnchorSummary, toSearchAnswer } from './mapContent';
import { toMatchSummary } from './mapMatches';
import { pageOf } from './paging';
import type { FastifyTypebox, RouteKit } from './routeKit';
import { encrypted, invalid, notFound, signed, vdapiUrl } from './routeKit';

/**
 * The anchors are the users' rooms (anchors/directory.ts), on air only while the ingest streams them.
 * The anchors' order: on air first, then the most followed, then by id. The origin sees no viewers (the
 * gateway counts them and fills them in), so a page's order cannot hang on a count it does not hold.
 */
export function byAudience(a: Anchor, b: Anchor): number {
  return Number(b.room.live) - Number(a.room.live) || b.followers - a.followers || a.id - b.id;
}

export function anchorRoutes(fastify: FastifyTypebox, kit: RouteKit): void {
  const { reply, contextFor } = kit;
  const { anchors: anchorList, anchorRoom, search } = REST_TABLE;
  const withUser = { preHandler: fastify.optionalUser };

  const anchors = { tags: ['anchors'], security: signed };

  fastify.get(
    vdapiUrl(anchorList),
    {
      schema: {
        ...anchors,
        summary: 'Anchors (streamers): on air first, then the most followed (by sport; paginated)',
        querystring: anchorList.query,
        response: encrypted(anchorList.answer),
      },
    },
    async (request) => {
      const { sport, live, page, pageSize } = request.query;
      const all = kit.anchors
        .all()
        .filter((a) => sport === undefined || a.sport === (sportOfCode(sport) ?? 'football'))
        .filter((a) => live !== true || a.room.live)
        .sort(byAudience);
      const one = pageOf(all, page, pageSize);
      return reply(request, { ...one, list: one.list.map((a) => toAnchorSummary(request.locale, a)) });
    },
  );

  fastify.get(
    vdapiUrl(anchorRoom),
    {
      ...withUser,
      schema: {
        ...anchors,
        summary: "An anchor's room: stream and the match commented",
        params: anchorRoom.params,
        response: encrypted(anchorRoom.answer),
      },
    },
    async (request) => {
      const anchor = kit.anchors.get(request.params.id);
      if (!anchor) throw notFound(request);
      const match = anchor.room.matchId === null ? undefined : kit.engine.match(anchor.room.matchId);
      const ctx = await contextFor(request, match ? [match] : []);
      return reply(request, {
        anchor: toAnchorSummary(request.locale, anchor),
        // The session's playlist at the gateways, while the ingest streams it (anchors/directory.ts).
        hlsUrl: anchor.room.live ? anchor.room.streamId : '',
        match: match ? toMatchSummary(ctx, match) : null,
      });
    },
  );

  fastify.get(
    vdapiUrl(search),
    {
      ...withUser,
      schema: {
        tags: ['config'],
        security: signed,
        summary: 'Search teams, leagues, matches and anchors',
        querystring: search.query,
        response: encrypted(search.answer),
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
