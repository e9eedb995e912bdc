// Chat on a cluster: a real redis-server, two Socket.IO servers on it with the Redis adapter, and
// the Redis ChatStore. Skipped (loudly) when redis-server is not installed.
import type { ChatJoined, ChatMessage } from '@pitchside/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ChatClient,
  type ChatServer,
  connectChat,
  eventually,
  fakeVerifier,
  ManualClock,
  type RedisServerProcess,
  redisServerBinary,
  startChatServer,
  startRedisServer,
  tokenOf,
  USERS,
} from '../testing/chatTesting';
import { type ChatFanout, createRedisChatFanout, type RedisChatFanout, roomFanout } from './fanout';
import { createRedisChatStore } from './redisStore';
import { PERMANENT } from './store';

const binary = redisServerBinary();
if (!binary) {
  console.warn(
    '\n!!! redis-server not found (set REDIS_SERVER_BIN or put it on PATH): the Redis chat tests are SKIPPED !!!\n',
  );
}

const ROOM = 'match:7001';
let redisServer: RedisServerProcess;
let redis: Redis;

beforeAll(async () => {
  if (!binary) return;
  redisServer = await startRedisServer(binary);
  redis = new Redis(redisServer.url, { lazyConnect: false });
});

afterAll(async () => {
  if (!binary) return;
  await redis.quit();
  await redisServer.stop();
});

beforeEach(async () => {
  if (binary) await redis.flushdb();
});

describe.skipIf(!binary)('Redis chat store', () => {
  const draft = (text: string, ts = 1_000) => ({
    room: ROOM as 'match:7001',
    userId: '1',
    nickName: 'A',
    avatar: '',
    text,
    ts,
    moderator: false,
  });

  it('keeps history in a capped stream, newest last, with stream ids as message ids', async () => {
    const store = createRedisChatStore({ redis, historyCap: 100 });
    for (let i = 0; i < 250; i++) await store.append(draft(`m${i}`));
    const history = await store.history(ROOM, 100);
    expect(history.map((m) => m.text)).toEqual(Array.from({ length: 100 }, (_, i) => `m${150 + i}`));
    expect(history[0]?.id).toMatch(/^\d+-\d+$/);
    // MAXLEN ~ trims whole nodes: roughly the cap, never the whole 250.
    expect(await redis.xlen('pitchside:chat:h:match:7001')).toBeLessThan(250);
    const last = history.at(-1) as ChatMessage;
    expect(await store.remove(ROOM, last.id)).toBe(true);
    expect(await store.remove(ROOM, last.id)).toBe(false);
    expect((await store.history(ROOM, 1))[0]?.text).toBe('m248');
  });

  it('runs the token bucket atomically in Redis', async () => {
    const store = createRedisChatStore({ redis });
    const rule = { burst: 3, refillMs: 1000 };
    const now = 5_000_000;
    const answers = await Promise.all(Array.from({ length: 5 }, () => store.takeToken('u1', rule, now)));
    expect(answers.filter((a) => a.ok)).toHaveLength(3);
    expect(answers.at(-1)).toEqual({ ok: false, retryAfterMs: 1000 });
    expect(await store.takeToken('u1', rule, now + 500)).toEqual({ ok: false, retryAfterMs: 500 });
    expect(await store.takeToken('u1', rule, now + 1000)).toEqual({ ok: true });
    expect(await store.takeToken('u2', rule, now)).toEqual({ ok: true });
    // After a SCRIPT FLUSH (a Redis restart) the script is loaded again.
    await redis.script('FLUSH');
    expect(await store.takeToken('u3', rule, now)).toEqual({ ok: true });
  });

  it('claims, mutes and bans with expiry', async () => {
    const store = createRedisChatStore({ redis });
    const now = Date.now();
    expect(await store.claim('slow:x', 60_000, now)).toEqual({ ok: true });
    const second = await store.claim('slow:x', 60_000, now);
    expect(second.ok === false && second.retryAfterMs).toBeGreaterThan(59_000);

    await store.setMute(ROOM, '7', now + 60_000, now);
    expect(await store.mutedUntil(ROOM, '7', now)).toBe(now + 60_000);
    expect(await redis.pttl('pitchside:chat:mute:match:7001:7')).toBeGreaterThan(59_000);
    await store.setMute(ROOM, '7', null, now);
    expect(await store.mutedUntil(ROOM, '7', now)).toBeNull();

    await store.setBan('7', PERMANENT, now);
    expect(await store.bannedUntil('7', now)).toBe(PERMANENT);
    expect(await redis.pttl('pitchside:chat:ban:7')).toBe(-1);
    await store.setBan('7', now + 1_000, now);
    expect(await store.bannedUntil('7', now)).toBe(now + 1_000);
    await store.setBan('7', null, now);
    expect(await store.bannedUntil('7', now)).toBeNull();

    await store.setSlowMode(ROOM, 15);
    expect(await store.slowMode(ROOM)).toBe(15);
    await store.setSlowMode(ROOM, 0);
    expect(await store.slowMode(ROOM)).toBe(0);
  });
});

type FanoutMode = 'Socket.IO Redis adapter' | 'Redis channel fan-out' | 'both';

describe.skipIf(!binary).each<FanoutMode>(['Socket.IO Redis adapter', 'Redis channel fan-out', 'both'])(
  'chat across two gateways on one Redis (%s)',
  (mode) => {
    const servers: ChatServer[] = [];
    const clients: ChatClient[] = [];
    const redisClients: Redis[] = [];
    const fanouts: RedisChatFanout[] = [];
    const clock = new ManualClock(Date.now());

    /** A gateway as in production: a Redis store for state, Redis for fan-out. */
    async function gateway(): Promise<ChatServer> {
      const pub = new Redis(redisServer.url);
      const sub = pub.duplicate();
      const storeClient = new Redis(redisServer.url);
      const fanoutSub = new Redis(redisServer.url);
      redisClients.push(pub, sub, storeClient, fanoutSub);
      let send: ChatFanout = () => {};
      const server = await startChatServer(
        {
          verifyToken: fakeVerifier(),
          store: createRedisChatStore({ redis: storeClient }),
          clock,
          fanout: (room, event, payload) => send(room, event, payload),
        },
        async (io) => {
          if (mode !== 'Redis channel fan-out') io.adapter(createAdapter(pub, sub));
          if (mode === 'Socket.IO Redis adapter') send = roomFanout(io);
          else {
            const fanout = createRedisChatFanout(io, storeClient, fanoutSub);
            fanouts.push(fanout);
            await fanout.ready;
            send = fanout.fanout;
          }
        },
      );
      servers.push(server);
      return server;
    }

    async function client(server: ChatServer, name?: keyof typeof USERS) {
      const c = await connectChat(server.url, { token: name ? tokenOf(name) : undefined, locale: 'en' });
      clients.push(c);
      const joined = await c.request<ChatJoined>('chat:join', { room: ROOM });
      if (!joined.ok) throw new Error(`join failed: ${joined.error.code}`);
      return { c, joined: joined.data };
    }

    afterEach(async () => {
      for (const c of clients.splice(0)) c.close();
      for (const server of servers.splice(0)) await server.close();
      for (const fanout of fanouts.splice(0)) await fanout.close();
      await Promise.all(redisClients.splice(0).map((r) => r.quit()));
    });

    it('delivers a message sent on one gateway to a reader on the other', async () => {
      const a = await gateway();
      const b = await gateway();
      const { c: alice } = await client(a, 'alice');
      const { c: bob } = await client(b, 'bob');
      const { c: anon } = await client(b);
      const sent = await alice.request<ChatMessage>('chat:send', {
        room: ROOM,
        text: 'hello from gateway A',
      });
      expect(sent.ok).toBe(true);
      await eventually(() => bob.messages.length === 1 && anon.messages.length === 1);
      expect(bob.messages[0]).toMatchObject({ nickName: 'Alice', text: 'hello from gateway A' });
      const reply = await bob.request<ChatMessage>('chat:send', { room: ROOM, text: 'hello back from B' });
      expect(reply.ok).toBe(true);
      await eventually(() => alice.messages.length === 2);
      // Each reader gets each message once, whatever carries it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const reader of [alice, bob, anon]) expect(reader.messages).toHaveLength(2);
    });

    it('keeps history across a gateway restart', async () => {
      const a = await gateway();
      const { c: alice } = await client(a, 'alice');
      for (const text of ['first', 'second', 'third']) {
        expect((await alice.request('chat:send', { room: ROOM, text })).ok).toBe(true);
      }
      alice.close();
      await a.close();

      const restarted = await gateway();
      const { joined } = await client(restarted);
      expect(joined.messages.map((m) => m.text)).toEqual(['first', 'second', 'third']);
      expect(joined.messages[0]).toMatchObject({ nickName: 'Alice', userId: USERS.alice.userId, room: ROOM });
    });

    it('holds a ban made on one gateway on the other, and shares slow mode, deletes and notices', async () => {
      const a = await gateway();
      const b = await gateway();
      const { c: mod } = await client(a, 'mod');
      const { c: alice } = await client(b, 'alice');
      const { c: bob } = await client(b, 'bob');

      const sent = await alice.request<ChatMessage>('chat:send', { room: ROOM, text: 'spam spam' });
      if (!sent.ok) throw new Error('send failed');
      expect((await mod.request('chat:delete', { room: ROOM, messageId: sent.data.id })).ok).toBe(true);
      await eventually(() => bob.deleted.length === 1);

      expect((await mod.request('chat:ban', { room: ROOM, userId: USERS.alice.userId })).ok).toBe(true);
      await eventually(() => bob.notices.length === 1);
      expect(bob.notices[0]).toMatchObject({ kind: 'user_banned', message: 'Alice was banned from chat' });
      const refused = await alice.request('chat:send', { room: ROOM, text: 'let me back in' });
      expect(refused.ok === false && refused.error.code).toBe('banned');

      // Reconnecting, even to the first gateway, does not help.
      alice.close();
      const { c: aliceOnA } = await client(a, 'alice');
      const again = await aliceOnA.request('chat:send', { room: ROOM, text: 'still me' });
      expect(again.ok === false && again.error.code).toBe('banned');

      expect((await mod.request('chat:slowmode', { room: ROOM, seconds: 30 })).ok).toBe(true);
      expect((await bob.request('chat:send', { room: ROOM, text: 'one' })).ok).toBe(true);
      const slow = await bob.request('chat:send', { room: ROOM, text: 'two' });
      expect(slow.ok === false && slow.error.code).toBe('slow_mode');
    });
  },
);
