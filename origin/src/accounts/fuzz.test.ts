import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  buildTestApp,
  dbFingerprint,
  expectOk,
  HUMAN_TRACK,
  MailBox,
  md5,
  openTestDb,
  registerAccount,
  type TestDb,
  testConfig,
  unlimited,
} from '../testing/harness';

const ROUTES = [
  { method: 'POST', url: '/userapi/register' },
  { method: 'POST', url: '/userapi/login' },
  { method: 'GET', url: '/userapi/getUser' },
  { method: 'POST', url: '/userapi/logout' },
  { method: 'POST', url: '/userapi/email/getCode' },
  { method: 'GET', url: '/userapi/email/getSlideVerificationCode' },
  { method: 'POST', url: '/userapi/feedback' },
] as const;

const REGISTERED = 'member@example.com';
let cases = 0;

let testDb: TestDb;
let server: FastifyInstance;
let client: ApiClient;
/** Not the device that passed the slider check, so its grant cannot be spent by the fuzzer. */
let fuzzer: ApiClient;

beforeAll(async () => {
  testDb = await openTestDb();
  const config = testConfig();
  const mailbox = new MailBox();
  server = await buildTestApp({
    db: testDb.db,
    mailer: mailbox,
    config: { ...config, rateLimits: unlimited(config) },
  });
  client = new ApiClient(server);
  fuzzer = new ApiClient(server);
  // Some state for the inputs to run into: an account with a live token, and a slider grant.
  const password = await registerAccount(client, mailbox, REGISTERED);
  await expectOk(client.post('/userapi/login', { email: REGISTERED, password, type: 1 }));
  await expectOk(
    client.get('/userapi/email/getSlideVerificationCode', {
      email: 'granted@example.com',
      position: '100',
      track: HUMAN_TRACK,
    }),
  );
});
afterAll(async () => {
  await server.close();
  await testDb.close();
  console.info(`fuzz of /userapi on the origin: ${cases} requests, every one a 4xx envelope, no row changed`);
});

const text = fc.string({ unit: 'grapheme-ascii', maxLength: 40 });
const anyText = fc.oneof(text, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
const field = fc.constantFrom(
  'email',
  'password',
  'ackPassword',
  'emailCode',
  'type',
  'content',
  'contact',
  'position',
  'track',
  '__proto__',
  'constructor',
);
const fieldValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  anyText,
  fc.constantFrom(
    REGISTERED,
    ' MEMBER@example.com',
    'granted@example.com',
    'a@b.c',
    '',
    '1',
    '2',
    '100',
    HUMAN_TRACK,
  ),
  fc.constantFrom(md5('x'), '000000', '123456', 'x'.repeat(5000)),
  // What has broken servers before: NUL and other controls, halves of UTF-16 pairs, numbers that are not.
  fc.constantFrom(
    'a\u0000b@example.com',
    'member\u0001@example.com',
    'x@exa\u007fmple.com',
    'a\ud800@b.cn',
    '\u0000',
    'note\u001b[2J',
    'Infinity',
    '1e308',
    -0,
    1e308,
  ),
  fc.integer(),
  fc.double(),
);
const email = fc.oneof(
  fc.constantFrom(
    REGISTERED,
    ' Member@Example.com ',
    'granted@example.com',
    'new@example.com',
    'member\u0000@example.com',
  ),
  fc.emailAddress(),
);
const hex32 = fc.stringMatching(/^[0-9a-f]{32}$/);
const sixDigits = fc.stringMatching(/^[0-9]{6}$/);
const track = fc
  .array(fc.tuple(fc.nat(70_000), fc.nat(120)), { minLength: 0, maxLength: 8 })
  .map((points) => points.map(([ms, position]) => `${ms}:${position}`).join(','));
/** Bodies that pass the schemas but are wrong: they reach the account logic and the database. */
const wellFormed = fc.oneof(
  fc.record({ email, emailCode: sixDigits, password: hex32, ackPassword: hex32 }),
  fc.record(
    { email, type: fc.constantFrom(1, 2), password: hex32, emailCode: sixDigits },
    { requiredKeys: ['email', 'type'] },
  ),
  fc.record({ email, type: fc.constantFrom(1, 2) }),
);
/** Bodies near the real ones (known fields, wrong values), well-formed ones, and anything at all. */
const body = fc.oneof(
  fc.dictionary(field, fieldValue, { maxKeys: 6 }),
  { arbitrary: wellFormed, weight: 2 },
  fc.jsonValue({ maxDepth: 3 }),
);
const query = fc.oneof(
  fc.dictionary(fc.oneof(field, text), fc.oneof(text, fc.constantFrom(REGISTERED, '100', HUMAN_TRACK)), {
    maxKeys: 5,
  }),
  fc.record({ email, position: fc.constantFrom('100', '99', '0', 'x'), track }),
);
const headerName = fc.constantFrom(
  'x-access-key',
  'x-device-id',
  'token',
  'x-timestamp',
  'x-sign',
  'lang',
  'content-type',
  'x-forwarded-for',
  'x-csrf-token',
);
const headers = fc.dictionary(headerName, text, { maxKeys: 6 });
const route = fc.constantFrom(...ROUTES);
const lang = fc.constantFrom('zh', 'en', 'vi', 'xx', '');

function expectEnvelopeFailure(answer: { statusCode: number; body: string }, input: unknown) {
  const context = JSON.stringify(input).slice(0, 400);
  expect(answer.statusCode, context).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode, context).toBeLessThan(500);
  const envelope = JSON.parse(answer.body);
  expect(envelope, context).toEqual({ code: expect.any(Number), msg: expect.any(String), data: null });
  expect(envelope.code, context).not.toBe(200);
  expect(envelope.msg.length, context).toBeGreaterThan(0);
}

describe('fuzzing every /userapi route', () => {
  it('signed requests with random bodies and queries answer 4xx in the envelope and change nothing', async () => {
    const before = await dbFingerprint(testDb.db);
    await fc.assert(
      fc.asyncProperty(
        route,
        body,
        query,
        lang,
        fc.boolean(),
        async (target, payload, params, language, raw) => {
          const stringQuery = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
          const request: InjectOptions = {
            method: target.method,
            url: target.url,
            query: stringQuery,
            headers: {
              ...fuzzer.headersFor(target.url, stringQuery, { lang: language }),
              'content-type': raw ? 'text/plain' : 'application/json',
            },
            remoteAddress: '127.0.0.1',
          };
          if (target.method === 'POST') request.payload = JSON.stringify(payload) ?? '';
          cases += 1;
          expectEnvelopeFailure(await server.inject(request), { target, payload, params });
        },
      ),
      { numRuns: 400 },
    );
    expect(await dbFingerprint(testDb.db)).toEqual(before);
  });

  it('random headers answer 4xx in the envelope and change nothing', async () => {
    const before = await dbFingerprint(testDb.db);
    await fc.assert(
      fc.asyncProperty(route, headers, body, fc.boolean(), async (target, randomHeaders, payload, signed) => {
        const base = signed ? fuzzer.headersFor(target.url) : {};
        const request: InjectOptions = {
          method: target.method,
          url: target.url,
          headers: { ...base, ...randomHeaders },
          remoteAddress: '127.0.0.1',
        };
        if (target.method === 'POST') request.payload = JSON.stringify(payload);
        cases += 1;
        expectEnvelopeFailure(await server.inject(request), { target, randomHeaders, payload });
      }),
      { numRuns: 300 },
    );
    expect(await dbFingerprint(testDb.db)).toEqual(before);
  });
});
