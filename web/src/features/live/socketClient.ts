// The app's one Socket.IO connection to the gateway and the topic store on it. This module is the
// live chunk's entry: socket.io-client loads with it, never with the first paint (loadLive.ts).
import type { ClientToServerEvents, ServerToClientEvents } from '@pitchside/shared';
import { io, type Socket } from 'socket.io-client';
import { currentLocale } from '../../i18n/i18n';
import { takeTopicSeeds } from '../../render/pageState';
import { readCookie } from '../../storage/cookies';
import { STORAGE_KEYS, TOKEN_COOKIE } from '../../storage/keys';
import { readStored } from '../../storage/storage';
import { followSession } from './followSession';
import { TopicStore, type TopicTransport } from './topicStore';

export type GatewaySocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** An answer that does not come within this time counts as none (the store retries). */
const ACK_TIMEOUT_MS = 8_000;

let socket: GatewaySocket | null = null;
let store: TopicStore | null = null;

/** The token the request layer sends (a cookie-held one wins, PRODUCT §7); '' when signed out. */
const sessionToken = () => readCookie(TOKEN_COOKIE) || readStored(STORAGE_KEYS.authToken) || '';

/** The shared socket; its handshake carries the token and locale the chat needs (docs/API.md, Chat). */
export function gatewaySocket(): GatewaySocket {
  if (!socket) {
    socket = io({
      path: '/socket.io/',
      transports: ['websocket', 'polling'],
      // Read at every (re)connect, so a sign-in or a language change applies from the next one.
      auth: (send) => send({ token: sessionToken(), locale: currentLocale() }),
    });
    // A sign-in or sign-out on the page connects again at once, with the new token.
    followSession(socket, sessionToken);
  }
  return socket;
}

export function socketTransport(connection: GatewaySocket): TopicTransport {
  // The timeout flag only adds a rejection on silence; the answers keep the contract's ack type.
  const timed = () => connection.timeout(ACK_TIMEOUT_MS) as unknown as GatewaySocket;
  return {
    subscribe: (topic) => timed().emitWithAck('topic:subscribe', { topic }),
    resume: (topic, held) =>
      timed().emitWithAck('topic:resume', { topic, epoch: held.epoch, version: held.version }),
    resync: (topic) => timed().emitWithAck('topic:resync', { topic }),
    unsubscribe: (topic) => {
      connection.emit('topic:unsubscribe', { topic });
    },
    listen({ patch, stale, connection: onConnection }) {
      const connected = () => onConnection('connected');
      const disconnected = () => onConnection('disconnected');
      connection.on('topic:patch', patch);
      connection.on('topic:stale', stale);
      connection.on('connect', connected);
      connection.on('disconnect', disconnected);
      connection.on('connect_error', disconnected);
      if (connection.connected) queueMicrotask(connected);
      return () => {
        connection.off('topic:patch', patch);
        connection.off('topic:stale', stale);
        connection.off('connect', connected);
        connection.off('disconnect', disconnected);
        connection.off('connect_error', disconnected);
      };
    },
  };
}

/** The one topic store; it starts from the states the page was drawn from, when the server drew it. */
export function liveStore(): TopicStore {
  if (!store) store = new TopicStore(socketTransport(gatewaySocket()), { seeds: takeTopicSeeds() });
  return store;
}
