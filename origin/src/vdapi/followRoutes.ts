// /vdapi/user/follow/…: the teams, competitions and matches a signed-in user follows (table follows). Every call
// answers the account's whole list after it, so a client simply takes the answer as its state.
import {
  type FollowKind,
  type FollowList,
  isFinalStatus,
  type Locale,
  MAX_FOLLOWS,
  REST_TABLE,
} from '@pitchside/shared';
import type { FastifyRequest } from 'fastify';
import { ApiError, CODES } from '../http/envelope';
import { rateLimitHook } from '../http/rateLimits';
import { addFollow, listFollows, mergeFollows, removeFollow, setFollowAlerts } from './follows';
import { picturePath } from './pictures';
import type { FastifyTypebox, RouteKit } from './routeKit';
import { encrypted, notFound, vdapiUrl, withToken } from './routeKit';

export function followRoutes(fastify: FastifyTypebox, kit: RouteKit, options: { perMinute: number }): void {
  const { db, reply, now } = kit;
  const { followList, followAdd, followRemove, followAlerts, followMerge } = REST_TABLE;
  const schemaOf = { tags: ['follows'], security: withToken };

  // Changes are counted per user; a merge is one change of many follows, counted on its own.
  const changeLimit = rateLimitHook(
    fastify,
    { max: options.perMinute, windowMs: 60_000 },
    (request) => `follow:${request.user?.id ?? request.ip}`,
  );
  const mergeLimit = rateLimitHook(
    fastify,
    { max: 10, windowMs: 60_000 },
    (request) => `follow-merge:${request.user?.id ?? request.ip}`,
  );

  const userOf = (request: FastifyRequest) => {
    const user = request.user;
    if (!user) throw new ApiError(CODES.notSignedIn, 'signInRequired');
    return user;
  };

  /** A belled match that is over (full time, cancelled, abandoned): its bell is cleared and not listed. */
  const over = (matchId: number) => {
    const match = kit.engine.match(matchId);
    return match !== undefined && isFinalStatus(match.status);
  };

  /** Whether the engine knows the team, competition or match. */
  const exists = (kind: FollowKind, id: number) => targetOf(kind, id, 'en') !== null;

  /** A follow's name in `locale` and its picture (a match: its two sides, and the home side's crest). */
  function targetOf(kind: FollowKind, id: number, locale: Locale): { name: string; logo: string } | null {
    if (kind === 'match') {
      const match = kit.engine.match(id);
      const home = match && kit.engine.team(match.homeTeamId);
      const away = match && kit.engine.team(match.awayTeamId);
      if (!match || !home || !away) return null;
      return { name: `${home.name[locale]} - ${away.name[locale]}`, logo: picturePath('team', home.id) };
    }
    const target = kind === 'team' ? kit.engine.team(id) : kit.engine.league(id);
    return target ? { name: target.name[locale], logo: picturePath(kind, id) } : null;
  }

  /**
   * The account's list in the request's language; a follow the engine no longer knows, and the bell of a
   * match that is over, are left out.
   */
  async function listOf(request: FastifyRequest, userId: number): Promise<FollowList> {
    const locale = request.locale;
    const list = (await listFollows(db, userId)).flatMap((follow) => {
      const target = targetOf(follow.kind, follow.id, locale);
      if (!target || (follow.kind === 'match' && over(follow.id))) return [];
      return [
        {
          kind: follow.kind,
          id: follow.id,
          name: target.name,
          logo: target.logo,
          alerts: follow.alerts,
          createdAt: follow.createdAt.getTime(),
        },
      ];
    });
    return { list, max: MAX_FOLLOWS };
  }

  fastify.get(
    vdapiUrl(followList),
    {
      preHandler: fastify.authenticate,
      schema: {
        ...schemaOf,
        summary: 'Followed teams and competitions, oldest first (signed in)',
        response: encrypted(followList.answer),
      },
    },
    async (request) => reply(request, await listOf(request, userOf(request).id)),
  );

  fastify.post(
    vdapiUrl(followAdd),
    {
      preHandler: [fastify.authenticate, changeLimit],
      schema: {
        ...schemaOf,
        summary: `Follow a team or competition, alerts on unless told (signed in; at most ${MAX_FOLLOWS})`,
        body: followAdd.body,
        response: encrypted(followAdd.answer),
      },
    },
    async (request) => {
      const user = userOf(request);
      const { kind, id, alerts } = request.body;
      if (!exists(kind, id)) throw notFound(request);
      const outcome = await addFollow(db, user.id, { kind, id, alerts }, now(), MAX_FOLLOWS, over);
      if (outcome === 'full') throw new ApiError(CODES.invalidInput, 'followLimit', { max: MAX_FOLLOWS });
      return reply(request, await listOf(request, user.id));
    },
  );

  fastify.post(
    vdapiUrl(followRemove),
    {
      preHandler: [fastify.authenticate, changeLimit],
      schema: {
        ...schemaOf,
        summary: 'Stop following a team or competition (signed in; nothing to stop is no error)',
        body: followRemove.body,
        response: encrypted(followRemove.answer),
      },
    },
    async (request) => {
      const user = userOf(request);
      await removeFollow(db, user.id, request.body);
      return reply(request, await listOf(request, user.id));
    },
  );

  fastify.post(
    vdapiUrl(followAlerts),
    {
      preHandler: [fastify.authenticate, changeLimit],
      schema: {
        ...schemaOf,
        summary: "Switch a follow's goal and kick-off alerts on or off (signed in; 404 when not followed)",
        body: followAlerts.body,
        response: encrypted(followAlerts.answer),
      },
    },
    async (request) => {
      const user = userOf(request);
      const { kind, id, alerts } = request.body;
      if (!(await setFollowAlerts(db, user.id, { kind, id }, alerts))) throw notFound(request);
      return reply(request, await listOf(request, user.id));
    },
  );

  fastify.post(
    vdapiUrl(followMerge),
    {
      preHandler: [fastify.authenticate, mergeLimit],
      schema: {
        ...schemaOf,
        summary: "A guest's follows join the account at sign-in (unknown ids are skipped; signed in)",
        body: followMerge.body,
        response: encrypted(followMerge.answer),
      },
    },
    async (request) => {
      const user = userOf(request);
      // Ids the engine does not know (a browser's stale storage) are left out rather than refused: the
      // rest of the guest's follows still join.
      const known = request.body.follows.filter((entry) => exists(entry.kind, entry.id));
      await mergeFollows(db, user.id, known, now(), MAX_FOLLOWS, over);
      return reply(request, await listOf(request, user.id));
    },
  );
}
