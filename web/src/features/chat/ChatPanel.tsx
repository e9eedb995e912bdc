// The live chat of a match or a streamer room: the list stays pinned to the newest message unless
// the reader scrolls up (then a "new messages" button counts what arrived), the input for signed-in
// users, and a sign-in offer for anonymous readers, who may still read.
import type { ChatAck, ChatMessage, ChatRoomId } from '@pitchside/shared';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../session/session';
import { toasts } from '../toast/toastStore';
import { ChatComposer } from './ChatComposer';
import { ChatEntryItem, type ModerationActions } from './ChatEntryItem';
import type { ChatConnection } from './chatConnection';
import { entryKey } from './chatLog';
import { CHAT_NAMESPACE, registerChatMessages } from './chatMessages';
import { useChatRoom } from './useChatRoom';
import './chat.css';

/** How close to the bottom (px) still counts as reading the newest messages. */
const PINNED_SLACK_PX = 40;
/** What the moderator's quick mute lasts. */
const QUICK_MUTE_SECONDS = 600;
/** Slow-mode intervals a moderator picks from (0 is off). */
const SLOW_MODE_CHOICES = [0, 5, 10, 30, 60, 120];

export interface ChatPanelProps {
  connection: ChatConnection;
  room: ChatRoomId;
  /** Opens the sign-in modal (PRODUCT §2); shown to anonymous readers. */
  onSignIn(): void;
}

export function ChatPanel({ connection, room, onSignIn }: ChatPanelProps) {
  const { t, i18n } = useTranslation(CHAT_NAMESPACE);
  // The strings travel with the chat chunk; `t` reads them at call time, so adding them here is enough.
  registerChatMessages(i18n);
  const chat = useChatRoom(connection, room);
  // The page's session decides at once (a sign-out hides the input before the room hears of it);
  // the room's answer (`me`) then says whether this reader may write.
  const signedIn = useSignedInUser() !== null;
  const listRef = useRef<HTMLOListElement>(null);
  const pinned = useRef(true);
  const lastSeenKey = useRef<string | null>(null);
  const [unread, setUnread] = useState(0);

  const scrollToNewest = useCallback(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    pinned.current = true;
    setUnread(0);
  }, []);

  // After each change of the list: follow it when pinned, otherwise count what was appended.
  useLayoutEffect(() => {
    const entries = chat.entries;
    const lastKey =
      entries.length > 0 ? entryKey(entries[entries.length - 1] as (typeof entries)[number]) : null;
    const previous = lastSeenKey.current;
    lastSeenKey.current = lastKey;
    if (lastKey === previous) return;
    if (pinned.current) {
      const list = listRef.current;
      if (list) list.scrollTop = list.scrollHeight;
      return;
    }
    const from = previous === null ? -1 : entries.findIndex((entry) => entryKey(entry) === previous);
    setUnread((count) => count + (from < 0 ? 1 : entries.length - 1 - from));
  }, [chat.entries]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    pinned.current = list.scrollHeight - list.scrollTop - list.clientHeight <= PINNED_SLACK_PX;
    if (pinned.current) setUnread(0);
  };

  const moderation = useMemo<(ModerationActions & { setSlowMode(seconds: number): void }) | null>(() => {
    if (!chat.me?.moderator) return null;
    // A refused action (a lost connection, a lifted role) is told in a toast; success shows in the room.
    const report = (answer: Promise<ChatAck<null>>) =>
      void answer.then((result) => {
        if (!result.ok) toasts.show(t(result.error.key, { ...result.error.params }), 'error');
      });
    const target = (message: ChatMessage) => ({ room, userId: message.userId });
    return {
      deleteMessage: (message) => report(connection.deleteMessage({ room, messageId: message.id })),
      mute: (message) => report(connection.mute({ ...target(message), durationSec: QUICK_MUTE_SECONDS })),
      ban: (message) => report(connection.ban(target(message))),
      setSlowMode: (seconds: number) => report(connection.setSlowMode({ room, seconds })),
    };
  }, [chat.me?.moderator, connection, room, t]);

  return (
    <section className="chat-panel" aria-label={t('title')} data-chat-room={room}>
      <header className="chat-header">
        <h2 className="chat-title">{t('title')}</h2>
        {chat.me?.moderator ? (
          <label className="chat-slow">
            {t('slowModeControl')}{' '}
            <select
              value={String(chat.slowModeSec)}
              onChange={(event) => moderation?.setSlowMode(Number(event.target.value))}
            >
              {[...new Set([...SLOW_MODE_CHOICES, chat.slowModeSec])].map((seconds) => (
                <option key={seconds} value={String(seconds)}>
                  {seconds === 0 ? t('slowModeOff') : t('slowModeOption', { seconds })}
                </option>
              ))}
            </select>
          </label>
        ) : (
          chat.slowModeSec > 0 && (
            <span className="chat-slow">{t('slowMode', { seconds: chat.slowModeSec })}</span>
          )
        )}
      </header>
      <div className="chat-body">
        <ol
          className="chat-list"
          ref={listRef}
          onScroll={onScroll}
          role="log"
          aria-live="polite"
          aria-label={t('messageList')}
        >
          {chat.entries.map((entry) => (
            <ChatEntryItem key={entryKey(entry)} entry={entry} moderation={moderation} />
          ))}
        </ol>
        {chat.phase === 'joining' && chat.entries.length === 0 && (
          <p className="chat-status">{t('connecting')}</p>
        )}
        {chat.phase === 'ready' && chat.entries.length === 0 && <p className="chat-status">{t('empty')}</p>}
        {chat.phase === 'failed' && (
          <p className="chat-status" role="alert">
            {t('joinFailed')}{' '}
            <button type="button" className="chat-link-button" onClick={chat.retry}>
              {t('retry')}
            </button>
          </p>
        )}
        {unread > 0 && (
          <button type="button" className="chat-new-messages" onClick={scrollToNewest}>
            {t('newMessages', { count: unread })}
          </button>
        )}
      </div>
      {chat.me && signedIn ? (
        <ChatComposer send={chat.send} onSending={scrollToNewest} />
      ) : signedIn ? (
        // Signed in on this page a moment ago: the room knows it once the socket has connected again.
        !(chat.phase === 'joining' && chat.entries.length === 0) && (
          <p className="chat-status">{t('connecting')}</p>
        )
      ) : (
        <div className="chat-sign-in">
          <p>{t('signInHint')}</p>
          <button type="button" className="chat-send" onClick={onSignIn}>
            {t('signIn')}
          </button>
        </div>
      )}
    </section>
  );
}
