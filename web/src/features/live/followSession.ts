import { onSessionChange } from '../session/session';

/** What of a Socket.IO client following the session needs: its state and a way to connect again. */
export interface ReconnectableSocket {
  readonly connected: boolean;
  /** Connected, or trying to (socket.io's `active`): false only after an explicit disconnect. */
  readonly active: boolean;
  disconnect(): unknown;
  connect(): unknown;
}

/**
 * Keeps the socket's credentials those of the page: the gateway reads who is sending from the
 * handshake (docs/API.md, Chat), so after a sign-in or sign-out the socket connects again with the
 * new token. Every panel on it follows without a reload: the topic store subscribes again and the
 * chat joins its room again on `connect`, now with the input (or the sign-in offer) that fits.
 * Returns the function that stops following.
 */
export function followSession(socket: ReconnectableSocket, token: () => string): () => void {
  let current = token();
  return onSessionChange(() => {
    const next = token();
    if (next === current) return;
    current = next;
    if (!socket.active) return; // not connected: the next connect reads the new token anyway
    socket.disconnect();
    socket.connect();
  });
}
