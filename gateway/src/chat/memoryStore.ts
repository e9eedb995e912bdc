// Chat state of a single gateway, bounded: a capped history per room, a capped number of rooms
// (the least recently active is dropped), and expiring entries swept as they pile up.
import { CHAT_HISTORY_LIMIT, type ChatMessage, type ChatRoomId } from '@pitchside/shared';
import { type Admission, fullAt, refillAndTake, type TokenBucketRule } from '../security/tokenBucket';
import { type ChatDraft, type ChatStore, PERMANENT } from './store';

export interface MemoryChatStoreOptions {
  /** Messages kept per room (at least what a join returns). */
  historyPerRoom?: number;
  /** Rooms whose history is kept. */
  maxRooms?: number;
  /** Expiring entries (buckets, claims, mutes, bans) before a sweep. */
  sweepAt?: number;
}

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

export function createMemoryChatStore(options: MemoryChatStoreOptions = {}): ChatStore {
  const historyPerRoom = Math.max(options.historyPerRoom ?? CHAT_HISTORY_LIMIT, 1);
  const maxRooms = options.maxRooms ?? 10_000;
  const sweepAt = options.sweepAt ?? 50_000;

  const rooms = new Map<ChatRoomId, ChatMessage[]>();
  const slowModes = new Map<ChatRoomId, number>();
  const nickNames = new Map<string, string>();
  const expiring = new Map<string, Expiring<unknown>>();
  let lastMs = 0;
  let seq = 0;

  function nextId(ts: number): string {
    if (ts > lastMs) {
      lastMs = ts;
      seq = 0;
    } else seq += 1;
    return `${lastMs}-${seq}`;
  }

  function read<T>(key: string, now: number): T | undefined {
    const entry = expiring.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      expiring.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  function write(key: string, value: unknown, expiresAt: number, now: number): void {
    expiring.set(key, { value, expiresAt });
    if (expiring.size > sweepAt) {
      for (const [k, entry] of expiring) if (entry.expiresAt <= now) expiring.delete(k);
    }
  }

  return {
    async append(draft: ChatDraft): Promise<ChatMessage> {
      const message: ChatMessage = { id: nextId(draft.ts), ...draft };
      nickNames.delete(draft.userId);
      nickNames.set(draft.userId, draft.nickName);
      if (nickNames.size > maxRooms * 10) {
        const oldest = nickNames.keys().next().value;
        if (oldest !== undefined) nickNames.delete(oldest);
      }
      const list = rooms.get(draft.room) ?? [];
      // Re-inserting keeps the Map in order of last activity, so the first key is the idlest room.
      rooms.delete(draft.room);
      rooms.set(draft.room, list);
      list.push(message);
      if (list.length > historyPerRoom) list.splice(0, list.length - historyPerRoom);
      if (rooms.size > maxRooms) {
        const idlest = rooms.keys().next().value;
        if (idlest !== undefined) rooms.delete(idlest);
      }
      return message;
    },

    async history(room: ChatRoomId, limit: number): Promise<ChatMessage[]> {
      const list = rooms.get(room) ?? [];
      return list.slice(Math.max(0, list.length - limit));
    },

    async remove(room: ChatRoomId, messageId: string): Promise<boolean> {
      const list = rooms.get(room);
      const index = list?.findIndex((message) => message.id === messageId) ?? -1;
      if (!list || index < 0) return false;
      list.splice(index, 1);
      return true;
    },

    async nickName(userId: string): Promise<string | null> {
      return nickNames.get(userId) ?? null;
    },

    async takeToken(key: string, rule: TokenBucketRule, now: number): Promise<Admission> {
      const bucketKey = `bucket:${key}`;
      const held = read<{ tokens: number; at: number }>(bucketKey, now);
      const next = refillAndTake(held, rule, now);
      // A bucket that would be full again carries no information, so it may expire then.
      const kept = { tokens: next.tokens, at: next.at };
      write(bucketKey, kept, fullAt(kept, rule) + 1, now);
      return next.admission;
    },

    async claim(key: string, intervalMs: number, now: number): Promise<Admission> {
      const claimKey = `claim:${key}`;
      const until = read<number>(claimKey, now);
      if (until !== undefined) return { ok: false, retryAfterMs: Math.max(1, until - now) };
      write(claimKey, now + intervalMs, now + intervalMs, now);
      return { ok: true };
    },

    async slowMode(room: ChatRoomId): Promise<number> {
      return slowModes.get(room) ?? 0;
    },

    async setSlowMode(room: ChatRoomId, seconds: number): Promise<void> {
      if (seconds > 0) slowModes.set(room, seconds);
      else slowModes.delete(room);
    },

    async mutedUntil(room: ChatRoomId, userId: string, now: number): Promise<number | null> {
      return read<number>(`mute:${room}:${userId}`, now) ?? null;
    },

    async setMute(room: ChatRoomId, userId: string, until: number | null, now: number): Promise<void> {
      const key = `mute:${room}:${userId}`;
      if (until === null || until <= now) expiring.delete(key);
      else write(key, until, until, now);
    },

    async bannedUntil(userId: string, now: number): Promise<number | null> {
      return read<number>(`ban:${userId}`, now) ?? null;
    },

    async setBan(userId: string, until: number | null, now: number): Promise<void> {
      const key = `ban:${userId}`;
      if (until === null || until <= now) expiring.delete(key);
      else write(key, until, until === PERMANENT ? Number.POSITIVE_INFINITY : until, now);
    },

    async close(): Promise<void> {
      rooms.clear();
      expiring.clear();
      slowModes.clear();
      nickNames.clear();
    },
  };
}
