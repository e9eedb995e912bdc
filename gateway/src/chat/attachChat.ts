// Live chat on a Socket.IO server (docs/API.md, Chat): the chat:* events of the shared contract.
// Anyone may join a room and read; sending needs a signed-in user (handshake auth `token`, checked
// with the origin); moderators (userType >= 1) delete, mute, ban and set slow mode (moderation.ts).
// Every payload is validated first: a bad one gets an error ack and changes nothing. Answers are in
// the socket's locale (handshake auth `locale`). In a cluster a Redis fan-out (fanout.ts) or the
// Socket.IO Redis adapter carries events to every gateway, and a Redis ChatStore shares history,
// bans, mutes, slow mode and rate limits.
import {
  CHAT_HISTORY_LIMIT,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SERVER_TEXTS,
  type ChatJoined,
  type ChatMessage,
  type ChatNoticeKind,
  type ChatRoomId,
  ChatRoomRequestSchema,
  ChatSendRequestSchema,
  fillChatText,
  LOCALE_CODES,
  MAX_CHAT_ROOMS_PER_CONNECTION,
} from '@pitchside/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Compile } from 'typebox/compile';
import {
  type ChatHandlers,
  type ChatParticipant,
  ChatRefusal,
  type ChatSocket,
  chatDispatcher,
  chatHandler,
  chatSocketRoom,
  minutes,
  noticeSocketRoom,
  seconds,
} from './chatParticipant';
import { type ChatFanout, type ChatIo, roomFanout, type ServerSideEventsOf } from './fanout';
import { moderationHandlers } from './moderation';
import { type ChatStore, PERMANENT, type TokenBucketRule } from './store';
import {
  cleanChatText,
  DEFAULT_BLOCKED_WORDS,
  duplicateFingerprint,
  hasBlockedLink,
  lengthProblem,
  WordFilter,
  type WordLists,
} from './textRules';
import { isModerator, type VerifyToken } from './verifyToken';

export { chatSocketRoom, EVENT_RATE_LIMIT } from './chatParticipant';

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

const validators = {
  room: Compile(ChatRoomRequestSchema),
  send: Compile(ChatSendRequestSchema),
};

export interface AttachedChat {
  /** Removes the chat handlers from future connections (sockets already connected keep theirs). */
  detach(): void;
}

export function attachChat<I extends ServerSideEventsOf, D>(
  io: ChatIo<I, D>,
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

  const onChatEvent = chatDispatcher(
    { ...readerHandlers(), ...moderationHandlers({ store, clock, logger, fanout, notice }) },
    { verifyToken, clock, logger },
  );
  // The only thing a connection costs chat until it sends a chat:* event (chatParticipant.ts).
  const onConnection = (socket: ChatSocket) => {
    socket.onAny(onChatEvent);
  };

  type RoomPayload = { room: ChatRoomId };
  type SendPayload = { room: ChatRoomId; text: string };

  function readerHandlers(): ChatHandlers {
    const leaveRoom = async (participant: ChatParticipant, room: ChatRoomId) => {
      participant.deleteRoom(room);
      await participant.socket.leave(chatSocketRoom(room));
      await participant.socket.leave(noticeSocketRoom(room, participant.locale));
    };

    const join = chatHandler<RoomPayload, ChatJoined>(validators.room, async (participant, { room }) => {
      const { socket, locale, rooms } = participant;
      if (!rooms.has(room) && rooms.size >= MAX_CHAT_ROOMS_PER_CONNECTION) {
        throw new ChatRefusal('too_many_rooms', { max: MAX_CHAT_ROOMS_PER_CONNECTION });
      }
      participant.limit('joins', JOIN_RATE_LIMIT);
      // Join first: a message sent meanwhile is delivered, and may also be in the history (same id).
      const wasJoined = rooms.has(room);
      participant.addRoom(room);
      await socket.join([chatSocketRoom(room), noticeSocketRoom(room, locale)]);
      const [messages, slowModeSec, user] = await Promise.all([
        store.history(room, CHAT_HISTORY_LIMIT),
        store.slowMode(room),
        participant.currentUser().catch((error: unknown) => {
          logger?.warn({ err: error }, 'chat token check failed; joining as a reader');
          return null;
        }),
      ]).catch(async (error: unknown) => {
        // A join that cannot answer leaves nothing behind: the client will try again.
        if (!wasJoined) await leaveRoom(participant, room);
        throw error;
      });
      const me = user
        ? { userId: user.userId, nickName: user.nickName, avatar: user.avatar, moderator: isModerator(user) }
        : null;
      return { room, messages, slowModeSec, me };
    });

    const leave = chatHandler<RoomPayload, null>(validators.room, async (participant, { room }) => {
      await leaveRoom(participant, room);
      return null;
    });

    const send = chatHandler<SendPayload, ChatMessage>(
      validators.send,
      async (participant, { room, text: raw }) => {
        participant.joined(room);
        const user = await participant.signedIn();
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
        // The filters read what a reader sees: the nickname shown before the text, and the text. Both are
        // visible characters only (verifyToken.ts, cleanChatText), so no override can turn either round.
        const shown = `${user.nickName} ${text}`;
        if (!mod && hasBlockedLink(shown, allowedLinkHosts)) throw new ChatRefusal('link_blocked');
        if (words.blocks(shown)) throw new ChatRefusal('word_blocked');

        // What costs a slot comes last, so a refusal above never uses one up.
        const rate = await store.takeToken(`rate:${user.userId}`, rateLimit, now);
        if (!rate.ok) {
          throw new ChatRefusal('rate_limited', { seconds: seconds(rate.retryAfterMs) }, rate.retryAfterMs);
        }
        const slowModeSec = mod ? 0 : await store.slowMode(room);
        if (slowModeSec > 0) {
          const slot = await store.claim(`slow:${room}:${user.userId}`, slowModeSec * 1000, now);
          if (!slot.ok) {
            throw new ChatRefusal('slow_mode', { seconds: seconds(slot.retryAfterMs) }, slot.retryAfterMs);
          }
        }
        const fingerprint = duplicateFingerprint(text);
        const first = await store.claim(`dup:${user.userId}:${fingerprint}`, duplicateWindowMs, now);
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
      },
    );

    return { 'chat:join': join, 'chat:leave': leave, 'chat:send': send };
  }

  const listener = onConnection as unknown as Parameters<typeof io.on<'connection'>>[1];
  io.on('connection', listener);
  return { detach: () => io.off('connection', listener) };
}
