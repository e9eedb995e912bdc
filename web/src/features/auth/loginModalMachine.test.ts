import type { User } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/client';
import type { Notice } from '../toast/notice';
import type { SignInRequest, SignUpRequest } from './authApi';
import { loginModalMachine } from './loginModalMachine';

const USER: User = {
  id: 3,
  email: 'fan@example.com',
  nickName: 'fan',
  imageUrl: '',
  registerTime: '2026-01-01T00:00:00.000Z',
  userType: 0,
};

interface Fakes {
  logIn?: (input: SignInRequest) => Promise<{ token: string }>;
  fetchUser?: (input: { token: string }) => Promise<User>;
  register?: (input: SignUpRequest) => Promise<null>;
}

function modal(fakes: Fakes = {}) {
  const calls: Array<[string, unknown]> = [];
  const notices: Notice[] = [];
  const signedIn: User[] = [];
  const actor = createActor(
    loginModalMachine.provide({
      actors: {
        logIn: fromPromise<{ token: string }, SignInRequest>(({ input }) => {
          calls.push(['logIn', input]);
          return (fakes.logIn ?? (async () => ({ token: 't0k3n' })))(input);
        }),
        fetchUser: fromPromise<User, { token: string }>(({ input }) => {
          calls.push(['fetchUser', input]);
          return (fakes.fetchUser ?? (async () => USER))(input);
        }),
        register: fromPromise<null, SignUpRequest>(({ input }) => {
          calls.push(['register', input]);
          return (fakes.register ?? (async () => null))(input);
        }),
      },
      actions: {
        notify: (_, notice) => notices.push(notice),
        signedIn: (_, params) => signedIn.push(params.user),
      },
    }),
  ).start();
  return { actor, calls, notices, signedIn };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const fail = (code: number, msg: string) => async (): Promise<never> => {
  throw new ApiError(code, msg, 400);
};

type Actor = ReturnType<typeof modal>['actor'];
function fill(actor: Actor, fields: Record<string, string>, agreed = true) {
  for (const [field, value] of Object.entries(fields)) {
    actor.send({ type: 'FIELD', field: field as 'email', value });
  }
  actor.send({ type: 'AGREE', agreed });
}
const errorKeys = (actor: Actor) =>
  Object.fromEntries(
    Object.entries(actor.getSnapshot().context.errors).map(([k, m]) => [k, m.text ?? m.key]),
  );

describe('loginModalMachine', () => {
  it('opens closed → sign-in tab by default, or the sign-up tab, and closes', () => {
    const { actor } = modal();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().matches({ open: { signIn: 'editing' } })).toBe(true);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN', tab: 'signUp' });
    expect(actor.getSnapshot().matches({ open: 'signUp' })).toBe(true);
    actor.send({ type: 'TAB', tab: 'signIn' });
    expect(actor.getSnapshot().matches({ open: 'signIn' })).toBe(true);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('opening again starts from an empty form', () => {
    const { actor } = modal();
    actor.send({ type: 'OPEN' });
    fill(actor, { email: 'a@b.c' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().context.form).toEqual({
      email: '',
      password: '',
      confirmPassword: '',
      code: '',
      agreed: false,
    });
  });

  it('toggles the sign-in method between password (1) and e-mail code (2)', () => {
    const { actor } = modal();
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().context.method).toBe(1);
    actor.send({ type: 'METHOD', method: 2 });
    expect(actor.getSnapshot().context.method).toBe(2);
    actor.send({ type: 'METHOD', method: 1 });
    expect(actor.getSnapshot().context.method).toBe(1);
  });

  it('validates before any call and stays editing (PRODUCT §5)', () => {
    const { actor, calls } = modal();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ open: { signIn: 'editing' } })).toBe(true);
    expect(errorKeys(actor)).toEqual({
      email: 'auth.validation.email',
      password: 'auth.validation.password',
      agreement: 'auth.validation.agree',
    });
    // Editing a field clears its message.
    actor.send({ type: 'FIELD', field: 'email', value: 'fan@example.com' });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['password', 'agreement']);
    expect(calls).toEqual([]);
  });

  it('signs in by password: login, then getUser with the token, then closes with a toast', async () => {
    const { actor, calls, notices, signedIn } = modal();
    actor.send({ type: 'OPEN' });
    fill(actor, { email: 'fan@example.com', password: 'secret' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ open: { signIn: 'submitting' } })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    await settle();
    await settle();
    expect(calls).toEqual([
      ['logIn', { email: 'fan@example.com', method: 1, password: 'secret', code: '' }],
      ['fetchUser', { token: 't0k3n' }],
    ]);
    expect(signedIn).toEqual([USER]);
    expect(notices).toEqual([{ key: 'auth.toasts.loginSuccess', kind: 'success' }]);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('signs in by e-mail code once the slider is verified', async () => {
    const { actor, calls } = modal();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'METHOD', method: 2 });
    fill(actor, { email: 'fan@example.com', code: '123456' });
    actor.send({ type: 'SUBMIT' });
    expect(errorKeys(actor)).toEqual({ slider: 'auth.validation.slider' });
    actor.send({ type: 'SLIDER', verified: true });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'SUBMIT' });
    await settle();
    await settle();
    expect(calls[0]).toEqual([
      'logIn',
      { email: 'fan@example.com', method: 2, password: '', code: '123456' },
    ]);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('a new e-mail needs the slider again', () => {
    const { actor } = modal();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SLIDER', verified: true });
    actor.send({ type: 'FIELD', field: 'email', value: 'other@example.com' });
    expect(actor.getSnapshot().context.sliderVerified).toBe(false);
  });

  it.each([
    ['11013', fail(11013, 'bad'), 1, { password: 'auth.errors.accountOrPassword' }, null],
    ['11036 with msg', fail(11036, 'no such account'), 1, { email: 'no such account' }, null],
    ['11036 without msg', fail(11036, ''), 1, { email: 'auth.errors.notRegistered' }, null],
    ['11020 wrong code', fail(11020, 'wrong code'), 2, { code: 'wrong code' }, null],
    ['another failure with msg', fail(10004, 'too many requests'), 1, {}, 'too many requests'],
    ['another failure without msg', fail(10002, ''), 1, {}, 'auth.errors.loginFailed'],
    ['a network failure', fail(0, 'network'), 1, {}, 'auth.errors.loginException'],
  ] as const)('sign-in failure by code: %s', async (_name, logIn, method, errors, formError) => {
    const { actor, signedIn } = modal({ logIn });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'METHOD', method });
    fill(actor, { email: 'fan@example.com', password: 'pw', code: '000000' });
    actor.send({ type: 'SLIDER', verified: true });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().matches({ open: { signIn: 'failure' } })).toBe(true);
    expect(errorKeys(actor)).toEqual(errors);
    const shown = actor.getSnapshot().context.formError;
    expect(shown ? (shown.text ?? shown.key) : null).toBe(formError);
    expect(signedIn).toEqual([]);
    // The visitor can try again.
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
  });

  it('missing user info after login: get user info failed, retry', async () => {
    const { actor, signedIn, notices } = modal({ fetchUser: fail(10003, 'expired') });
    actor.send({ type: 'OPEN' });
    fill(actor, { email: 'fan@example.com', password: 'pw' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    await settle();
    expect(actor.getSnapshot().matches({ open: { signIn: 'failure' } })).toBe(true);
    expect(actor.getSnapshot().context.formError).toEqual({ key: 'auth.errors.userInfoFailed' });
    expect(signedIn).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('registers, then returns to the sign-in tab with the form cleared', async () => {
    const { actor, calls, notices } = modal();
    const registered: unknown[] = [];
    actor.on('registered', (event) => registered.push(event));
    actor.send({ type: 'OPEN', tab: 'signUp' });
    fill(actor, { email: 'new@example.com', code: '654321', password: 'pw1', confirmPassword: 'pw1' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ open: { signUp: 'submitting' } })).toBe(true);
    await settle();
    expect(calls).toEqual([
      ['register', { email: 'new@example.com', code: '654321', password: 'pw1', confirmPassword: 'pw1' }],
    ]);
    expect(notices).toEqual([{ key: 'auth.toasts.registerSuccess', kind: 'success' }]);
    expect(registered).toEqual([{ type: 'registered' }]);
    expect(actor.getSnapshot().matches({ open: { signIn: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.form).toEqual({
      email: '',
      password: '',
      confirmPassword: '',
      code: '',
      agreed: false,
    });
  });

  it('registration validation: passwords do not match', () => {
    const { actor, calls } = modal();
    actor.send({ type: 'OPEN', tab: 'signUp' });
    fill(actor, { email: 'new@example.com', code: '1', password: 'a', confirmPassword: 'b' });
    actor.send({ type: 'SUBMIT' });
    expect(errorKeys(actor)).toEqual({ confirmPassword: 'auth.validation.mismatch' });
    expect(calls).toEqual([]);
  });

  it.each([
    [
      '11130 under the e-mail field',
      fail(11130, 'already registered'),
      { email: 'already registered' },
      null,
    ],
    ['11130 without msg', fail(11130, ''), { email: 'auth.errors.signUpFailed' }, null],
    ['other failures under the code field', fail(11020, 'wrong code'), { code: 'wrong code' }, null],
    ['other failures without msg', fail(10001, ''), { code: 'auth.errors.signUpFailed' }, null],
    ['an exception', fail(0, 'network'), {}, 'auth.errors.signUpException'],
  ] as const)('registration failure: %s', async (_name, register, errors, formError) => {
    const { actor } = modal({ register });
    actor.send({ type: 'OPEN', tab: 'signUp' });
    fill(actor, { email: 'new@example.com', code: '1', password: 'a', confirmPassword: 'a' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().matches({ open: { signUp: 'failure' } })).toBe(true);
    expect(errorKeys(actor)).toEqual(errors);
    expect(actor.getSnapshot().context.formError?.key ?? null).toBe(formError);
  });

  it('switching tabs clears the messages', () => {
    const { actor } = modal();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'TAB', tab: 'signUp' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });
});
