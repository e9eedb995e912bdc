import { createActor } from 'xstate';
import { sessionMachine } from './sessionMachine';

/** The one session of the page, started by `startSession` (startSession.ts) when the site starts. */
export const session = createActor(sessionMachine);

let started = false;
export function ensureSessionStarted(): typeof session {
  if (!started) {
    started = true;
    session.start();
  }
  return session;
}
