import type { User } from '@pitchside/shared';
import { assign, emit, fromPromise, setup } from 'xstate';
import { callFailure } from '../../api/client';
import { STORAGE_KEYS } from '../../storage/keys';
import { clearAuth, readStored, writeStoredJson } from '../../storage/storage';
import { type Notice, showNotice } from '../toast/notice';
import { sessionChanged } from './session';
import { getUser, logOut } from './sessionApi';

/**
 * Who is signed in (PRODUCT §4 "Login state"). The token and user live in the shell's storage
 * (`authToken`, `userInfo`); `sessionChanged` lets the header and others follow.
 */
export type SessionEvent = { type: 'SIGNED_IN'; user: User } | { type: 'LOGOUT' };

export interface SessionContext {
  user: User | null;
}

export type SessionEmitted = { type: 'loggedOut' };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    fetchUser: fromPromise<User>(() => getUser()),
    logOut: fromPromise<unknown>(() => logOut()),
  },
  guards: {
    hasStoredToken: () => Boolean(readStored(STORAGE_KEYS.authToken)),
    /** The token was already unknown or expired: signed out either way. */
    alreadySignedOut: (_, params: { error: unknown }) => callFailure(params.error).code === 10003,
  },
  actions: {
    saveUser: (_, params: { user: User }) => {
      writeStoredJson(STORAGE_KEYS.userInfo, params.user);
      sessionChanged();
    },
    forgetAuth: () => {
      clearAuth();
      sessionChanged();
    },
    notify: (_, notice: Notice) => showNotice(notice),
  },
}).createMachine({
  id: 'session',
  context: { user: null },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasStoredToken', target: 'checking' }, { target: 'anonymous' }],
    },
    // PRODUCT §4: a stored token fetches the user; 200 signs in, anything else clears auth.
    checking: {
      invoke: {
        src: 'fetchUser',
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.output }),
            { type: 'saveUser', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: { target: 'anonymous', actions: 'forgetAuth' },
      },
      on: {
        // Signed in through the modal meanwhile: that user wins over the check.
        SIGNED_IN: {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: 'saveUser', params: ({ event }) => ({ user: event.user }) },
          ],
        },
      },
    },
    anonymous: {
      on: {
        SIGNED_IN: {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: 'saveUser', params: ({ event }) => ({ user: event.user }) },
          ],
        },
      },
    },
    signedIn: {
      on: {
        SIGNED_IN: {
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: 'saveUser', params: ({ event }) => ({ user: event.user }) },
          ],
        },
        LOGOUT: 'loggingOut',
      },
    },
    // PRODUCT §4: logout clears token and user, shows a success message and returns to /.
    loggingOut: {
      invoke: {
        src: 'logOut',
        onDone: { target: 'signedOut' },
        onError: [
          {
            guard: { type: 'alreadySignedOut', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
          },
          {
            target: 'signedIn',
            actions: { type: 'notify', params: { key: 'auth.toasts.logoutFailed', kind: 'error' } },
          },
        ],
      },
    },
    signedOut: {
      entry: [
        assign({ user: null }),
        'forgetAuth',
        { type: 'notify', params: { key: 'auth.toasts.logoutSuccess', kind: 'success' } },
        emit({ type: 'loggedOut' }),
      ],
      always: 'anonymous',
    },
  },
});
