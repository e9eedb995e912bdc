// The chat attacks of the hardening review, against the real gateway in front of the real origin (its
// accounts answer who a token is): links disguised by invisible characters and dot-like separators, and
// messages that show nothing. Each is refused and reaches no reader; what must survive does (docs/API.md
// "Text rules").

import { createFixtureEngine, signedInUser } from '@pitchside/origin/testing';
import type { ChatErrorCode, ChatMessage } from '@pitchside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatClient, connectChat, eventually } from '../testing/chatTesting';
import { type RealStack, startRealStack } from '../testing/realStack';

const ROOM = 'match:1';
let stack: RealStack;
let writer: ChatClient;
let reader: ChatClient;

beforeAll(async () => {
  // A fixed world (origin's testing/fixtureEngine.ts): the gateway is the subject, not the matches.
  stack = await startRealStack({ engine: createFixtureEngine() });
  const { token } = await signedInUser(stack.testDb.db, 'writer@example.com', 'Writer');
  writer = await connectChat(stack.url, { token, locale: 'en' });
  reader = await connectChat(stack.url, { locale: 'en' });
  for (const client of [writer, reader])
    expect((await client.request('chat:join', { room: ROOM })).ok).toBe(true);
}, 60_000);

afterAll(async () => {
  writer?.close();
  reader?.close();
  await stack?.close();
});

const refusal = async (client: ChatClient, text: string): Promise<ChatErrorCode | null> => {
  const answer = await client.request<ChatMessage>('chat:send', { room: ROOM, text });
  return answer.ok ? null : answer.error.code;
};

describe('chat text attacks through the real gateway and origin', () => {
  it.each([
    'scam-site\u200C.xyz',
    'scam-site.x\u200Cyz',
    'https\u200C://scam.example',
    'scam-site\u034F.xyz',
    'scam-site.\u{E0078}xyz',
    'scam-site\u2E31xyz',
    'scam-site\u2027xyz',
  ])('the link bypass %j is refused', async (text) => {
    expect(await refusal(writer, text)).toBe('link_blocked');
  });

  it.each([
    ['a lone ZWNJ', '\u200C'],
    ['the Hangul filler', '\u3164'],
    ['the empty braille cell', '\u2800'],
    ['the Hangul choseong and jungseong fillers', '\u115F\u1160'],
    ['tag characters', '\u{E0067}\u{E0062}\u{E0065}\u{E007F}'],
    ['inhibit symmetric swapping', '\u206A'],
    ['interlinear annotations', '\uFFF9\uFFFA\uFFFB'],
  ])('a message of only %s is refused as empty', async (_what, text) => {
    expect(await refusal(writer, text)).toBe('empty');
  });

  it('none of them reached a reader, and what must survive does, as written', async () => {
    const kept = ['⚽ 👨‍👩‍👧 👍🏽 🏴󠁧󠁢󠁥󠁮󠁧󠁿 Nguyễn Quang Hải!', '好球！محمد صلاح · מנור סולומון'];
    for (const text of kept) expect(await refusal(writer, text)).toBeNull();
    await eventually(() => reader.messages.length >= kept.length);
    expect(reader.messages.map((message) => message.text)).toEqual(kept);
  });

  it("a nickname stored with a link is shown as the fallback, and no longer blocks its owner's messages", async () => {
    const { token } = await signedInUser(stack.testDb.db, 'spam@example.com', 'bet88\u200C.vip');
    const spammer = await connectChat(stack.url, { token, locale: 'en' });
    try {
      expect((await spammer.request('chat:join', { room: ROOM })).ok).toBe(true);
      const sent = await spammer.request<ChatMessage>('chat:send', { room: ROOM, text: 'what a save' });
      expect(sent).toMatchObject({ ok: true, data: { nickName: 'fan', text: 'what a save' } });
    } finally {
      spammer.close();
    }
  });
});
