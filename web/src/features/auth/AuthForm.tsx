import { useSelector } from '@xstate/react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Agreement, SendCodeButton, TextField, useSay } from './AuthFields';
import type { AuthTab, TextField as TextFieldName } from './loginModalMachine';
import { SliderCaptcha } from './SliderCaptcha';
import type { AuthActors } from './useAuthActors';
import type { AuthMessage, SignInMethod } from './validation';

/** The modal's two tabs, sign-in and sign-up; the arrow keys move between them. */
export function AuthTabs({
  tab,
  panelId,
  onSelect,
}: {
  tab: AuthTab;
  panelId: string;
  onSelect(tab: AuthTab): void;
}) {
  const { t } = useTranslation();
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tab === 'signIn' ? 'signUp' : 'signIn';
    onSelect(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('auth.tabsLabel')} className="auth-tabs" onKeyDown={onTabKey}>
      {(['signIn', 'signUp'] as const).map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          data-tab={name}
          id={`${panelId}-${name}`}
          aria-selected={tab === name}
          aria-controls={panelId}
          tabIndex={tab === name ? 0 : -1}
          onClick={() => onSelect(name)}
        >
          {t(`auth.${name}`)}
        </button>
      ))}
    </div>
  );
}

/** How to sign in: by password or by an e-mailed code. */
function MethodSwitch({ method, onMethod }: { method: SignInMethod; onMethod(method: SignInMethod): void }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons reads better than radios here
    <div className="auth-methods" role="group" aria-label={t('auth.methodLabel')}>
      {([1, 2] as const).map((value) => (
        <button key={value} type="button" aria-pressed={method === value} onClick={() => onMethod(value)}>
          {t(value === 1 ? 'auth.methodPassword' : 'auth.methodCode')}
        </button>
      ))}
    </div>
  );
}

/** Where a code is asked for: the slider that grants it, the code's field and its send button. */
function CodeFields({
  actors: { slider, countdown },
  tab,
  email,
  code,
  sliderError,
  codeError,
  onCode,
}: {
  actors: AuthActors;
  tab: AuthTab;
  email: string;
  code: string;
  sliderError: AuthMessage | undefined;
  codeError: AuthMessage | undefined;
  onCode(value: string): void;
}) {
  const { t } = useTranslation();
  const sliderVerified = useSelector(slider, (state) => state.matches('verified'));
  return (
    <>
      <SliderCaptcha slider={slider} email={email} error={sliderError} />
      <TextField
        label={t('auth.code')}
        name="code"
        type="text"
        inputMode="numeric"
        maxLength={16}
        autoComplete="one-time-code"
        placeholder={t('auth.codePlaceholder')}
        value={code}
        error={codeError}
        onChange={onCode}
        after={
          <SendCodeButton
            countdown={countdown}
            email={email}
            purpose={tab === 'signUp' ? 1 : 2}
            sliderVerified={sliderVerified}
          />
        }
      />
    </>
  );
}

/**
 * The open tab's form: the sign-in method, the e-mail, the slider and the code where a code is asked
 * for (sign-up, or sign-in by code), the passwords, the agreement and the submit button.
 */
export function AuthForm({
  actors: { modal, slider, countdown },
  tab,
  panelId,
}: {
  actors: AuthActors;
  tab: AuthTab;
  panelId: string;
}) {
  const { t } = useTranslation();
  const say = useSay();
  const snapshot = useSelector(modal, (state) => state);
  const countdownError = useSelector(countdown, (state) => state.context.error);
  const { form, errors, formError, method } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const codeMode = tab === 'signUp' || method === 2;
  const errorFor = (field: 'email' | 'code') =>
    errors[field] ?? (countdownError?.field === field ? countdownError.message : undefined);

  const setField = (field: TextFieldName) => (value: string) => {
    modal.send({ type: 'FIELD', field, value });
    if (field === 'email') {
      slider.send({ type: 'RESET' });
      countdown.send({ type: 'DISMISS' });
    }
  };

  return (
    <form
      id={panelId}
      role="tabpanel"
      aria-labelledby={`${panelId}-${tab}`}
      className="auth-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        modal.send({ type: 'SUBMIT' });
      }}
    >
      {tab === 'signIn' && (
        <MethodSwitch method={method} onMethod={(value) => modal.send({ type: 'METHOD', method: value })} />
      )}
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete={tab === 'signUp' ? 'email' : 'username'}
        placeholder={t('auth.emailPlaceholder')}
        value={form.email}
        error={errorFor('email')}
        autoFocus
        onChange={setField('email')}
      />
      {codeMode && (
        <CodeFields
          actors={{ modal, slider, countdown }}
          tab={tab}
          email={form.email}
          code={form.code}
          sliderError={
            errors.slider ?? (countdownError?.field === 'slider' ? countdownError.message : undefined)
          }
          codeError={errorFor('code')}
          onCode={setField('code')}
        />
      )}
      {(tab === 'signUp' || method === 1) && (
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete={tab === 'signUp' ? 'new-password' : 'current-password'}
          placeholder={t('auth.passwordPlaceholder')}
          value={form.password}
          error={errors.password}
          onChange={setField('password')}
        />
      )}
      {tab === 'signUp' && (
        <TextField
          label={t('auth.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          placeholder={t('auth.confirmPasswordPlaceholder')}
          value={form.confirmPassword}
          error={errors.confirmPassword}
          onChange={setField('confirmPassword')}
        />
      )}
      <Agreement
        agreed={form.agreed}
        error={errors.agreement}
        onChange={(agreed) => modal.send({ type: 'AGREE', agreed })}
      />
      {formError && (
        <p className="auth-error auth-form-error" role="alert">
          {say(formError)}
        </p>
      )}
      <button type="submit" className="auth-primary auth-submit" disabled={!snapshot.can({ type: 'SUBMIT' })}>
        {busy ? t('auth.submitting') : t(tab === 'signUp' ? 'auth.submitSignUp' : 'auth.submitSignIn')}
      </button>
    </form>
  );
}
