import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  buildTestApp,
  expectOk,
  HUMAN_TRACK,
  md5,
  openTestDb,
  type TestDb,
  testConfig,
} from '../testing/harness';
import { logMailer } from './mailer';
import { codeMailText } from './templates';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

let testDb: TestDb;
let smtp: SMTPServer;
let server: FastifyInstance;
const inbox: ReceivedMail[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  testDb = await openTestDb();
  const config = testConfig({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailFrom: 'Pitchside <codes@pitchside.test>',
  });
  // No mailer handed in: the app builds its own SMTP mailer from the config.
  server = await buildTestApp({ db: testDb.db, config, mailer: undefined });
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await testDb.close();
});

describe('code mail over SMTP', () => {
  it('delivers the code to a real SMTP server, and that code registers the account', async () => {
    const client = new ApiClient(server);
    const email = 'smtp.fan@example.com';
    await expectOk(
      client.get('/userapi/email/getSlideVerificationCode', { email, position: '100', track: HUMAN_TRACK }),
    );
    await expectOk(client.post('/userapi/email/getCode', { email, type: 1 }));

    expect(inbox).toHaveLength(1);
    const mail = inbox[0];
    expect(mail?.from).toBe('codes@pitchside.test');
    expect(mail?.to).toEqual([email]);
    expect(mail?.raw).toMatch(/Subject: Your Pitchside sign-up code: \d{6}/);
    const code = /Your sign-up code is: (\d{6})/.exec(mail?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const hash = md5('from the mail');
    await expectOk(
      client.post('/userapi/register', { email, emailCode: code, password: hash, ackPassword: hash }),
    );
    await expectOk(client.post('/userapi/login', { email, password: hash, type: 1 }));
  });
});

describe('without SMTP', () => {
  it('writes each code to the log in one clear line', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    await logMailer(log).sendCode({
      to: 'new@example.com',
      code: '314159',
      purpose: 'register',
      locale: 'en',
      validMinutes: 10,
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}').msg).toMatch(/^E-MAIL CODE 314159 for new@example\.com \(register\)/);
  });
});

describe('mail text', () => {
  it('exists in cn, en and vi, with the code and its lifetime', () => {
    for (const locale of ['cn', 'en', 'vi'] as const) {
      for (const purpose of ['register', 'login'] as const) {
        const text = codeMailText(locale, purpose, '042917', 10);
        expect(text.subject).toContain('042917');
        expect(text.text).toContain('042917');
        expect(text.text).toContain('10');
      }
    }
    expect(codeMailText('cn', 'login', '1', 10).text).toContain('登录验证码');
    expect(codeMailText('vi', 'register', '1', 10).text).toContain('Mã đăng ký');
  });
});
