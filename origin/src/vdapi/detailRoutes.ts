// /vdapi/detail/v1/… and /vdapi/odds/v1/…: one match: score and timeline, stream, lineups, odds, intel.
import {
  isBookmakerId,
  MatchDetailSchema,
  MatchIntelSchema,
  MatchLineupSchema,
  MatchOddsSchema,
  MatchStreamSchema,
  OddsDetailSchema,
  OddsListSchema,
} from '@pitchside/shared';
import type { OddsType } from '../engine/types';
import { liveMasterPath } from '../video/urls';
import { toAnchorSummary } from './mapContent';
import { toMatchDetail, toMatchIntel, toMatchLineup, toOddsByType, toOddsDetail } from './mapDetail';
import { IdParams, OddsDetailQuery, OddsQuery } from './queries';
import type { FastifyTypebox, RouteKit } from './routeKit';
import { encrypted, notFound, signed } from './routeKit';

export function detailRoutes(fastify: FastifyTypebox, kit: RouteKit): void {
  const { reply, contextFor, matchOr404 } = kit;
  const withUser = { preHandler: fastify.optionalUser };

  const detail = { tags: ['detail'], security: signed, params: IdParams };

  fastify.get(
    '/detail/v1/info/:id',
    {
      ...withUser,
      schema: {
        ...detail,
        summary: 'Match detail: score, events, stats',
        response: encrypted(MatchDetailSchema),
      },
    },
    async (request) => {
      const match = matchOr404(request, request.params.id);
      return reply(request, toMatchDetail(await contextFor(request, [match]), match));
    },
  );

  fastify.get(
    '/detail/v1/stream/:id',
    {
      schema: {
        ...detail,
        summary: 'Where to watch: stream and anchor rooms',
        response: encrypted(MatchStreamSchema),
      },
    },
    async (request) => {
      const match = matchOr404(request, request.params.id);
      const isLive = match.status >= 1 && match.status <= 5;
      const anchors = kit.engine.anchors().filter((a) => a.room.matchId === match.id);
      return reply(request, {
        matchId: match.id,
        isVideo: match.hasVideo,
        isLive,
        sources:
          match.hasVideo && match.streamId !== null
            ? [{ id: match.streamId, name: 'HD', hlsUrl: liveMasterPath(match.streamId) }]
            : [],
        anchors: anchors.map((a) => toAnchorSummary(request.locale, a)),
      });
    },
  );

  fastify.get(
    '/detail/v1/lineup/:id',
    { schema: { ...detail, summary: 'Lineups and formations', response: encrypted(MatchLineupSchema) } },
    async (request) => {
      matchOr404(request, request.params.id);
      const lineup = kit.engine.lineup(request.params.id);
      if (!lineup) throw notFound(request);
      return reply(request, toMatchLineup(kit.engine, request.locale, lineup));
    },
  );

  fastify.get(
    '/detail/v1/odds/:id',
    {
      schema: {
        ...detail,
        summary: 'Every odds type, one row per bookmaker',
        response: encrypted(MatchOddsSchema),
      },
    },
    async (request) => {
      const match = matchOr404(request, request.params.id);
      return reply(request, {
        matchId: match.id,
        types: toOddsByType(kit.engine, kit.engine.odds(match.id)),
      });
    },
  );

  fastify.get(
    '/detail/v1/intel/:id',
    {
      schema: {
        ...detail,
        summary: 'Head to head, form, table, injuries, preview',
        response: encrypted(MatchIntelSchema),
      },
    },
    async (request) => {
      matchOr404(request, request.params.id);
      const intel = kit.engine.intel(request.params.id, request.locale);
      if (!intel) throw notFound(request);
      return reply(request, toMatchIntel(kit.engine, request.locale, intel));
    },
  );

  fastify.get(
    '/odds/v1/get',
    {
      schema: {
        tags: ['detail'],
        security: signed,
        summary: 'One odds type of a match, one row per bookmaker (all, or companyId)',
        querystring: OddsQuery,
        response: encrypted(OddsListSchema),
      },
    },
    async (request) => {
      const { matchId, companyId } = request.query;
      const type: OddsType = request.query.type ?? 11;
      matchOr404(request, matchId);
      if (companyId !== undefined && !isBookmakerId(companyId)) throw notFound(request);
      const lines = kit.engine.odds(matchId, companyId === undefined ? undefined : [companyId], type);
      const byType = toOddsByType(kit.engine, lines);
      return reply(request, { matchId, type, list: byType[0]?.list ?? [] });
    },
  );

  fastify.get(
    '/odds/v1/getOddsDetailWithComIds',
    {
      schema: {
        tags: ['detail'],
        security: signed,
        summary: 'History of one odds type for several bookmakers at once (comIds=3,8,1)',
        querystring: OddsDetailQuery,
        response: encrypted(OddsDetailSchema),
      },
    },
    async (request) => {
      const { matchId, comIds } = request.query;
      const type: OddsType = request.query.type ?? 11;
      matchOr404(request, matchId);
      const ids = [...new Set(comIds.split(',').map(Number))].filter(isBookmakerId);
      return reply(request, toOddsDetail(kit.engine, matchId, type, kit.engine.odds(matchId, ids, type)));
    },
  );
}
