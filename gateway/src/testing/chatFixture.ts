// One chat server per test (memory store, manual clock, fake token check) and real clients on it,
// shared by the chat test files. Bindings are live: tests read `server`, `store`, `clock`,
// `verifier` after `useChatFixture()` has (re)started them.
import type { ChatJoined } from '@pitchside/shared';
import { afterEach, beforeEach, expect } from 'vitest';
import { createMemoryChatStore } from '../chat/memoryStore';
import type { ChatStore } from '../chat/store';
import {
  type ChatClient,
  type ChatServer,
  connectChat,
  fakeVerifier,
  ManualClock,
  startChatServer,
  tokenOf,
  type USERS,
} from './chatTesting';

export const ROOM = 'match:4001';
export const OTHER_ROOM = 'room:anchor7';

export let server: ChatServer;
export let store: ChatStore;
export let clock: ManualClock;
export let verifier: ReturnType<typeof fakeVerifier>;
export const clients: ChatClient[] = [];

export async function start(overrides: Partial<Parameters<typeof startChatServer>[0]> = {}) {
  store = createMemoryChatStore();
  clock = new ManualClock();
  verifier = fakeVerifier();
  server = await startChatServer({
    verifyToken: verifier,
    store,
    clock,
    allowedLinkHosts: ['pitchside.tv'],
    ...overrides,
  });
}

export async function client(
  name?: keyof typeof USERS,
  locale: 'cn' | 'en' | 'vi' = 'en',
  room: string | null = ROOM,
) {
  const c = await connectChat(server.url, { token: name ? tokenOf(name) : undefined, locale });
  clients.push(c);
  if (room) {
    const joined = await c.request<ChatJoined>('chat:join', { room });
    expect(joined.ok).toBe(true);
  }
  return c;
}

/** A different text each time, so duplicate detection stays out of the way. */
let counter = 0;
export const fresh = (prefix = 'msg') => `${prefix} number ${++counter} ${'abcdefghij'[counter % 10]}`;

/** Starts a server before each test and closes it, with its clients, after. */
export function useChatFixture(): void {
  beforeEach(async () => {
    await start();
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    await server.close();
  });
}
