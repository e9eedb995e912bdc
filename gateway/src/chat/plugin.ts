import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { attachChat, type ChatOptions } from './attachChat';
import { type ChatIo, createRedisChatFanout, type RedisChatFanout, type ServerSideEventsOf } from './fanout';
import { createMemoryChatStore } from './memoryStore';
import { createRedisChatStore } from './redisStore';
import type { ChatStore } from './store';
import { createOriginTokenVerifier, type VerifyToken } from './verifyToken';

export interface ChatPluginOptions<I extends ServerSideEventsOf = Record<string, never>, D = unknown> {
  io: ChatIo<I, D>;
  originUrl: string;
  accessKey: string;
  redisUrl: string | null;
  clock?: { now(): number };
  /** Replaces the origin check (tests). */
  verifyToken?: VerifyToken;
  /** Everything else of `attachChat` (link allow-list, word lists, rate limit). */
  chat?: Partial<Omit<ChatOptions, 'store' | 'verifyToken' | 'clock' | 'logger' | 'fanout'>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatStore: ChatStore;
  }
}

async function chat(fastify: FastifyInstance, options: ChatPluginOptions) {
  let redis: Redis | null = null;
  let subscriber: Redis | null = null;
  let redisFanout: RedisChatFanout | null = null;
  let store: ChatStore;
  if (options.redisUrl) {
    const warn = (error: unknown) => fastify.log.warn({ err: error }, 'chat redis error');
    // Fail fast while Redis is away: a chat answer "unavailable" beats a send that hangs.
    redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2_000 });
    redis.on('error', warn);
    // The subscription waits for Redis as long as it takes, and is renewed after a reconnect.
    subscriber = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    subscriber.on('error', warn);
    store = createRedisChatStore({ redis });
    redisFanout = createRedisChatFanout(options.io, redis, subscriber, undefined, warn);
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
    fanout: redisFanout?.fanout,
  });
  fastify.decorate('chatStore', store);

  fastify.addHook('onClose', async () => {
    attached.detach();
    await redisFanout?.close();
    await store.close();
    for (const client of [subscriber, redis]) {
      // quit() waits for the server; a client still trying to connect is just dropped.
      if (client?.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client?.disconnect();
    }
  });
}

export default fp(chat, { name: 'gateway-chat', fastify: '5.x' });
