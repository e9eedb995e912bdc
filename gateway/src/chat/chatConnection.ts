// One socket's chat: who it is (handshake auth token and locale), which rooms it joined, and the
// wrapper every chat:* handler goes through (event limit, schema check, answers in its locale).
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
import { refillAndTake, type TokenBucketRule } from './store';
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

export interface ChatConnection {
  readonly socket: ChatSocket;
  readonly locale: Locale;
  readonly rooms: Set<ChatRoomId>;
  /** The reader behind the handshake token, or null; throws when the origin cannot tell. */
  currentUser(): Promise<ChatUser | null>;
  signedIn(): Promise<ChatUser>;
  /** A signed-in moderator who joined the room, or a refusal. */
  moderator(room: ChatRoomId): Promise<ChatUser>;
  joined(room: ChatRoomId): void;
  /** Takes from a per-connection bucket, refusing with rate_limited when it is empty. */
  limit(name: string, rule: TokenBucketRule): void;
  /**
   * Registers a handler: a missing ack becomes a no-op, an event over the limit answers rate_limited,
   * a payload that fails its schema answers invalid_payload, a refusal answers its code, and a
   * failing store or origin answers unavailable.
   */
  handle<T, P>(
    event: keyof ClientToServerEvents,
    schema: { Check(payload: unknown): boolean },
    run: (payload: P) => Promise<T>,
  ): void;
}

export interface ChatConnectionDeps {
  verifyToken: VerifyToken;
  clock: { now(): number };
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export function chatConnection(socket: ChatSocket, deps: ChatConnectionDeps): ChatConnection {
  const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
  const locale = isLocale(auth.locale) ? auth.locale : DEFAULT_LOCALE;
  const token =
    typeof auth.token === 'string' && auth.token.length > 0 && auth.token.length <= 512 ? auth.token : null;
  const buckets = new Map<string, Bucket>();

  const connection: ChatConnection = {
    socket,
    locale,
    rooms: new Set(),
    currentUser: async () => (token === null ? null : deps.verifyToken(token)),
    async signedIn() {
      const user = await connection.currentUser();
      if (!user) throw new ChatRefusal('not_signed_in');
      return user;
    },
    async moderator(room) {
      connection.joined(room);
      const user = await connection.signedIn();
      if (!isModerator(user)) throw new ChatRefusal('forbidden');
      return user;
    },
    joined(room) {
      if (!connection.rooms.has(room)) throw new ChatRefusal('not_joined');
    },
    limit(name, rule) {
      const next = refillAndTake(buckets.get(name), rule, deps.clock.now());
      buckets.set(name, { tokens: next.tokens, at: next.at });
      if (!next.admission.ok) {
        const wait = next.admission.retryAfterMs;
        throw new ChatRefusal('rate_limited', { seconds: seconds(wait) }, wait);
      }
    },
    handle<T, P>(
      event: keyof ClientToServerEvents,
      schema: { Check(payload: unknown): boolean },
      run: (payload: P) => Promise<T>,
    ) {
      (socket as unknown as Socket).on(event, async (payload: unknown, ack: unknown) => {
        const reply: Reply<T> = typeof ack === 'function' ? (ack as Reply<T>) : () => {};
        try {
          connection.limit('events', EVENT_RATE_LIMIT);
          if (!schema.Check(payload)) throw new ChatRefusal('invalid_payload');
          // The schema guarantees the shape; room names match CHAT_ROOM_PATTERN, so they are ChatRoomIds.
          reply({ ok: true, data: await run(payload as P) });
        } catch (error) {
          if (error instanceof ChatRefusal) {
            reply({ ok: false, error: chatError(locale, error) });
            return;
          }
          deps.logger?.warn({ err: error, event }, 'chat handler failed');
          reply({ ok: false, error: chatError(locale, new ChatRefusal('unavailable')) });
        }
      });
    },
  };
  return connection;
}
