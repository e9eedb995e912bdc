import type { ClientToServerEvents, ServerToClientEvents } from '@pitchside/shared';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { type ChatOptions } from './attachChat';
import type { ChatStore } from './store';
import { type VerifyToken } from './verifyToken';
export interface ChatPluginOptions<D = unknown> {
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, D>;
  originUrl: string;
  accessKey: string;
  redisUrl: string | null;
  clock?: {
    now(): number;
  };
  /** Replaces the origin check (tests). */
  verifyToken?: VerifyToken;
  /** Everything else of `attachChat` (link allow-list, word lists, rate limit). */
  chat?: Partial<Omit<ChatOptions, 'store' | 'verifyToken' | 'clock' | 'logger'>>;
}
declare module 'fastify' {
  interface FastifyInstance {
    chatStore: ChatStore;
  }
}
declare function chat(fastify: FastifyInstance, options: ChatPluginOptions): Promise<void>;
declare const _default: typeof chat;
export default _default;
