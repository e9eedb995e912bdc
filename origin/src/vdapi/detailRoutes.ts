// /vdapi/detail/v1/… and /vdapi/odds/v1/…: one match: score and timeline, stream, lineups, odds, intel.
import { isBookmakerId, type Locale, REST_TABLE } from '@pitchside/shared';
import type { OddsType } from '../engine/types';
import { liveMasterPath } from '../video/urls';
import { toAnchorSummary } from './mapContent';
import { toMatchDetail, toMatchIntel, toMatchLineup, toOddsByType, toOddsDetail } from './mapDetail';
import type { FastifyTypebox, RouteKit } from './routeKit';
import { encrypted, notFound, signed, vdapiUrl } from './routeKit';

/** The test picture's name: what it is, never a quality it does not have. */
const TEST_STREAM_NAME: Readonly<Record<Locale, string>> = {
  cn: '测试信号（非比赛画面）',
  en: 'Test signal (not the match)',
  vi: 'Tín hiệu thử (không phải trận đấu)',
};

export function detailRoutes(fastify: FastifyTypebox, kit: RouteKit): void {
  const { reply, contextFor, matchOr404 } = kit;
  const withUser = { preHandler: fastify.optionalUser };

  const { matchDetail, matchStream, matchLineup, matchOdds, matchIntel, oddsList, oddsHistory } = REST_TABLE;
  const detail = { tags: ['detail'], security: signed };

  fastify.get(
    vdapiUrl(matchDetail),
    {
      ...withUser,
      schema: {
        ...detail,
        params: matchDetail.params,
        summary: 'Match detail: score, events, stats',
        response: encrypted(matchDetail.answer),
      },
    },
    async (request) => {
      const match = matchOr404(request, request.params.id);
      return reply(request, toMatchDetail(await contextFor(request, [match]), match));
    },
  );

  fastify.get(
    vdapiUrl(matchStream),
    {
      schema: {
        ...detail,
        params: matchStream.params,
        summary: 'Where to watch: stream and anchor rooms',
        response: encrypted(matchStream.answer),
      },
    },
    async (request) => {
      const match = matchOr404(request, request.params.id);
      const isLive = match.status >= 1 && match.status <= 5;
      const anchors = kit.anchors.all().filter((a) => a.room.matchId === match.id);
      // No match has a real stream of its own yet: only a test server (TEST_STREAMS=1) offers the test
      // picture, named for what it is. Without a source the page shows the live tracker.
      const testPicture =
        kit.testStreams && match.hasVideo && match.streamId !== null ? match.streamId : null;
      return reply(request, {
        matchId: match.id,
        isVideo: testPicture !== null,
        isLive,
        sources:
          testPicture !== null
            ? [
                {
                  id: testPicture,
                  name: TEST_STREAM_NAME[request.locale],
                  hlsUrl: liveMasterPath(testPicture),
                  test: true,
                },
              ]
            : [],
        anchors: anchors.map((a) => toAnchorSummary(request.locale, a)),
      });
    },
  );

  fastify.get(
    vdapiUrl(matchLineup),
    {
      schema: {
        ...detail,
        params: matchLineup.params,
        summary: 'Lineups and formations',
        response: encrypted(matchLineup.answer),
      },
    },
    async (request) => {
      matchOr404(request, request.params.id);
      const lineup = kit.engine.lineup(request.params.id);
      if (!lineup) throw notFound(request);
      return reply(request, toMatchLineup(kit.engine, request.locale, lineup));
    },
  );

  fastify.get(
    vdapiUrl(matchOdds),
    {
      schema: {
        ...detail,
        params: matchOdds.params,
        summary: 'Every odds type, one row per bookmaker',
        response: encrypted(matchOdds.answer),
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
    vdapiUrl(matchIntel),
    {
      schema: {
        ...detail,
        params: matchIntel.params,
        summary: 'Head to head, form, table, injuries, preview',
        response: encrypted(matchIntel.answer),
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
    vdapiUrl(oddsList),
    {
      schema: {
        tags: ['detail'],
        security: signed,
        summary: 'One odds type of a match, one row per bookmaker (all, or companyId)',
        querystring: oddsList.query,
        response: encrypted(oddsList.answer),
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
    vdapiUrl(oddsHistory),
    {
      schema: {
        tags: ['detail'],
        security: signed,
        summary: 'History of one odds type for several bookmakers at once (comIds=3,8,1)',
        querystring: oddsHistory.query,
        response: encrypted(oddsHistory.answer),
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
