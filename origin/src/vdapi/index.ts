// /vdapi: the match-data calls of PRODUCT.md §7. Thin routes: validate (queries.ts) -> engine query ->
// mapper (map*.ts) -> `data` encrypted with the shared codec in the envelope. Answers are described in
// docs/API.md "Match data (/vdapi)" and by the TypeBox schemas of @pitchside/shared (api/vdapi.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnchorPageSchema,
  AnchorRoomDetailSchema,
  encodeData,
  FavListSchema,
  FavToggleSchema,
  HotLeagueListSchema,
  IndexFootballSchema,
  IndexHotSchema,
  InitConfigSchema,
  isBookmakerId,
  MatchDetailSchema,
  MatchIntelSchema,
  MatchLineupSchema,
  MatchListSchema,
  MatchOddsSchema,
  MatchPageSchema,
  MatchStreamSchema,
  OddsDetailSchema,
  OddsListSchema,
  SearchAnswerSchema,
  SearchSuggestionsSchema,
  VideoChannelTagListSchema,
  VideoCollectionDetailSchema,
  VideoCollectionListSchema,
  VideoCollectionPageSchema,
  VideoCommentPageSchema,
  VideoCommentSchema,
} from '@pitchside/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type TSchema, Type } from 'typebox';
import type { Match, OddsType } from '../engine/types';
import { ApiError, CODES, EnvelopeOf, ErrorEnvelope } from '../http/envelope';
import { rateLimitHook } from '../http/rateLimits';
import { success } from '../http/replies';
import { liveMasterPath } from '../video/urls';
import { addComment, commentCounts, listComments, normaliseComment } from './comments';
import { coverSvg } from './covers';
import { dayWindow, dayWindowOffset, timezoneHours } from './days';
import type {} from './enginePlugin';
import { favouriteSet, listFavourites, toggleFavourite } from './favourites';
import {
  relatedCollections,
  toAnchorSummary,
  toCollectionDetail,
  toCollectionSummary,
  toSearchAnswer,
  toVideoComment,
} from './mapContent';
import { toMatchDetail, toMatchIntel, toMatchLineup, toOddsByType, toOddsDetail } from './mapDetail';
import { type MapContext, toLeagueMenuEntry, toMatchSummaries, toMatchSummary } from './mapMatches';
import { pageOf } from './paging';
import {
  AnchorListQuery,
  CollectionListQuery,
  CommentBody,
  CommentListQuery,
  DayListQuery,
  HotQuery,
  IdParams,
  LeagueScheduleQuery,
  OddsDetailQuery,
  OddsQuery,
  PageQuery,
  PictureParams,
  SearchQuery,
  SportQuery,
  SuggestQuery,
} from './queries';
import { followQrSvg, SITE_TEXTS, SPORT_NAMES } from './siteConfig';
import { codeOfSport, sportOfCode } from './sport';

export interface VdapiOptions {
  /** The clock for stored times (favourites, comments); tests move it. */
  now?: () => Date;
  /** Comments a user may post per minute. */
  commentsPerMinute?: number;
}

const DAY_MS = 86_400_000;
const failures = { '4xx': ErrorEnvelope };
const signed = [{ signedRequest: [] }];
const withToken = [{ signedRequest: [], token: [] }];

/** The envelope of an encrypted answer; the decoded `data` schema is documented as its contentSchema. */
function encrypted(data: TSchema) {
  return {
    200: EnvelopeOf(
      Type.String({
        description: 'the encrypted JSON of the answer (shared codec); decoded, it matches contentSchema',
        contentMediaType: 'application/json',
        contentSchema: data,
      }),
    ),
    ...failures,
  };
}

const notFound = (request: FastifyRequest) =>
  new ApiError(CODES.notFound, 'notFound', { path: request.url.split('?')[0] ?? '/' });

const invalid = (field: string) => new ApiError(CODES.invalidInput, 'invalidInput', { field });

const vdapi: FastifyPluginAsyncTypebox<VdapiOptions> = async (fastify, options) => {
  const { engine, db, config } = fastify;
  const now = options.now ?? (() => new Date());

  /** The envelope with `data` encrypted by the shared codec. */
  const reply = <T>(request: FastifyRequest, data: T) =>
    success(request, encodeData(data, config.envelopeKey));

  /** Mapper context: language, and the favourites among `matchIds` of a signed-in user. */
  async function contextFor(request: FastifyRequest, matches: readonly Match[]): Promise<MapContext> {
    const favourites = request.user
      ? await favouriteSet(
          db,
          request.user.id,
          matches.map((m) => m.id),
        )
      : new Set<number>();
    return { engine, locale: request.locale, favourites };
  }

  function windowOf(request: FastifyRequest, date: string | undefined) {
    const window = dayWindow(date, engine.now(), timezoneHours(request.headers['x-timezone']));
    if (!window) throw invalid('date');
    return window;
  }

  function matchOr404(request: FastifyRequest, id: number): Match {
    const match = engine.match(id);
    if (!match) throw notFound(request);
    return match;
  }

  const list = { tags: ['matches'], security: signed };
  const withUser = { preHandler: fastify.optionalUser };

  // ------------------------------------------------------------------ config

  fastify.get(
    '/config/initconfig',
    {
      schema: {
        ...list,
        tags: ['config'],
        summary: 'Site info, contact, menus',
        response: encrypted(InitConfigSchema),
      },
    },
    async (request) => {
      const locale = request.locale;
      const topics = engine.specialTopics();
      const menu = topics.length
        ? topics.flatMap((t) => {
            const league = engine.league(t.leagueId);
            return league ? [toLeagueMenuEntry(locale, league)] : [];
          })
        : engine.hotLeagues().map((l) => toLeagueMenuEntry(locale, l));
      return reply(request, {
        ...SITE_TEXTS[locale],
        leagueMenu: menu,
        sports: ([1, 2, 3] as const).map((sport) => ({ sport, name: SPORT_NAMES[locale][sport] })),
        hotWords: engine
          .hotLeagues('football')
          .slice(0, 6)
          .map((l) => l.shortName[locale]),
        serverTime: engine.now(),
      });
    },
  );

  fastify.get(
    '/config/v2/index/hot',
    {
      ...withUser,
      schema: {
        ...list,
        tags: ['config'],
        summary: 'Home page: live, hot matches, hot leagues, anchors on air',
        querystring: SportQuery,
        response: encrypted(IndexHotSchema),
      },
    },
    async (request) => {
      const sport = sportOfCode(request.query.sport);
      const live = engine.liveMatches(sport).slice(0, 20);
      const hot = engine.hotMatches(sport, 20);
      const ctx = await contextFor(request, [...live, ...hot]);
      return reply(request, {
        live: toMatchSummaries(ctx, live),
        hot: toMatchSummaries(ctx, hot),
        leagues: engine.hotLeagues(sport).map((l) => toLeagueMenuEntry(ctx.locale, l)),
        anchors: engine
          .anchors()
          .filter((a) => a.room.live && a.sport === sport)
          .sort((a, b) => b.room.viewers - a.room.viewers)
          .slice(0, 12)
          .map((a) => toAnchorSummary(ctx.locale, a)),
      });
    },
  );

  fastify.get(
    '/config/v2/index/football',
    {
      ...withUser,
      schema: {
        ...list,
        tags: ['config'],
        summary: 'Football section front page',
        response: encrypted(IndexFootballSchema),
      },
    },
    async (request) => {
      const at = engine.now();
      const live = engine.liveMatches('football');
      const upcoming = engine
        .matchesByDate('football', at, at + DAY_MS)
        .filter((m) => m.status === 0)
        .slice(0, 30);
      const results = engine.results('football', at - DAY_MS, at).slice(0, 30);
      const ctx = await contextFor(request, [...live, ...upcoming, ...results]);
      return reply(request, {
        live: toMatchSummaries(ctx, live),
        upcoming: toMatchSummaries(ctx, upcoming),
        results: toMatchSummaries(ctx, results),
        leagues: engine.hotLeagues('football').map((l) => toLeagueMenuEntry(ctx.locale, l)),
      });
    },
  );

  fastify.get(
    '/config/v2/index/search',
    {
      schema: {
        ...list,
        tags: ['config'],
        summary: 'Search suggestions (hot words when q is empty)',
        querystring: SuggestQuery,
        response: encrypted(SearchSuggestionsSchema),
      },
    },
    async (request) => {
      const { locale } = request;
      const q = request.query.q.trim();
      const hotWords = engine
        .hotLeagues()
        .slice(0, 8)
        .map((l) => l.shortName[locale]);
      if (!q) return reply(request, { hotWords, suggestions: [] });
      const found = engine.search(q);
      const suggestions = [
        ...found.teams.slice(0, 5).map((t) => ({ kind: 'team' as const, id: t.id, text: t.name[locale] })),
        ...found.leagues
          .slice(0, 3)
          .map((l) => ({ kind: 'league' as const, id: l.id, text: l.name[locale] })),
        ...found.anchors.slice(0, 3).map((a) => ({ kind: 'anchor' as const, id: a.id, text: a.nickname })),
      ];
      return reply(request, { hotWords, suggestions });
    },
  );

  // ------------------------------------------------------------------ matches

  fastify.get(
    '/match/v1/live',
    {
      ...withUser,
      schema: {
        ...list,
        summary: 'Matches in play',
        querystring: SportQuery,
        response: encrypted(MatchListSchema),
      },
    },
    async (request) => {
      const live = engine.liveMatches(sportOfCode(request.query.sport));
      const ctx = await contextFor(request, live);
      return reply(request, { list: toMatchSummaries(ctx, live) });
    },
  );

  fastify.get(
    '/match/v1/hot/league',
    {
      ...withUser,
      schema: {
        ...list,
        summary: 'Hot leagues with their live and next matches',
        querystring: SportQuery,
        response: encrypted(HotLeagueListSchema),
      },
    },
    async (request) => {
      const sport = sportOfCode(request.query.sport);
      const at = engine.now();
      const live = engine.liveMatches(sport);
      const groups = engine.hotLeagues(sport).map((league) => ({
        league,
        liveCount: live.filter((m) => m.leagueId === league.id).length,
        matches: engine
          .matchesByDate(sport, at - 3 * 3_600_000, at + 2 * DAY_MS, league.id)
          .filter((m) => m.status >= 0)
          .slice(0, 6),
      }));
      const ctx = await contextFor(
        request,
        groups.flatMap((g) => g.matches),
      );
      return reply(request, {
        list: groups.map((g) => ({
          ...toLeagueMenuEntry(ctx.locale, g.league),
          sport: codeOfSport(sport),
          liveCount: g.liveCount,
          matches: toMatchSummaries(ctx, g.matches),
        })),
      });
    },
  );

  const dayList = (summary: string, pick: (q: DayListQueryValue, start: number, end: number) => Match[]) => ({
    opts: {
      ...withUser,
      schema: { ...list, summary, querystring: DayListQuery, response: encrypted(MatchPageSchema) },
    },
    pick,
  });
  type DayListQueryValue = { sport: number; leagueId?: number | undefined };

  const schedule = dayList(
    'Matches of a day not yet finished, kick-off order (by sport, league, date; paginated)',
    (q, start, end) =>
      engine.matchesByDate(sportOfCode(q.sport), start, end, q.leagueId).filter((m) => m.status !== -1),
  );
  fastify.get('/match/v1/schedule', schedule.opts, async (request) => {
    const { start, end } = windowOf(request, request.query.date);
    const page = pageOf(schedule.pick(request.query, start, end), request.query.page, request.query.pageSize);
    const ctx = await contextFor(request, page.list);
    return reply(request, { ...page, list: toMatchSummaries(ctx, page.list) });
  });

  const results = dayList(
    'Finished matches of a day, newest first (by sport, league, date; paginated)',
    (q, start, end) => engine.results(sportOfCode(q.sport), start, end, q.leagueId),
  );
  fastify.get('/match/v1/result', results.opts, async (request) => {
    const { start, end } = windowOf(request, request.query.date);
    const page = pageOf(results.pick(request.query, start, end), request.query.page, request.query.pageSize);
    const ctx = await contextFor(request, page.list);
    return reply(request, { ...page, list: toMatchSummaries(ctx, page.list) });
  });

  fastify.get(
    '/match/v1/league/schedule',
    {
      ...withUser,
      schema: {
        ...list,
        summary: "A league's matches of a day, or of the whole window (past and coming week) without date",
        querystring: LeagueScheduleQuery,
        response: encrypted(MatchPageSchema),
      },
    },
    async (request) => {
      const { leagueId, date, page, pageSize } = request.query;
      const league = engine.league(leagueId);
      if (!league) throw notFound(request);
      const tz = timezoneHours(request.headers['x-timezone']);
      const window =
        date === undefined ? { start: 0, end: Number.MAX_SAFE_INTEGER } : windowOf(request, date);
      if (date === undefined) {
        // The engine's window: a week back and a week ahead of today.
        window.start = dayWindowOffset(engine.now(), -8, tz).start;
        window.end = dayWindowOffset(engine.now(), 8, tz).end;
      }
      const all = engine.matchesByDate(league.sport, window.start, window.end, leagueId);
      const one = pageOf(all, page, pageSize);
      const ctx = await contextFor(request, one.list);
      return reply(request, { ...one, list: toMatchSummaries(ctx, one.list) });
    },
  );

  // ------------------------------------------------------------------ detail

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
      const anchors = engine.anchors().filter((a) => a.room.matchId === match.id);
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
      const lineup = engine.lineup(request.params.id);
      if (!lineup) throw notFound(request);
      return reply(request, toMatchLineup(engine, request.locale, lineup));
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
      return reply(request, { matchId: match.id, types: toOddsByType(engine, engine.odds(match.id)) });
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
      const intel = engine.intel(request.params.id, request.locale);
      if (!intel) throw notFound(request);
      return reply(request, toMatchIntel(engine, request.locale, intel));
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
      const lines = engine.odds(matchId, companyId === undefined ? undefined : [companyId], type);
      const byType = toOddsByType(engine, lines);
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
      return reply(request, toOddsDetail(engine, matchId, type, engine.odds(matchId, ids, type)));
    },
  );

  // ------------------------------------------------------------------ favourites

  const fav = { tags: ['favourites'], security: withToken };
  // PRODUCT.md §7 declares the product's calls as GET; POST is the better verb for a change. Both answer.
  fastify.route({
    method: ['POST', 'GET'],
    url: '/user/fav/toggle/:id',
    preHandler: fastify.authenticate,
    schema: {
      ...fav,
      summary: 'Add the match to the favourites, or remove it (signed in)',
      params: IdParams,
      response: encrypted(FavToggleSchema),
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
    '/user/favList',
    {
      preHandler: fastify.authenticate,
      schema: {
        ...fav,
        summary: 'Favourite matches, newest favourite first (signed in)',
        querystring: PageQuery,
        response: encrypted(FavListSchema),
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new ApiError(CODES.notSignedIn, 'signInRequired');
      const { page, pageSize } = request.query;
      const stored = await listFavourites(db, user.id, page, pageSize);
      const matches = stored.matchIds.flatMap((id) => {
        const match = engine.match(id);
        return match ? [match] : [];
      });
      const ctx: MapContext = { engine, locale: request.locale, favourites: new Set(stored.matchIds) };
      return reply(request, {
        list: matches.map((m) => toMatchSummary(ctx, m)),
        page,
        pageSize,
        total: stored.total,
        hasMore: page * pageSize < stored.total,
      });
    },
  );

  // ------------------------------------------------------------------ video

  const video = { tags: ['video'], security: signed };

  fastify.get(
    '/videoChannelTag/list',
    {
      schema: {
        ...video,
        summary: 'Highlight channels (tags)',
        response: encrypted(VideoChannelTagListSchema),
      },
    },
    async (request) =>
      reply(request, {
        list: engine.highlightTags().map((t) => ({ id: t.id, name: t.name[request.locale] })),
      }),
  );

  fastify.get(
    '/videoCollection/list',
    {
      schema: {
        ...video,
        summary: 'Highlight collections, newest first (by tag; paginated)',
        querystring: CollectionListQuery,
        response: encrypted(VideoCollectionPageSchema),
      },
    },
    async (request) => {
      const { tagId, page, pageSize } = request.query;
      const one = pageOf(engine.highlights(tagId), page, pageSize);
      const counts = await commentCounts(
        db,
        one.list.map((c) => c.id),
      );
      return reply(request, {
        ...one,
        list: one.list.map((c) => toCollectionSummary(engine, request.locale, c, counts.get(c.id) ?? 0)),
      });
    },
  );

  fastify.get(
    '/videoCollection/hot',
    {
      schema: {
        ...video,
        summary: 'Most viewed highlight collections',
        querystring: HotQuery,
        response: encrypted(VideoCollectionListSchema),
      },
    },
    async (request) => {
      const hot = [...engine.highlights()].sort((a, b) => b.views - a.views).slice(0, request.query.limit);
      const counts = await commentCounts(
        db,
        hot.map((c) => c.id),
      );
      return reply(request, {
        list: hot.map((c) => toCollectionSummary(engine, request.locale, c, counts.get(c.id) ?? 0)),
      });
    },
  );

  fastify.get(
    '/videoCollection/detail/:id',
    {
      ...withUser,
      schema: {
        ...video,
        summary: 'One collection: clips, its match, related collections',
        params: IdParams,
        response: encrypted(VideoCollectionDetailSchema),
      },
    },
    async (request) => {
      const collection = engine.highlight(request.params.id);
      if (!collection) throw notFound(request);
      const relates = relatedCollections(engine.highlights(), collection);
      const counts = await commentCounts(db, [collection.id, ...relates.map((r) => r.id)]);
      const match = collection.matchId === null ? undefined : engine.match(collection.matchId);
      const ctx = await contextFor(request, match ? [match] : []);
      return reply(request, toCollectionDetail(ctx, collection, counts, relates));
    },
  );

  fastify.get(
    '/videoComment/videoCommentList',
    {
      schema: {
        ...video,
        summary: "A collection's comments, newest first (paginated)",
        querystring: CommentListQuery,
        response: encrypted(VideoCommentPageSchema),
      },
    },
    async (request) => {
      const { videoId, page, pageSize } = request.query;
      if (!engine.highlight(videoId)) throw notFound(request);
      const stored = await listComments(db, videoId, page, pageSize);
      return reply(request, {
        list: stored.list.map(toVideoComment),
        page,
        pageSize,
        total: stored.total,
        hasMore: page * pageSize < stored.total,
      });
    },
  );

  const commentLimit = rateLimitHook(
    fastify,
    { max: options.commentsPerMinute ?? 10, windowMs: 60_000 },
    (request) => `comment:${request.user?.id ?? request.ip}`,
  );

  fastify.post(
    '/videoComment/commentVideo',
    {
      preHandler: [fastify.authenticate, commentLimit],
      // Validation problems are answered below, naming the field, in the envelope.
      attachValidation: true,
      schema: {
        ...video,
        security: withToken,
        summary: 'Post a comment on a collection (signed in; 1-500 characters)',
        body: CommentBody,
        response: encrypted(VideoCommentSchema),
      },
    },
    async (request) => {
      if (request.validationError) {
        const issue = request.validationError.validation[0];
        const missing = issue?.params.missingProperty;
        throw invalid(typeof missing === 'string' ? missing : issue?.instancePath.split('/')[1] || 'body');
      }
      const user = request.user;
      if (!user) throw new ApiError(CODES.notSignedIn, 'signInRequired');
      const { videoId } = request.body;
      const content = normaliseComment(request.body.content);
      if (content === null) throw invalid('content');
      if (!engine.highlight(videoId)) throw notFound(request);
      const comment = await addComment(db, videoId, user.id, content, now());
      return reply(request, toVideoComment(comment));
    },
  );

  // ------------------------------------------------------------------ anchors, search

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
      const all = engine
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
      const anchor = engine.anchor(request.params.id);
      if (!anchor) throw notFound(request);
      const match = anchor.room.matchId === null ? undefined : engine.match(anchor.room.matchId);
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
      const found = engine.search(q);
      const ctx = await contextFor(request, found.matches.slice(0, request.query.limit));
      return reply(request, toSearchAnswer(ctx, q, request.query.limit));
    },
  );

  // ------------------------------------------------------------------ pictures

  // Fetched by <img> tags, which cannot send the signed headers: `signed: false`.
  const picture = { config: { signed: false } };
  const svg = 'image/svg+xml; charset=utf-8';

  fastify.get(
    '/img/:kind/:id.svg',
    {
      ...picture,
      schema: {
        tags: ['pictures'],
        summary: 'Crest (team, league), avatar (anchor) or cover (cover, room) as SVG',
        params: PictureParams,
        response: { 200: Type.String({ description: 'SVG document' }), ...failures },
      },
    },
    async (request, res) => {
      const { kind, id } = request.params;
      let body: string | undefined;
      if (kind === 'team' || kind === 'league') body = engine.crestSvg(kind, id);
      else if (kind === 'anchor') body = engine.anchor(id)?.avatarSvg;
      else if (kind === 'room') {
        const anchor = engine.anchor(id);
        body = anchor ? coverSvg(id + 100_000, anchor.room.title[request.locale]) : undefined;
      } else {
        const collection = engine.highlight(id);
        body = collection ? coverSvg(id, collection.title[request.locale]) : undefined;
      }
      if (body === undefined) throw notFound(request);
      return res.type(svg).header('cache-control', 'public, max-age=3600').send(body);
    },
  );

  fastify.get(
    '/img/qrcode.svg',
    { ...picture, schema: { tags: ['pictures'], summary: 'Follow-us QR code of the footer' } },
    async (_request, res) =>
      res.type(svg).header('cache-control', 'public, max-age=86400').send(followQrSvg()),
  );
};

export default fp(vdapi, {
  name: 'pitchside-vdapi',
  fastify: '5.x',
  dependencies: ['pitchside-db', 'pitchside-auth', 'pitchside-engine'],
  encapsulate: true,
});
