import { useActorRef, useSelector } from '@xstate/react';
import { type KeyboardEvent, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureSessionStarted } from '../session/sessionActor';
import { Agreement, SendCodeButton, TextField, useSay } from './AuthFields';
import { countdownMachine } from './countdownMachine';
import { Dialog } from './Dialog';
import { type AuthTab, loginModalMachine, type TextField as TextFieldName } from './loginModalMachine';
import { SliderCaptcha } from './SliderCaptcha';
import type { SignInRequest } from './signInRequest';
import { sliderMachine } from './sliderMachine';

/** The last request this page has opened the modal for. */
let lastOpened = 0;

/**
 * The sign-in / sign-up modal (PRODUCT §2, §4, §5, §8), a chunk of its own loaded on first use.
 * It stays mounted once loaded, so the code countdown outlives closing and reopening it.
 */
export default function LoginModal({ request }: { request: SignInRequest }) {
  const { t } = useTranslation();
  const say = useSay();
  const modal = useActorRef(loginModalMachine);
  const slider = useActorRef(sliderMachine);
  const countdown = useActorRef(countdownMachine);
  const snapshot = useSelector(modal, (state) => state);
  const sliderVerified = useSelector(slider, (state) => state.matches('verified'));
  const countdownError = useSelector(countdown, (state) => state.context.error);
  const titleId = useId();
  const panelId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new request (count) opens the modal once
  useEffect(() => {
    // Mounting again (the layout changed with the window) must not reopen an old request.
    if (request.count <= lastOpened) return;
    lastOpened = request.count;
    modal.send({ type: 'OPEN', tab: request.tab });
    slider.send({ type: 'RESET' });
    countdown.send({ type: 'DISMISS' });
  }, [request.count]);

  useEffect(() => {
    // Anonymous visitors start the session here (no token, so no check): sign-in lands in it.
    ensureSessionStarted();
    // The modal hears of the slider (docs/API.md: one slider pass is a grant for one code).
    const fromSlider = slider.subscribe((state) => {
      if (state.matches('verified')) {
        modal.send({ type: 'SLIDER', verified: true });
        // "Complete the slider first", from a code asked for before: done now, so it goes.
        if (countdown.getSnapshot().context.error?.field === 'slider') countdown.send({ type: 'DISMISS' });
      } else if (state.matches('failed')) modal.send({ type: 'SLIDER', verified: false });
    });
    // The pass stays shown while the countdown runs; a new code needs a new pass.
    const ended = countdown.on('countdownEnded', () => slider.send({ type: 'RESET' }));
    const refused = countdown.on('codeRefused', ({ code }) => {
      if (code === 11022) {
        slider.send({ type: 'RESET' });
        modal.send({ type: 'SLIDER', verified: false });
      }
    });
    const registered = modal.on('registered', () => {
      slider.send({ type: 'RESET' });
      countdown.send({ type: 'DISMISS' });
    });
    return () => {
      registered.unsubscribe();
      fromSlider.unsubscribe();
      ended.unsubscribe();
      refused.unsubscribe();
    };
  }, [modal, slider, countdown]);

  if (snapshot.matches('closed')) return null;

  const tab: AuthTab = snapshot.matches({ open: 'signUp' }) ? 'signUp' : 'signIn';
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
  const close = () => modal.send({ type: 'CLOSE' });
  // Each tab starts without the other's messages: the form's, the code sending's and the slider's
  // (a passed slider stays passed: it is a grant for the e-mail, whichever tab asks for the code).
  const selectTab = (next: AuthTab) => {
    if (next === tab) return;
    modal.send({ type: 'TAB', tab: next });
    countdown.send({ type: 'DISMISS' });
    if (slider.getSnapshot().matches('failed')) slider.send({ type: 'RESET' });
  };
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tab === 'signIn' ? 'signUp' : 'signIn';
    selectTab(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };

  return (
    <Dialog labelledBy={titleId} onClose={close} className="auth-modal">
      <div className="auth-head">
        <h2 id={titleId}>{t('auth.dialogTitle')}</h2>
        <button type="button" className="auth-close" aria-label={t('auth.close')} onClick={close}>
          ×
        </button>
      </div>
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
            onClick={() => selectTab(name)}
          >
            {t(`auth.${name}`)}
          </button>
        ))}
      </div>
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
          // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons reads better than radios here
          <div className="auth-methods" role="group" aria-label={t('auth.methodLabel')}>
            {([1, 2] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={method === value}
                onClick={() => modal.send({ type: 'METHOD', method: value })}
              >
                {t(value === 1 ? 'auth.methodPassword' : 'auth.methodCode')}
              </button>
            ))}
          </div>
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
          <>
            <SliderCaptcha
              slider={slider}
              email={form.email}
              error={
                errors.slider ?? (countdownError?.field === 'slider' ? countdownError.message : undefined)
              }
            />
            <TextField
              label={t('auth.code')}
              name="code"
              type="text"
              inputMode="numeric"
              maxLength={16}
              autoComplete="one-time-code"
              placeholder={t('auth.codePlaceholder')}
              value={form.code}
              error={errorFor('code')}
              onChange={setField('code')}
              after={
                <SendCodeButton
                  countdown={countdown}
                  email={form.email}
                  purpose={tab === 'signUp' ? 1 : 2}
                  sliderVerified={sliderVerified}
                />
              }
            />
          </>
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
        <button
          type="submit"
          className="auth-primary auth-submit"
          disabled={!snapshot.can({ type: 'SUBMIT' })}
        >
          {busy ? t('auth.submitting') : t(tab === 'signUp' ? 'auth.submitSignUp' : 'auth.submitSignIn')}
        </button>
      </form>
    </Dialog>
  );
}
