// Slow guessing and enumeration (docs/API.md "E-mail code guessing" and
// "What each call tells"), and the code mail itself, against the real app, a real database and a real
// SMTP server: every mail below went over SMTP and was read back from what the server received.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeMailText } from '../mail/templates';
import {
  ApiClient,
  buildTestApp,
  expectOk,
  HUMAN_TRACK,
  md5,
  openTestDb,
  resetDb,
  type TestDb,
  testConfig,
} from '../testing/harness';
import { CODE_GUESSES, guessingOdds } from './codeGuesses';
import { EMAIL_CODE_RULES } from './emailCodes';

interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** RFC 2047 words (=?UTF-8?B?…?= or ?Q?) of a header, decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The subject and text of a plain mail as nodemailer writes it (7bit, quoted-printable or base64). */
function readMail(from: string, to: string, raw: string): Mail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return { from, to, subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n').trimEnd() };
}

let testDb: TestDb;
let smtp: SMTPServer;
let smtpUrl: string;
const inbox: Mail[] = [];
let server: FastifyInstance | undefined;
let clock: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        for (const rcpt of session.envelope.rcptTo) inbox.push(readMail(from, rcpt.address, raw));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  testDb = await openTestDb();
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await testDb.close();
});

/**
 * The app with the product's own limits, built once for the file (its request limits are counted in
 * memory, so each test below comes from addresses of its own), on an emptied database, mailing over SMTP,
 * with the clock in the test's hands.
 */
async function start(): Promise<FastifyInstance> {
  await resetDb(testDb.db);
  inbox.length = 0;
  clock = Date.UTC(2026, 10, 28, 9);
  server ??= await buildTestApp({
    db: testDb.db,
    config: testConfig({ smtpUrl, mailFrom: 'Pitchside <codes@pitchside.test>' }),
    mailer: undefined,
    now: () => clock,
  });
  return server;
}

const mailsTo = (email: string) => inbox.filter((mail) => mail.to === email);
const codeIn = (mail: Mail | undefined) => /(\d{6})$/m.exec(mail?.text ?? '')?.[1];

async function askCode(client: ApiClient, email: string, type: 1 | 2, ip: string, lang = 'en') {
  await expectOk(
    client.get(
      '/userapi/email/getSlideVerificationCode',
      { email, position: '100', track: HUMAN_TRACK },
      { ip },
    ),
  );
  return client.post('/userapi/email/getCode', { email, type }, { ip, lang });
}

/** Signs up through the calls, in `lang`: the account's language from then on. */
async function signUp(client: ApiClient, email: string, ip: string, lang: string): Promise<string> {
  await expectOk(askCode(client, email, 1, ip, lang));
  const password = md5('a long and private one');
  const emailCode = codeIn(mailsTo(email).at(-1));
  await expectOk(
    client.post('/userapi/register', { email, emailCode, password, ackPassword: password }, { ip, lang }),
  );
  return password;
}

describe('code mail over SMTP', () => {
  it('delivers the code to a real SMTP server, and that code registers the account', async () => {
    const client = new ApiClient(await start(), undefined, () => clock);
    const email = 'smtp.fan@example.com';
    await expectOk(askCode(client, email, 1, '192.0.2.20'));
    expect(inbox).toHaveLength(1);
    const mail = inbox[0];
    expect(mail?.from).toBe('codes@pitchside.test');
    expect(mail?.to).toBe(email);
    expect(mail?.subject).toMatch(/^Your Pitchside sign-up code: \d{6}$/);
    const code = /^Your sign-up code is: (\d{6})$/m.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const hash = md5('from the mail');
    const ip = { ip: '192.0.2.20' };
    await expectOk(
      client.post('/userapi/register', { email, emailCode: code, password: hash, ackPassword: hash }, ip),
    );
    await expectOk(client.post('/userapi/login', { email, password: hash, type: 1 }, ip));
  });
});

describe('e-mail code guessing is capped per account (finding 6)', () => {
  it('the arithmetic: 7,200 guesses a day before (about 19% in 30 days), 20 now (0.06%)', () => {
    const day = 24 * 60 * 60_000;
    const space = 10 ** EMAIL_CODE_RULES.digits;
    // Before: one code a minute for the e-mail, five tries each, nothing per day.
    const before = (day / EMAIL_CODE_RULES.resendAfterMs) * EMAIL_CODE_RULES.maxWrongTries;
    expect(before).toBe(7200);
    const beforeIn30 =
      1 - (1 - EMAIL_CODE_RULES.maxWrongTries / space) ** ((30 * day) / EMAIL_CODE_RULES.resendAfterMs);
    expect(beforeIn30).toBeCloseTo(0.194, 3);
    const now = guessingOdds(30, EMAIL_CODE_RULES.digits);
    expect(now).toEqual({ perDay: 20, guesses: 600, chance: 0.0006 });
    expect(now.chance).toBeLessThan(0.001);
  });

  it('many codes and guesses from several addresses: 20 a day are checked, the owner is told once, and even a right code waits for the lift', async () => {
    const app = await start();
    const owner = new ApiClient(app, 'owner-phone', () => clock);
    const email = 'keeper@example.com';
    const ownerIp = '198.51.100.7';
    await signUp(owner, email, ownerIp, 'vi');
    clock += 61_000;

    // The attacker: four addresses, the owner's device id, an X-Forwarded-For of its choosing (not
    // believed: it does not come from a trusted proxy), a new code whenever the last one is used up.
    const attacker = new ApiClient(app, 'owner-phone', () => clock);
    const addresses = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];
    let codes = 0;
    let real = '';
    let checked = 0;
    let slowed = 0;
    let lockAnswer: { code: number; msg: string; retryAfter: number } | undefined;
    for (let attempt = 0; !lockAnswer && attempt < 60; attempt += 1) {
      const ip = addresses[attempt % addresses.length] ?? '';
      if (real === '') {
        await expectOk(askCode(attacker, email, 2, ip));
        codes += 1;
        real = codeIn(mailsTo(email).at(-1)) ?? '';
      }
      const wrong = String((Number(real) + 1 + attempt) % 1_000_000).padStart(6, '0');
      const answer = await attacker.post(
        '/userapi/login',
        { email, emailCode: wrong, type: 2 },
        { ip, lang: 'zh', headers: { 'x-forwarded-for': `10.9.0.${attempt}` } },
      );
      const { code, msg } = answer.json<{ code: number; msg: string }>();
      const retryAfter = Number(answer.headers['retry-after']);
      if (code === 11020) checked += 1;
      else if (code === 11023) {
        checked += 1;
        real = '';
        clock += 61_000;
      } else if (code === 10004 && msg.includes('秒后重试')) {
        // Slowed: the attacker waits exactly as long as told.
        slowed += 1;
        clock += retryAfter * 1000;
      } else {
        expect(code).toBe(10004);
        checked += 1; // the guess that locked it was checked, and wrong
        lockAnswer = { code, msg, retryAfter };
      }
    }
    expect(codes).toBeGreaterThan(1);
    // Before, every one of these guesses was checked: 7,200 a day. Now the day's cap stops them at 20.
    expect(checked).toBe(CODE_GUESSES.lockAt);
    expect(slowed).toBeGreaterThan(0);
    expect(lockAnswer?.msg).toMatch(
      /^该邮箱今天的验证码错误次数过多：\d{4}-\d\d-\d\d \d\d:\d\d UTC 之前不再接受验证码/,
    );
    expect(lockAnswer?.retryAfter).toBe(CODE_GUESSES.lockMs / 1000);

    // Told once, in the account's language (it signed up in vi), over SMTP.
    const told = () => mailsTo(email).filter((mail) => mail.subject.includes('tạm dừng'));
    expect(told()).toHaveLength(1);
    const until = new Date(clock + CODE_GUESSES.lockMs);
    expect(told()[0]).toEqual({
      from: 'codes@pitchside.test',
      to: email,
      ...noticeMailText('vi', { kind: 'codeLocked', until }),
    });

    // More guesses while locked are refused unchecked, and tell the owner nothing more.
    for (const ip of addresses) {
      const more = await attacker.post('/userapi/login', { email, emailCode: '000000', type: 2 }, { ip });
      expect(more.json().code).toBe(10004);
    }
    expect(told()).toHaveLength(1);

    // The owner's own device, from the owner's own address, with the right code: refused until the lift,
    // in the owner's language.
    clock += 61_000;
    await expectOk(askCode(owner, email, 2, ownerIp, 'vi'));
    const right = codeIn(mailsTo(email).at(-1));
    const refused = await owner.post(
      '/userapi/login',
      { email, emailCode: right, type: 2 },
      { ip: ownerIp, lang: 'vi' },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(10004);
    expect(refused.json().msg).toMatch(
      /^email này bị nhập sai mã quá nhiều lần hôm nay: mã sẽ bị từ chối đến .* UTC/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // A password still signs in.
    const byPassword = await owner.post(
      '/userapi/login',
      { email, password: md5('a long and private one'), type: 1 },
      { ip: ownerIp },
    );
    expect(byPassword.json().code).toBe(200);

    // Once the lock lifts, a right code signs in.
    clock += CODE_GUESSES.lockMs;
    await expectOk(askCode(owner, email, 2, ownerIp, 'vi'));
    const later = codeIn(mailsTo(email).at(-1));
    await expectOk(owner.post('/userapi/login', { email, emailCode: later, type: 2 }, { ip: ownerIp }));
    expect(told()).toHaveLength(1);
  });
});

describe('the account calls tell a registered e-mail from another only where the catalogue does (finding 8)', () => {
  it('slider, code requests and sign-up answer alike; the owner gets a notice, the stranger a code', async () => {
    const app = await start();
    const client = new ApiClient(app, undefined, () => clock);
    const known = 'known@example.com';
    const password = await signUp(client, known, '192.0.2.1', 'zh');
    const stranger = 'stranger@example.com';
    const answer = async (pending: ReturnType<ApiClient['post']>) => {
      const response = await pending;
      return { status: response.statusCode, body: response.json() };
    };
    // Each answer with the mails its address had by then: an answer that waits for its one mail either
    // way takes about the same time for both (the times are printed, not asserted: they vary with load).
    const both = async (call: (email: string) => ReturnType<ApiClient['post']>) => {
      const t0 = performance.now();
      const forKnown = await answer(call(known));
      const knownMails = mailsTo(known).length;
      const t1 = performance.now();
      const forStranger = await answer(call(stranger));
      const strangerMails = mailsTo(stranger).length;
      const t2 = performance.now();
      return {
        forKnown,
        forStranger,
        mailed: [knownMails, strangerMails] as const,
        ms: [t1 - t0, t2 - t1] as const,
      };
    };
    clock += 61_000;
    inbox.length = 0;

    // The slider check: never looked at accounts.
    const slider = await both((email) =>
      client.get('/userapi/email/getSlideVerificationCode', { email, position: '100', track: HUMAN_TRACK }),
    );
    expect(slider.forKnown.body.code).toBe(200);
    expect(slider.forStranger.status).toBe(slider.forKnown.status);

    // A sign-up code: "captcha sent" for both. The stranger gets a code; the owner a notice in the
    // account's language (cn), not a code.
    const timings: Array<readonly [number, number]> = [];
    const mailedByAnswer: Array<readonly [number, number]> = [];
    const register = await both((email) => client.post('/userapi/email/getCode', { email, type: 1 }));
    expect(register.forKnown).toEqual({ status: 200, body: { code: 200, msg: 'captcha sent', data: null } });
    expect(register.forStranger).toEqual(register.forKnown);
    timings.push(register.ms);
    mailedByAnswer.push(register.mailed);
    expect(mailsTo(stranger).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your Pitchside sign-up code: \d{6}$/),
    ]);
    expect(mailsTo(known)).toEqual([
      { from: 'codes@pitchside.test', to: known, ...noticeMailText('cn', { kind: 'registerTaken' }) },
    ]);

    // Signing up with a wrong code: 11020 for both (a taken address is no longer 11130 before the code).
    const hash = md5('x');
    const signUpTry = await both((email) =>
      client.post('/userapi/register', { email, emailCode: '000001', password: hash, ackPassword: hash }),
    );
    expect(signUpTry.forKnown.body).toEqual({
      code: 11020,
      msg: 'the e-mail code is wrong or has expired',
      data: null,
    });
    expect(signUpTry.forStranger).toEqual(signUpTry.forKnown);

    // A sign-in code: "captcha sent" for both. The owner gets a code, the stranger's address a notice.
    clock += 61_000;
    inbox.length = 0;
    await both((email) =>
      client.get('/userapi/email/getSlideVerificationCode', { email, position: '100', track: HUMAN_TRACK }),
    );
    const signIn = await both((email) => client.post('/userapi/email/getCode', { email, type: 2 }));
    expect(signIn.forKnown).toEqual({ status: 200, body: { code: 200, msg: 'captcha sent', data: null } });
    expect(signIn.forStranger).toEqual(signIn.forKnown);
    timings.push(signIn.ms);
    mailedByAnswer.push(signIn.mailed);
    expect(mailsTo(known).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your Pitchside sign-in code: \d{6}$/),
    ]);
    expect(mailsTo(stranger)).toEqual([
      { from: 'codes@pitchside.test', to: stranger, ...noticeMailText('en', { kind: 'noAccount' }) },
    ]);

    // Each answered once its one mail was handed over, the code or the notice: the same work either way.
    console.info(
      `getCode (sign-up, sign-in): registered ${timings.map(([k]) => k.toFixed(1)).join(', ')} ms, ` +
        `no account ${timings.map(([, u]) => u.toFixed(1)).join(', ')} ms`,
    );
    expect(mailedByAnswer).toEqual([
      [1, 1],
      [1, 1],
    ]);

    // The 60 s countdown runs for both alike.
    await both((email) =>
      client.get('/userapi/email/getSlideVerificationCode', { email, position: '100', track: HUMAN_TRACK }),
    );
    const tooSoon = await both((email) => client.post('/userapi/email/getCode', { email, type: 1 }));
    expect(tooSoon.forKnown.body.code).toBe(11021);
    expect(tooSoon.forStranger).toEqual(tooSoon.forKnown);

    // Sign-in keeps the catalogue's 11036 (PRODUCT §8), by password and by code.
    const byPassword = await both((email) =>
      client.post('/userapi/login', { email, password: md5('no'), type: 1 }),
    );
    expect([byPassword.forKnown.body.code, byPassword.forStranger.body.code]).toEqual([11013, 11036]);
    const byCode = await both((email) =>
      client.post('/userapi/login', { email, emailCode: '000001', type: 2 }),
    );
    expect([byCode.forKnown.body.code, byCode.forStranger.body.code]).toEqual([11020, 11036]);
    expect((await client.post('/userapi/login', { email: known, password, type: 1 })).json().code).toBe(200);
  });

  it('one address may ask about 20 different e-mails an hour, by any call and on any origin of the database; others and the same e-mail again are not slowed', async () => {
    const app = await start();
    expect(app.config.rateLimits.emailsPerIp).toEqual({ max: 20, windowMs: 60 * 60_000 });
    const prober = new ApiClient(app, undefined, () => clock);
    const ip = '203.0.113.50';
    const calls = [
      (email: string) =>
        prober.get(
          '/userapi/email/getSlideVerificationCode',
          { email, position: '100', track: HUMAN_TRACK },
          { ip },
        ),
      (email: string) => prober.post('/userapi/login', { email, password: md5('x'), type: 1 }, { ip }),
      (email: string) => prober.post('/userapi/login', { email, emailCode: '000001', type: 2 }, { ip }),
      (email: string) => prober.post('/userapi/email/getCode', { email, type: 1 }, { ip }),
      (email: string) =>
        prober.post(
          '/userapi/register',
          { email, emailCode: '000001', password: md5('x'), ackPassword: md5('x') },
          { ip },
        ),
    ];
    for (let i = 0; i < 20; i += 1) {
      const answer = await calls[i % calls.length]?.(`probe${i}@example.com`);
      expect(answer?.json().code).not.toBe(10004);
    }
    // The 21st different e-mail is refused by every call, before anything is looked up, with the
    // catalogue's rate-limit answer; a forged X-Forwarded-For (not from a trusted proxy) changes nothing.
    for (const call of calls) {
      const refused = await call('probe20@example.com');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 10004,
        msg: 'too many requests, please retry in 3600 s',
        data: null,
      });
      expect(refused.headers['retry-after']).toBe('3600');
    }
    const forged = await prober.get(
      '/userapi/email/getSlideVerificationCode',
      { email: 'probe21@example.com', position: '100', track: HUMAN_TRACK },
      { ip, headers: { 'x-forwarded-for': '198.51.100.99' } },
    );
    expect(forged.json().code).toBe(10004);
    // A second origin on the same database counts the same e-mails: N origins allow 20, not N × 20.
    const second = await buildTestApp({
      db: testDb.db,
      config: app.config,
      mailer: undefined,
      now: () => clock,
    });
    try {
      const elsewhere = await new ApiClient(second, undefined, () => clock).get(
        '/userapi/email/getSlideVerificationCode',
        { email: 'probe22@example.com', position: '100', track: HUMAN_TRACK },
        { ip },
      );
      expect(elsewhere.json().code).toBe(10004);
    } finally {
      await second.close();
    }
    // An e-mail it already asked about is not counted again; another address is not slowed.
    expect((await calls[0]?.('probe0@example.com'))?.json().code).toBe(200);
    const neighbour = new ApiClient(app, undefined, () => clock);
    await expectOk(
      neighbour.get(
        '/userapi/email/getSlideVerificationCode',
        { email: 'probe20@example.com', position: '100', track: HUMAN_TRACK },
        { ip: '203.0.113.51' },
      ),
    );
    // An hour later it may ask again.
    clock += 60 * 60_000;
    expect((await calls[0]?.('probe20@example.com'))?.json().code).toBe(200);
  });
});
