import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import {
  ApiClient,
  buildTestApp,
  HUMAN_TRACK,
  MailBox,
  md5,
  openTestDb,
  registerAccount,
  resetDb,
  type TestDb,
  testConfig,
} from '../testing/harness';
import { purgeExpired } from './accounts';

let testDb: TestDb;
let server: FastifyInstance;
let mailbox: MailBox;
let client: ApiClient;
let clock: number;

beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb.close();
});
beforeEach(async () => {
  await resetDb(testDb.db);
  clock = Date.now();
  mailbox = new MailBox();
  server = await buildTestApp({ db: testDb.db, mailer: mailbox, now: () => clock });
  client = new ApiClient(server, undefined, () => clock);
});
afterEach(async () => {
  await server.close();
});

const slider = (email: string, c = client) =>
  c.get('/userapi/email/getSlideVerificationCode', { email, position: '100', track: HUMAN_TRACK });

describe('sign-up and sign-in flows', () => {
  it('register -> login by password -> getUser -> logout -> getUser refused', async () => {
    const password = await registerAccount(client, mailbox, 'Fan@Example.com ');
    const login = await client.post('/userapi/login', { email: 'fan@example.com', password, type: 1 });
    expect(login.statusCode).toBe(200);
    const { code, msg, data } = login.json();
    expect(code).toBe(200);
    expect(msg).toBe('login success');
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const user = await client.get('/userapi/getUser', {}, { token: data.token });
    expect(user.json()).toMatchObject({
      code: 200,
      data: { email: 'fan@example.com', nickName: 'fan', imageUrl: '', userType: 0, id: 1 },
    });
    expect(new Date(user.json().data.registerTime).getTime()).toBeGreaterThan(0);

    const logout = await client.post('/userapi/logout', {}, { token: data.token });
    expect(logout.json()).toEqual({ code: 200, msg: 'logout success', data: null });

    const after = await client.get('/userapi/getUser', {}, { token: data.token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      code: 10003,
      msg: 'your sign-in has expired, please sign in again',
      data: null,
    });
  });

  it('the nickname an e-mail gives is shown plain: no bidi override, no markup (docs/API.md "Text rules")', async () => {
    const email = '\u202e<img/src=x/onerror=alert(1)>txt.exe@example.com';
    const password = await registerAccount(client, mailbox, email);
    const login = await client.post('/userapi/login', { email, password, type: 1 });
    const user = await client.get('/userapi/getUser', {}, { token: login.json().data.token });
    // Bounded to 32 characters.
    expect(user.json().data.nickName).toBe('img/src=x/onerror=alert(1)txt.ex');
  });

  it('signs in by e-mail code and the code works once', async () => {
    await registerAccount(client, mailbox, 'coder@example.com');
    clock += 61_000;
    await slider('coder@example.com');
    const sent = await client.post('/userapi/email/getCode', { email: 'coder@example.com', type: 2 });
    expect(sent.json()).toEqual({ code: 200, msg: 'captcha sent', data: null });
    const emailCode = mailbox.lastCodeFor('coder@example.com');
    expect(emailCode).toMatch(/^\d{6}$/);
    expect(mailbox.mails.at(-1)).toMatchObject({ purpose: 'login', locale: 'en', validMinutes: 10 });

    const login = await client.post('/userapi/login', { email: 'CODER@example.com', emailCode, type: 2 });
    expect(login.json().code).toBe(200);
    const user = await client.get('/userapi/getUser', {}, { token: login.json().data.token });
    expect(user.json().data.email).toBe('coder@example.com');

    const again = await client.post('/userapi/login', { email: 'coder@example.com', emailCode, type: 2 });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe(11020);
  });

  it('stores only a slow salted hash of the password MD5 and only hashes of tokens and codes', async () => {
    const password = await registerAccount(client, mailbox, 'safe@example.com');
    const login = await client.post('/userapi/login', { email: 'safe@example.com', password, type: 1 });
    const token = login.json().data.token as string;
    const users = await testDb.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(users.rows[0]?.password_hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(users.rows[0]?.password_hash).not.toContain(password);
    const tokens = await testDb.db.query<{ token_hash: string }>('SELECT token_hash FROM auth_tokens');
    expect(tokens.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.rows[0]?.token_hash).not.toBe(token);
    const codes = await testDb.db.query<{ code_hash: string }>('SELECT code_hash FROM email_codes');
    expect(codes.rows[0]?.code_hash).not.toBe(mailbox.lastCodeFor('safe@example.com'));
  });

  it('stores feedback of a signed-in user', async () => {
    const password = await registerAccount(client, mailbox, 'talk@example.com');
    const token = (
      await client.post('/userapi/login', { email: 'talk@example.com', password, type: 1 })
    ).json().data.token;
    const sent = await client.post(
      '/userapi/feedback',
      { content: ' More odds please ', contact: 'qq 123' },
      { token, lang: 'vi' },
    );
    expect(sent.json()).toEqual({ code: 200, msg: 'cảm ơn bạn đã góp ý', data: { id: 1 } });
    const rows = await testDb.db.query('SELECT content, contact, lang, user_id FROM feedback');
    expect(rows.rows).toEqual([{ content: 'More odds please', contact: 'qq 123', lang: 'vi', user_id: 1 }]);
    const anonymous = await client.post('/userapi/feedback', { content: 'hi' });
    expect(anonymous.json().code).toBe(10003);
  });

  it('expires tokens after TOKEN_TTL', async () => {
    await server.close();
    server = await buildTestApp({
      db: testDb.db,
      mailer: mailbox,
      now: () => clock,
      config: testConfig({ tokenTtlSeconds: 60 }),
    });
    client = new ApiClient(server, undefined, () => clock);
    const password = await registerAccount(client, mailbox, 'short@example.com');
    const token = (
      await client.post('/userapi/login', { email: 'short@example.com', password, type: 1 })
    ).json().data.token;
    expect((await client.get('/userapi/getUser', {}, { token })).json().code).toBe(200);
    clock += 61_000;
    expect((await client.get('/userapi/getUser', {}, { token })).json().code).toBe(10003);
  });
});

describe('error codes of PRODUCT.md §8', () => {
  it('11036: sign-in with an e-mail that has no account, by password and by code', async () => {
    const byPassword = await client.post('/userapi/login', {
      email: 'nobody@example.com',
      password: md5('x'),
      type: 1,
    });
    expect(byPassword.statusCode).toBe(404);
    expect(byPassword.json()).toEqual({ code: 11036, msg: 'account not registered', data: null });
    // Asking a sign-in code for it tells nothing: answered as sent, and the address is told it has no account.
    await slider('nobody@example.com');
    const code = await client.post('/userapi/email/getCode', { email: 'nobody@example.com', type: 2 });
    expect(code.json()).toEqual({ code: 200, msg: 'captcha sent', data: null });
    expect(mailbox.mails).toEqual([]);
    expect(mailbox.notices).toEqual([
      { to: 'nobody@example.com', notice: { kind: 'noAccount' }, locale: 'en' },
    ]);
    const byCode = await client.post('/userapi/login', {
      email: 'nobody@example.com',
      emailCode: '123456',
      type: 2,
    });
    expect(byCode.json()).toEqual({ code: 11036, msg: 'account not registered', data: null });
  });

  it('11013: wrong password, in each language', async () => {
    await registerAccount(client, mailbox, 'fan@example.com');
    const wrong = { email: 'fan@example.com', password: md5('wrong'), type: 1 };
    const en = await client.post('/userapi/login', wrong);
    expect(en.statusCode).toBe(401);
    expect(en.json()).toEqual({ code: 11013, msg: 'account or password error', data: null });
    expect((await client.post('/userapi/login', wrong, { lang: 'zh' })).json().msg).toBe('账号或密码错误');
    expect((await client.post('/userapi/login', wrong, { lang: 'vi' })).json().msg).toBe(
      'tài khoản hoặc mật khẩu không đúng',
    );
    // Without a lang header the product's default, cn.
    expect((await client.post('/userapi/login', wrong, { headers: { lang: '' } })).json().msg).toBe(
      '账号或密码错误',
    );
  });

  it('a taken e-mail (any case or spacing): its register code is a notice to the owner, and registering answers as a wrong code', async () => {
    await registerAccount(client, mailbox, 'taken@example.com');
    clock += 61_000;
    await slider(' TAKEN@example.com');
    const code = await client.post(
      '/userapi/email/getCode',
      { email: ' TAKEN@example.com', type: 1 },
      { lang: 'zh' },
    );
    expect(code.statusCode).toBe(200);
    expect(code.json()).toEqual({ code: 200, msg: '验证码已发送', data: null });
    expect(mailbox.mails).toHaveLength(1);
    // In the account's language (it registered in en), not the asker's.
    expect(mailbox.notices).toEqual([
      { to: 'taken@example.com', notice: { kind: 'registerTaken' }, locale: 'en' },
    ]);
    const hash = md5('pw');
    const again = await client.post('/userapi/register', {
      email: 'Taken@Example.com',
      emailCode: '123456',
      password: hash,
      ackPassword: hash,
    });
    expect(again.json()).toEqual({ code: 11020, msg: 'the e-mail code is wrong or has expired', data: null });
    expect((await testDb.db.query('SELECT id FROM users')).rows).toHaveLength(1);
  });

  it('11022: no code without a passed slider check for that e-mail and device; a grant is used once', async () => {
    const none = await client.post('/userapi/email/getCode', { email: 'a@example.com', type: 1 });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({
      code: 11022,
      msg: 'please complete the slider verification first',
      data: null,
    });

    await slider('other@example.com');
    expect(
      (await client.post('/userapi/email/getCode', { email: 'a@example.com', type: 1 })).json().code,
    ).toBe(11022);

    await slider('a@example.com', new ApiClient(server, 'another device', () => clock));
    expect(
      (await client.post('/userapi/email/getCode', { email: 'a@example.com', type: 1 })).json().code,
    ).toBe(11022);

    await slider('a@example.com');
    expect(
      (await client.post('/userapi/email/getCode', { email: 'a@example.com', type: 1 })).json().code,
    ).toBe(200);
    clock += 61_000;
    expect(
      (await client.post('/userapi/email/getCode', { email: 'a@example.com', type: 1 })).json().code,
    ).toBe(11022);
    expect(mailbox.mails).toHaveLength(1);
  });

  it('11022 "verify failed": slider runs that do not reach 100 or do not look like a drag', async () => {
    const bad: Record<string, string>[] = [
      { position: '99', track: HUMAN_TRACK },
      { position: '100' },
      { position: '100', track: '0:0,100:100' },
      { position: '100', track: '0:0,100:50,200:100' },
      { position: '100', track: '0:0,300:60,250:100' },
      { position: '100', track: '0:0,200:70,400:60,500:100' },
      { position: '100', track: '0:50,200:70,500:100' },
      { position: '100', track: '0:0,200:70,500:99' },
      { position: '100', track: 'drag' },
      {},
    ];
    for (const query of bad) {
      const answer = await client.get('/userapi/email/getSlideVerificationCode', {
        email: 's@example.com',
        ...query,
      });
      expect(answer.json(), JSON.stringify(query)).toEqual({ code: 11022, msg: 'verify failed', data: null });
    }
    const ok = await slider('s@example.com');
    expect(ok.json()).toMatchObject({ code: 200, data: { expiresAt: expect.any(String) } });
    expect((await testDb.db.query('SELECT id FROM slider_grants')).rows).toHaveLength(1);
  });

  it('11021: one code per e-mail every 60 s', async () => {
    await slider('wait@example.com');
    expect(
      (await client.post('/userapi/email/getCode', { email: 'wait@example.com', type: 1 })).json().code,
    ).toBe(200);
    clock += 20_000;
    await slider('wait@example.com');
    const soon = await client.post('/userapi/email/getCode', { email: 'wait@example.com', type: 1 });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toEqual({
      code: 11021,
      msg: 'please wait 40 s before asking for a new code',
      data: null,
    });
    clock += 40_000;
    // The refused request did not use up the slider grant.
    expect(
      (await client.post('/userapi/email/getCode', { email: 'wait@example.com', type: 1 })).json().code,
    ).toBe(200);
    expect(mailbox.mails).toHaveLength(2);
  });

  it('11020: wrong, expired or replaced codes; 11023 after 5 wrong tries', async () => {
    const hash = md5('pw');
    const body = (emailCode: string) => ({
      email: 'code@example.com',
      emailCode,
      password: hash,
      ackPassword: hash,
    });
    await slider('code@example.com');
    await client.post('/userapi/email/getCode', { email: 'code@example.com', type: 1 });
    const first = mailbox.lastCodeFor('code@example.com');
    const wrongCode = first === '000000' ? '111111' : '000000';

    const wrong = await client.post('/userapi/register', body(wrongCode));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 11020, msg: 'the e-mail code is wrong or has expired', data: null });
    for (let i = 2; i <= 4; i += 1)
      expect((await client.post('/userapi/register', body(wrongCode))).json().code).toBe(11020);
    const fifth = await client.post('/userapi/register', body(wrongCode));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      code: 11023,
      msg: 'too many wrong codes, please ask for a new one',
      data: null,
    });
    // Even the right code is refused now.
    expect((await client.post('/userapi/register', body(first))).json().code).toBe(11023);

    // A new code replaces the old one.
    clock += 61_000;
    await slider('code@example.com');
    await client.post('/userapi/email/getCode', { email: 'code@example.com', type: 1 });
    const second = mailbox.lastCodeFor('code@example.com');
    if (second !== first)
      expect((await client.post('/userapi/register', body(first))).json().code).toBe(11020);

    // It expires after 10 minutes.
    clock += 10 * 60_000 + 1;
    expect((await client.post('/userapi/register', body(second))).json().code).toBe(11020);
    expect((await testDb.db.query('SELECT id FROM users')).rows).toHaveLength(0);
  });

  it('a register code does not sign in, and a sign-in code does not register', async () => {
    await slider('mix@example.com');
    await client.post('/userapi/email/getCode', { email: 'mix@example.com', type: 1 });
    const code = mailbox.lastCodeFor('mix@example.com');
    expect(
      (await client.post('/userapi/login', { email: 'mix@example.com', emailCode: code, type: 2 })).json()
        .code,
    ).toBe(11036);
  });
});

describe('housekeeping', () => {
  it('purges codes, grants and tokens that can no longer be used, and keeps live ones', async () => {
    const password = await registerAccount(client, mailbox, 'keep@example.com');
    const token = (
      await client.post('/userapi/login', { email: 'keep@example.com', password, type: 1 })
    ).json().data.token as string;
    await slider('later@example.com');
    expect(await purgeExpired(testDb.db, new Date(clock))).toBe(0);
    const count = async (table: string) =>
      (await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;
    expect(await purgeExpired(testDb.db, new Date(clock + 2 * 3600_000))).toBe(3);
    expect(await count('email_codes')).toBe(0);
    expect(await count('slider_grants')).toBe(0);
    expect(await count('auth_tokens')).toBe(1);
    expect((await client.get('/userapi/getUser', {}, { token })).json().code).toBe(200);
  });
});

describe('mail failure', () => {
  it('answers 10006 and undoes the code, so the person can retry at once', async () => {
    await server.close();
    const failing = {
      sendCode: async () => Promise.reject(new Error('connection refused')),
      sendNotice: async () => Promise.reject(new Error('connection refused')),
      close: async () => {},
    };
    server = await buildTestApp({ db: testDb.db, mailer: failing, now: () => clock });
    client = new ApiClient(server, undefined, () => clock);
    await slider('down@example.com');
    const answer = await client.post('/userapi/email/getCode', { email: 'down@example.com', type: 1 });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      code: 10006,
      msg: 'the e-mail could not be sent, please retry',
      data: null,
    });
    expect((await testDb.db.query('SELECT id FROM email_codes')).rows).toHaveLength(0);
    // The slider grant was given back and no countdown started.
    await server.close();
    server = await buildTestApp({ db: testDb.db, mailer: mailbox, now: () => clock });
    client = new ApiClient(server, client.clientId, () => clock);
    expect(
      (await client.post('/userapi/email/getCode', { email: 'down@example.com', type: 1 })).json().code,
    ).toBe(200);
  });
});

describe('faults of the origin itself', () => {
  it('answer 500 with 10007 in the envelope, in the request language, without details', async () => {
    await server.close();
    let broken = false;
    const db = testDb.db;
    const flaky: Db = {
      kind: db.kind,
      query: (sql, params) =>
        broken ? Promise.reject(new Error('connection lost: secret detail')) : db.query(sql, params),
      exec: (sql) => db.exec(sql),
      transaction: (work) => db.transaction(work),
      close: async () => {},
    };
    server = await buildTestApp({ db: flaky, mailer: mailbox, now: () => clock });
    client = new ApiClient(server, undefined, () => clock);
    broken = true;
    const answer = await client.post(
      '/userapi/login',
      { email: 'a@b.co', password: md5('x'), type: 1 },
      { lang: 'vi' },
    );
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ code: 10007, msg: 'máy chủ gặp sự cố, vui lòng thử lại', data: null });
    expect((await server.inject({ url: '/healthz' })).json().code).toBe(10007);
  });
});

describe('validation messages of PRODUCT.md §5', () => {
  const cases: [string, string, unknown, string][] = [
    ['login', '/userapi/login', { password: md5('x'), type: 1 }, 'please enter valid email first'],
    [
      'login',
      '/userapi/login',
      { email: 'not-an-email', password: md5('x'), type: 1 },
      'please enter valid email first',
    ],
    ['login', '/userapi/login', { email: 'a@b.co', type: 1 }, 'please input password'],
    ['login', '/userapi/login', { email: 'a@b.co', password: '', type: 1 }, 'please input password'],
    [
      'login',
      '/userapi/login',
      { email: 'a@b.co', password: 'plain text', type: 1 },
      'the password must be sent as a lowercase MD5 hash',
    ],
    ['login', '/userapi/login', { email: 'a@b.co', type: 2 }, 'please input the e-mail code'],
    [
      'login',
      '/userapi/login',
      { email: 'a@b.co', password: md5('x'), type: 3 },
      'sign-in type must be 1 (password) or 2 (e-mail code)',
    ],
    [
      'login',
      '/userapi/login',
      { email: 'a@b.co', password: md5('x') },
      'sign-in type must be 1 (password) or 2 (e-mail code)',
    ],
    ['register', '/userapi/register', {}, 'please enter valid email first'],
    ['register', '/userapi/register', { email: 'a@b' }, 'please enter valid email first'],
    ['register', '/userapi/register', { email: 'a@b.co' }, 'please input the e-mail code'],
    ['register', '/userapi/register', { email: 'a@b.co', emailCode: '123456' }, 'please input password'],
    [
      'register',
      '/userapi/register',
      { email: 'a@b.co', emailCode: '123456', password: md5('x') },
      'please confirm the password',
    ],
    [
      'register',
      '/userapi/register',
      { email: 'a@b.co', emailCode: '123456', password: md5('x'), ackPassword: md5('y') },
      'passwords do not match',
    ],
    ['getCode', '/userapi/email/getCode', { type: 1 }, 'please enter valid email first'],
    [
      'getCode',
      '/userapi/email/getCode',
      { email: 'a@b.co', type: 7 },
      'code type must be 1 (register) or 2 (sign in)',
    ],
  ];
  it.each(cases)('%s %s %j: %s', async (_name, path, body, msg) => {
    const answer = await client.post(path, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 10001, msg, data: null });
  });

  it('answers in the language of the request', async () => {
    const body = { email: 'a@b.co', emailCode: '123456', password: md5('x'), ackPassword: md5('y') };
    expect((await client.post('/userapi/register', body, { lang: 'zh' })).json().msg).toBe(
      '两次输入的密码不一致',
    );
    expect((await client.post('/userapi/register', body, { lang: 'vi' })).json().msg).toBe(
      'mật khẩu không khớp',
    );
    expect((await client.post('/userapi/login', {}, { lang: 'zh' })).json().msg).toBe('请先输入有效的邮箱');
    expect((await client.post('/userapi/login', {}, { lang: 'vi' })).json().msg).toBe(
      'vui lòng nhập email hợp lệ trước',
    );
  });

  it('answers broken JSON, unknown routes and wrong methods in the envelope', async () => {
    const broken = await server.inject({
      method: 'POST',
      url: '/userapi/login',
      headers: { ...client.headersFor('/userapi/login'), 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 10001, msg: 'the request body is not valid JSON', data: null });
    const huge = await client.post('/userapi/feedback', { content: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ code: 10001, msg: 'the request body is too large', data: null });
    const text = await server.inject({
      method: 'POST',
      url: '/userapi/login',
      headers: { ...client.headersFor('/userapi/login'), 'content-type': 'text/plain' },
      payload: 'email=a@b.co',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ code: 10001, msg: 'the request body must be a JSON object', data: null });
    const list = await client.post('/userapi/register', [1, 2]);
    expect(list.json()).toEqual({ code: 10001, msg: 'the request body must be a JSON object', data: null });
    const missing = await client.get('/userapi/nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 10005, msg: 'not found: /userapi/nothing', data: null });
  });
});

describe('signed requests (PRODUCT.md §7)', () => {
  it('refuses a missing or wrong access key', async () => {
    const headers = client.headersFor('/userapi/getUser');
    const none = await server.inject({
      method: 'GET',
      url: '/userapi/getUser',
      headers: { ...headers, 'x-access-key': '' },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 10002, msg: 'invalid access key', data: null });
  });

  it('refuses a bad signature, a stale or future timestamp, and a replay', async () => {
    const path = '/userapi/email/getSlideVerificationCode';
    const query = { email: 'sig@example.com', position: '100', track: HUMAN_TRACK };
    const headers = client.headersFor(path, query);
    const tampered = await server.inject({
      method: 'GET',
      url: path,
      query: { ...query, email: 'x@example.com' },
      headers,
    });
    expect(tampered.json()).toEqual({ code: 10002, msg: 'request signature is invalid', data: null });

    const first = await server.inject({ method: 'GET', url: path, query, headers });
    expect(first.json().code).toBe(200);
    const replay = await server.inject({ method: 'GET', url: path, query, headers });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ code: 10002, msg: 'this request was already received', data: null });

    const oldHeaders = new ApiClient(server, 'old', () => clock - 6 * 60_000).headersFor(path, query);
    const stale = await server.inject({ method: 'GET', url: path, query, headers: oldHeaders });
    expect(stale.json().msg).toBe('request timestamp is stale or in the future; check the device clock');
    const futureHeaders = new ApiClient(server, 'future', () => clock + 6 * 60_000).headersFor(path, query);
    expect(
      (await server.inject({ method: 'GET', url: path, query, headers: futureHeaders })).json().code,
    ).toBe(10002);
    expect((await testDb.db.query('SELECT id FROM slider_grants')).rows).toHaveLength(1);
  });

  it('with REQUIRE_SIGNATURE=false needs only the access key', async () => {
    await server.close();
    server = await buildTestApp({
      db: testDb.db,
      mailer: mailbox,
      config: testConfig({ requireSignature: false }),
    });
    const plain = (headers: Record<string, string>) =>
      server.inject({
        method: 'POST',
        url: '/userapi/login',
        headers,
        payload: { email: 'x@y.co', password: md5('x'), type: 1 },
      });
    expect((await plain({ 'x-access-key': server.config.accessKey })).json().code).toBe(11036);
    expect((await plain({})).json().code).toBe(10002);
  });

  it('leaves /healthz and /docs open', async () => {
    expect((await server.inject({ url: '/healthz' })).json()).toMatchObject({
      code: 200,
      data: { db: expect.any(String) },
    });
    const docs = await server.inject({ url: '/docs/json' });
    const paths = Object.keys(docs.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/userapi/register',
        '/userapi/login',
        '/userapi/getUser',
        '/userapi/logout',
        '/userapi/email/getCode',
        '/userapi/email/getSlideVerificationCode',
        '/userapi/feedback',
        '/healthz',
      ]),
    );
    expect(docs.json().paths['/userapi/login'].post).toMatchObject({
      tags: ['accounts'],
      summary: expect.any(String),
    });
    expect((await server.inject({ url: '/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('rate limits', () => {
  it('limits sign-in per IP, answered in the envelope (wrong passwords per e-mail: signInBackoff.test.ts)', async () => {
    const { rateLimits } = server.config;
    const body = { email: 'slow@example.com', password: md5('x'), type: 1 };
    for (let i = 0; i < rateLimits.loginPerIp.max; i += 1) {
      await client.post('/userapi/login', { ...body, email: `u${i}@example.com` }, { ip: '10.9.9.9' });
    }
    const perIp = await client.post(
      '/userapi/login',
      { ...body, email: 'fresh@example.com' },
      { ip: '10.9.9.9', lang: 'zh' },
    );
    expect(perIp.statusCode).toBe(429);
    // The limiter's window runs on the real clock: a slow machine may be a second into it.
    const seconds = Number(perIp.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(55);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(perIp.json()).toEqual({ code: 10004, msg: `请求过于频繁，请 ${seconds} 秒后重试`, data: null });
  });

  it('limits code requests and registrations per IP', async () => {
    const { rateLimits } = server.config;
    for (let i = 0; i < rateLimits.getCodePerIp.max; i += 1) {
      await client.post('/userapi/email/getCode', { email: `c${i}@example.com`, type: 1 });
    }
    expect(
      (await client.post('/userapi/email/getCode', { email: 'z@example.com', type: 1 })).json().code,
    ).toBe(10004);
    const hash = md5('x');
    for (let i = 0; i < rateLimits.registerPerIp.max; i += 1) {
      await client.post('/userapi/register', {
        email: `r${i}@example.com`,
        emailCode: '1',
        password: hash,
        ackPassword: hash,
      });
    }
    const limited = await client.post('/userapi/register', {
      email: 'q@example.com',
      emailCode: '1',
      password: hash,
      ackPassword: hash,
    });
    expect(limited.json().code).toBe(10004);
  });
});
