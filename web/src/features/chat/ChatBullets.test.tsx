// @vitest-environment jsdom
import type { ChatMessage } from '@pitchside/shared';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatBullets, MAX_BULLETS } from './ChatBullets';
import type { ChatConnection, ChatListeners } from './chatConnection';

function fakeConnection() {
  const listeners = new Set<ChatListeners>();
  const connection = {
    listen(l: ChatListeners) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  } as unknown as ChatConnection;
  const deliver = (m: ChatMessage) => {
    for (const l of listeners) l.message?.(m);
  };
  return { connection, deliver, listeners };
}

let n = 0;
const message = (text: string, room: ChatMessage['room'] = 'match:1'): ChatMessage => ({
  id: `${++n}-0`,
  room,
  userId: '1',
  nickName: 'A',
  avatar: '',
  text,
  ts: n,
  moderator: false,
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ChatBullets', () => {
  it('drifts live messages of its room as text, then removes them', () => {
    vi.useFakeTimers();
    const { connection, deliver, listeners } = fakeConnection();
    const { container, unmount } = render(
      <ChatBullets connection={connection} room="match:1" durationSec={8} />,
    );
    act(() => deliver(message('<img src=x onerror=alert(1)>')));
    act(() => deliver(message('other room', 'match:2')));
    const bullets = container.querySelectorAll('.chat-bullet');
    expect(bullets).toHaveLength(1);
    expect(bullets[0]?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
    act(() => vi.advanceTimersByTime(8_000));
    expect(container.querySelectorAll('.chat-bullet')).toHaveLength(0);
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('keeps at most a screenful of bullets', () => {
    const { connection, deliver } = fakeConnection();
    const { container } = render(<ChatBullets connection={connection} room="match:1" />);
    act(() => {
      for (let i = 0; i < MAX_BULLETS + 10; i++) deliver(message(`m${i}`));
    });
    expect(container.querySelectorAll('.chat-bullet')).toHaveLength(MAX_BULLETS);
  });
});
