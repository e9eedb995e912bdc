import type { ChatJoined, ChatMessage } from '@pitchside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatServer, connectChat, ManualClock, startChatServer } from '../testing/chatTesting';
import { createMemoryChatStore } from './memoryStore';
import {
  type ChatUser,
  cacheTokenVerifier,
  createOriginTokenVerifier,
  isModerator,
  tokenHash,
} from './verifyToken';

const ALICE: ChatUser = { userId: '1', nickName: 'Alice', avatar: '', userType: 0 };

describe('cacheTokenVerifier', () => {
  it('remembers a user for 30 s and an unknown token for 5 s', async () => {
    const clock = new ManualClock();
    const calls: string[] = [];
    const verify = cacheTokenVerifier(
      async (token) => {
        calls.push(token);
        return token === 'good' ? ALICE : null;
      },
      { clock },
    );
    expect(await verify('good')).toEqual(ALICE);
    expect(await verify('bad')).toBeNull();
    clock.advance(4_999);
    await verify('good');
    await verify('bad');
    expect(calls).toEqual(['good', 'bad']);
    clock.advance(1);
    await verify('bad');
    expect(calls).toEqual(['good', 'bad', 'bad']);
    clock.advance(25_000);
    await verify('good');
    expect(calls).toEqual(['good', 'bad', 'bad', 'good']);
  });

  it('shares one call among concurrent checks and does not cache failures', async () => {
    let calls = 0;
    let fail = true;
    const verify = cacheTokenVerifier(async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new Error('origin down');
      return ALICE;
    });
    const results = await Promise.allSettled([verify('t'), verify('t'), verify('t')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(calls).toBe(1);
    fail = false;
    expect(await verify('t')).toEqual(ALICE);
    expect(calls).toBe(2);
  });

  it('forgets a logged-out token at once, even an answer already on its way', async () => {
    const clock = new ManualClock();
    let loggedOut = false;
    let release: () => void = () => {};
    let hold = false;
    const verify = cacheTokenVerifier(
      async () => {
        if (hold) await new Promise<void>((resolve) => (release = resolve));
        return loggedOut ? null : ALICE;
      },
      { clock },
    );
    expect(await verify('t')).toEqual(ALICE);
    // The origin is asked again at once, not after the 30 s of the cache.
    loggedOut = true;
    verify.forget(tokenHash('t'));
    expect(await verify('t')).toBeNull();

    // An answer asked for before the logout, arriving after it, counts for nothing.
    loggedOut = false;
    clock.advance(10_000);
    hold = true;
    const pending = verify('u');
    verify.forget(tokenHash('u'));
    release();
    expect(await pending).toBeNull();
  });

  it('stays bounded', async () => {
    let calls = 0;
    const verify = cacheTokenVerifier(
      async () => {
        calls += 1;
        return ALICE;
      },
      { maxEntries: 2 },
    );
    await verify('a');
    await verify('b');
    await verify('c');
    await verify('a');
    expect(calls).toBe(4);
  });
});

describe('isModerator', () => {
  it('reads userType 1 and above as moderator', () => {
    expect(isModerator({ userType: 0 })).toBe(false);
    expect(isModerator({ userType: 1 })).toBe(true);
    expect(isModerator({ userType: 2 })).toBe(true);
  });
});

describe('createOriginTokenVerifier against a stub origin', () => {
  it("makes the origin's nickname showable: no bidi override flips the chat line after it", async () => {
    const stubFetch = (async () =>
      new Response(
        JSON.stringify({
          code: 200,
          msg: 'ok',
          data: { id: 8, nickName: '\u202Etxt.exe<b>', imageUrl: '', userType: 0 },
        }),
        { status: 200 },
      )) as typeof fetch;
    const verify = createOriginTokenVerifier({ originUrl: 'http://origin.test', fetch: stubFetch });
    expect(await verify('t1')).toMatchObject({ nickName: 'txt.exeb' });
  });

  it('sends the signed product headers and maps the answers', async () => {
    const seen: Headers[] = [];
    const answers: Array<{ status: number; body: unknown }> = [
      {
        status: 200,
        body: { code: 200, msg: 'ok', data: { id: 7, nickName: 'Nina', imageUrl: 'x.png', userType: 1 } },
      },
      { status: 401, body: { code: 10003, msg: 'sign in', data: null } },
      { status: 401, body: { code: 10002, msg: 'bad signature', data: null } },
      { status: 502, body: 'Bad Gateway' },
    ];
    const stubFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      const answer = answers.shift() ?? { status: 500, body: null };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }) as typeof fetch;
    const verify = createOriginTokenVerifier({ originUrl: 'http://origin.test', fetch: stubFetch });
    expect(await verify('t1')).toEqual({ userId: '7', nickName: 'Nina', avatar: 'x.png', userType: 1 });
    expect(await verify('t2')).toBeNull();
    await expect(verify('t3')).rejects.toThrow(/code 10002/);
    await expect(verify('t4')).rejects.toThrow(/without an envelope/);
    const first = seen[0] as Headers;
    expect(first.get('token')).toBe('t1');
    expect(first.get('x-sign')).toMatch(/^[0-9a-f]{64}$/);
    expect(first.get('x-device-id')).toMatch(/^[0-9a-f]{32}$/);
    // Timestamps never repeat, so the origin's replay guard never refuses a check.
    const stamps = seen.map((h) => h.get('x-timestamp'));
    expect(new Set(stamps).size).toBe(stamps.length);
  });
});

// The real origin app on a port. The gateway's TypeScript project does not reference the origin's,
// so its test harness is loaded at run time and typed here by what this test uses.
interface OriginHarness {
  openTestDb(): Promise<{
    db: { query(sql: string, params?: readonly unknown[]): Promise<unknown> };
    close(): Promise<void>;
  }>;
  buildTestApp(options: { db: unknown; mailer: unknown }): Promise<OriginApp>;
  MailBox: new () => unknown;
  ApiClient: new (server: OriginApp) => OriginClient;
  registerAccount(client: OriginClient, mailbox: unknown, email: string, password?: string): Promise<string>;
}
interface OriginApp {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}
interface OriginClient {
  post(path: string, body: unknown, options?: { token?: string }): Promise<{ json(): unknown }>;
}

describe('chat with the real origin', () => {
  let origin: OriginApp;
  let closeDb: () => Promise<void>;
  let originUrl: string;
  let aliceToken: string;
  let modToken: string;
  let api: OriginClient;
  let chatServer: ChatServer;

  beforeAll(async () => {
    const harnessUrl = new URL('../../../origin/src/testing/harness.ts', import.meta.url).href;
    const harness = (await import(/* @vite-ignore */ harnessUrl)) as OriginHarness;
    const testDb = await harness.openTestDb();
    closeDb = testDb.close;
    const mailbox = new harness.MailBox();
    origin = await harness.buildTestApp({ db: testDb.db, mailer: mailbox });
    originUrl = await origin.listen({ port: 0, host: '127.0.0.1' });
    api = new harness.ApiClient(origin);
    const login = async (email: string) => {
      const password = await harness.registerAccount(api, mailbox, email);
      const answer = (await api.post('/userapi/login', { email, password, type: 1 })).json() as {
        data: { token: string };
      };
      return answer.data.token;
    };
    aliceToken = await login('alice@example.com');
    modToken = await login('ref@example.com');
    await testDb.db.query('UPDATE users SET user_type = 1 WHERE email = $1', ['ref@example.com']);
    chatServer = await startChatServer({
      verifyToken: createOriginTokenVerifier({ originUrl, ttlMs: 0, negativeTtlMs: 0 }),
      store: createMemoryChatStore(),
    });
  }, 60_000);

  afterAll(async () => {
    await chatServer?.close();
    await origin?.close();
    await closeDb?.();
  });

  it('lets a signed-in user send with their origin nickname, and refuses a signed-out one', async () => {
    const alice = await connectChat(chatServer.url, { token: aliceToken, locale: 'en' });
    const mod = await connectChat(chatServer.url, { token: modToken, locale: 'en' });
    const anon = await connectChat(chatServer.url, { token: 'not-a-real-token', locale: 'en' });
    try {
      const joined = await mod.request<ChatJoined>('chat:join', { room: 'match:1' });
      expect(joined.ok && joined.data.me?.moderator).toBe(true);
      await alice.request('chat:join', { room: 'match:1' });
      await anon.request('chat:join', { room: 'match:1' });
      const sent = await alice.request<ChatMessage>('chat:send', {
        room: 'match:1',
        text: 'hi from the origin',
      });
      expect(sent.ok && sent.data.nickName).toBeTruthy();
      expect(sent.ok && sent.data.moderator).toBe(false);
      const refused = await anon.request('chat:send', { room: 'match:1', text: 'hi' });
      expect(refused.ok === false && refused.error.code).toBe('not_signed_in');

      // After logout the origin refuses the token; without a cache chat does at once.
      await api.post('/userapi/logout', {}, { token: aliceToken });
      const after = await alice.request('chat:send', { room: 'match:1', text: 'still here?' });
      expect(after.ok === false && after.error.code).toBe('not_signed_in');
    } finally {
      alice.close();
      mod.close();
      anon.close();
    }
  });
});
