// Chat state in Redis, shared by every gateway of a cluster and kept across restarts:
//   {prefix}h:{room}            stream, capped with XADD MAXLEN ~ (message ids are the stream ids)
//   {prefix}slow:{room}         slow-mode seconds
//   {prefix}mute:{room}:{user}  until (ms), expires with the mute
//   {prefix}ban:{user}          until (ms) or "permanent", expires with a timed ban
//   {prefix}bucket:{key}        token bucket {tokens, at}, updated atomically by a Lua script
//   {prefix}claim:{key}         SET NX PX: slow-mode slots and duplicate-message fingerprints
//   {prefix}name:{user}         the nickname a user last sent with, for moderation notices
// Fan-out is not here: with the Socket.IO Redis adapter, `io.to(room).emit` reaches every gateway.
import { createHash } from 'node:crypto';
import { CHAT_HISTORY_LIMIT, type ChatMessage, type ChatRoomId } from '@pitchside/shared';
import type { Redis } from 'ioredis';
import { type Admission, type ChatDraft, type ChatStore, PERMANENT, type TokenBucketRule } from './store';

export interface RedisChatStoreOptions {
  redis: Redis;
  keyPrefix?: string;
  /** Approximate number of messages kept per room (MAXLEN ~ keeps at least this many). */
  historyCap?: number;
  /** A room's history and slow mode go when nothing happened in it for this long. */
  idleTtlSec?: number;
}

/**
 * Refills the bucket for the time elapsed since it was last touched and takes one token; the same
 * arithmetic as `refillAndTake`. Times come from the gateway (ARGV) so tests can drive them.
 * Returns {1, 0} when admitted, {0, retryAfterMs} when not.
 */
const TAKE_TOKEN = `
local burst = tonumber(ARGV[1])
local refill = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local held = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(held[1])
local at = tonumber(held[2])
if tokens == nil or at == nil then
  tokens = burst
  at = now
end
local elapsed = now - at
if elapsed < 0 then elapsed = 0 end
tokens = math.min(burst, tokens + elapsed / refill)
if now > at then at = now end
local ok = 0
local retry = 0
if tokens >= 1 then
  tokens = tokens - 1
  ok = 1
else
  retry = math.ceil((1 - tokens) * refill)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(at))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) * refill) + 1000)
return {ok, retry}
`;
const TAKE_TOKEN_SHA = createHash('sha1').update(TAKE_TOKEN).digest('hex');

const PERMANENT_TEXT = 'permanent';

export function createRedisChatStore(options: RedisChatStoreOptions): ChatStore {
  const { redis } = options;
  const prefix = options.keyPrefix ?? 'pitchside:chat:';
  const historyCap = Math.max(options.historyCap ?? CHAT_HISTORY_LIMIT * 2, CHAT_HISTORY_LIMIT);
  const idleTtlSec = options.idleTtlSec ?? 7 * 24 * 3600;
  const key = {
    history: (room: ChatRoomId) => `${prefix}h:${room}`,
    slow: (room: ChatRoomId) => `${prefix}slow:${room}`,
    mute: (room: ChatRoomId, userId: string) => `${prefix}mute:${room}:${userId}`,
    ban: (userId: string) => `${prefix}ban:${userId}`,
    bucket: (name: string) => `${prefix}bucket:${name}`,
    claim: (name: string) => `${prefix}claim:${name}`,
    name: (userId: string) => `${prefix}name:${userId}`,
  };

  async function takeTokenScript(bucketKey: string, rule: TokenBucketRule, now: number): Promise<unknown> {
    const args = [String(rule.burst), String(rule.refillMs), String(Math.floor(now))];
    try {
      return await redis.evalsha(TAKE_TOKEN_SHA, 1, bucketKey, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes('NOSCRIPT')) throw error;
      return redis.eval(TAKE_TOKEN, 1, bucketKey, ...args);
    }
  }

  function parseEntry(room: ChatRoomId, id: string, fields: string[]): ChatMessage | null {
    const index = fields.indexOf('m');
    const json = index >= 0 ? fields[index + 1] : undefined;
    if (json === undefined) return null;
    try {
      const body = JSON.parse(json) as Omit<ChatMessage, 'id' | 'room'>;
      return { ...body, id, room };
    } catch {
      return null;
    }
  }

  return {
    async append(draft: ChatDraft): Promise<ChatMessage> {
      const { room, ...body } = draft;
      const streamKey = key.history(room);
      const results = await redis
        .multi()
        .xadd(streamKey, 'MAXLEN', '~', String(historyCap), '*', 'm', JSON.stringify(body))
        .expire(streamKey, idleTtlSec)
        .set(key.name(draft.userId), draft.nickName, 'EX', idleTtlSec)
        .exec();
      const [error, id] = results?.[0] ?? [new Error('chat history write was discarded'), null];
      if (error || typeof id !== 'string') throw error ?? new Error('chat history write returned no id');
      return { id, ...draft };
    },

    async history(room: ChatRoomId, limit: number): Promise<ChatMessage[]> {
      const entries = await redis.xrevrange(key.history(room), '+', '-', 'COUNT', limit);
      const messages: ChatMessage[] = [];
      for (let i = entries.length - 1; i >= 0; i--) {
        const [id, fields] = entries[i] as [string, string[]];
        const message = parseEntry(room, id, fields);
        if (message) messages.push(message);
      }
      return messages;
    },

    async remove(room: ChatRoomId, messageId: string): Promise<boolean> {
      return (await redis.xdel(key.history(room), messageId)) > 0;
    },

    async nickName(userId: string): Promise<string | null> {
      return redis.get(key.name(userId));
    },

    async takeToken(name: string, rule: TokenBucketRule, now: number): Promise<Admission> {
      const answer = await takeTokenScript(key.bucket(name), rule, now);
      const [ok, retry] = Array.isArray(answer) ? answer : [0, rule.refillMs];
      return ok === 1 ? { ok: true } : { ok: false, retryAfterMs: Math.max(1, Number(retry)) };
    },

    async claim(name: string, intervalMs: number): Promise<Admission> {
      const claimKey = key.claim(name);
      const set = await redis.set(claimKey, '1', 'PX', Math.max(1, Math.ceil(intervalMs)), 'NX');
      if (set === 'OK') return { ok: true };
      const left = await redis.pttl(claimKey);
      return { ok: false, retryAfterMs: Math.max(1, left) };
    },

    async slowMode(room: ChatRoomId): Promise<number> {
      const value = Number(await redis.get(key.slow(room)));
      return Number.isInteger(value) && value > 0 ? value : 0;
    },

    async setSlowMode(room: ChatRoomId, seconds: number): Promise<void> {
      if (seconds > 0) await redis.set(key.slow(room), String(seconds), 'EX', idleTtlSec);
      else await redis.del(key.slow(room));
    },

    async mutedUntil(room: ChatRoomId, userId: string, now: number): Promise<number | null> {
      const until = Number(await redis.get(key.mute(room, userId)));
      return until > now ? until : null;
    },

    async setMute(room: ChatRoomId, userId: string, until: number | null, now: number): Promise<void> {
      const muteKey = key.mute(room, userId);
      if (until === null || until <= now) await redis.del(muteKey);
      else await redis.set(muteKey, String(until), 'PX', Math.ceil(until - now));
    },

    async bannedUntil(userId: string, now: number): Promise<number | null> {
      const value = await redis.get(key.ban(userId));
      if (value === null) return null;
      if (value === PERMANENT_TEXT) return PERMANENT;
      const until = Number(value);
      return until > now ? until : null;
    },

    async setBan(userId: string, until: number | null, now: number): Promise<void> {
      const banKey = key.ban(userId);
      if (until === null || until <= now) await redis.del(banKey);
      else if (until === PERMANENT) await redis.set(banKey, PERMANENT_TEXT);
      else await redis.set(banKey, String(until), 'PX', Math.ceil(until - now));
    },

    async close(): Promise<void> {
      // The Redis client belongs to whoever made it (the gateway shares it with the adapter).
    },
  };
}
