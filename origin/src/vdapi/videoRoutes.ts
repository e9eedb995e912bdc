// /vdapi/videoChannelTag, videoCollection, videoComment: highlight collections and their comments.
import { API_HEADERS, REST_TABLE } from '@pitchside/shared';
import { ApiError, CODES } from '../http/envelope';
import { rateLimitHook } from '../http/rateLimits';
import { addComment, commentCounts, listComments, normaliseComment } from './comments';
import { relatedCollections, toCollectionDetail, toCollectionSummary, toVideoComment } from './mapContent';
import { pageOf } from './paging';
import { recordPlay, viewCounts } from './plays';
import type { FastifyTypebox, RouteKit } from './routeKit';
import { encrypted, invalid, notFound, signed, vdapiUrl, withToken } from './routeKit';

const DEVICE_ID = /^[0-9a-f]{32}$/;

export function videoRoutes(fastify: FastifyTypebox, kit: RouteKit): void {
  const { db, reply, contextFor, now, commentsPerMinute } = kit;
  const { videoTags, collections, hotCollections, collectionDetail, comments, postComment, playCollection } =
    REST_TABLE;
  const withUser = { preHandler: fastify.optionalUser };

  const video = { tags: ['video'], security: signed };

  fastify.get(
    vdapiUrl(videoTags),
    {
      schema: {
        ...video,
        summary: 'Highlight channels (tags)',
        response: encrypted(videoTags.answer),
      },
    },
    async (request) =>
      reply(request, {
        list: kit.engine.highlightTags().map((t) => ({ id: t.id, name: t.name[request.locale] })),
      }),
  );

  fastify.get(
    vdapiUrl(collections),
    {
      schema: {
        ...video,
        summary: 'Highlight collections, newest first (by tag; paginated)',
        querystring: collections.query,
        response: encrypted(collections.answer),
      },
    },
    async (request) => {
      const { tagId, page, pageSize } = request.query;
      const one = pageOf(kit.engine.highlights(tagId), page, pageSize);
      const ids = one.list.map((c) => c.id);
      const [counts, views] = await Promise.all([commentCounts(db, ids), viewCounts(db, ids)]);
      return reply(request, {
        ...one,
        list: one.list.map((c) =>
          toCollectionSummary(kit.engine, request.locale, c, counts.get(c.id) ?? 0, views.get(c.id) ?? 0),
        ),
      });
    },
  );

  fastify.get(
    vdapiUrl(hotCollections),
    {
      schema: {
        ...video,
        summary: 'Most played highlight collections (then the newest)',
        querystring: hotCollections.query,
        response: encrypted(hotCollections.answer),
      },
    },
    async (request) => {
      const all = kit.engine.highlights();
      const views = await viewCounts(
        db,
        all.map((c) => c.id),
      );
      // Real plays first; where none (or equal), the newest, the order of the list.
      const hot = [...all]
        .sort((a, b) => (views.get(b.id) ?? 0) - (views.get(a.id) ?? 0) || b.publishedAt - a.publishedAt)
        .slice(0, request.query.limit);
      const counts = await commentCounts(
        db,
        hot.map((c) => c.id),
      );
      return reply(request, {
        list: hot.map((c) =>
          toCollectionSummary(kit.engine, request.locale, c, counts.get(c.id) ?? 0, views.get(c.id) ?? 0),
        ),
      });
    },
  );

  fastify.get(
    vdapiUrl(collectionDetail),
    {
      ...withUser,
      schema: {
        ...video,
        summary: 'One collection: clips, its match, related collections',
        params: collectionDetail.params,
        response: encrypted(collectionDetail.answer),
      },
    },
    async (request) => {
      const collection = kit.engine.highlight(request.params.id);
      if (!collection) throw notFound(request);
      const relates = relatedCollections(kit.engine.highlights(), collection);
      const ids = [collection.id, ...relates.map((r) => r.id)];
      const [comments, views] = await Promise.all([commentCounts(db, ids), viewCounts(db, ids)]);
      const match = collection.matchId === null ? undefined : kit.engine.match(collection.matchId);
      const ctx = await contextFor(request, match ? [match] : []);
      return reply(request, toCollectionDetail(ctx, collection, { comments, views }, relates));
    },
  );

  fastify.get(
    vdapiUrl(comments),
    {
      schema: {
        ...video,
        summary: "A collection's comments, newest first (paginated)",
        querystring: comments.query,
        response: encrypted(comments.answer),
      },
    },
    async (request) => {
      const { videoId, page, pageSize } = request.query;
      if (!kit.engine.highlight(videoId)) throw notFound(request);
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
    { max: commentsPerMinute, windowMs: 60_000 },
    (request) => `comment:${request.user?.id ?? request.ip}`,
  );

  fastify.post(
    vdapiUrl(postComment),
    {
      preHandler: [fastify.authenticate, commentLimit],
      // Validation problems are answered below, naming the field, in the envelope.
      attachValidation: true,
      schema: {
        ...video,
        security: withToken,
        summary: 'Post a comment on a collection (signed in; 1-500 characters)',
        body: postComment.body,
        response: encrypted(postComment.answer),
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
      if (!kit.engine.highlight(videoId)) throw notFound(request);
      const comment = await addComment(db, videoId, user.id, content, now());
      return reply(request, toVideoComment(comment));
    },
  );

  const playLimit = rateLimitHook(fastify, { max: 60, windowMs: 60_000 }, (request) => `play:${request.ip}`);

  fastify.post(
    vdapiUrl(playCollection),
    {
      preHandler: playLimit,
      attachValidation: true,
      schema: {
        ...video,
        summary: "A viewer started a collection's video: one view per device per collection within 6 hours",
        body: playCollection.body,
        response: encrypted(playCollection.answer),
      },
    },
    async (request) => {
      if (request.validationError) throw invalid('videoId');
      // The device the play is counted for: the signed x-device-id header (MD5 hex of the client id).
      const deviceId = request.headers[API_HEADERS.deviceId];
      if (typeof deviceId !== 'string' || !DEVICE_ID.test(deviceId)) throw invalid('deviceId');
      const { videoId } = request.body;
      if (!kit.engine.highlight(videoId)) throw notFound(request);
      const played = await recordPlay(db, videoId, deviceId, now());
      return reply(request, { videoId, ...played });
    },
  );
}
