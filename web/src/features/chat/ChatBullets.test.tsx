// @vitest-environment happy-dom
import type { ChatMessage, ChatRoomId } from '@pitchside/shared';
import { act, cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BULLET_SETTINGS } from './bulletSettings';
import { ChatBullets } from './ChatBullets';
import type { ChatConnection, ChatListeners } from './chatConnection';

function fakeConnection() {
  const listeners = new Set<ChatListeners>();
  const calls: string[] = [];
  const connection = {
    connected: true,
    join: async (room: ChatRoomId) => {
      calls.push(`join ${room}`);
      return { ok: true, data: { room, messages: [], slowModeSec: 0, me: null } };
    },
    leave: (room: ChatRoomId) => {
      calls.push(`leave ${room}`);
    },
    listen(l: ChatListeners) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  } as unknown as ChatConnection;
  const each = (run: (l: ChatListeners) => void) => act(() => listeners.forEach(run));
  return {
    connection,
    calls,
    listeners,
    deliver: (m: ChatMessage) => each((l) => l.message?.(m)),
    delete: (room: ChatRoomId, messageId: string) => each((l) => l.deleted?.({ room, messageId })),
    reconnect: () => each((l) => l.connect?.()),
  };
}

let n = 0;
const message = (text: string, room: ChatRoomId = 'match:1', userId = '7'): ChatMessage => ({
  id: `${++n}-0`,
  room,
  userId,
  nickName: 'A',
  avatar: '',
  text,
  ts: n,
  moderator: false,
});

const texts = (container: HTMLElement) =>
  [...container.querySelectorAll('.chat-bullet')].map((bullet) => bullet.textContent);

// The test DOM lays nothing out: give the layer a phone's picture.
const size = { clientWidth: 390, clientHeight: 180 };
const saved = Object.keys(size).map((key) => [
  key,
  Object.getOwnPropertyDescriptor(HTMLElement.prototype, key),
]);
beforeAll(() => {
  for (const [key, value] of Object.entries(size)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of saved) {
    if (descriptor && typeof key === 'string') Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ChatBullets', () => {
  it('flies live messages of its room as text, then removes them', () => {
    vi.useFakeTimers();
    const chat = fakeConnection();
    const { container, unmount } = render(
      <ChatBullets
        connection={chat.connection}
        room="match:1"
        settings={DEFAULT_BULLET_SETTINGS}
        holdMs={0}
        ownUserId={null}
      />,
    );
    expect(chat.calls).toEqual(['join match:1']);
    chat.deliver(message('<img src=x onerror=alert(1)>'));
    chat.deliver(message('other room', 'match:2'));
    expect(texts(container)).toEqual(['<img src=x onerror=alert(1)>']);
    expect(container.querySelector('img')).toBeNull();
    const layer = container.querySelector<HTMLElement>('.chat-bullets');
    expect(layer?.getAttribute('aria-hidden')).toBe('true');
    expect(layer?.style.opacity).toBe('0.8');
    expect(layer?.style.getPropertyValue('--bullet-track')).toBe('390px');
    act(() => vi.advanceTimersByTime(8_000));
    expect(texts(container)).toEqual([]);
    unmount();
    expect(chat.listeners.size).toBe(0);
    expect(chat.calls).toEqual(['join match:1', 'leave match:1']);
  });

  it('holds others’ messages for the picture, not the viewer’s own', () => {
    vi.useFakeTimers();
    const chat = fakeConnection();
    const { container } = render(
      <ChatBullets
        connection={chat.connection}
        room="match:1"
        settings={DEFAULT_BULLET_SETTINGS}
        holdMs={4_000}
        ownUserId="42"
      />,
    );
    chat.deliver(message('GOAL!!!'));
    chat.deliver(message('my own', 'match:1', '42'));
    expect(texts(container)).toEqual(['my own']);
    expect(container.querySelector('.chat-bullets')?.getAttribute('data-pending')).toBe('1');
    act(() => vi.advanceTimersByTime(3_999));
    expect(texts(container)).toEqual(['my own']);
    act(() => vi.advanceTimersByTime(1));
    expect(texts(container)).toEqual(['my own', 'GOAL!!!']);
  });

  it('takes away what a moderator deletes and joins again after a reconnect', () => {
    vi.useFakeTimers();
    const chat = fakeConnection();
    const { container } = render(
      <ChatBullets
        connection={chat.connection}
        room="match:1"
        settings={{ on: true, density: 'low', opacity: 0.5 }}
        holdMs={0}
        ownUserId={null}
      />,
    );
    const spam = message('spam');
    chat.deliver(spam);
    expect(texts(container)).toEqual(['spam']);
    chat.delete('match:2', spam.id);
    expect(texts(container)).toEqual(['spam']);
    chat.delete('match:1', spam.id);
    expect(texts(container)).toEqual([]);
    chat.reconnect();
    expect(chat.calls).toEqual(['join match:1', 'join match:1']);
    expect(container.querySelector<HTMLElement>('.chat-bullets')?.style.opacity).toBe('0.5');
  });

  it('fits the density’s lanes in the picture, in a font a phone can read', () => {
    const chat = fakeConnection();
    const { container } = render(
      <ChatBullets
        connection={chat.connection}
        room="match:1"
        settings={{ ...DEFAULT_BULLET_SETTINGS, density: 'high' }}
        holdMs={0}
        ownUserId={null}
      />,
    );
    const layer = container.querySelector<HTMLElement>('.chat-bullets');
    // 180 px of picture, 80 % of it, lines of 21 px (15 px text).
    expect(layer?.style.fontSize).toBe('15px');
    expect(layer?.getAttribute('data-lanes')).toBe('6');
    for (let i = 0; i < 10; i++) chat.deliver(message(`m${i}`));
    const lanes = [...container.querySelectorAll('.chat-bullet')].map((bullet) =>
      bullet.getAttribute('data-lane'),
    );
    expect(lanes).toEqual(['0', '1', '2', '3', '4', '5']);
  });
});
