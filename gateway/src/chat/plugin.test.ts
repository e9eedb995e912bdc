import type { ChatJoined, ChatMessage, ClientToServerEvents, ServerToClientEvents } from '@pitchside/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from '../app';
import { loadConfig } from '../config';
import {
  connectChat,
  eventually,
  fakeVerifier,
  type RedisServerProcess,
  redisServerBinary,
  startRedisServer,
  tokenOf,
} from '../testing/chatTesting';
import { startOriginDouble } from '../testing/originDouble';
import { attachChat } from './attachChat';
import { CHAT_FANOUT_CHANNEL } from './fanout';
import { createMemoryChatStore } from './memoryStore';
import chat from './plugin';

async function startGateway(redisUrl: string | null): Promise<{ fastify: FastifyInstance; url: string }> {
  const fastify = Fastify({ logger: false });
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>>(fastify.server);
  fastify.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  await fastify.register(chat, {
    io,
    originUrl: 'http://127.0.0.1:9',
    accessKey: 'test-key',
    redisUrl,
    verifyToken: fakeVerifier(),
  });
  const url = await fastify.listen({ port: 0, host: '127.0.0.1' });
  return { fastify, url };
}

async function chatOnce(url: string, text: string): Promise<ChatJoined> {
  const client = await connectChat(url, { token: tokenOf('alice'), locale: 'en' });
  try {
    const joined = await client.request<ChatJoined>('chat:join', { room: 'match:5' });
    const sent = await client.request<ChatMessage>('chat:send', { room: 'match:5', text });
    expect(sent.ok).toBe(true);
    if (!joined.ok) throw new Error('join failed');
    return joined.data;
  } finally {
    client.close();
  }
}

describe('chat plugin', () => {
  it('serves chat from memory without a Redis URL', async () => {
    const { fastify, url } = await startGateway(null);
    try {
      const joined = await chatOnce(url, 'first');
      expect(joined.messages).toEqual([]);
      expect((await chatOnce(url, 'second')).messages.map((m) => m.text)).toEqual(['first']);
    } finally {
      await fastify.close();
    }
  });

  it('is part of the gateway app: readers join, anonymous senders are refused', async () => {
    const origin = await startOriginDouble({ seed: 3 });
    const fastify = Fastify({ logger: false });
    const config = loadConfig({
      ORIGIN_URL: origin.url,
      WEB_DIST: 'no-web-dist',
      LOG_LEVEL: 'silent',
      PORT: '0',
    });
    await fastify.register(app, { config, gateway: { autoStart: false } });
    const url = await fastify.listen({ port: 0, host: '127.0.0.1' });
    const reader = await connectChat(url, { locale: 'en' });
    try {
      const joined = await reader.request<ChatJoined>('chat:join', { room: 'match:1' });
      expect(joined.ok && joined.data.me).toBeNull();
      const refused = await reader.request('chat:send', { room: 'match:1', text: 'hi' });
      expect(refused.ok === false && refused.error.code).toBe('not_signed_in');
    } finally {
      reader.close();
      await fastify.close();
      await origin.close();
    }
  });

  it('attaches to a server with events between gateways and socket data of its own', async () => {
    type ClusterEvents = { 'cluster:topic': (message: { topic: string }) => void };
    const io = new Server<
      ClientToServerEvents,
      ServerToClientEvents,
      ClusterEvents,
      { topics: Set<string> }
    >();
    const attached = attachChat(io, { verifyToken: fakeVerifier(), store: createMemoryChatStore() });
    // Not attached to an HTTP server: nothing listens, nothing to close.
    attached.detach();
    expect(io.listeners('connection')).toHaveLength(0);
  });

  it('answers unavailable quickly when Redis is unreachable', async () => {
    const closedPort = 'redis://127.0.0.1:9';
    const { fastify, url } = await startGateway(closedPort);
    const client = await connectChat(url, { token: tokenOf('alice'), locale: 'en' });
    try {
      const started = Date.now();
      const joined = await client.request('chat:join', { room: 'match:5' });
      expect(joined.ok === false && joined.error.code).toBe('unavailable');
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      client.close();
      await fastify.close();
    }
  });

  const binary = redisServerBinary();
  if (!binary) console.warn('\n!!! redis-server not found: the chat plugin Redis test is SKIPPED !!!\n');

  describe.skipIf(!binary)('with REDIS_URL', () => {
    let redisServer: RedisServerProcess;
    beforeAll(async () => {
      redisServer = await startRedisServer(binary as string);
    });
    afterAll(async () => {
      await redisServer.stop();
    });

    it('carries chat between two gateways on a Redis channel, without the Socket.IO adapter', async () => {
      const a = await startGateway(redisServer.url);
      const b = await startGateway(redisServer.url);
      const probe = new Redis(redisServer.url);
      const reader = await connectChat(b.url, { locale: 'en' });
      const sender = await connectChat(a.url, { token: tokenOf('bob'), locale: 'en' });
      try {
        // Gateways subscribe without holding up their start; wait until both listen.
        for (let subscribed = 0; subscribed < 2; ) {
          const answer = (await probe.pubsub('NUMSUB', CHAT_FANOUT_CHANNEL)) as [string, number];
          subscribed = Number(answer[1]);
          if (subscribed < 2) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await reader.request('chat:join', { room: 'match:77' });
        await sender.request('chat:join', { room: 'match:77' });
        const sent = await sender.request<ChatMessage>('chat:send', { room: 'match:77', text: 'across' });
        expect(sent.ok).toBe(true);
        await eventually(() => reader.messages.length === 1 && sender.messages.length === 1);
        expect(reader.messages[0]).toMatchObject({ room: 'match:77', nickName: 'Bob', text: 'across' });
        // Exactly once, on both gateways.
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(reader.messages).toHaveLength(1);
        expect(sender.messages).toHaveLength(1);
      } finally {
        reader.close();
        sender.close();
        await probe.quit();
        await a.fastify.close();
        await b.fastify.close();
      }
    });

    it('keeps history in Redis across a gateway restart and closes its client', async () => {
      const first = await startGateway(redisServer.url);
      await chatOnce(first.url, 'before restart');
      await first.fastify.close();
      const second = await startGateway(redisServer.url);
      try {
        const joined = await chatOnce(second.url, 'after restart');
        expect(joined.messages.map((m) => m.text)).toEqual(['before restart']);
      } finally {
        await second.fastify.close();
      }
    });
  });
});
