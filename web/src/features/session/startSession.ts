import { readCookie } from '../../storage/cookies';
import { STORAGE_KEYS, TOKEN_COOKIE } from '../../storage/keys';
import { readStored } from '../../storage/storage';

// The small part of the session that ships with the page: the actor, its machine and xstate load
// on demand (sessionActor.ts), off the first paint's path.

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
