import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  buildTestApp,
  expectOk,
  HUMAN_TRACK,
  MailBox,
  md5,
  openTestDb,
  type TestDb,
  testConfig,
  unlimited,
} from '../testing/harness';

let testDb: TestDb;
let server: FastifyInstance;
const mailbox = new MailBox();

beforeAll(async () => {
  testDb = await openTestDb();
  const config = testConfig();
  server = await buildTestApp({
    db: testDb.db,
    mailer: mailbox,
    config: { ...config, rateLimits: unlimited(config) },
  });
});
afterAll(async () => {
  await server.close();
  await testDb.close();
});

describe('concurrent requests for one e-mail', () => {
  it('50 concurrent registrations of one e-mail (any case or spacing) create exactly one account', async () => {
    const client = new ApiClient(server);
    const email = 'crowd@example.com';
    await expectOk(
      client.get('/userapi/email/getSlideVerificationCode', { email, position: '100', track: HUMAN_TRACK }),
    );
    await expectOk(client.post('/userapi/email/getCode', { email, type: 1 }));
    const emailCode = mailbox.lastCodeFor(email);
    const spellings = ['crowd@example.com', 'CROWD@example.com', ' Crowd@Example.COM ', 'crowd@EXAMPLE.com'];

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const hash = md5(`password ${i}`);
        return new ApiClient(server, `device ${i}`).post(
          '/userapi/register',
          { email: spellings[i % spellings.length], emailCode, password: hash, ackPassword: hash },
          { ip: `10.1.0.${i}` },
        );
      }),
    );

    const codes = answers.map((answer) => answer.json().code as number);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    // The others lost the race: the single-use code is gone (11020), and so many wrong codes for one
    // e-mail are slowed, then locked (10004, codeGuesses.ts).
    for (const answer of answers) {
      expect([200, 400, 429]).toContain(answer.statusCode);
      expect([200, 11020, 10004]).toContain(answer.json().code);
    }
    const users = await testDb.db.query<{ email: string }>('SELECT email FROM users');
    expect(users.rows).toEqual([{ email }]);
  });

  it('20 concurrent code requests for one e-mail send exactly one code', async () => {
    const email = 'burst@example.com';
    const clients = Array.from({ length: 20 }, (_, i) => new ApiClient(server, `burst ${i}`));
    for (const client of clients) {
      await expectOk(
        client.get('/userapi/email/getSlideVerificationCode', { email, position: '100', track: HUMAN_TRACK }),
      );
    }
    const answers = await Promise.all(
      clients.map((client) => client.post('/userapi/email/getCode', { email, type: 1 })),
    );
    const codes = answers.map((answer) => answer.json().code as number);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 11021)).toHaveLength(19);
    expect(mailbox.mails.filter((mail) => mail.to === email)).toHaveLength(1);
  });
});
