// Live chat of the gateway: wire it with `attachChat(io, { verifyToken, store, clock, logger })`.
export {
  type AttachedChat,
  attachChat,
  type ChatOptions,
  chatSocketRoom,
  DEFAULT_CHAT_RATE_LIMIT,
} from './attachChat';
export {
  CHAT_FANOUT_CHANNEL,
  type ChatFanout,
  createRedisChatFanout,
  type RedisChatFanout,
  roomFanout,
} from './fanout';
export { createMemoryChatStore, type MemoryChatStoreOptions } from './memoryStore';
export { type ChatPluginOptions, default as chatPlugin } from './plugin';
export { createRedisChatStore, type RedisChatStoreOptions } from './redisStore';
export { createTokenRevocations, REVOCATION_CHANNEL, type TokenRevocations } from './revocations';
export type { Admission, ChatDraft, ChatStore, TokenBucketRule } from './store';
export { PERMANENT } from './store';
export { DEFAULT_BLOCKED_WORDS, type WordLists } from './textRules';
export {
  type CachedVerifier,
  type ChatUser,
  cacheTokenVerifier,
  createOriginTokenVerifier,
  isModerator,
  MODERATOR_USER_TYPE,
  tokenHash,
  type VerifyToken,
} from './verifyToken';
