import type { ChatJoined, ChatMessage } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { client, clock, fresh, OTHER_ROOM, ROOM, store, useChatFixture } from '../testing/chatFixture';
import { eventually, USERS } from '../testing/chatTesting';

useChatFixture();

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
