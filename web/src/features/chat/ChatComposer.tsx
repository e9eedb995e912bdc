// The input under the chat list: the 200-character limit with a counter, sending, and the
// gateway's refusals (rate limit, slow mode, links, mute, ban…) in the reader's language.
import {
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatAck,
  type ChatAckError,
  type ChatMessage,
} from '@pitchside/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_NAMESPACE } from './chatMessages';

/** Characters as the gateway counts them (code points, after trimming). */
export function chatLength(text: string): number {
  let count = 0;
  for (const _ of text.trim()) count += 1;
  return count;
}

export interface ChatComposerProps {
  send(text: string): Promise<ChatAck<ChatMessage>>;
  /** Called just before a send, so the list follows the sender's own message. */
  onSending?: () => void;
}

export function ChatComposer({ send, onSending }: ChatComposerProps) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ChatAckError | null>(null);
  const errorId = useId();

  const length = chatLength(text);
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || length === 0 || tooLong) return;
    setSending(true);
    onSending?.();
    const answer = await send(text);
    setSending(false);
    if (answer.ok) {
      setText('');
      setError(null);
    } else setError(answer.error);
  }

  const errorText = tooLong
    ? t('errors.too_long', { max: CHAT_MESSAGE_MAX_LENGTH })
    : error
      ? t(error.key, { ...error.params, defaultValue: error.message || t('errors.internal') })
      : '';

  return (
    <form className="chat-composer" onSubmit={submit}>
      <div className="chat-composer-row">
        <input
          className="chat-input"
          type="text"
          value={text}
          enterKeyHint="send"
          autoComplete="off"
          aria-label={t('inputLabel')}
          placeholder={t('placeholder')}
          aria-invalid={tooLong || error !== null}
          aria-describedby={errorText ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
        />
        <button className="chat-send" type="submit" disabled={sending || length === 0 || tooLong}>
          {t('send')}
        </button>
      </div>
      <div className="chat-composer-meta">
        <p id={errorId} className="chat-error" role="alert">
          {errorText}
        </p>
        <span className={tooLong ? 'chat-counter chat-counter-over' : 'chat-counter'} aria-live="off">
          {t('counter', { count: length, max: CHAT_MESSAGE_MAX_LENGTH })}
        </span>
      </div>
    </form>
  );
}
