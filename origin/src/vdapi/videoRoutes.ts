// /vdapi/videoChannelTag, videoCollection, videoComment: highlight collections and their comments.
import { REST_TABLE } from '@pitchside/shared';
import { ApiError, CODES } from '../http/envelope';
import { rateLimitHook } from '../http/rateLimits';
import { addComment, commentCounts, listComments, normaliseComment } from './comments';
import { relatedCollections, toCollectionDetail, toCollectionSummary, toVideoComment } from './mapContent';
import { pageOf } from './paging';
import type { FastifyTypebox, RouteKit } from './routeKit';
import { encrypted, invalid, notFound, signed, vdapiUrl, withToken } from './routeKit';

export function videoRoutes(fastify: FastifyTypebox, kit: RouteKit): void {
  const { db, reply, contextFor, now, commentsPerMinute } = kit;
  const { videoTags, collections, hotCollections, collectionDetail, comments, postComment } = REST_TABLE;
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
      const counts = await commentCounts(
        db,
        one.list.map((c) => c.id),
      );
      return reply(request, {
        ...one,
        list: one.list.map((c) => toCollectionSummary(kit.engine, request.locale, c, counts.get(c.id) ?? 0)),
      });
    },
  );

  fastify.get(
    vdapiUrl(hotCollections),
    {
      schema: {
        ...video,
        summary: 'Most viewed highlight collections',
        querystring: hotCollections.query,
        response: encrypted(hotCollections.answer),
      },
    },
    async (request) => {
      const hot = [...kit.engine.highlights()]
        .sort((a, b) => b.views - a.views)
        .slice(0, request.query.limit);
      const counts = await commentCounts(
        db,
        hot.map((c) => c.id),
      );
      return reply(request, {
        list: hot.map((c) => toCollectionSummary(kit.engine, request.locale, c, counts.get(c.id) ?? 0)),
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
      const counts = await commentCounts(db, [collection.id, ...relates.map((r) => r.id)]);
      const match = collection.matchId === null ? undefined : kit.engine.match(collection.matchId);
      const ctx = await contextFor(request, match ? [match] : []);
      return reply(request, toCollectionDetail(ctx, collection, counts, relates));
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
}
