import { useSyncExternalStore } from 'react';
import { readCookie } from '../../storage/cookies';
import { STORAGE_KEYS, TOKEN_COOKIE } from '../../storage/keys';
import { readStored } from '../../storage/storage';
import type { AuthTab } from './loginModalMachine';

/**
 * The small part of sign-in that ships with the page: asking for the modal and starting the
 * session. The modal, the machines and xstate load on demand (LoginModal.tsx, sessionActor.ts).
 */
export interface SignInRequest {
  /** Grows with every request, so asking twice opens twice. */
  count: number;
  tab: AuthTab;
}

let request: SignInRequest = { count: 0, tab: 'signIn' };
const listeners = new Set<() => void>();

/** Opens the sign-in modal (PRODUCT §2), e.g. from the avatar or the chat's sign-in offer. */
export function openSignIn(tab: AuthTab = 'signIn'): void {
  request = { count: request.count + 1, tab };
  for (const listener of listeners) listener();
}

export function useSignInRequest(): SignInRequest {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => request,
    () => request,
  );
}

export const loadLoginModal = () => import('./LoginModal');
export const loadSession = () => import('./sessionActor');

/**
 * PRODUCT §4: at start a stored token is checked (sessionMachine), off the first paint's path.
 * Without a token there is nothing to check: the session starts with the modal or the avatar menu.
 */
export function startSession(): void {
  if (!readStored(STORAGE_KEYS.authToken) && !readCookie(TOKEN_COOKIE)) return;
  void loadSession()
    .then((module) => module.ensureSessionStarted())
    .catch(() => {
      // The chunk failed to load (offline): the stored user stays until the next start.
    });
}
