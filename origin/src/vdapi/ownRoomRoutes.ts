// /vdapi/user/anchor/…: a signed-in user's own anchor room: make it, change its title and
// match, rotate or revoke its stream key. A key is in the answer that makes it, and never again.
import {
  cleanRoomTitle,
  type OwnRoom,
  type OwnRoomAnswer,
  REST_TABLE,
  ROOM_TITLE_MAX,
} from '@pitchside/shared';
import type { FastifyRequest } from 'fastify';
import { isLive, revokeKey, roomOfUser, rotateKey, type StoredRoom, saveRoom } from '../anchors/rooms';
import { ApiError, CODES } from '../http/envelope';
import { rateLimitHook } from '../http/rateLimits';
import type { FastifyTypebox, RouteKit } from './routeKit';
import { encrypted, vdapiUrl, withToken } from './routeKit';

export function ownRoomRoutes(fastify: FastifyTypebox, kit: RouteKit): void {
  const { db, reply, now } = kit;
  const { ownRoom, ownRoomSave, ownRoomKeyRotate, ownRoomKeyRevoke } = REST_TABLE;
  const schemaOf = { tags: ['anchors'], security: withToken };
  const { ingest } = fastify.config;
  const ingestUrl = ingest.enabled ? ingest.publicUrl : '';
  // Keys are made at most a few times a minute per user: a script cannot churn the table.
  const changeLimit = rateLimitHook(
    fastify,
    { max: 20, windowMs: 60_000 },
    (request) => `anchor-room:${request.user?.id ?? request.ip}`,
  );

  const userOf = (request: FastifyRequest) => {
    const user = request.user;
    if (!user) throw new ApiError(CODES.notSignedIn, 'signInRequired');
    return user;
  };

  const matchNameOf = (request: FastifyRequest, matchId: number | null) => {
    const match = matchId === null ? undefined : kit.engine.match(matchId);
    if (!match) return '';
    const home = kit.engine.team(match.homeTeamId)?.name[request.locale] ?? '';
    const away = kit.engine.team(match.awayTeamId)?.name[request.locale] ?? '';
    return home && away ? `${home} - ${away}` : '';
  };

  const toOwnRoom = (request: FastifyRequest, room: StoredRoom): OwnRoom => {
    const live = isLive(room, now());
    return {
      id: room.id,
      // The owner sees a title stored before the rule cleaned, so the form shows what to change.
      title: cleanRoomTitle(room.title).title,
      matchId: room.matchId,
      matchName: matchNameOf(request, room.matchId),
      hasKey: room.hasKey,
      keyHint: room.keyHint,
      live,
      liveSince: live && room.liveSince ? room.liveSince.getTime() : null,
      lastFault: room.lastFault,
      lastFaultAt: room.lastFaultAt ? room.lastFaultAt.getTime() : null,
    };
  };

  async function answerOf(request: FastifyRequest, userId: number): Promise<OwnRoomAnswer> {
    const room = await roomOfUser(db, userId);
    return { room: room ? toOwnRoom(request, room) : null, ingestUrl };
  }

  async function roomOr404(request: FastifyRequest, userId: number): Promise<OwnRoom> {
    const room = await roomOfUser(db, userId);
    if (!room) throw new ApiError(CODES.notFound, 'roomNeeded');
    return toOwnRoom(request, room);
  }

  fastify.get(
    vdapiUrl(ownRoom),
    {
      preHandler: fastify.authenticate,
      schema: {
        ...schemaOf,
        summary: 'Your anchor room, or null (signed in)',
        response: encrypted(ownRoom.answer),
      },
    },
    async (request) => reply(request, await answerOf(request, userOf(request).id)),
  );

  fastify.post(
    vdapiUrl(ownRoomSave),
    {
      preHandler: [fastify.authenticate, changeLimit],
      schema: {
        ...schemaOf,
        summary:
          'Make your anchor room (its first key is in the answer of the rotate call) or change its title and match',
        body: ownRoomSave.body,
        response: encrypted(ownRoomSave.answer),
      },
    },
    async (request) => {
      const user = userOf(request);
      // Stored as the reader sees it, and refused when it shows nothing or carries a link or a blocked
      // word: the title is public (the lists, the room, its cover picture).
      const { title, problem } = cleanRoomTitle(request.body.title);
      if (problem === 'link') throw new ApiError(CODES.invalidInput, 'roomTitleLink');
      if (problem === 'word') throw new ApiError(CODES.invalidInput, 'roomTitleWord');
      if (problem) throw new ApiError(CODES.invalidInput, 'roomTitleInvalid', { max: ROOM_TITLE_MAX });
      const { matchId } = request.body;
      if (matchId !== null && !kit.engine.match(matchId))
        throw new ApiError(CODES.invalidInput, 'roomMatchUnknown');
      await saveRoom(db, user.id, title, matchId);
      await fastify.anchorRooms.refresh();
      return reply(request, await answerOf(request, user.id));
    },
  );

  fastify.post(
    vdapiUrl(ownRoomKeyRotate),
    {
      preHandler: [fastify.authenticate, changeLimit],
      schema: {
        ...schemaOf,
        summary: 'A new stream key, shown once; the old one stops working at once (signed in)',
        response: encrypted(ownRoomKeyRotate.answer),
      },
    },
    async (request) => {
      const user = userOf(request);
      const streamKey = await rotateKey(db, user.id);
      if (streamKey === null) throw new ApiError(CODES.notFound, 'roomNeeded');
      await fastify.anchorRooms.refresh();
      return reply(request, { room: await roomOr404(request, user.id), ingestUrl, streamKey });
    },
  );

  fastify.post(
    vdapiUrl(ownRoomKeyRevoke),
    {
      preHandler: [fastify.authenticate, changeLimit],
      schema: {
        ...schemaOf,
        summary: 'Revoke the stream key: no one can stream to the room until a new key is made (signed in)',
        response: encrypted(ownRoomKeyRevoke.answer),
      },
    },
    async (request) => {
      const user = userOf(request);
      if (!(await revokeKey(db, user.id))) throw new ApiError(CODES.notFound, 'roomNeeded');
      await fastify.anchorRooms.refresh();
      return reply(request, await answerOf(request, user.id));
    },
  );
}
