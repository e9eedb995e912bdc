// @vitest-environment happy-dom
import type {
  ChatAck,
  ChatDeleted,
  ChatJoined,
  ChatMe,
  ChatMessage,
  ChatNotice,
  ChatRoomId,
} from '@pitchside/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, startI18n } from '../../i18n/i18n';
import { sessionChanged } from '../session/session';
import { toasts } from '../toast/toastStore';
import { ChatPanel } from './ChatPanel';
import type { ChatConnection, ChatListeners } from './chatConnection';

const ROOM: ChatRoomId = 'match:42';
const ME: ChatMe = { userId: '5', nickName: 'Me', avatar: '', moderator: false };

let seq = 0;
function message(text: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  seq += 1;
  return {
    id: `${1_750_000_000_000 + seq}-0`,
    room: ROOM,
    userId: '9',
    nickName: 'Fan',
    avatar: '',
    text,
    ts: 1_750_000_000_000 + seq,
    moderator: false,
    ...overrides,
  };
}

/** A gateway connection a test drives by hand. */
class FakeConnection implements ChatConnection {
  connected = true;
  history: ChatMessage[] = [];
  me: ChatMe | null = null;
  listeners = new Set<ChatListeners>();
  sent: string[] = [];
  nextSend: ChatAck<ChatMessage> | null = null;
  joins = 0;
  failJoins = 0;

  async join(room: ChatRoomId): Promise<ChatAck<ChatJoined>> {
    this.joins += 1;
    if (this.failJoins > 0) {
      this.failJoins -= 1;
      return { ok: false, error: { code: 'unavailable', key: 'errors.unavailable', message: '' } };
    }
    return { ok: true, data: { room, messages: this.history, slowModeSec: 0, me: this.me } };
  }
  leave() {}
  async send(room: ChatRoomId, text: string): Promise<ChatAck<ChatMessage>> {
    this.sent.push(text);
    const answer = this.nextSend ?? { ok: true, data: message(text, { room, userId: '5', nickName: 'Me' }) };
    this.nextSend = null;
    return answer;
  }
  async deleteMessage(): Promise<ChatAck<null>> {
    return { ok: true, data: null };
  }
  async mute(): Promise<ChatAck<null>> {
    return { ok: true, data: null };
  }
  async ban(): Promise<ChatAck<null>> {
    return { ok: true, data: null };
  }
  async setSlowMode(): Promise<ChatAck<null>> {
    return { ok: true, data: null };
  }
  listen(listeners: ChatListeners) {
    this.listeners.add(listeners);
    return () => this.listeners.delete(listeners);
  }
  deliver(m: ChatMessage) {
    for (const l of this.listeners) l.message?.(m);
  }
  delete(d: ChatDeleted) {
    for (const l of this.listeners) l.deleted?.(d);
  }
  notice(n: ChatNotice) {
    for (const l of this.listeners) l.notice?.(n);
  }
  /** The socket connected again (after a drop, or with new credentials). */
  reconnect() {
    for (const l of this.listeners) l.connect?.();
  }
}

let connection: FakeConnection;

async function renderPanel(onSignIn = () => {}) {
  render(<ChatPanel connection={connection} room={ROOM} onSignIn={onSignIn} />);
  await act(async () => {});
}

beforeAll(async () => {
  await startI18n('en');
});

/** The page's session, as a sign-in (or sign-out) through the modal leaves it. */
function signIn() {
  localStorage.setItem('authToken', 'token-me');
  localStorage.setItem(
    'userInfo',
    JSON.stringify({ id: 5, nickName: 'Me', imageUrl: '', email: 'me@example.com' }),
  );
  sessionChanged();
}
function signOut() {
  localStorage.clear();
  sessionChanged();
}

beforeEach(async () => {
  await changeLocale('en');
  signOut();
  connection = new FakeConnection();
});

afterEach(cleanup);

describe('ChatPanel', () => {
  it('renders markup in a message as text and runs nothing', async () => {
    const alert = vi.fn();
    window.alert = alert;
    const attack = '<img src=x onerror=alert(1)>';
    connection.history = [message(attack), message('<script>alert(2)</script><b>bold</b>')];
    const { container } = await act(async () =>
      render(<ChatPanel connection={connection} room={ROOM} onSignIn={() => {}} />),
    );
    await act(async () => {});
    expect(screen.getByText(attack)).toBeTruthy();
    expect(screen.getByText('<script>alert(2)</script><b>bold</b>')).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    // Live messages too.
    act(() => connection.deliver(message('<img src=y onerror=alert(3)>', { nickName: '<i>nick</i>' })));
    expect(screen.getByText('<img src=y onerror=alert(3)>')).toBeTruthy();
    expect(screen.getByText('<i>nick</i>')).toBeTruthy();
    expect(container.querySelector('img[src="y"], i')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('does not show avatars with a script URL', async () => {
    connection.history = [message('hi', { avatar: 'javascript:alert(1)', nickName: 'Zed' })];
    const { container } = render(<ChatPanel connection={connection} room={ROOM} onSignIn={() => {}} />);
    await act(async () => {});
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Z')).toBeTruthy();
  });

  it('offers sign-in to an anonymous reader, who still reads', async () => {
    const onSignIn = vi.fn();
    connection.history = [message('welcome')];
    await renderPanel(onSignIn);
    expect(screen.getByText('welcome')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to chat' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('sends, counts characters against the limit, and shows refusals in the reader language', async () => {
    signIn();
    connection.me = ME;
    await renderPanel();
    const input = screen.getByRole('textbox', { name: 'Chat message' });
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    fireEvent.change(input, { target: { value: 'x'.repeat(201) } });
    expect(screen.getByText('201/200')).toBeTruthy();
    expect(send.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Messages are limited to 200 characters');

    fireEvent.change(input, { target: { value: 'come on!' } });
    await act(async () => fireEvent.submit(input.closest('form') as HTMLFormElement));
    expect(connection.sent).toEqual(['come on!']);
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.getByText('come on!')).toBeTruthy();

    connection.nextSend = {
      ok: false,
      error: {
        code: 'rate_limited',
        key: 'errors.rate_limited',
        message: 'You are sending too fast, try again in 3 s',
        params: { seconds: 3 },
        retryAfterMs: 3000,
      },
    };
    fireEvent.change(input, { target: { value: 'again' } });
    await act(async () => fireEvent.submit(input.closest('form') as HTMLFormElement));
    expect(screen.getByRole('alert').textContent).toBe('You are sending too fast, try again in 3 s');
    expect((input as HTMLInputElement).value).toBe('again');

    await act(async () => changeLocale('vi'));
    expect(screen.getByRole('alert').textContent).toBe('Bạn gửi quá nhanh, thử lại sau 3 giây');
    expect(screen.getByRole('button', { name: 'Gửi' })).toBeTruthy();
  });

  it('stays on the newest message unless the reader scrolled up, then offers a new-messages button', async () => {
    connection.history = Array.from({ length: 20 }, (_, i) => message(`old ${i}`));
    await renderPanel();
    const list = screen.getByRole('log');
    let scrollTop = 0;
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => 2000 });
    Object.defineProperty(list, 'clientHeight', { configurable: true, get: () => 300 });
    Object.defineProperty(list, 'scrollTop', {
      configurable: true,
      get: () => scrollTop,
      set: (value: number) => {
        scrollTop = Math.min(value, 1700);
      },
    });

    act(() => connection.deliver(message('pinned one')));
    expect(scrollTop).toBe(1700);
    expect(screen.queryByRole('button', { name: /New messages/ })).toBeNull();

    scrollTop = 200;
    fireEvent.scroll(list);
    act(() => connection.deliver(message('while reading 1')));
    act(() => connection.deliver(message('while reading 2')));
    expect(scrollTop).toBe(200);
    const button = screen.getByRole('button', { name: 'New messages (2)' });

    fireEvent.click(button);
    expect(scrollTop).toBe(1700);
    expect(screen.queryByRole('button', { name: /New messages/ })).toBeNull();
  });

  it('removes deleted messages, shows notices, and rejoins without duplicates after a reconnect', async () => {
    const first = message('first');
    const second = message('second');
    connection.history = [first, second];
    await renderPanel();
    act(() => connection.delete({ room: ROOM, messageId: first.id }));
    expect(screen.queryByText('first')).toBeNull();
    act(() =>
      connection.notice({
        room: ROOM,
        kind: 'slowmode_on',
        key: 'notices.slowmode_on',
        params: { seconds: 10 },
        message: 'Slow mode is on: one message every 10 s',
        ts: second.ts + 1,
      }),
    );
    expect(screen.getByText('Slow mode is on: one message every 10 s')).toBeTruthy();
    expect(screen.getByText('Slow mode: one message every 10 s')).toBeTruthy();

    const third = message('third');
    connection.history = [second, third];
    await act(async () => connection.reconnect());
    expect(connection.joins).toBe(2);
    expect(screen.getAllByText('second')).toHaveLength(1);
    expect(screen.getByText('third')).toBeTruthy();
    // Messages for another room are not shown.
    act(() => connection.deliver(message('elsewhere', { room: 'room:x' })));
    expect(screen.queryByText('elsewhere')).toBeNull();
  });

  it('says when the chat cannot be opened and retries on request', async () => {
    connection.failJoins = 1;
    connection.history = [message('back again')];
    await renderPanel();
    expect(screen.getByRole('alert').textContent).toContain('Could not open the chat');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByText('back again')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('follows a sign-in and a sign-out on the page, and the room once the socket is back', async () => {
    await renderPanel();
    expect(screen.getByRole('button', { name: 'Sign in to chat' })).toBeTruthy();
    // Signed in through the modal: the panel waits for the room, which knows the reader once the
    // socket has connected again with the new token (live/followSession.ts).
    act(() => signIn());
    expect(screen.queryByRole('button', { name: 'Sign in to chat' })).toBeNull();
    expect(screen.getByText('Connecting to chat…')).toBeTruthy();
    connection.me = ME;
    await act(async () => connection.reconnect());
    expect(screen.getByRole('textbox', { name: 'Chat message' })).toBeTruthy();
    // Signed out: the input goes at once, before the room hears of it.
    act(() => signOut());
    expect(screen.queryByRole('textbox', { name: 'Chat message' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in to chat' })).toBeTruthy();
    connection.me = null;
    await act(async () => connection.reconnect());
    expect(screen.getByRole('button', { name: 'Sign in to chat' })).toBeTruthy();
    expect(connection.joins).toBe(3);
  });

  it('gives moderators delete, mute and ban on other users messages', async () => {
    connection.me = { ...ME, moderator: true };
    const spam = message('spam');
    connection.history = [spam];
    const deleteMessage = vi.spyOn(connection, 'deleteMessage');
    const mute = vi.spyOn(connection, 'mute');
    const ban = vi.spyOn(connection, 'ban');
    const setSlowMode = vi.spyOn(connection, 'setSlowMode');
    await renderPanel();
    fireEvent.change(screen.getByRole('combobox', { name: 'Slow mode' }), { target: { value: '30' } });
    expect(setSlowMode).toHaveBeenCalledWith({ room: ROOM, seconds: 30 });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mute 10 min' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ban' }));
    expect(deleteMessage).toHaveBeenCalledWith({ room: ROOM, messageId: spam.id });
    expect(mute).toHaveBeenCalledWith({ room: ROOM, userId: '9', durationSec: 600 });
    expect(ban).toHaveBeenCalledWith({ room: ROOM, userId: '9' });

    // A refusal is told in a toast, in the reader's language.
    ban.mockResolvedValueOnce({
      ok: false,
      error: { code: 'forbidden', key: 'errors.forbidden', message: '' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ban' })));
    expect(toasts.current().map((toast) => toast.message)).toContain('Only moderators can do that');
  });
});
