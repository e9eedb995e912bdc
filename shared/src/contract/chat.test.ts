import { Compile } from 'typebox/compile';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CHAT_ERROR_CODES,
  CHAT_NOTICE_KINDS,
  CHAT_SERVER_TEXTS,
  type ChatClientToServerEvents,
  ChatSendRequestSchema,
  type ChatServerToClientEvents,
  fillChatText,
  isChatRoomId,
} from './chat';
import type { ClientToServerEvents, ServerToClientEvents } from './events';

describe('chat contract', () => {
  it('is part of the gateway contract', () => {
    expectTypeOf<ServerToClientEvents>().toExtend<ChatServerToClientEvents>();
    expectTypeOf<ClientToServerEvents>().toExtend<ChatClientToServerEvents>();
  });

  it('names match and streamer rooms only', () => {
    expect(isChatRoomId('match:123')).toBe(true);
    expect(isChatRoomId('room:anchor_7')).toBe(true);
    for (const bad of ['chat:1', 'match:', 'match:a b', `match:${'x'.repeat(41)}`, 'live:football', 5]) {
      expect(isChatRoomId(bad)).toBe(false);
    }
  });

  it('rejects send payloads with extra keys or wrong types', () => {
    const check = Compile(ChatSendRequestSchema);
    expect(check.Check({ room: 'match:1', text: 'hi' })).toBe(true);
    expect(check.Check({ room: 'match:1', text: 'hi', admin: true })).toBe(false);
    expect(check.Check({ room: 'match:1', text: 7 })).toBe(false);
    expect(check.Check({ room: 'match:1' })).toBe(false);
  });

  it('has every error and notice text in cn, en and vi', () => {
    for (const locale of ['cn', 'en', 'vi'] as const) {
      for (const code of CHAT_ERROR_CODES) expect(CHAT_SERVER_TEXTS[locale].errors[code]).toBeTruthy();
      for (const kind of CHAT_NOTICE_KINDS) expect(CHAT_SERVER_TEXTS[locale].notices[kind]).toBeTruthy();
    }
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fillChatText('wait {{seconds}} s {{x}}', { seconds: 3 })).toBe('wait 3 s {{x}}');
    expect(fillChatText('{{toString}}', {})).toBe('{{toString}}');
  });
});
