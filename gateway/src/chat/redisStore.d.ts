import type { Redis } from 'ioredis';
import { type ChatStore } from './store';
export interface RedisChatStoreOptions {
  redis: Redis;
  keyPrefix?: string;
  /** Approximate number of messages kept per room (MAXLEN ~ keeps at least this many). */
  historyCap?: number;
  /** A room's history and slow mode go when nothing happened in it for this long. */
  idleTtlSec?: number;
}
export declare function createRedisChatStore(options: RedisChatStoreOptions): ChatStore;
