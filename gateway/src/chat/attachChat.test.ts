import { CHAT_HISTORY_LIMIT, type ChatJoined, type ChatMessage } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import {
  client,
  clients,
  clock,
  fresh,
  OTHER_ROOM,
  ROOM,
  server,
  start,
  store,
  useChatFixture,
  verifier,
} from '../testing/chatFixture';
import { connectChat, eventually, tokenOf, USERS } from '../testing/chatTesting';
import { createMemoryChatStore } from './memoryStore';

useChatFixture();

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

  it('keeps rooms and limits per connection, even for the same user', async () => {
    const phone = await client('alice');
    const laptop = await client('alice', 'en', null);
    const refused = await laptop.request('chat:send', { room: ROOM, text: fresh() });
    expect(refused.ok === false && refused.error.code).toBe('not_joined');
    expect((await phone.request<ChatMessage>('chat:send', { room: ROOM, text: fresh() })).ok).toBe(true);
  });

  it('costs a connection one listener shared by all, however many chat events it sends', async () => {
    const reader = await client(undefined, 'en', null);
    const writer = await client('alice');
    await writer.request('chat:send', { room: ROOM, text: fresh() });
    await reader.request('chat:leave', { room: ROOM });
    const sockets = [...server.io.of('/').sockets.values()];
    expect(sockets).toHaveLength(2);
    const [first, second] = sockets.map((socket) => socket.listenersAny());
    expect(first).toHaveLength(1);
    expect(second).toEqual(first);
    for (const socket of sockets)
      expect(socket.eventNames().filter((name) => String(name).startsWith('chat:'))).toEqual([]);
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

  it('the word and link filters read the nickname shown with the text as well', async () => {
    const scammer = await client('scammer');
    const rude = await client('rude');
    const link = await scammer.request('chat:send', { room: ROOM, text: 'great match' });
    expect(link.ok === false && link.error.code).toBe('link_blocked');
    const word = await rude.request('chat:send', { room: ROOM, text: 'great match' });
    expect(word.ok === false && word.error.code).toBe('word_blocked');
    // Bidi and zero-width characters are gone before the filters read the text.
    const alice = await client('alice');
    const hidden = await alice.request('chat:send', { room: ROOM, text: 'f\u200Bu\u202Eck' });
    expect(hidden.ok === false && hidden.error.code).toBe('word_blocked');
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
