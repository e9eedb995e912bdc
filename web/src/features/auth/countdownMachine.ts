import { isValidEmail } from '@pitchside/shared';
import { assign, emit, fromCallback, fromPromise, not, setup } from 'xstate';
import { callFailure } from '../../api/client';
import { type Notice, showNotice } from '../toast/notice';
import { type CodePurpose, sendCode } from './authApi';
import type { AuthMessage } from './validation';

/** PRODUCT §4, §9: the code button waits 60 s after a code is sent. */
export const COUNTDOWN_SECONDS = 60;

export type CountdownEvent =
  | { type: 'SEND'; email: string; purpose: CodePurpose; sliderVerified: boolean }
  | { type: 'TICK' }
  | { type: 'RESET' }
  /** The visitor changed the e-mail: an old refusal no longer applies. */
  | { type: 'DISMISS' };

export interface CodeSendError {
  /** PRODUCT §8: the message sits at the e-mail field, the slider or the code area. */
  field: 'email' | 'slider' | 'code';
  message: AuthMessage;
}

export interface CountdownContext {
  remaining: number;
  error: CodeSendError | null;
  request: SendCodeInput;
}

export interface SendCodeInput {
  email: string;
  purpose: CodePurpose;
}

export type CountdownEmitted =
  | { type: 'codeSent' }
  | { type: 'codeRefused'; code: number }
  /** The 60 s are over: a new code needs a new slider pass (docs/API.md: one pass, one code). */
  | { type: 'countdownEnded' };

/** Which field shows a refused send (PRODUCT §8: "at the e-mail or code area, or get captcha failed"). */
export function sendFailure(error: unknown): CodeSendError {
  const { code, msg } = callFailure(error);
  if (code === 0) return { field: 'code', message: { key: 'auth.errors.captchaFailed' } };
  const message = msg
    ? { key: 'auth.errors.captchaFailed', text: msg }
    : { key: 'auth.errors.captchaFailed' };
  // 11130: already registered; 11036: no such account; 10001: the e-mail itself was refused.
  const atEmail = code === 11130 || code === 11036 || code === 10001;
  return { field: atEmail ? 'email' : 'code', message };
}

export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    emitted: {} as CountdownEmitted,
  },
  actors: {
    sendCode: fromPromise<unknown, SendCodeInput>(({ input }) => sendCode(input.email, input.purpose)),
    /** One TICK a second while the countdown runs; the interval ends with the state. */
    ticker: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'TICK' }), 1000);
      return () => clearInterval(id);
    }),
  },
  guards: {
    emailValid: ({ event }) => event.type === 'SEND' && isValidEmail(event.email),
    sliderVerified: ({ event }) => event.type === 'SEND' && event.sliderVerified,
    lastSecond: ({ context }) => context.remaining <= 1,
  },
  actions: {
    notify: (_, notice: Notice) => showNotice(notice),
    clearError: assign({ error: null }),
    remember: assign(({ event }) =>
      event.type === 'SEND' ? { request: { email: event.email.trim(), purpose: event.purpose } } : {},
    ),
    needEmail: assign({ error: { field: 'email', message: { key: 'auth.validation.email' } } }),
    needSlider: assign({ error: { field: 'slider', message: { key: 'auth.validation.slider' } } }),
    failed: assign((_, params: { error: unknown }) => ({ remaining: 0, error: sendFailure(params.error) })),
    start: assign({ remaining: COUNTDOWN_SECONDS, error: null }),
    tick: assign(({ context }) => ({ remaining: context.remaining - 1 })),
    stop: assign({ remaining: 0 }),
  },
}).createMachine({
  id: 'countdown',
  context: { remaining: 0, error: null, request: { email: '', purpose: 1 } },
  initial: 'idle',
  on: { DISMISS: { actions: 'clearError' } },
  states: {
    idle: {
      on: {
        // PRODUCT §5: sending needs a valid e-mail and a completed slider.
        SEND: [
          { guard: not('emailValid'), actions: 'needEmail' },
          { guard: not('sliderVerified'), actions: 'needSlider' },
          { target: 'sending', actions: 'remember' },
        ],
        RESET: { actions: 'clearError' },
      },
    },
    sending: {
      entry: 'clearError',
      invoke: {
        src: 'sendCode',
        input: ({ context }) => context.request,
        onDone: {
          target: 'running',
          actions: [
            { type: 'notify', params: { key: 'auth.toasts.captchaSent', kind: 'success' } },
            emit({ type: 'codeSent' }),
          ],
        },
        onError: {
          // PRODUCT §8: a failed send resets the countdown.
          target: 'idle',
          actions: [
            { type: 'failed', params: ({ event }) => ({ error: event.error }) },
            emit(({ event }) => ({ type: 'codeRefused', code: callFailure(event.error).code }) as const),
          ],
        },
      },
    },
    running: {
      entry: 'start',
      invoke: { src: 'ticker' },
      on: {
        TICK: [
          { guard: 'lastSecond', target: 'idle', actions: ['stop', emit({ type: 'countdownEnded' })] },
          { actions: 'tick' },
        ],
        RESET: { target: 'idle', actions: 'stop' },
      },
    },
  },
});
