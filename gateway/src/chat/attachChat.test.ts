import { CHAT_HISTORY_LIMIT, type ChatJoined, type ChatMessage } from '@pitchside/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ChatClient,
  type ChatServer,
  connectChat,
  eventually,
  fakeVerifier,
  ManualClock,
  startChatServer,
  tokenOf,
  USERS,
} from './chatTesting';
import { createMemoryChatStore } from './memoryStore';
import type { ChatStore } from './store';

const ROOM = 'match:4001';
const OTHER_ROOM = 'room:anchor7';

let server: ChatServer;
let store: ChatStore;
let clock: ManualClock;
let verifier: ReturnType<typeof fakeVerifier>;
const clients: ChatClient[] = [];

async function start(overrides: Partial<Parameters<typeof startChatServer>[0]> = {}) {
  store = createMemoryChatStore();
  clock = new ManualClock();
  verifier = fakeVerifier();
  server = await startChatServer({
    verifyToken: verifier,
    store,
    clock,
    allowedLinkHosts: ['pitchside.tv'],
    ...overrides,
  });
}

async function client(
  name?: keyof typeof USERS,
  locale: 'cn' | 'en' | 'vi' = 'en',
  room: string | null = ROOM,
) {
  const c = await connectChat(server.url, { token: name ? tokenOf(name) : undefined, locale });
  clients.push(c);
  if (room) {
    const joined = await c.request<ChatJoined>('chat:join', { room });
    expect(joined.ok).toBe(true);
  }
  return c;
}

/** A different text each time, so duplicate detection stays out of the way. */
let counter = 0;
const fresh = (prefix = 'msg') => `${prefix} number ${++counter} ${'abcdefghij'[counter % 10]}`;

beforeEach(async () => {
  await start();
});

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await server.close();
});

describe('chat between two real clients', () => {
  it('delivers a message to the other client with nickname, avatar and server time', async () => {
    const alice = await client('alice');
    const bob = await client('bob');
    const ack = await alice.request<ChatMessage>('chat:send', { room: ROOM, text: '  What a goal!  ' });
    expect(ack).toEqual({ ok: true, data: expect.objectContaining({ text: 'What a goal!' }) });
    await eventually(() => bob.messages.length === 1);
    expect(bob.messages[0]).toEqual({
      id: expect.stringMatching(/^\d+-\d+$/),
      room: ROOM,
      userId: USERS.alice.userId,
      nickName: 'Alice',
      avatar: USERS.alice.avatar,
      text: 'What a goal!',
      ts: clock.ms,
      moderator: false,
    });
    // Rooms are separate.
    const carol = await client('bob', 'en', OTHER_ROOM);
    await alice.request('chat:send', { room: ROOM, text: fresh() });
    await eventually(() => bob.messages.length === 2);
    expect(carol.messages).toHaveLength(0);
  });

  it('gives the newest 100 messages, oldest first, on join', async () => {
    for (let i = 0; i < 130; i++) {
      await store.append({ ...USERS.alice, room: ROOM, text: `m${i}`, ts: clock.ms + i, moderator: false });
    }
    const reader = await connectChat(server.url);
    clients.push(reader);
    const joined = await reader.request<ChatJoined>('chat:join', { room: ROOM });
    if (!joined.ok) throw new Error('join failed');
    expect(joined.data.messages).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(joined.data.messages[0]?.text).toBe('m30');
    expect(joined.data.messages.at(-1)?.text).toBe('m129');
    expect(joined.data.me).toBeNull();
    expect(joined.data.slowModeSec).toBe(0);
  });

  it('tells a signed-in reader who they are on join', async () => {
    const mod = await connectChat(server.url, { token: tokenOf('mod') });
    clients.push(mod);
    const joined = await mod.request<ChatJoined>('chat:join', { room: ROOM });
    expect(joined.ok && joined.data.me).toEqual({
      userId: USERS.mod.userId,
      nickName: 'Referee',
      avatar: '',
      moderator: true,
    });
  });

  it('lets an anonymous client read but not send, with an error in its language', async () => {
    const alice = await client('alice');
    const anon = await client(undefined, 'vi');
    await alice.request('chat:send', { room: ROOM, text: fresh() });
    await eventually(() => anon.messages.length === 1);
    const refused = await anon.request('chat:send', { room: ROOM, text: 'hello' });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'not_signed_in', key: 'errors.not_signed_in', message: 'Đăng nhập để trò chuyện' },
    });
    const bogus = await client(undefined, 'cn');
    const bogusToken = await connectChat(server.url, { token: 'token-nobody', locale: 'cn' });
    clients.push(bogusToken);
    await bogusToken.request('chat:join', { room: ROOM });
    const refusedCn = await bogusToken.request('chat:send', { room: ROOM, text: 'hello' });
    expect(refusedCn.ok === false && refusedCn.error.message).toBe('登录后才能发言');
    await eventually(() => bogus.messages.length === 0);
    expect(alice.messages).toHaveLength(1);
  });

  it('answers bad payloads with invalid_payload and changes nothing', async () => {
    const alice = await client('alice');
    for (const payload of [
      null,
      'match:4001',
      { room: ROOM },
      { room: ROOM, text: 42 },
      { room: 'chat:1', text: 'x' },
      { room: ROOM, text: 'x', userId: '900' },
      { room: ROOM, text: 'x'.repeat(5000) },
    ]) {
      const answer = await alice.request('chat:send', payload);
      expect(answer.ok === false && answer.error.code).toBe('invalid_payload');
    }
    for (const [event, payload] of [
      ['chat:join', { room: '../etc' }],
      ['chat:delete', { room: ROOM, messageId: 'x' }],
      ['chat:mute', { room: ROOM, userId: '101', durationSec: -5 }],
      ['chat:ban', { room: ROOM, userId: 'a b' }],
      ['chat:slowmode', { room: ROOM, seconds: 10_000 }],
    ] as const) {
      const answer = await alice.request(event, payload);
      expect(answer.ok === false && answer.error.code).toBe('invalid_payload');
    }
    expect(await store.history(ROOM, 100)).toEqual([]);
    expect(await store.slowMode(ROOM)).toBe(0);
    // A send without an ack is handled without crashing the connection.
    (alice.socket as unknown as { emit(event: string, payload: unknown): void }).emit('chat:send', {
      room: ROOM,
      text: 'no ack',
    });
    const after = await alice.request<ChatMessage>('chat:send', { room: ROOM, text: fresh() });
    expect(after.ok).toBe(true);
  });

  it('needs a join before sending, and limits the rooms per connection', async () => {
    const alice = await client('alice', 'en', null);
    const refused = await alice.request('chat:send', { room: ROOM, text: 'hi' });
    expect(refused.ok === false && refused.error.code).toBe('not_joined');
    for (let i = 0; i < 4; i++)
      expect((await alice.request('chat:join', { room: `match:${i}` })).ok).toBe(true);
    const fifth = await alice.request('chat:join', { room: 'match:99' });
    expect(fifth.ok === false && fifth.error.code).toBe('too_many_rooms');
    await alice.request('chat:leave', { room: 'match:0' });
    expect((await alice.request('chat:join', { room: 'match:99' })).ok).toBe(true);
  });

  it('limits how fast one connection joins rooms', async () => {
    const reader = await client(undefined, 'en', null);
    for (let i = 0; i < 5; i++) {
      expect((await reader.request('chat:join', { room: ROOM })).ok).toBe(true);
      expect((await reader.request('chat:leave', { room: ROOM })).ok).toBe(true);
    }
    for (let i = 0; i < 5; i++) expect((await reader.request('chat:join', { room: ROOM })).ok).toBe(true);
    const limited = await reader.request('chat:join', { room: ROOM });
    expect(limited.ok === false && limited.error).toMatchObject({ code: 'rate_limited', retryAfterMs: 1000 });
    clock.advance(1000);
    expect((await reader.request('chat:join', { room: ROOM })).ok).toBe(true);
  });

  it('limits how many chat events one connection sends, whatever they are', async () => {
    const flooder = await connectChat(server.url, { token: 'token-made-up', locale: 'en' });
    clients.push(flooder);
    await flooder.request('chat:join', { room: ROOM });
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => flooder.request('chat:send', { room: ROOM, text: 'x' })),
    );
    const codes = answers.map((a) => (a.ok ? 'ok' : a.error.code));
    expect(codes.filter((c) => c === 'not_signed_in')).toHaveLength(19);
    expect(codes.filter((c) => c === 'rate_limited')).toHaveLength(5);
    // The made-up token was looked at no more often than the bucket allows (join + 19 sends).
    expect(verifier.calls).toBe(20);
    clock.advance(200);
    const next = await flooder.request('chat:send', { room: ROOM, text: 'x' });
    expect(next.ok === false && next.error.code).toBe('not_signed_in');
  });

  it('stops listening to a room after leave', async () => {
    const alice = await client('alice');
    const bob = await client('bob');
    expect((await bob.request('chat:leave', { room: ROOM })).ok).toBe(true);
    await alice.request('chat:send', { room: ROOM, text: fresh() });
    await eventually(() => alice.messages.length === 1);
    expect(bob.messages).toHaveLength(0);
  });
});

describe('message rules', () => {
  it('limits a message to 200 characters', async () => {
    const alice = await client('alice');
    expect((await alice.request('chat:send', { room: ROOM, text: '球'.repeat(200) })).ok).toBe(true);
    const long = await alice.request('chat:send', { room: ROOM, text: 'x'.repeat(201) });
    expect(long).toEqual({
      ok: false,
      error: {
        code: 'too_long',
        key: 'errors.too_long',
        message: 'Messages are limited to 200 characters',
        params: { max: 200 },
      },
    });
    const empty = await alice.request('chat:send', { room: ROOM, text: ' \n\u200B ' });
    expect(empty.ok === false && empty.error.code).toBe('empty');
  });

  it('rate-limits each user with a burst, then one message per refill', async () => {
    const alice = await client('alice');
    for (let i = 0; i < 5; i++)
      expect((await alice.request('chat:send', { room: ROOM, text: fresh() })).ok).toBe(true);
    const limited = await alice.request('chat:send', { room: ROOM, text: fresh() });
    expect(limited).toEqual({
      ok: false,
      error: {
        code: 'rate_limited',
        key: 'errors.rate_limited',
        message: 'You are sending too fast, try again in 2 s',
        params: { seconds: 2 },
        retryAfterMs: 2000,
      },
    });
    // The bucket is the user's, not the connection's.
    const aliceAgain = await client('alice');
    const stillLimited = await aliceAgain.request('chat:send', { room: ROOM, text: fresh() });
    expect(stillLimited.ok === false && stillLimited.error.code).toBe('rate_limited');
    // Bob is not affected.
    const bob = await client('bob');
    expect((await bob.request('chat:send', { room: ROOM, text: fresh() })).ok).toBe(true);
    clock.advance(2000);
    expect((await alice.request('chat:send', { room: ROOM, text: fresh() })).ok).toBe(true);
    const again = await alice.request('chat:send', { room: ROOM, text: fresh() });
    expect(again.ok === false && again.error.code).toBe('rate_limited');
  });

  it('blocks links unless their host is allowed; moderators may post links', async () => {
    const alice = await client('alice');
    const bob = await client('bob');
    for (const text of ['free stream at bet88.com', 'www.spam.net', 'https://evil.example/x', 'bet88。vip']) {
      const refused = await alice.request('chat:send', { room: ROOM, text });
      expect(refused.ok === false && refused.error).toMatchObject({
        code: 'link_blocked',
        message: 'Links are not allowed in chat',
      });
    }
    expect(
      (await alice.request('chat:send', { room: ROOM, text: 'replay on https://pitchside.tv/v/9' })).ok,
    ).toBe(true);
    const mod = await client('mod');
    expect(
      (await mod.request('chat:send', { room: ROOM, text: 'rules: https://help.example/chat' })).ok,
    ).toBe(true);
    await eventually(() => bob.messages.length === 2);
  });

  it('blocks words of every language', async () => {
    const alice = await client('alice', 'cn');
    for (const text of ['you are shit', '傻 逼', 'đéo biết']) {
      const refused = await alice.request('chat:send', { room: ROOM, text });
      expect(refused.ok === false && refused.error).toMatchObject({
        code: 'word_blocked',
        message: '消息包含不允许的词语',
      });
    }
    expect(await store.history(ROOM, 100)).toEqual([]);
  });

  it('refuses the same message from the same user within the window', async () => {
    const alice = await client('alice');
    const bob = await client('bob');
    expect((await alice.request('chat:send', { room: ROOM, text: 'GOAL!!!' })).ok).toBe(true);
    const dup = await alice.request('chat:send', { room: ROOM, text: 'gooooal' });
    expect(dup.ok === false && dup.error).toMatchObject({ code: 'duplicate', retryAfterMs: 30_000 });
    expect((await bob.request('chat:send', { room: ROOM, text: 'goal' })).ok).toBe(true);
    clock.advance(30_000);
    expect((await alice.request('chat:send', { room: ROOM, text: 'goal' })).ok).toBe(true);
  });

  it('answers unavailable when the store fails, and logs it', async () => {
    await server.close();
    const failing = createMemoryChatStore();
    failing.append = async () => {
      throw new Error('disk on fire');
    };
    const warnings: unknown[] = [];
    await start({ store: failing, logger: { info: () => {}, warn: (obj: unknown) => warnings.push(obj) } });
    const alice = await client('alice');
    const answer = await alice.request('chat:send', { room: ROOM, text: 'hi' });
    expect(answer.ok === false && answer.error.code).toBe('unavailable');
    expect(warnings).toHaveLength(1);

    // A join whose history cannot be read answers unavailable and leaves the reader out of the room.
    failing.history = async () => {
      throw new Error('still on fire');
    };
    const bob = await client('bob', 'en', null);
    const join = await bob.request('chat:join', { room: OTHER_ROOM });
    expect(join.ok === false && join.error.code).toBe('unavailable');
    const send = await bob.request('chat:send', { room: OTHER_ROOM, text: 'hi' });
    expect(send.ok === false && send.error.code).toBe('not_joined');
  });

  it('lets a reader join when the token check fails, and refuses sending with unavailable', async () => {
    await server.close();
    await start({
      verifyToken: async () => {
        throw new Error('origin down');
      },
    });
    const alice = await connectChat(server.url, { token: tokenOf('alice') });
    clients.push(alice);
    const joined = await alice.request<ChatJoined>('chat:join', { room: ROOM });
    expect(joined.ok && joined.data.me).toBeNull();
    const answer = await alice.request('chat:send', { room: ROOM, text: 'hi' });
    expect(answer.ok === false && answer.error.code).toBe('unavailable');
  });
});

describe('moderation', () => {
  it('sets slow mode for non-moderators, with a notice in each reader language', async () => {
    const alice = await client('alice');
    const bobCn = await client('bob', 'cn');
    const mod = await client('mod');
    const denied = await alice.request('chat:slowmode', { room: ROOM, seconds: 10 });
    expect(denied.ok === false && denied.error).toMatchObject({
      code: 'forbidden',
      message: 'Only moderators can do that',
    });
    expect((await mod.request('chat:slowmode', { room: ROOM, seconds: 10 })).ok).toBe(true);
    await eventually(() => alice.notices.length === 1 && bobCn.notices.length === 1);
    expect(alice.notices[0]).toMatchObject({
      kind: 'slowmode_on',
      key: 'notices.slowmode_on',
      params: { seconds: 10 },
      message: 'Slow mode is on: one message every 10 s',
    });
    expect(bobCn.notices[0]?.message).toBe('慢速模式已开启：每 10 秒可发一条');

    expect((await alice.request('chat:send', { room: ROOM, text: fresh() })).ok).toBe(true);
    clock.advance(4_000);
    const slow = await alice.request('chat:send', { room: ROOM, text: fresh() });
    expect(slow).toEqual({
      ok: false,
      error: {
        code: 'slow_mode',
        key: 'errors.slow_mode',
        message: 'Slow mode is on, you can send again in 6 s',
        params: { seconds: 6 },
        retryAfterMs: 6_000,
      },
    });
    // Moderators are exempt; other users have their own slot.
    expect((await mod.request('chat:send', { room: ROOM, text: fresh() })).ok).toBe(true);
    expect((await mod.request('chat:send', { room: ROOM, text: fresh() })).ok).toBe(true);
    expect((await bobCn.request('chat:send', { room: ROOM, text: fresh() })).ok).toBe(true);
    const late = await client('bob', 'en');
    const joined = await late.request<ChatJoined>('chat:join', { room: ROOM });
    expect(joined.ok && joined.data.slowModeSec).toBe(10);
    clock.advance(6_000);
    expect((await alice.request('chat:send', { room: ROOM, text: fresh() })).ok).toBe(true);

    expect((await mod.request('chat:slowmode', { room: ROOM, seconds: 0 })).ok).toBe(true);
    await eventually(() => alice.notices.length === 2);
    expect(alice.notices[1]?.kind).toBe('slowmode_off');
    expect((await alice.request('chat:send', { room: ROOM, text: fresh() })).ok).toBe(true);
  });

  it('lets a moderator delete a message for everyone', async () => {
    const alice = await client('alice');
    const bob = await client('bob');
    const mod = await client('mod');
    const sent = await alice.request<ChatMessage>('chat:send', { room: ROOM, text: 'delete me' });
    if (!sent.ok) throw new Error('send failed');
    const notMod = await bob.request('chat:delete', { room: ROOM, messageId: sent.data.id });
    expect(notMod.ok === false && notMod.error.code).toBe('forbidden');
    expect((await mod.request('chat:delete', { room: ROOM, messageId: sent.data.id })).ok).toBe(true);
    await eventually(() => bob.deleted.length === 1);
    expect(bob.deleted[0]).toEqual({ room: ROOM, messageId: sent.data.id });
    expect(await store.history(ROOM, 100)).toEqual([]);
    const again = await mod.request('chat:delete', { room: ROOM, messageId: sent.data.id });
    expect(again.ok === false && again.error.code).toBe('not_found');
  });

  it('mutes a user in one room for a while', async () => {
    const alice = await client('alice');
    const bob = await client('bob');
    const mod = await client('mod');
    await alice.request('chat:send', { room: ROOM, text: fresh() });
    expect(
      (await bob.request('chat:mute', { room: ROOM, userId: USERS.alice.userId, durationSec: 60 })).ok,
    ).toBe(false);
    expect(
      (await mod.request('chat:mute', { room: ROOM, userId: USERS.alice.userId, durationSec: 120 })).ok,
    ).toBe(true);
    await eventually(() => bob.notices.length === 1);
    expect(bob.notices[0]).toMatchObject({ kind: 'user_muted', message: 'Alice was muted for 2 min' });
    const muted = await alice.request('chat:send', { room: ROOM, text: fresh() });
    expect(muted.ok === false && muted.error).toMatchObject({
      code: 'muted',
      message: 'You are muted in this room for 2 more min',
      retryAfterMs: 120_000,
    });
    // Another room is not affected.
    await alice.request('chat:join', { room: OTHER_ROOM });
    expect((await alice.request('chat:send', { room: OTHER_ROOM, text: fresh() })).ok).toBe(true);
    clock.advance(120_000);
    expect((await alice.request('chat:send', { room: ROOM, text: fresh() })).ok).toBe(true);
    // A moderator cannot mute themselves.
    const self = await mod.request('chat:mute', { room: ROOM, userId: USERS.mod.userId, durationSec: 60 });
    expect(self.ok === false && self.error.code).toBe('forbidden');
  });

  it('bans a user from every room, across reconnects, until lifted', async () => {
    const alice = await client('alice');
    const mod = await client('mod');
    expect((await mod.request('chat:ban', { room: ROOM, userId: USERS.alice.userId })).ok).toBe(true);
    await eventually(() => alice.notices.length === 1);
    expect(alice.notices[0]).toMatchObject({ kind: 'user_banned', params: { nickName: USERS.alice.userId } }); // never sent: known by id
    const banned = await alice.request('chat:send', { room: ROOM, text: fresh() });
    expect(banned).toEqual({
      ok: false,
      error: { code: 'banned', key: 'errors.banned', message: 'You are banned from chat' },
    });
    alice.close();
    const back = await client('alice', 'en', OTHER_ROOM);
    const stillBanned = await back.request('chat:send', { room: OTHER_ROOM, text: fresh() });
    expect(stillBanned.ok === false && stillBanned.error.code).toBe('banned');
    // A banned user still reads.
    await mod.request('chat:send', { room: ROOM, text: fresh() });
    await back.request('chat:join', { room: ROOM });
    await mod.request('chat:send', { room: ROOM, text: fresh() });
    await eventually(() => back.messages.length === 1);

    expect(
      (await mod.request('chat:ban', { room: ROOM, userId: USERS.alice.userId, durationSec: 0 })).ok,
    ).toBe(true);
    expect((await back.request('chat:send', { room: ROOM, text: fresh() })).ok).toBe(true);

    // A timed ban runs out.
    await mod.request('chat:ban', { room: ROOM, userId: USERS.alice.userId, durationSec: 3600 });
    const timed = await back.request('chat:send', { room: ROOM, text: fresh() });
    expect(timed.ok === false && timed.error).toMatchObject({ code: 'banned', retryAfterMs: 3_600_000 });
    clock.advance(3_600_000);
    expect((await back.request('chat:send', { room: ROOM, text: fresh() })).ok).toBe(true);
  });
});
