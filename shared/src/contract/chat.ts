// Live chat over Socket.IO (docs/API.md, Chat section): one room per match (`match:{id}`) and per
// streamer room (`room:{anchorId}`). Anyone may read; only signed-in users may send. Every ack uses
// the contract's envelope `{ ok: true, data } | { ok: false, error: { code, message } }`; a chat
// error adds `key` (the i18n key of `message`, in the `chat` namespace) and, for waits, `retryAfterMs`.
import { type Static, Type } from 'typebox';
import type { Locale } from '../domain/locale';
import type { Ack } from './events';

/** Longest message, in characters (Unicode code points) after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 200;
/** Messages a join returns: the newest ones, oldest first. */
export const CHAT_HISTORY_LIMIT = 100;
/** Chat rooms one connection may hold at once (a page shows one match and perhaps one streamer). */
export const MAX_CHAT_ROOMS_PER_CONNECTION = 4;
/** Longest slow-mode interval a moderator may set, in seconds. */
export const CHAT_SLOW_MODE_MAX_SECONDS = 600;
/** Longest mute, in seconds (one week). */
export const CHAT_MUTE_MAX_SECONDS = 7 * 24 * 3600;
/** Longest timed ban, in seconds (one year); a ban without a duration is permanent. */
export const CHAT_BAN_MAX_SECONDS = 365 * 24 * 3600;

export const CHAT_ROOM_PATTERN = '^(match|room):[A-Za-z0-9_-]{1,40}$';
const CHAT_ROOM = new RegExp(CHAT_ROOM_PATTERN);
export type ChatRoomId = `match:${string}` | `room:${string}`;

export function isChatRoomId(value: unknown): value is ChatRoomId {
  return typeof value === 'string' && CHAT_ROOM.test(value);
}

/** Message ids are ordered by time across the cluster: `{ms}-{seq}` (a Redis stream id). */
export const CHAT_MESSAGE_ID_PATTERN = '^[0-9]{1,16}-[0-9]{1,16}$';
export const CHAT_USER_ID_PATTERN = '^[A-Za-z0-9_-]{1,40}$';

const Room = Type.String({ pattern: CHAT_ROOM_PATTERN, maxLength: 48 });
const UserId = Type.String({ pattern: CHAT_USER_ID_PATTERN, maxLength: 40 });
const MessageId = Type.String({ pattern: CHAT_MESSAGE_ID_PATTERN, maxLength: 33 });

export const ChatRoomRequestSchema = Type.Object({ room: Room }, { additionalProperties: false });
export type ChatRoomRequest = { room: ChatRoomId };

export const ChatSendRequestSchema = Type.Object(
  {
    room: Room,
    // Generous in UTF-16 units; the 200-character limit is checked after trimming so that an
    // over-long message answers `too_long`, not `invalid_payload`.
    text: Type.String({ maxLength: CHAT_MESSAGE_MAX_LENGTH * 8 }),
  },
  { additionalProperties: false },
);
export type ChatSendRequest = { room: ChatRoomId; text: string };

export const ChatDeleteRequestSchema = Type.Object(
  { room: Room, messageId: MessageId },
  { additionalProperties: false },
);
export type ChatDeleteRequest = { room: ChatRoomId; messageId: string };

/** Mutes a user in one room for `durationSec`; 0 lifts the mute. */
export const ChatMuteRequestSchema = Type.Object(
  { room: Room, userId: UserId, durationSec: Type.Integer({ minimum: 0, maximum: CHAT_MUTE_MAX_SECONDS }) },
  { additionalProperties: false },
);
export type ChatMuteRequest = { room: ChatRoomId; userId: string; durationSec: number };

/**
 * Bans a user from sending in every chat room; without `durationSec` the ban is permanent, 0 lifts it.
 * `room` is where the moderator acted: the notice goes there.
 */
export const ChatBanRequestSchema = Type.Object(
  {
    room: Room,
    userId: UserId,
    durationSec: Type.Optional(Type.Integer({ minimum: 0, maximum: CHAT_BAN_MAX_SECONDS })),
  },
  { additionalProperties: false },
);
export type ChatBanRequest = { room: ChatRoomId; userId: string; durationSec?: number };

/** Sets slow mode: each non-moderator may send one message per `seconds`; 0 turns it off. */
export const ChatSlowModeRequestSchema = Type.Object(
  { room: Room, seconds: Type.Integer({ minimum: 0, maximum: CHAT_SLOW_MODE_MAX_SECONDS }) },
  { additionalProperties: false },
);
export type ChatSlowModeRequest = { room: ChatRoomId; seconds: number };

export const ChatMessageSchema = Type.Object({
  id: MessageId,
  room: Room,
  userId: UserId,
  nickName: Type.String(),
  avatar: Type.String(),
  /** Plain text: clients render it as text, never as HTML. */
  text: Type.String(),
  /** Server time, ms since the Unix epoch. */
  ts: Type.Integer({ minimum: 0 }),
  /** The sender moderates chat (userType >= 1). */
  moderator: Type.Boolean(),
});
export type ChatMessage = Static<typeof ChatMessageSchema> & { room: ChatRoomId };

export type ChatMe = { userId: string; nickName: string; avatar: string; moderator: boolean };

export type ChatJoined = {
  room: ChatRoomId;
  /** The newest messages (at most CHAT_HISTORY_LIMIT), oldest first. */
  messages: ChatMessage[];
  /** Slow-mode interval in seconds, 0 when off. */
  slowModeSec: number;
  /** The signed-in reader, or null for an anonymous one (who may read, not send). */
  me: ChatMe | null;
};

export type ChatDeleted = { room: ChatRoomId; messageId: string };

export const CHAT_NOTICE_KINDS = [
  'slowmode_on',
  'slowmode_off',
  'user_muted',
  'user_unmuted',
  'user_banned',
  'user_unbanned',
] as const;
export type ChatNoticeKind = (typeof CHAT_NOTICE_KINDS)[number];

/** A room event for everyone in it, already in the reader's language (`key` + `params` let a client re-render it). */
export type ChatNotice = {
  room: ChatRoomId;
  kind: ChatNoticeKind;
  key: `notices.${ChatNoticeKind}`;
  params: Record<string, string | number>;
  message: string;
  ts: number;
};

export const CHAT_ERROR_CODES = [
  'invalid_payload',
  'not_signed_in',
  'forbidden',
  'not_joined',
  'too_many_rooms',
  'empty',
  'too_long',
  'link_blocked',
  'word_blocked',
  'duplicate',
  'rate_limited',
  'slow_mode',
  'muted',
  'banned',
  'not_found',
  'unavailable',
  'internal',
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

export type ChatAckError = {
  code: ChatErrorCode;
  /** `key` rendered in the socket's locale (handshake auth `locale`). */
  message: string;
  key: `errors.${ChatErrorCode}`;
  params?: Record<string, string | number>;
  /** For rate_limited, slow_mode, muted and banned (timed): when sending may work again. */
  retryAfterMs?: number;
};
/** The contract's one ack envelope, with chat's errors. */
export type ChatAck<T> = Ack<T, ChatAckError>;

export interface ChatServerToClientEvents {
  'chat:message': (message: ChatMessage) => void;
  'chat:deleted': (deleted: ChatDeleted) => void;
  'chat:notice': (notice: ChatNotice) => void;
}

export const CHAT_EVENT_NAMES = [
  'chat:join',
  'chat:leave',
  'chat:send',
  'chat:delete',
  'chat:mute',
  'chat:ban',
  'chat:slowmode',
] as const satisfies readonly (keyof ChatClientToServerEvents)[];

export interface ChatClientToServerEvents {
  'chat:join': (request: ChatRoomRequest, ack: (answer: ChatAck<ChatJoined>) => void) => void;
  'chat:leave': (request: ChatRoomRequest, ack?: (answer: ChatAck<null>) => void) => void;
  'chat:send': (request: ChatSendRequest, ack: (answer: ChatAck<ChatMessage>) => void) => void;
  'chat:delete': (request: ChatDeleteRequest, ack: (answer: ChatAck<null>) => void) => void;
  'chat:mute': (request: ChatMuteRequest, ack: (answer: ChatAck<null>) => void) => void;
  'chat:ban': (request: ChatBanRequest, ack: (answer: ChatAck<null>) => void) => void;
  'chat:slowmode': (request: ChatSlowModeRequest, ack: (answer: ChatAck<null>) => void) => void;
}

/**
 * Texts of chat errors and notices in every locale, shared so that the gateway's `message` and the
 * web's own rendering of `key` agree. Placeholders use i18next's `{{name}}`.
 */
export const CHAT_SERVER_TEXTS: Record<
  Locale,
  { errors: Record<ChatErrorCode, string>; notices: Record<ChatNoticeKind, string> }
> = {
  cn: {
    errors: {
      invalid_payload: '请求无效',
      not_signed_in: '登录后才能发言',
      forbidden: '只有管理员可以这样做',
      not_joined: '请先进入聊天室',
      too_many_rooms: '同时打开的聊天室太多',
      empty: '请输入内容',
      too_long: '消息最多 {{max}} 个字',
      link_blocked: '聊天中不能发送链接',
      word_blocked: '消息包含不允许的词语',
      duplicate: '请不要重复发送相同的消息',
      rate_limited: '发言太快了，请 {{seconds}} 秒后再试',
      slow_mode: '慢速模式已开启，请 {{seconds}} 秒后再发言',
      muted: '你在本聊天室已被禁言，{{minutes}} 分钟后解除',
      banned: '你已被禁止在聊天中发言',
      not_found: '消息不存在或已删除',
      unavailable: '聊天暂时不可用，请稍后再试',
      internal: '出错了，请稍后再试',
    },
    notices: {
      slowmode_on: '慢速模式已开启：每 {{seconds}} 秒可发一条',
      slowmode_off: '慢速模式已关闭',
      user_muted: '{{nickName}} 被禁言 {{minutes}} 分钟',
      user_unmuted: '{{nickName}} 已解除禁言',
      user_banned: '{{nickName}} 已被禁止发言',
      user_unbanned: '{{nickName}} 已解除发言禁令',
    },
  },
  en: {
    errors: {
      invalid_payload: 'Invalid request',
      not_signed_in: 'Sign in to chat',
      forbidden: 'Only moderators can do that',
      not_joined: 'Join the chat first',
      too_many_rooms: 'Too many chat rooms open at once',
      empty: 'Type a message first',
      too_long: 'Messages are limited to {{max}} characters',
      link_blocked: 'Links are not allowed in chat',
      word_blocked: 'Your message contains a word that is not allowed',
      duplicate: 'Please do not send the same message again',
      rate_limited: 'You are sending too fast, try again in {{seconds}} s',
      slow_mode: 'Slow mode is on, you can send again in {{seconds}} s',
      muted: 'You are muted in this room for {{minutes}} more min',
      banned: 'You are banned from chat',
      not_found: 'The message does not exist or was deleted',
      unavailable: 'Chat is unavailable right now, try again later',
      internal: 'Something went wrong, try again later',
    },
    notices: {
      slowmode_on: 'Slow mode is on: one message every {{seconds}} s',
      slowmode_off: 'Slow mode is off',
      user_muted: '{{nickName}} was muted for {{minutes}} min',
      user_unmuted: '{{nickName}} is no longer muted',
      user_banned: '{{nickName}} was banned from chat',
      user_unbanned: '{{nickName}} is no longer banned',
    },
  },
  vi: {
    errors: {
      invalid_payload: 'Yêu cầu không hợp lệ',
      not_signed_in: 'Đăng nhập để trò chuyện',
      forbidden: 'Chỉ quản trị viên mới làm được việc này',
      not_joined: 'Hãy vào phòng chat trước',
      too_many_rooms: 'Mở quá nhiều phòng chat cùng lúc',
      empty: 'Hãy nhập nội dung',
      too_long: 'Tin nhắn tối đa {{max}} ký tự',
      link_blocked: 'Không được gửi liên kết trong chat',
      word_blocked: 'Tin nhắn có từ ngữ không được phép',
      duplicate: 'Đừng gửi lại cùng một tin nhắn',
      rate_limited: 'Bạn gửi quá nhanh, thử lại sau {{seconds}} giây',
      slow_mode: 'Chế độ chậm đang bật, bạn có thể gửi lại sau {{seconds}} giây',
      muted: 'Bạn bị cấm chat trong phòng này thêm {{minutes}} phút',
      banned: 'Bạn bị cấm chat',
      not_found: 'Tin nhắn không tồn tại hoặc đã bị xóa',
      unavailable: 'Chat tạm thời không khả dụng, vui lòng thử lại sau',
      internal: 'Đã xảy ra lỗi, vui lòng thử lại sau',
    },
    notices: {
      slowmode_on: 'Chế độ chậm đang bật: mỗi {{seconds}} giây một tin',
      slowmode_off: 'Chế độ chậm đã tắt',
      user_muted: '{{nickName}} bị cấm chat {{minutes}} phút',
      user_unmuted: '{{nickName}} đã được bỏ cấm chat',
      user_banned: '{{nickName}} bị cấm chat',
      user_unbanned: '{{nickName}} đã được gỡ lệnh cấm',
    },
  },
};

/** Fills `{{name}}` placeholders; unknown names stay as they are. */
export function fillChatText(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

// The contract's event maps include chat's: one `Server<ClientToServerEvents, ServerToClientEvents>`
// serves topics and chat on the same connection.
declare module './events' {
  interface ServerToClientEvents extends ChatServerToClientEvents {}
  interface ClientToServerEvents extends ChatClientToServerEvents {}
}
