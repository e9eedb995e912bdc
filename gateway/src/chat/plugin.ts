// Chat as a Fastify plugin of the gateway: the chat:* handlers on the gateway's Socket.IO server,
// tokens checked with the origin, and state in memory or, with a Redis URL, in Redis (shared by the
// cluster and kept across restarts). Broadcasts reach other gateways once the Socket.IO server has
// the Redis adapter (the gateway's cluster set-up); chat itself only needs `io.to(room).emit`.
import type { ClientToServerEvents, ServerToClientEvents } from '@pitchside/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { attachChat, type ChatOptions } from './attachChat';
import { createMemoryChatStore } from './memoryStore';
import { createRedisChatStore } from './redisStore';
import type { ChatStore } from './store';
import { createOriginTokenVerifier, type VerifyToken } from './verifyToken';

export interface ChatPluginOptions<D = unknown> {
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, D>;
  originUrl: string;
  accessKey: string;
  redisUrl: string | null;
  clock?: { now(): number };
  /** Replaces the origin check (tests). */
  verifyToken?: VerifyToken;
  /** Everything else of `attachChat` (link allow-list, word lists, rate limit). */
  chat?: Partial<Omit<ChatOptions, 'store' | 'verifyToken' | 'clock' | 'logger'>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatStore: ChatStore;
  }
}

async function chat(fastify: FastifyInstance, options: ChatPluginOptions) {
  let redis: Redis | null = null;
  let store: ChatStore;
  if (options.redisUrl) {
    // Fail fast while Redis is away: a chat answer "unavailable" beats a send that hangs.
    redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2_000 });
    redis.on('error', (error) => fastify.log.warn({ err: error }, 'chat redis error'));
    store = createRedisChatStore({ redis });
  } else store = createMemoryChatStore();

  const attached = attachChat(options.io, {
    ...options.chat,
    store,
    verifyToken:
      options.verifyToken ??
      createOriginTokenVerifier({
        originUrl: options.originUrl,
        accessKey: options.accessKey,
        clock: options.clock,
      }),
    clock: options.clock,
    logger: fastify.log,
  });
  fastify.decorate('chatStore', store);

  fastify.addHook('onClose', async () => {
    attached.detach();
    await store.close();
    if (redis) await redis.quit().catch(() => redis?.disconnect());
  });
}

export default fp(chat, { name: 'gateway-chat', fastify: '5.x' });
