import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { closeRedis, openRedis } from '../redis/redisConnection';
import { attachChat, type ChatOptions } from './attachChat';
import { type ChatIo, createRedisChatFanout, type RedisChatFanout, type ServerSideEventsOf } from './fanout';
import { createMemoryChatStore } from './memoryStore';
import { createRedisChatStore } from './redisStore';
import { createTokenRevocations, type TokenRevocations } from './revocations';
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
    /** Logouts seen on this gateway's proxy end chat sending on every gateway (app.ts). */
    chatRevocations: TokenRevocations;
  }
}

async function chat(fastify: FastifyInstance, options: ChatPluginOptions) {
  const warn = (error: unknown) => fastify.log.warn({ err: error }, 'chat redis error');
  let redis: Redis | null = null;
  let subscriber: Redis | null = null;
  let redisFanout: RedisChatFanout | null = null;
  let store: ChatStore;
  if (options.redisUrl) {
    const report = { name: 'chat', logger: fastify.log };
    // Fail fast while Redis is away: a chat answer "unavailable" beats a send that hangs.
    redis = openRedis(options.redisUrl, 'commands', { commandTimeoutMs: 2_000, report });
    subscriber = openRedis(options.redisUrl, 'subscriber');
    store = createRedisChatStore({ redis });
    redisFanout = createRedisChatFanout(options.io, redis, subscriber, undefined, warn);
  } else store = createMemoryChatStore();

  // The origin-backed verifier caches answers; one handed in (tests) asks every time: nothing to forget.
  let verifyToken: VerifyToken;
  let forget: (hash: string) => void = () => {};
  if (options.verifyToken) verifyToken = options.verifyToken;
  else {
    const cached = createOriginTokenVerifier({
      originUrl: options.originUrl,
      accessKey: options.accessKey,
      clock: options.clock,
    });
    verifyToken = cached;
    forget = cached.forget;
  }
  const revocations = createTokenRevocations({
    forget,
    redis: redis && subscriber ? { publisher: redis, subscriber } : undefined,
    onError: warn,
  });
  const attached = attachChat(options.io, {
    ...options.chat,
    store,
    verifyToken,
    clock: options.clock,
    logger: fastify.log,
    fanout: redisFanout?.fanout,
  });
  fastify.decorate('chatStore', store);
  fastify.decorate('chatRevocations', revocations);

  fastify.addHook('onClose', async () => {
    attached.detach();
    await revocations.close();
    await redisFanout?.close();
    await store.close();
    for (const client of [subscriber, redis]) if (client) await closeRedis(client);
  });
}

export default fp(chat, { name: 'gateway-chat', fastify: '5.x' });
