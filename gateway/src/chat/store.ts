// Where chat keeps its state. In memory for one gateway; in Redis for a cluster, so that history,
// bans, mutes, slow mode and rate limits are the same on every gateway and survive a restart.
import type { ChatMessage, ChatRoomId } from '@pitchside/shared';
import type { Admission, TokenBucketRule } from '../security/tokenBucket';

// The gateway's one token bucket (security/tokenBucket.ts): a memory store takes from it in process, the
// Redis store runs the same arithmetic in one script.
export { type Admission, refillAndTake, type TokenBucketRule } from '../security/tokenBucket';

/** A message before the store gives it its id. */
export type ChatDraft = Omit<ChatMessage, 'id'>;

/** Until when a mute or ban holds, ms since the epoch; `PERMANENT` for a ban without end. */
export const PERMANENT = Number.MAX_SAFE_INTEGER;

export interface ChatStore {
  /** Stores a message and returns it with its id (ordered by time, unique across the cluster). */
  append(draft: ChatDraft): Promise<ChatMessage>;
  /** The newest `limit` messages of a room, oldest first. */
  history(room: ChatRoomId, limit: number): Promise<ChatMessage[]>;
  /** Deletes a message; false when the room has no such message. */
  remove(room: ChatRoomId, messageId: string): Promise<boolean>;
  /** The nickname a user last sent with (kept for a while after `append`), for moderation notices. */
  nickName(userId: string): Promise<string | null>;

  /** Takes one token from the bucket `key` at time `now`, or says how long until one is back. */
  takeToken(key: string, rule: TokenBucketRule, now: number): Promise<Admission>;
  /**
   * Claims `key` for `intervalMs` (slow mode, duplicate messages): the first claim wins, later ones
   * are refused until it runs out.
   */
  claim(key: string, intervalMs: number, now: number): Promise<Admission>;

  /** Slow-mode interval of a room in seconds, 0 when off. */
  slowMode(room: ChatRoomId): Promise<number>;
  setSlowMode(room: ChatRoomId, seconds: number): Promise<void>;

  /** Until when the user is muted in the room, or null. */
  mutedUntil(room: ChatRoomId, userId: string, now: number): Promise<number | null>;
  /** Mutes until `until`; null lifts the mute. */
  setMute(room: ChatRoomId, userId: string, until: number | null, now: number): Promise<void>;
  /** Until when the user is banned from every room (`PERMANENT` for good), or null. */
  bannedUntil(userId: string, now: number): Promise<number | null>;
  /** Bans until `until` (`PERMANENT` for good); null lifts the ban. */
  setBan(userId: string, until: number | null, now: number): Promise<void>;

  close(): Promise<void>;
}
