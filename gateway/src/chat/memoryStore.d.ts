import { type ChatStore } from './store';
export interface MemoryChatStoreOptions {
  /** Messages kept per room (at least what a join returns). */
  historyPerRoom?: number;
  /** Rooms whose history is kept. */
  maxRooms?: number;
  /** Expiring entries (buckets, claims, mutes, bans) before a sweep. */
  sweepAt?: number;
}
export declare function createMemoryChatStore(options?: MemoryChatStoreOptions): ChatStore;
