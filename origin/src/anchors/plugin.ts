// The anchors' rooms at the origin: the directory the /vdapi answers read (directory.ts), and the calls
// of the ingest (ingest/, its own process and workspace) under /ingestapi. Those carry the shared secret
// INGEST_SECRET in `x-ingest-secret`; the gateways never pass /ingestapi on (they proxy /userapi and /vdapi).
import { timingSafeEqual } from 'node:crypto';
import { IngestFaultSchema, SESSION_ID_PATTERN } from '@pitchside/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { type AnchorDirectory, anchorDirectory } from './directory';
import { endSession, heartbeat, startSession } from './rooms';

declare module 'fastify' {
  interface FastifyInstance {
    /** The users' anchor rooms and their live state, read by /vdapi. */
    anchorRooms: AnchorDirectory;
  }
}

export interface AnchorsOptions {
  now: () => Date;
  /** How often the directory is read again from the database (other origins' changes, heartbeats). */
  refreshMs?: number;
}

const SessionId = Type.String({ pattern: SESSION_ID_PATTERN });
const PublishBody = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 200 }),
  sessionId: SessionId,
});
const HeartbeatBody = Type.Object({ sessionIds: Type.Array(SessionId, { maxItems: 10_000 }) });
const EndBody = Type.Object({ sessionId: SessionId, fault: Type.Union([IngestFaultSchema, Type.Null()]) });

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function anchors(fastify: FastifyInstance, options: AnchorsOptions) {
  const { db, config } = fastify;
  const directory = anchorDirectory(db, options.now);
  await directory.refresh();
  fastify.decorate('anchorRooms', directory);
  const timer = setInterval(() => {
    directory.refresh().catch((error: unknown) => fastify.log.warn({ err: error }, 'anchor rooms not read'));
  }, options.refreshMs ?? 1000);
  timer.unref();
  fastify.addHook('onClose', async () => clearInterval(timer));

  const ingestOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!sameSecret(request.headers['x-ingest-secret'], config.ingest.secret))
      return reply.code(403).send({ error: 'forbidden' });
  };
  const hidden = { hide: true };

  fastify.post<{ Body: { key: string; sessionId: string } }>(
    '/ingestapi/publish',
    { preHandler: ingestOnly, schema: { ...hidden, body: PublishBody } },
    async (request) => {
      const answer = await startSession(db, request.body.key, request.body.sessionId, options.now());
      await directory.refresh();
      return answer;
    },
  );
  fastify.post<{ Body: { sessionIds: string[] } }>(
    '/ingestapi/heartbeat',
    { preHandler: ingestOnly, schema: { ...hidden, body: HeartbeatBody } },
    async (request) => {
      const stop = await heartbeat(db, request.body.sessionIds, options.now());
      await directory.refresh();
      return { stop };
    },
  );
  fastify.post<{ Body: { sessionId: string; fault: 'codec' | 'busy' | 'cut' | null } }>(
    '/ingestapi/end',
    { preHandler: ingestOnly, schema: { ...hidden, body: EndBody } },
    async (request) => {
      await endSession(db, request.body.sessionId, request.body.fault, options.now());
      await directory.refresh();
      return { ok: true };
    },
  );
}

export default fp(anchors, { name: 'pitchside-anchors', fastify: '5.x', dependencies: ['pitchside-db'] });
