// The moderators' chat events (docs/API.md, Chat, "Moderators"): delete a message, mute a user in
// a room, ban a user from all chat, set slow mode. Each needs a signed-in moderator who joined the
// room; each is logged with who did it, and the room hears about it (a deletion or a notice).
import {
  ChatBanRequestSchema,
  ChatDeleteRequestSchema,
  ChatMuteRequestSchema,
  type ChatNoticeKind,
  type ChatRoomId,
  ChatSlowModeRequestSchema,
} from '@pitchside/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Compile } from 'typebox/compile';
import { type ChatHandlers, ChatRefusal, chatHandler, chatSocketRoom, minutes } from './chatParticipant';
import type { ChatFanout } from './fanout';
import { type ChatStore, PERMANENT } from './store';

const validators = {
  delete: Compile(ChatDeleteRequestSchema),
  mute: Compile(ChatMuteRequestSchema),
  ban: Compile(ChatBanRequestSchema),
  slowmode: Compile(ChatSlowModeRequestSchema),
};

export interface ModerationDeps {
  store: ChatStore;
  clock: { now(): number };
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  fanout: ChatFanout;
  notice(room: ChatRoomId, kind: ChatNoticeKind, params: Record<string, string | number>): void;
}

/** The moderators' handlers, made once per server and shared by every connection. */
export function moderationHandlers(deps: ModerationDeps): ChatHandlers {
  const { store, clock, logger, fanout, notice } = deps;
  /** The nickname a notice names a user by: the one they last sent with, else their id. */
  const nickNameOf = async (userId: string): Promise<string> => (await store.nickName(userId)) ?? userId;

  type DeletePayload = { room: ChatRoomId; messageId: string };
  const remove = chatHandler<DeletePayload, null>(
    validators.delete,
    async (participant, { room, messageId }) => {
      const actor = await participant.moderator(room);
      if (!(await store.remove(room, messageId))) throw new ChatRefusal('not_found');
      logger?.info({ room, messageId, by: actor.userId }, 'chat message deleted');
      fanout(chatSocketRoom(room), 'chat:deleted', { room, messageId });
      return null;
    },
  );

  type MutePayload = { room: ChatRoomId; userId: string; durationSec: number };
  const mute = chatHandler<MutePayload, null>(
    validators.mute,
    async (participant, { room, userId, durationSec }) => {
      const actor = await participant.moderator(room);
      if (userId === actor.userId) throw new ChatRefusal('forbidden');
      const now = clock.now();
      await store.setMute(room, userId, durationSec > 0 ? now + durationSec * 1000 : null, now);
      logger?.info({ room, userId, durationSec, by: actor.userId }, 'chat user muted');
      const nickName = await nickNameOf(userId);
      if (durationSec > 0)
        notice(room, 'user_muted', { userId, nickName, minutes: minutes(durationSec * 1000) });
      else notice(room, 'user_unmuted', { userId, nickName });
      return null;
    },
  );

  type BanPayload = { room: ChatRoomId; userId: string; durationSec?: number };
  const ban = chatHandler<BanPayload, null>(
    validators.ban,
    async (participant, { room, userId, durationSec }) => {
      const actor = await participant.moderator(room);
      if (userId === actor.userId) throw new ChatRefusal('forbidden');
      const now = clock.now();
      // No duration: for good. Zero: lifted.
      const until = durationSec === undefined ? PERMANENT : durationSec > 0 ? now + durationSec * 1000 : null;
      await store.setBan(userId, until, now);
      logger?.info(
        { room, userId, durationSec: durationSec ?? 'permanent', by: actor.userId },
        'chat user banned',
      );
      const nickName = await nickNameOf(userId);
      notice(room, until === null ? 'user_unbanned' : 'user_banned', { userId, nickName });
      return null;
    },
  );

  type SlowModePayload = { room: ChatRoomId; seconds: number };
  const slowMode = chatHandler<SlowModePayload, null>(
    validators.slowmode,
    async (participant, { room, seconds }) => {
      const actor = await participant.moderator(room);
      await store.setSlowMode(room, seconds);
      logger?.info({ room, seconds, by: actor.userId }, 'chat slow mode set');
      if (seconds > 0) notice(room, 'slowmode_on', { seconds });
      else notice(room, 'slowmode_off', {});
      return null;
    },
  );

  return { 'chat:delete': remove, 'chat:mute': mute, 'chat:ban': ban, 'chat:slowmode': slowMode };
}
