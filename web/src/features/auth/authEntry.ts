import { useSyncExternalStore } from 'react';
import type { AuthTab } from './loginModalMachine';
import type { SignInRequest } from './signInRequest';

// The small part of sign-in that ships with the page: asking for the modal. The modal, its
// machines and xstate load on demand (LoginModal.tsx); the session starts in session/startSession.ts.

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
