// One line of the chat list. Message text is rendered as a React text node: whatever a user typed
// (`<img onerror=…>`, `<script>`) is shown as characters and never parsed as HTML.
import { type ChatMessage, isolatedName } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import type { ChatEntry } from './chatLog';
import { CHAT_NAMESPACE } from './chatMessages';

/** Only http(s) and same-site avatars are shown; anything else gets the initial instead. */
export function safeAvatarUrl(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A notice's names (who was muted, banned…) isolated inside the sentence of the reader's language. */
function isolatedParams(params: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      key === 'nickName' && typeof value === 'string' ? isolatedName(value) : value,
    ]),
  );
}

export interface ModerationActions {
  deleteMessage(message: ChatMessage): void;
  mute(message: ChatMessage): void;
  ban(message: ChatMessage): void;
}

export function ChatEntryItem({
  entry,
  moderation,
}: {
  entry: ChatEntry;
  moderation: ModerationActions | null;
}) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  if (entry.kind === 'notice') {
    return (
      <li className="chat-notice">
        {t(entry.notice.key, { ...isolatedParams(entry.notice.params), defaultValue: entry.notice.message })}
      </li>
    );
  }
  const { message } = entry;
  const avatar = safeAvatarUrl(message.avatar);
  return (
    <li className="chat-message" data-message-id={message.id}>
      {avatar ? (
        <img className="chat-avatar" src={avatar} alt="" width={24} height={24} loading="lazy" />
      ) : (
        <span className="chat-avatar chat-avatar-initial" aria-hidden="true" data-user-text="">
          {Array.from(message.nickName)[0] ?? '?'}
        </span>
      )}
      {/* What users wrote is marked so: it is in their language, not the page's (e2e/pageText.ts). */}
      <span className="chat-nick" data-user-text="" dir="auto">
        {message.nickName}
      </span>
      {message.moderator && <span className="chat-badge">{t('moderator')}</span>}
      <span className="chat-text" data-user-text="" dir="auto">
        {message.text}
      </span>
      {moderation && !message.moderator && (
        <span className="chat-actions" title={t('actions', { nickName: isolatedName(message.nickName) })}>
          <button type="button" onClick={() => moderation.deleteMessage(message)}>
            {t('delete')}
          </button>
          <button type="button" onClick={() => moderation.mute(message)}>
            {t('mute')}
          </button>
          <button type="button" onClick={() => moderation.ban(message)}>
            {t('ban')}
          </button>
        </span>
      )}
    </li>
  );
}
