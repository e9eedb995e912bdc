import { useSelector } from '@xstate/react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { sentence } from '../../i18n/sentence';
import { useSetPath } from '../../routing/routeSetContext';
import type { CodePurpose } from './authApi';
import type { countdownMachine } from './countdownMachine';
import type { AuthMessage } from './validation';

export function useSay() {
  const { t } = useTranslation();
  // The origin's own words (PRODUCT §8) start in lower case; shown, they start as sentences.
  return (message: AuthMessage) => (message.text ? sentence(message.text) : t(message.key));
}

/** A labelled input whose message is tied to it (aria-describedby) and announced (role="alert"). */
export function TextField({
  label,
  error,
  after,
  ...input
}: {
  label: string;
  error: AuthMessage | undefined;
  after?: ReactNode;
  name: string;
  type: 'email' | 'password' | 'text';
  value: string;
  placeholder: string;
  autoComplete: string;
  inputMode?: 'email' | 'numeric';
  maxLength?: number;
  autoFocus?: boolean;
  onChange: (value: string) => void;
}) {
  const say = useSay();
  const id = useId();
  const errorId = `${id}-error`;
  const { onChange, autoFocus, ...attributes } = input;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <div className="auth-input-row">
        <input
          id={id}
          {...attributes}
          data-autofocus={autoFocus ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {after}
      </div>
      {error && (
        <p className="auth-error" id={errorId} role="alert">
          {say(error)}
        </p>
      )}
    </div>
  );
}

/** The code-send button and its 60 s countdown (PRODUCT §4); disabled while it cannot send. */
export function SendCodeButton({
  countdown,
  email,
  purpose,
  sliderVerified,
}: {
  countdown: ActorRefFrom<typeof countdownMachine>;
  email: string;
  purpose: CodePurpose;
  sliderVerified: boolean;
}) {
  const { t } = useTranslation();
  const snapshot = useSelector(countdown, (state) => state);
  const send = { type: 'SEND', email, purpose, sliderVerified } as const;
  const label =
    snapshot.value === 'running'
      ? t('auth.resendIn', { seconds: snapshot.context.remaining })
      : snapshot.value === 'sending'
        ? t('auth.sendingCode')
        : t('auth.sendCode');
  return (
    <button
      type="button"
      className="auth-code-button"
      disabled={!snapshot.can(send)}
      onClick={() => countdown.send(send)}
    >
      {label}
    </button>
  );
}

/** PRODUCT §5: the policy agreement, with the policy opening in a new tab (PRODUCT §2). */
export function Agreement({
  agreed,
  error,
  onChange,
}: {
  agreed: boolean;
  error: AuthMessage | undefined;
  onChange: (agreed: boolean) => void;
}) {
  const { t } = useTranslation();
  const say = useSay();
  const setPath = useSetPath();
  const id = useId();
  return (
    <div className="auth-field auth-agreement">
      <div className="auth-check">
        <input
          id={id}
          type="checkbox"
          checked={agreed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{t('auth.agreePrefix')}</label>{' '}
        <a href={setPath('/protocol')} target="_blank" rel="noopener noreferrer">
          {t('auth.policy')}
        </a>
      </div>
      {error && (
        <p className="auth-error" id={`${id}-error`} role="alert">
          {say(error)}
        </p>
      )}
    </div>
  );
}
