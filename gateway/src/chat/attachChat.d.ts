import { type ChatRoomId, type ClientToServerEvents, type ServerToClientEvents } from '@pitchside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { type ChatStore, type TokenBucketRule } from './store';
import { type WordLists } from './textRules';
import { type VerifyToken } from './verifyToken';
export interface ChatOptions {
  /** Who a token belongs to, or null when it is invalid; throws when the origin cannot answer. */
  verifyToken: VerifyToken;
  store: ChatStore;
  clock?: {
    now(): number;
  };
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Per-user sending rate: a burst, then one message per `refillMs`. */
  rateLimit?: TokenBucketRule;
  /** The same message from the same user inside this window is refused. */
  duplicateWindowMs?: number;
  /** Link hosts anyone may post (and their subdomains); moderators may post any link. */
  allowedLinkHosts?: readonly string[];
  /** Blocked words per language; every list applies to every message. */
  blockedWords?: WordLists;
}
export declare const DEFAULT_CHAT_RATE_LIMIT: TokenBucketRule;
export declare const DEFAULT_DUPLICATE_WINDOW_MS = 30000;
/** The Socket.IO room of a chat room, and the per-locale room its notices go to. */
export declare const chatSocketRoom: (room: ChatRoomId) => string;
export interface AttachedChat {
  /** Removes the chat handlers from future connections (sockets already connected keep theirs). */
  detach(): void;
}
export declare function attachChat<D>(
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, D>,
  options: ChatOptions,
): AttachedChat;
