// One socket's chat: who it is (handshake auth token and locale), which rooms it joined, its event
// limits, and the one dispatcher every chat:* event goes through (event limit, schema check,
// answers in its locale). A gateway holds thousands of sockets that never chat, so a connection
// costs chat one shared listener and nothing else until it sends its first chat:* event.
import {
  CHAT_SERVER_TEXTS,
  type ChatAck,
  type ChatAckError,
  type ChatErrorCode,
  type ChatRoomId,
  type ClientToServerEvents,
  DEFAULT_LOCALE,
  fillChatText,
  isLocale,
  type Locale,
  type ServerToClientEvents,
} from '@pitchside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { refillAndTake, type TokenBucketRule } from '../security/tokenBucket';
import { type ChatUser, isModerator, type VerifyToken } from './verifyToken';

/**
 * Chat events of any kind per connection, checked before anything else: a flood of events (with a
 * made-up token, say) costs neither the origin nor the store more than this.
 */
export const EVENT_RATE_LIMIT: TokenBucketRule = { burst: 20, refillMs: 200 };

/** The Socket.IO room of a chat room, and the per-locale room its notices go to. */
export const chatSocketRoom = (room: ChatRoomId): string => `chat:${room}`;
export const noticeSocketRoom = (room: ChatRoomId, locale: Locale): string => `chat:${room}#${locale}`;

export const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
export const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** Why a chat event is refused: a stable code, the placeholders of its text, and when to retry. */
export class ChatRefusal extends Error {
  constructor(
    readonly code: ChatErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly retryAfterMs?: number,
  ) {
    super(code);
  }
}

export function chatError(locale: Locale, refusal: ChatRefusal): ChatAckError {
  const error: ChatAckError = {
    code: refusal.code,
    key: `errors.${refusal.code}`,
    message: fillChatText(CHAT_SERVER_TEXTS[locale].errors[refusal.code], refusal.params),
  };
  if (Object.keys(refusal.params).length > 0) error.params = refusal.params;
  if (refusal.retryAfterMs !== undefined) error.retryAfterMs = refusal.retryAfterMs;
  return error;
}

export type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents>;
type Bucket = { tokens: number; at: number } | undefined;
type Reply<T> = (answer: ChatAck<T>) => void;
/** The per-connection limits: every chat event, and joins (each reads a room's history). */
export type ConnectionLimit = 'events' | 'joins';

export interface ChatParticipantDeps {
  verifyToken: VerifyToken;
  clock: { now(): number };
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * The chat state of one socket (who it is, the rooms it joined, its limits), made on its first chat:*
 * event. Its methods live on the prototype and its dependencies are one shared object, so it holds
 * data only.
 */
export class ChatParticipant {
  readonly locale: Locale;
  private readonly token: string | null;
  /** Made on the first join. */
  private joinedRooms: Set<ChatRoomId> | null = null;
  private events: Bucket = undefined;
  private joins: Bucket = undefined;

  constructor(
    readonly socket: ChatSocket,
    private readonly deps: ChatParticipantDeps,
  ) {
    const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    this.locale = isLocale(auth.locale) ? auth.locale : DEFAULT_LOCALE;
    this.token =
      typeof auth.token === 'string' && auth.token.length > 0 && auth.token.length <= 512 ? auth.token : null;
  }

  /** The rooms this socket joined. */
  get rooms(): ReadonlySet<ChatRoomId> {
    return this.joinedRooms ?? NO_ROOMS;
  }

  addRoom(room: ChatRoomId): void {
    this.joinedRooms ??= new Set();
    this.joinedRooms.add(room);
  }

  deleteRoom(room: ChatRoomId): void {
    this.joinedRooms?.delete(room);
  }

  /** The reader behind the handshake token, or null; throws when the origin cannot tell. */
  async currentUser(): Promise<ChatUser | null> {
    return this.token === null ? null : this.deps.verifyToken(this.token);
  }

  async signedIn(): Promise<ChatUser> {
    const user = await this.currentUser();
    if (!user) throw new ChatRefusal('not_signed_in');
    return user;
  }

  /** A signed-in moderator who joined the room, or a refusal. */
  async moderator(room: ChatRoomId): Promise<ChatUser> {
    this.joined(room);
    const user = await this.signedIn();
    if (!isModerator(user)) throw new ChatRefusal('forbidden');
    return user;
  }

  joined(room: ChatRoomId): void {
    if (!this.rooms.has(room)) throw new ChatRefusal('not_joined');
  }

  /** Takes from a per-connection bucket, refusing with rate_limited when it is empty. */
  limit(name: ConnectionLimit, rule: TokenBucketRule): void {
    const next = refillAndTake(this[name], rule, this.deps.clock.now());
    this[name] = { tokens: next.tokens, at: next.at };
    if (!next.admission.ok) {
      const wait = next.admission.retryAfterMs;
      throw new ChatRefusal('rate_limited', { seconds: seconds(wait) }, wait);
    }
  }
}

const NO_ROOMS: ReadonlySet<ChatRoomId> = new Set();

/** One chat:* event: the schema its payload must pass and what it does for a connection. */
export interface ChatHandler<P = never, T = unknown> {
  schema: { Check(payload: unknown): boolean };
  run(participant: ChatParticipant, payload: P): Promise<T>;
}
export type ChatEvent = Extract<keyof ClientToServerEvents, `chat:${string}`>;
export type ChatHandlers = { readonly [E in ChatEvent]?: ChatHandler };

/** A handler whose payload type is what its schema checks (the dispatcher checks it first). */
export const chatHandler = <P, T>(
  schema: ChatHandler<P, T>['schema'],
  run: ChatHandler<P, T>['run'],
): ChatHandler => ({ schema, run: run as ChatHandler['run'] });

/**
 * The one listener chat adds to a connection, made once per server: Socket.IO calls an `onAny`
 * listener with the socket as `this` and the event's arguments, the ack last. Like a `socket.on`
 * listener, the handler runs on the next tick and only while the socket is connected (socket.io
 * `Socket#dispatch`). Every handler answers the same way: a missing ack becomes a no-op, an event
 * over the limit answers rate_limited, a payload that fails its schema answers invalid_payload, a
 * refusal answers its code, and a failing store or origin answers unavailable.
 */
export function chatDispatcher(handlers: ChatHandlers, deps: ChatParticipantDeps) {
  const participants = new WeakMap<ChatSocket, ChatParticipant>();
  const table = new Map<string, ChatHandler>(Object.entries(handlers));

  const run = async (
    socket: ChatSocket,
    event: string,
    handler: ChatHandler,
    payload: unknown,
    ack: unknown,
  ) => {
    if (!socket.connected) return;
    let participant = participants.get(socket);
    if (!participant) {
      participant = new ChatParticipant(socket, deps);
      participants.set(socket, participant);
    }
    const reply: Reply<unknown> = typeof ack === 'function' ? (ack as Reply<unknown>) : () => {};
    try {
      participant.limit('events', EVENT_RATE_LIMIT);
      if (!handler.schema.Check(payload)) throw new ChatRefusal('invalid_payload');
      // The schema guarantees the shape; room names match CHAT_ROOM_PATTERN, so they are ChatRoomIds.
      reply({ ok: true, data: await handler.run(participant, payload as never) });
    } catch (error) {
      if (error instanceof ChatRefusal) {
        reply({ ok: false, error: chatError(participant.locale, error) });
        return;
      }
      deps.logger?.warn({ err: error, event }, 'chat handler failed');
      reply({ ok: false, error: chatError(participant.locale, new ChatRefusal('unavailable')) });
    }
  };

  return function onChatEvent(this: ChatSocket, event: unknown, payload?: unknown, ack?: unknown): void {
    if (typeof event !== 'string') return;
    // Refused by the connection's event budget (socket/eventBudget.ts), which has answered it.
    if ((this.data as { eventRefused?: boolean } | undefined)?.eventRefused) return;
    const handler = table.get(event);
    if (handler) process.nextTick(run, this, event, handler, payload, ack);
  };
}
