// How a chat event reaches every reader of a room. One gateway: its own Socket.IO rooms. A cluster:
// a Redis channel that every gateway listens on, each delivering to its own sockets only
// (`io.local`), so chat crosses gateways whether or not the server has the Socket.IO Redis adapter,
// and never twice when it has.
import type { ChatServerToClientEvents, ClientToServerEvents, ServerToClientEvents } from '@pitchside/shared';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';

export type ChatEventName = keyof ChatServerToClientEvents;
export type ChatEventPayload<E extends ChatEventName> = Parameters<ChatServerToClientEvents[E]>[0];

/** Sends a chat event to everyone in a Socket.IO room, on every gateway that shares the fan-out. */
export type ChatFanout = <E extends ChatEventName>(
  socketRoom: string,
  event: E,
  payload: ChatEventPayload<E>,
) => void;

/**
 * Events between gateways (Socket.IO's third type parameter) are the gateway's business; chat works
 * on a server whatever they are.
 */
export type ServerSideEventsOf = { [event: string]: (...args: never[]) => void };
export type ChatIo<I extends ServerSideEventsOf = Record<string, never>, D = unknown> = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  I,
  D
>;
type LooseEmitter = { emit(event: string, payload: unknown): boolean };

const CHAT_EVENTS: ReadonlySet<string> = new Set<ChatEventName>([
  'chat:message',
  'chat:deleted',
  'chat:notice',
]);

/** Through this server's rooms (and its adapter, if it has one). */
export function roomFanout<I extends ServerSideEventsOf, D>(io: ChatIo<I, D>): ChatFanout {
  return (socketRoom, event, payload) => {
    (io.to(socketRoom) as unknown as LooseEmitter).emit(event, payload);
  };
}

export interface RedisChatFanout {
  fanout: ChatFanout;
  /** Settles when the channel is subscribed (a gateway starts without waiting for Redis). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export const CHAT_FANOUT_CHANNEL = 'pitchside:chat:fanout';

/**
 * Publishes chat events on a Redis channel and delivers what arrives on it to this gateway's sockets.
 * `subscriber` must be a connection of its own (Redis puts it in subscriber mode).
 */
export function createRedisChatFanout<I extends ServerSideEventsOf, D>(
  io: ChatIo<I, D>,
  publisher: Redis,
  subscriber: Redis,
  channel = CHAT_FANOUT_CHANNEL,
  onError: (error: unknown) => void = () => {},
): RedisChatFanout {
  const deliver = (from: string, text: string) => {
    if (from !== channel) return;
    try {
      const { room, event, payload } = JSON.parse(text) as {
        room: unknown;
        event: unknown;
        payload: unknown;
      };
      if (typeof room !== 'string' || typeof event !== 'string' || !CHAT_EVENTS.has(event)) return;
      (io.local.to(room) as unknown as LooseEmitter).emit(event, payload);
    } catch (error) {
      onError(error);
    }
  };
  subscriber.on('message', deliver);
  const ready = subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => onError(error),
  );
  return {
    ready,
    fanout: (socketRoom, event, payload) => {
      publisher.publish(channel, JSON.stringify({ room: socketRoom, event, payload })).catch(onError);
    },
    async close() {
      subscriber.off('message', deliver);
      // A subscriber still waiting for Redis would hold an unsubscribe forever.
      if (subscriber.status === 'ready') await subscriber.unsubscribe(channel).catch(onError);
    },
  };
}
