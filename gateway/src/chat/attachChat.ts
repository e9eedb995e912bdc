// Live chat on a Socket.IO server (docs/API.md, Chat): the chat:* events of the shared contract.
// Anyone may join a room and read; sending needs a signed-in user (handshake auth `token`, checked
// with the origin); moderators (userType >= 1) delete, mute, ban and set slow mode. Every payload is
// validated first: a bad one gets an error ack and changes nothing. Answers are in the socket's
// locale (handshake auth `locale`). In a cluster a Redis fan-out (fanout.ts) or the Socket.IO Redis
// adapter carries events to every gateway, and a Redis ChatStore shares history, bans, mutes, slow
// mode and rate limits.
import {
  CHAT_HISTORY_LIMIT,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SERVER_TEXTS,
  type ChatAck,
  type ChatAckError,
  ChatBanRequestSchema,
  ChatDeleteRequestSchema,
  type ChatErrorCode,
  type ChatJoined,
  type ChatMessage,
  ChatMuteRequestSchema,
  type ChatNoticeKind,
  type ChatRoomId,
  ChatRoomRequestSchema,
  ChatSendRequestSchema,
  ChatSlowModeRequestSchema,
  type ClientToServerEvents,
  DEFAULT_LOCALE,
  fillChatText,
  isLocale,
  LOCALE_CODES,
  type Locale,
  MAX_CHAT_ROOMS_PER_CONNECTION,
  type ServerToClientEvents,
} from '@pitchside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { Compile } from 'typebox/compile';
import { type ChatFanout, roomFanout } from './fanout';
import { type ChatStore, PERMANENT, refillAndTake, type TokenBucketRule } from './store';
import {
  cleanChatText,
  DEFAULT_BLOCKED_WORDS,
  duplicateFingerprint,
  hasBlockedLink,
  lengthProblem,
  WordFilter,
  type WordLists,
} from './textRules';
import { type ChatUser, isModerator, type VerifyToken } from './verifyToken';

export interface ChatOptions {
  /** Who a token belongs to, or null when it is invalid; throws when the origin cannot answer. */
  verifyToken: VerifyToken;
  store: ChatStore;
  clock?: { now(): number };
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Per-user sending rate: a burst, then one message per `refillMs`. */
  rateLimit?: TokenBucketRule;
  /** The same message from the same user inside this window is refused. */
  duplicateWindowMs?: number;
  /** Link hosts anyone may post (and their subdomains); moderators may post any link. */
  allowedLinkHosts?: readonly string[];
  /** Blocked words per language; every list applies to every message. */
  blockedWords?: WordLists;
  /** How events reach a room's readers; by default this server's rooms (and its adapter). */
  fanout?: ChatFanout;
}

export const DEFAULT_CHAT_RATE_LIMIT: TokenBucketRule = { burst: 5, refillMs: 2_000 };
export const DEFAULT_DUPLICATE_WINDOW_MS = 30_000;
/**
 * Joins per connection: each one reads a room's history, so a client cycling join/leave would turn
 * one socket into a load on the store. Kept per connection, in memory: it guards this gateway.
 */
export const JOIN_RATE_LIMIT: TokenBucketRule = { burst: 10, refillMs: 1_000 };
/**
 * Chat events of any kind per connection, checked before anything else: a flood of events (with a
 * made-up token, say) costs neither the origin nor the store more than this.
 */
export const EVENT_RATE_LIMIT: TokenBucketRule = { burst: 20, refillMs: 200 };

/** The Socket.IO room of a chat room, and the per-locale room its notices go to. */
export const chatSocketRoom = (room: ChatRoomId): string => `chat:${room}`;
const noticeSocketRoom = (room: ChatRoomId, locale: Locale): string => `chat:${room}#${locale}`;

type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents>;
type Reply<T> = (answer: ChatAck<T>) => void;

interface ConnectionState {
  locale: Locale;
  token: string | null;
  rooms: Set<ChatRoomId>;
  joinBucket: { tokens: number; at: number } | undefined;
  eventBucket: { tokens: number; at: number } | undefined;
}

class ChatRefusal extends Error {
  constructor(
    readonly code: ChatErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly retryAfterMs?: number,
  ) {
    super(code);
  }
}

const validators = {
  room: Compile(ChatRoomRequestSchema),
  send: Compile(ChatSendRequestSchema),
  delete: Compile(ChatDeleteRequestSchema),
  mute: Compile(ChatMuteRequestSchema),
  ban: Compile(ChatBanRequestSchema),
  slowmode: Compile(ChatSlowModeRequestSchema),
};

function chatError(locale: Locale, refusal: ChatRefusal): ChatAckError {
  const error: ChatAckError = {
    code: refusal.code,
    key: `errors.${refusal.code}`,
    message: fillChatText(CHAT_SERVER_TEXTS[locale].errors[refusal.code], refusal.params),
  };
  if (Object.keys(refusal.params).length > 0) error.params = refusal.params;
  if (refusal.retryAfterMs !== undefined) error.retryAfterMs = refusal.retryAfterMs;
  return error;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export interface AttachedChat {
  /** Removes the chat handlers from future connections (sockets already connected keep theirs). */
  detach(): void;
}

export function attachChat<D>(
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, D>,
  options: ChatOptions,
): AttachedChat {
  const { store, verifyToken } = options;
  const clock = options.clock ?? { now: () => Date.now() };
  const logger = options.logger;
  const rateLimit = options.rateLimit ?? DEFAULT_CHAT_RATE_LIMIT;
  const duplicateWindowMs = options.duplicateWindowMs ?? DEFAULT_DUPLICATE_WINDOW_MS;
  const allowedLinkHosts = (options.allowedLinkHosts ?? []).map((host) => host.toLowerCase());
  const words = new WordFilter(options.blockedWords ?? DEFAULT_BLOCKED_WORDS);
  const fanout = options.fanout ?? roomFanout(io);

  const notice = (room: ChatRoomId, kind: ChatNoticeKind, params: Record<string, string | number>) => {
    const ts = clock.now();
    for (const locale of LOCALE_CODES) {
      fanout(noticeSocketRoom(room, locale), 'chat:notice', {
        room,
        kind,
        key: `notices.${kind}`,
        params,
        message: fillChatText(CHAT_SERVER_TEXTS[locale].notices[kind], params),
        ts,
      });
    }
  };

  /** The nickname a notice names a user by: the one they last sent with, else their id. */
  const nickNameOf = async (userId: string): Promise<string> => (await store.nickName(userId)) ?? userId;

  const onConnection = (raw: Socket) => {
    const socket = raw as unknown as ChatSocket;
    const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    const state: ConnectionState = {
      locale: isLocale(auth.locale) ? auth.locale : DEFAULT_LOCALE,
      token:
        typeof auth.token === 'string' && auth.token.length > 0 && auth.token.length <= 512
          ? auth.token
          : null,
      rooms: new Set(),
      joinBucket: undefined,
      eventBucket: undefined,
    };

    const currentUser = async (): Promise<ChatUser | null> =>
      state.token === null ? null : verifyToken(state.token);

    const signedIn = async (): Promise<ChatUser> => {
      const user = await currentUser();
      if (!user) throw new ChatRefusal('not_signed_in');
      return user;
    };

    const moderator = async (room: ChatRoomId): Promise<ChatUser> => {
      joined(room);
      const user = await signedIn();
      if (!isModerator(user)) throw new ChatRefusal('forbidden');
      return user;
    };

    const joined = (room: ChatRoomId) => {
      if (!state.rooms.has(room)) throw new ChatRefusal('not_joined');
    };

    /**
     * Registers a handler: a missing ack becomes a no-op, a payload that fails its schema answers
     * invalid_payload, a refusal answers its code, and a failing store or origin answers unavailable.
     */
    function handle<T, P>(
      event: keyof ClientToServerEvents,
      schema: { Check(payload: unknown): boolean },
      run: (payload: P) => Promise<T>,
    ): void {
      (socket as unknown as Socket).on(event, async (payload: unknown, ack: unknown) => {
        const reply: Reply<T> = typeof ack === 'function' ? (ack as Reply<T>) : () => {};
        const events = refillAndTake(state.eventBucket, EVENT_RATE_LIMIT, clock.now());
        state.eventBucket = { tokens: events.tokens, at: events.at };
        if (!events.admission.ok) {
          const wait = events.admission.retryAfterMs;
          reply({
            ok: false,
            error: chatError(state.locale, new ChatRefusal('rate_limited', { seconds: seconds(wait) }, wait)),
          });
          return;
        }
        if (!schema.Check(payload)) {
          reply({ ok: false, error: chatError(state.locale, new ChatRefusal('invalid_payload')) });
          return;
        }
        try {
          // The schema guarantees the shape; room names match CHAT_ROOM_PATTERN, so they are ChatRoomIds.
          const data = await run(payload as P);
          reply({ ok: true, data });
        } catch (error) {
          if (error instanceof ChatRefusal) {
            reply({ ok: false, error: chatError(state.locale, error) });
            return;
          }
          logger?.warn({ err: error, event }, 'chat handler failed');
          reply({ ok: false, error: chatError(state.locale, new ChatRefusal('unavailable')) });
        }
      });
    }

    type RoomPayload = { room: ChatRoomId };

    const leaveRoom = async (room: ChatRoomId) => {
      state.rooms.delete(room);
      await socket.leave(chatSocketRoom(room));
      await socket.leave(noticeSocketRoom(room, state.locale));
    };

    handle<ChatJoined, RoomPayload>('chat:join', validators.room, async ({ room }) => {
      if (!state.rooms.has(room) && state.rooms.size >= MAX_CHAT_ROOMS_PER_CONNECTION) {
        throw new ChatRefusal('too_many_rooms', { max: MAX_CHAT_ROOMS_PER_CONNECTION });
      }
      const bucket = refillAndTake(state.joinBucket, JOIN_RATE_LIMIT, clock.now());
      state.joinBucket = { tokens: bucket.tokens, at: bucket.at };
      if (!bucket.admission.ok) {
        const wait = bucket.admission.retryAfterMs;
        throw new ChatRefusal('rate_limited', { seconds: seconds(wait) }, wait);
      }
      // Join first: a message sent meanwhile is delivered, and may also be in the history (same id).
      const wasJoined = state.rooms.has(room);
      state.rooms.add(room);
      await socket.join([chatSocketRoom(room), noticeSocketRoom(room, state.locale)]);
      const [messages, slowModeSec, user] = await Promise.all([
        store.history(room, CHAT_HISTORY_LIMIT),
        store.slowMode(room),
        currentUser().catch((error: unknown) => {
          logger?.warn({ err: error }, 'chat token check failed; joining as a reader');
          return null;
        }),
      ]).catch(async (error: unknown) => {
        // A join that cannot answer leaves nothing behind: the client will try again.
        if (!wasJoined) await leaveRoom(room);
        throw error;
      });
      const me = user
        ? { userId: user.userId, nickName: user.nickName, avatar: user.avatar, moderator: isModerator(user) }
        : null;
      return { room, messages, slowModeSec, me };
    });

    handle<null, RoomPayload>('chat:leave', validators.room, async ({ room }) => {
      await leaveRoom(room);
      return null;
    });

    type SendPayload = { room: ChatRoomId; text: string };
    handle<ChatMessage, SendPayload>('chat:send', validators.send, async ({ room, text: raw }) => {
      joined(room);
      const user = await signedIn();
      const text = cleanChatText(raw);
      const problem = lengthProblem(text);
      if (problem) throw new ChatRefusal(problem, { max: CHAT_MESSAGE_MAX_LENGTH });

      const now = clock.now();
      const [bannedUntil, mutedUntil] = await Promise.all([
        store.bannedUntil(user.userId, now),
        store.mutedUntil(room, user.userId, now),
      ]);
      if (bannedUntil !== null) {
        throw new ChatRefusal('banned', {}, bannedUntil === PERMANENT ? undefined : bannedUntil - now);
      }
      if (mutedUntil !== null) {
        throw new ChatRefusal('muted', { minutes: minutes(mutedUntil - now) }, mutedUntil - now);
      }
      const mod = isModerator(user);
      if (!mod && hasBlockedLink(text, allowedLinkHosts)) throw new ChatRefusal('link_blocked');
      if (words.blocks(text)) throw new ChatRefusal('word_blocked');

      const rate = await store.takeToken(`rate:${user.userId}`, rateLimit, now);
      if (!rate.ok) {
        throw new ChatRefusal('rate_limited', { seconds: seconds(rate.retryAfterMs) }, rate.retryAfterMs);
      }
      if (!mod) {
        const slowModeSec = await store.slowMode(room);
        if (slowModeSec > 0) {
          const slot = await store.claim(`slow:${room}:${user.userId}`, slowModeSec * 1000, now);
          if (!slot.ok) {
            throw new ChatRefusal('slow_mode', { seconds: seconds(slot.retryAfterMs) }, slot.retryAfterMs);
          }
        }
      }
      const first = await store.claim(
        `dup:${user.userId}:${duplicateFingerprint(text)}`,
        duplicateWindowMs,
        now,
      );
      if (!first.ok) throw new ChatRefusal('duplicate', {}, first.retryAfterMs);

      const message = await store.append({
        room,
        userId: user.userId,
        nickName: user.nickName,
        avatar: user.avatar,
        text,
        ts: now,
        moderator: mod,
      });
      fanout(chatSocketRoom(room), 'chat:message', message);
      return message;
    });

    type DeletePayload = { room: ChatRoomId; messageId: string };
    handle<null, DeletePayload>('chat:delete', validators.delete, async ({ room, messageId }) => {
      const actor = await moderator(room);
      if (!(await store.remove(room, messageId))) throw new ChatRefusal('not_found');
      logger?.info({ room, messageId, by: actor.userId }, 'chat message deleted');
      fanout(chatSocketRoom(room), 'chat:deleted', { room, messageId });
      return null;
    });

    type MutePayload = { room: ChatRoomId; userId: string; durationSec: number };
    handle<null, MutePayload>('chat:mute', validators.mute, async ({ room, userId, durationSec }) => {
      const actor = await moderator(room);
      if (userId === actor.userId) throw new ChatRefusal('forbidden');
      const now = clock.now();
      await store.setMute(room, userId, durationSec > 0 ? now + durationSec * 1000 : null, now);
      logger?.info({ room, userId, durationSec, by: actor.userId }, 'chat user muted');
      const nickName = await nickNameOf(userId);
      if (durationSec > 0)
        notice(room, 'user_muted', { userId, nickName, minutes: minutes(durationSec * 1000) });
      else notice(room, 'user_unmuted', { userId, nickName });
      return null;
    });

    type BanPayload = { room: ChatRoomId; userId: string; durationSec?: number };
    handle<null, BanPayload>('chat:ban', validators.ban, async ({ room, userId, durationSec }) => {
      const actor = await moderator(room);
      if (userId === actor.userId) throw new ChatRefusal('forbidden');
      const now = clock.now();
      const until = durationSec === undefined ? PERMANENT : durationSec > 0 ? now + durationSec * 1000 : null;
      await store.setBan(userId, until, now);
      logger?.info(
        { room, userId, durationSec: durationSec ?? 'permanent', by: actor.userId },
        'chat user banned',
      );
      const nickName = await nickNameOf(userId);
      notice(room, until === null ? 'user_unbanned' : 'user_banned', { userId, nickName });
      return null;
    });

    type SlowModePayload = { room: ChatRoomId; seconds: number };
    handle<null, SlowModePayload>(
      'chat:slowmode',
      validators.slowmode,
      async ({ room, seconds: interval }) => {
        const actor = await moderator(room);
        await store.setSlowMode(room, interval);
        logger?.info({ room, seconds: interval, by: actor.userId }, 'chat slow mode set');
        if (interval > 0) notice(room, 'slowmode_on', { seconds: interval });
        else notice(room, 'slowmode_off', {});
        return null;
      },
    );
  };

  const listener = onConnection as unknown as Parameters<typeof io.on<'connection'>>[1];
  io.on('connection', listener);
  return { detach: () => io.off('connection', listener) };
}
