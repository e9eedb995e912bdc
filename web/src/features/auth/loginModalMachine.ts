import type { User } from '@pitchside/shared';
import { assign, emit, fromPromise, setup } from 'xstate';
import { STORAGE_KEYS } from '../../storage/keys';
import { removeStored, writeStored } from '../../storage/storage';
import { ensureSessionStarted } from '../session/sessionActor';
import { getUser } from '../session/sessionApi';
import { type Notice, showNotice } from '../toast/notice';
import { logIn, register, type SignInRequest, type SignUpRequest } from './authApi';
import { type Failure, signInFailure, signUpFailure, userInfoFailure } from './signInFailure';
import {
  type AuthForm,
  type AuthMessage,
  EMPTY_FORM,
  type FieldErrors,
  hasErrors,
  type SignInMethod,
  signInErrors,
  signUpErrors,
} from './validation';

/**
 * The sign-in / sign-up modal (PRODUCT §2 and §4): two tabs, a method toggle on sign-in
 * (password type 1, e-mail code type 2), validation (PRODUCT §5), the calls, and failures by code
 * (PRODUCT §8).
 * The slider and the code countdown are their own machines; the modal hears of a verified slider
 * through SLIDER.
 */
export type AuthTab = 'signIn' | 'signUp';
export type TextField = 'email' | 'password' | 'confirmPassword' | 'code';

export type LoginModalEvent =
  | { type: 'OPEN'; tab?: AuthTab }
  | { type: 'CLOSE' }
  | { type: 'TAB'; tab: AuthTab }
  | { type: 'METHOD'; method: SignInMethod }
  | { type: 'FIELD'; field: TextField; value: string }
  | { type: 'AGREE'; agreed: boolean }
  | { type: 'SLIDER'; verified: boolean }
  | { type: 'SUBMIT' };

/** Registered: the form is cleared, so the slider and code messages start over too. */
export type LoginModalEmitted = { type: 'registered' };

export interface LoginModalContext {
  method: SignInMethod;
  form: AuthForm;
  sliderVerified: boolean;
  errors: FieldErrors;
  formError: AuthMessage | null;
  token: string;
}

const fresh: LoginModalContext = {
  method: 1,
  form: EMPTY_FORM,
  sliderVerified: false,
  errors: {},
  formError: null,
  token: '',
};

export const loginModalMachine = setup({
  types: {
    context: {} as LoginModalContext,
    events: {} as LoginModalEvent,
    emitted: {} as LoginModalEmitted,
  },
  actors: {
    logIn: fromPromise<{ token: string }, SignInRequest>(({ input }) => logIn(input)),
    /** getUser with the new token: the request layer reads it from storage, so it goes there first. */
    fetchUser: fromPromise<User, { token: string }>(async ({ input }) => {
      writeStored(STORAGE_KEYS.authToken, input.token);
      try {
        return await getUser();
      } catch (error) {
        removeStored(STORAGE_KEYS.authToken);
        throw error;
      }
    }),
    register: fromPromise<null, SignUpRequest>(({ input }) => register(input)),
  },
  guards: {
    toSignUp: ({ event }) => (event.type === 'OPEN' || event.type === 'TAB') && event.tab === 'signUp',
    toSignIn: ({ event }) => event.type === 'TAB' && event.tab === 'signIn',
    valid: ({ context }) => !hasErrors(context.errors),
  },
  actions: {
    reset: assign(() => fresh),
    clearErrors: assign({ errors: {}, formError: null }),
    clearForm: assign(() => fresh),
    setMethod: assign(({ event }) =>
      event.type === 'METHOD' ? { method: event.method, errors: {}, formError: null } : {},
    ),
    setField: assign(({ context, event }) => {
      if (event.type !== 'FIELD') return {};
      const { [event.field]: _, ...errors } = context.errors;
      // A slider pass is a grant for one e-mail (docs/API.md): a new e-mail needs a new one.
      const sliderVerified = event.field === 'email' ? false : context.sliderVerified;
      return {
        form: { ...context.form, [event.field]: event.value },
        errors,
        sliderVerified,
        formError: null,
      };
    }),
    setAgreed: assign(({ context, event }) => {
      if (event.type !== 'AGREE') return {};
      const { agreement: _, ...errors } = context.errors;
      return { form: { ...context.form, agreed: event.agreed }, errors };
    }),
    setSlider: assign(({ context, event }) => {
      if (event.type !== 'SLIDER') return {};
      const { slider: _, ...errors } = context.errors;
      return { sliderVerified: event.verified, errors: event.verified ? errors : context.errors };
    }),
    validateSignIn: assign(({ context }) => ({
      errors: signInErrors(context.form, context.method, context.sliderVerified),
      formError: null,
    })),
    validateSignUp: assign(({ context }) => ({ errors: signUpErrors(context.form), formError: null })),
    fail: assign((_, failure: Failure) => ({ errors: failure.errors, formError: failure.formError })),
    notify: (_, notice: Notice) => showNotice(notice),
    signedIn: (_, params: { user: User }) => {
      ensureSessionStarted().send({ type: 'SIGNED_IN', user: params.user });
    },
  },
}).createMachine({
  id: 'loginModal',
  context: fresh,
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: [
          { guard: 'toSignUp', target: 'open.signUp', actions: 'reset' },
          { target: 'open.signIn', actions: 'reset' },
        ],
      },
    },
    open: {
      initial: 'signIn',
      on: {
        CLOSE: 'closed',
        FIELD: { actions: 'setField' },
        AGREE: { actions: 'setAgreed' },
        SLIDER: { actions: 'setSlider' },
      },
      states: {
        signIn: {
          initial: 'editing',
          on: {
            TAB: { guard: 'toSignUp', target: 'signUp', actions: 'clearErrors' },
          },
          states: {
            editing: {
              on: { SUBMIT: 'validating', METHOD: { actions: 'setMethod' } },
            },
            validating: {
              entry: 'validateSignIn',
              always: [{ guard: 'valid', target: 'submitting' }, { target: 'editing' }],
            },
            submitting: {
              tags: 'busy',
              invoke: {
                src: 'logIn',
                input: ({ context }) => ({
                  email: context.form.email,
                  method: context.method,
                  password: context.form.password,
                  code: context.form.code,
                }),
                onDone: {
                  target: 'fetchingUser',
                  actions: assign({ token: ({ event }) => event.output.token }),
                },
                onError: {
                  target: 'failure',
                  actions: {
                    type: 'fail',
                    params: ({ context, event }) => signInFailure(event.error, context.method),
                  },
                },
              },
            },
            fetchingUser: {
              tags: 'busy',
              invoke: {
                src: 'fetchUser',
                input: ({ context }) => ({ token: context.token }),
                onDone: {
                  target: 'success',
                  actions: { type: 'signedIn', params: ({ event }) => ({ user: event.output }) },
                },
                onError: { target: 'failure', actions: { type: 'fail', params: userInfoFailure } },
              },
            },
            failure: {
              on: { SUBMIT: 'validating', METHOD: { target: 'editing', actions: 'setMethod' } },
            },
            success: {
              entry: { type: 'notify', params: { key: 'auth.toasts.loginSuccess', kind: 'success' } },
              always: '#loginModal.closed',
            },
          },
        },
        signUp: {
          initial: 'editing',
          on: {
            TAB: { guard: 'toSignIn', target: 'signIn', actions: 'clearErrors' },
          },
          states: {
            editing: { on: { SUBMIT: 'validating' } },
            validating: {
              entry: 'validateSignUp',
              always: [{ guard: 'valid', target: 'submitting' }, { target: 'editing' }],
            },
            submitting: {
              tags: 'busy',
              invoke: {
                src: 'register',
                input: ({ context }) => ({
                  email: context.form.email,
                  code: context.form.code,
                  password: context.form.password,
                  confirmPassword: context.form.confirmPassword,
                }),
                onDone: 'success',
                onError: {
                  target: 'failure',
                  actions: { type: 'fail', params: ({ event }) => signUpFailure(event.error) },
                },
              },
            },
            failure: { on: { SUBMIT: 'validating' } },
            // PRODUCT §4: after registering, back to the sign-in tab with the form cleared.
            success: {
              entry: [
                { type: 'notify', params: { key: 'auth.toasts.registerSuccess', kind: 'success' } },
                emit({ type: 'registered' }),
              ],
              always: { target: '#loginModal.open.signIn', actions: 'clearForm' },
            },
          },
        },
      },
    },
  },
});
