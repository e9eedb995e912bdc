import type { User } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/client';
import type { Notice } from '../toast/notice';
import { sessionMachine } from './sessionMachine';

const USER: User = {
  id: 7,
  email: 'fan@example.com',
  nickName: 'fan',
  imageUrl: '',
  registerTime: '2026-01-01T00:00:00.000Z',
  userType: 0,
};

interface Fakes {
  token?: boolean;
  fetchUser?: () => Promise<User>;
  logOut?: () => Promise<unknown>;
}

function session({ token = true, fetchUser = async () => USER, logOut = async () => null }: Fakes = {}) {
  const log: string[] = [];
  const notices: Notice[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actors: { fetchUser: fromPromise(fetchUser), logOut: fromPromise(logOut) },
      guards: { hasStoredToken: () => token },
      actions: {
        saveUser: (_, params) => log.push(`save ${params.user.id}`),
        forgetAuth: () => log.push('forget'),
        notify: (_, notice) => notices.push(notice),
      },
    }),
  );
  actor.on('loggedOut', () => log.push('home'));
  actor.start();
  return { actor, log, notices };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sessionMachine', () => {
  it('without a stored token starts anonymous and asks nothing', () => {
    let asked = false;
    const { actor } = session({
      token: false,
      fetchUser: async () => {
        asked = true;
        return USER;
      },
    });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(asked).toBe(false);
  });

  it('a stored token that getUser accepts (200) signs in', async () => {
    const { actor, log } = session();
    expect(actor.getSnapshot().value).toBe('checking');
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user).toEqual(USER);
    expect(log).toEqual(['save 7']);
  });

  it.each([
    ['an expired token (10003)', new ApiError(10003, 'expired', 401)],
    ['any other code', new ApiError(10002, 'bad signature', 401)],
    ['no answer at all', new ApiError(0, 'network', 0)],
  ])('%s clears auth', async (_name, error) => {
    const { actor, log } = session({
      fetchUser: async () => {
        throw error;
      },
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(log).toEqual(['forget']);
  });

  it('signs in from the modal', () => {
    const { actor, log } = session({ token: false });
    actor.send({ type: 'SIGNED_IN', user: USER });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(log).toEqual(['save 7']);
  });

  it('logout clears token and user, says so and returns home', async () => {
    const { actor, log, notices } = session();
    await settle();
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    await settle();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(log).toEqual(['save 7', 'forget', 'home']);
    expect(notices).toEqual([{ key: 'auth.toasts.logoutSuccess', kind: 'success' }]);
  });

  it('a token the origin no longer knows logs out all the same', async () => {
    const { actor, log } = session({
      logOut: async () => {
        throw new ApiError(10003, 'expired', 401);
      },
    });
    await settle();
    actor.send({ type: 'LOGOUT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(log).toEqual(['save 7', 'forget', 'home']);
  });

  it('a failed logout keeps the user signed in and says it failed', async () => {
    const { actor, log, notices } = session({
      logOut: async () => {
        throw new ApiError(0, 'network', 0);
      },
    });
    await settle();
    actor.send({ type: 'LOGOUT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(log).toEqual(['save 7']);
    expect(notices).toEqual([{ key: 'auth.toasts.logoutFailed', kind: 'error' }]);
  });
});

describe('sessionMachine while checking', () => {
  it('a sign-in from the modal wins over the start check', async () => {
    const { actor, log } = session({ fetchUser: () => new Promise<User>(() => {}) });
    expect(actor.getSnapshot().value).toBe('checking');
    actor.send({ type: 'SIGNED_IN', user: USER });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(log).toEqual(['save 7']);
  });
});
