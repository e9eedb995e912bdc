// The fuzz suite through the whole product: malformed requests to every route of docs/API.md, sent over
// real HTTP to the real gateway app with the real origin behind it; malformed HTTP on a raw socket; and
// malformed Socket.IO events from real clients and raw WebSocket frames. Whatever arrives: no 5xx, no
// answer later than the time limit, no product row changed, and the gateway still serves a good client.
// (Bodies over the size limit and false content-encodings are the proxy's own tests: docs/API.md, Gateway.)
import { connect as connectTcp } from 'node:net';
import {
  API_HEADERS,
  DEFAULT_ACCESS_KEY,
  deviceIdFromClientId,
  md5Hex,
  signRequest,
} from '@pitchside/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { isHumanSliderRun } from '../../../origin/src/accounts/slider';
import { dbFingerprint } from '../../../origin/src/testing/harness';
import { signedInUser } from '../../../origin/src/testing/testApp';
import { type ClientSocket, connectClient, type TopicClient } from '../testing/harness';
import { type RealStack, startRealStack } from '../testing/realStack';

/** No answer may take longer than this (the browser gives up at 30 s, PRODUCT §9). */
const LIMIT_MS = 10_000;
const counts = { http: 0, rawHttp: 0, socketEvents: 0, rawFrames: 0 };
/** API failures that came back in another shape than the envelope, distinct (printed, for the record). */
const notEnvelope = new Set<string>();

let stack: RealStack;
let liveToken: string;
const MEMBER = 'member@example.com';

beforeAll(async () => {
  stack = await startRealStack();
  ({ token: liveToken } = await signedInUser(stack.testDb.db, MEMBER));
});
afterAll(async () => {
  await stack?.close();
  const total = counts.http + counts.rawHttp + counts.socketEvents + counts.rawFrames;
  console.info(
    `fuzz through the gateway: ${total} cases (${counts.http} HTTP requests, ${counts.rawHttp} raw HTTP ` +
      `messages, ${counts.socketEvents} Socket.IO events, ${counts.rawFrames} raw WebSocket frames): ` +
      `no 5xx, none over ${LIMIT_MS} ms, no product row changed`,
  );
  if (notEnvelope.size > 0) console.info(`API failures not in the envelope: ${[...notEnvelope].join(' | ')}`);
});

// ------------------------------------------------------------------------------------------ values

/** Text that has broken servers before: NUL and other controls, numbers that are not, paths, huge. */
const nastyText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b@example.com',
  '\u001b[31m',
  '\u0085',
  '\ud800',
  'Infinity',
  '-Infinity',
  '1e308',
  'NaN',
  '0x10',
  ' 5',
  '+5',
  '-1',
  '0',
  '2147483648',
  '9007199254740993',
  '1.5',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  '../../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '☃',
  '𝕏',
  'x'.repeat(3000),
);
const text = fc.oneof(nastyText, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
const plausible = fc.constantFrom(
  '1',
  '2',
  '3',
  '11',
  '21',
  '31',
  '100',
  '101',
  '1000',
  'a',
  'zh',
  'en',
  MEMBER,
);
const value = fc.oneof(text, plausible, fc.integer().map(String));
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  text,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, [], {}, 1e308, -0),
);

// ------------------------------------------------------------------------------------------ routes

type Route = { method: string; path: string; query?: string[] };
const ID = '{id}';
/** docs/API.md, "Accounts", "Match data", "Video (HLS)", "Pictures" and the gateway's own paths. */
const ROUTES: Route[] = [
  { method: 'POST', path: '/userapi/register' },
  { method: 'POST', path: '/userapi/login' },
  { method: 'GET', path: '/userapi/getUser' },
  { method: 'POST', path: '/userapi/logout' },
  { method: 'POST', path: '/userapi/email/getCode' },
  { method: 'GET', path: '/userapi/email/getSlideVerificationCode', query: ['email', 'position', 'track'] },
  { method: 'POST', path: '/userapi/feedback' },
  { method: 'GET', path: '/vdapi/config/initconfig' },
  { method: 'GET', path: '/vdapi/config/v2/index/hot', query: ['sport'] },
  { method: 'GET', path: '/vdapi/config/v2/index/football' },
  { method: 'GET', path: '/vdapi/config/v2/index/search', query: ['q'] },
  { method: 'GET', path: '/vdapi/match/v1/live', query: ['sport'] },
  { method: 'GET', path: '/vdapi/match/v1/hot/league', query: ['sport'] },
  {
    method: 'GET',
    path: '/vdapi/match/v1/schedule',
    query: ['sport', 'leagueId', 'date', 'page', 'pageSize'],
  },
  { method: 'GET', path: '/vdapi/match/v1/result', query: ['sport', 'leagueId', 'date', 'page', 'pageSize'] },
  { method: 'GET', path: '/vdapi/match/v1/league/schedule', query: ['leagueId', 'date', 'page', 'pageSize'] },
  { method: 'GET', path: `/vdapi/detail/v1/info/${ID}` },
  { method: 'GET', path: `/vdapi/detail/v1/stream/${ID}` },
  { method: 'GET', path: `/vdapi/detail/v1/lineup/${ID}` },
  { method: 'GET', path: `/vdapi/detail/v1/odds/${ID}` },
  { method: 'GET', path: `/vdapi/detail/v1/intel/${ID}` },
  { method: 'GET', path: '/vdapi/odds/v1/get', query: ['matchId', 'type', 'companyId'] },
  { method: 'GET', path: '/vdapi/odds/v1/getOddsDetailWithComIds', query: ['matchId', 'type', 'comIds'] },
  { method: 'POST', path: `/vdapi/user/fav/toggle/${ID}` },
  { method: 'GET', path: `/vdapi/user/fav/toggle/${ID}` },
  { method: 'GET', path: '/vdapi/user/favList', query: ['page', 'pageSize'] },
  { method: 'GET', path: '/vdapi/videoChannelTag/list' },
  { method: 'GET', path: '/vdapi/videoCollection/list', query: ['tagId', 'page', 'pageSize'] },
  { method: 'GET', path: '/vdapi/videoCollection/hot', query: ['limit'] },
  { method: 'GET', path: `/vdapi/videoCollection/detail/${ID}` },
  { method: 'GET', path: '/vdapi/videoComment/videoCommentList', query: ['videoId', 'page', 'pageSize'] },
  { method: 'POST', path: '/vdapi/videoComment/commentVideo' },
  { method: 'GET', path: '/vdapi/anchor/list', query: ['sport', 'live', 'page', 'pageSize'] },
  { method: 'GET', path: `/vdapi/anchor/room/${ID}` },
  { method: 'GET', path: '/vdapi/search', query: ['q', 'limit'] },
  { method: 'GET', path: `/vdapi/img/team/${ID}.svg` },
  { method: 'GET', path: '/vdapi/img/qrcode.svg' },
  { method: 'GET', path: `/vdapi/hls/live/${ID}/master.m3u8` },
  { method: 'GET', path: `/vdapi/hls/live/${ID}/360p/index.m3u8` },
  { method: 'GET', path: `/vdapi/hls/clip/${ID}/master.m3u8` },
  { method: 'HEAD', path: `/vdapi/hls/seg/240p/${ID}.ts` },
  { method: 'GET', path: '/' },
  { method: 'GET', path: `/live/detail/${ID}` },
  { method: 'GET', path: `/mobile/special/${ID}` },
  { method: 'GET', path: '/search', query: ['q'] },
  { method: 'GET', path: '/builds/latest.json' },
  { method: 'GET', path: '/assets/index-abc123.js' },
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/readyz' },
  { method: 'GET', path: '/metrics' },
];

/** Writes that need a live sign-in: the fuzzer never holds one for them, so nothing can be stored. */
const WRITES = ['/logout', '/feedback', '/fav/toggle', '/commentVideo'];

const BODY_FIELDS = [
  'email',
  'password',
  'ackPassword',
  'emailCode',
  'type',
  'content',
  'contact',
  'videoId',
];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...BODY_FIELDS, '__proto__', 'constructor'), jsonValue, { maxKeys: 6 }),
  fc.record({
    email: fc.oneof(text, fc.constant(MEMBER)),
    type: fc.constantFrom(1, 2, '1'),
    password: fc.constant(md5Hex('guess')),
  }),
  jsonValue,
);
const rawBody = fc.oneof(
  body.map((b) => JSON.stringify(b) ?? ''),
  fc.constantFrom(
    '',
    '{',
    '{"email":',
    'null',
    '[',
    '\u0000',
    '{"a":1}{"b":2}',
    `{"email":"${'x'.repeat(5000)}"}`,
  ),
  fc.string({ maxLength: 200 }),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  undefined,
);
const headerNames = fc.constantFrom(
  ...Object.values(API_HEADERS),
  'cookie',
  'x-forwarded-for',
  'x-forwarded-proto',
  'accept-language',
  'accept-encoding',
  'range',
  'if-none-match',
  'origin',
);
/** Header values a client can put on the wire (visible ASCII and spaces). */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
  fc.constantFrom(
    'zh',
    'en',
    'vi',
    'xx',
    'Infinity',
    '-1',
    'bytes=5-1',
    'bytes=0-999999999',
    'gzip, br',
    '0.0.0.0',
  ),
);

const request = fc.record({
  route: fc.constantFrom(...ROUTES),
  id: value,
  query: fc.dictionary(
    fc.oneof(fc.constantFrom('sport', 'page', 'pageSize', 'q', 'id', 'email', 'track'), text),
    value,
    {
      maxKeys: 5,
    },
  ),
  knownQuery: fc.array(value, { minLength: 5, maxLength: 5 }),
  body: rawBody,
  contentType,
  headers: fc.dictionary(headerNames, headerValue, { maxKeys: 5 }),
  rawId: fc.boolean(),
  signed: fc.boolean(),
  liveToken: fc.boolean(),
  method: fc.option(fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'POST', 'GET'), { freq: 5 }),
});

type Generated = typeof request extends fc.Arbitrary<infer T> ? T : never;

function signedHeaders(
  path: string,
  query: Record<string, string>,
  clientId: string,
): Record<string, string> {
  const deviceId = deviceIdFromClientId(clientId);
  const timestamp = Date.now();
  try {
    const sign = signRequest({ path, query, deviceId, timestamp, accessKey: DEFAULT_ACCESS_KEY });
    return {
      [API_HEADERS.accessKey]: DEFAULT_ACCESS_KEY,
      [API_HEADERS.deviceId]: deviceId,
      [API_HEADERS.timestamp]: String(timestamp),
      [API_HEADERS.sign]: sign,
    };
  } catch {
    return { [API_HEADERS.accessKey]: DEFAULT_ACCESS_KEY }; // a value the signature cannot carry
  }
}

let sequence = 0;

function isEnvelope(answer: string): boolean {
  try {
    const parsed = JSON.parse(answer) as { code?: unknown; msg?: unknown; data?: unknown };
    return typeof parsed.code === 'number' && typeof parsed.msg === 'string' && parsed.data === null;
  } catch {
    return false;
  }
}

async function send(generated: Generated): Promise<void> {
  const { route } = generated;
  // Raw where it is visible ASCII (so `%00` and a broken `%E0%A4%A` arrive as they are), else encoded.
  const raw = generated.rawId && /^[\x21-\x7e]*$/.test(generated.id) && !/[/?#]/.test(generated.id);
  const path = route.path.replace(
    ID,
    raw ? generated.id : encodeURIComponent(generated.id.replace(/\p{Cs}/gu, '\ufffd')),
  );
  const query: Record<string, string> = { ...generated.query };
  route.query?.forEach((name, i) => {
    const given = generated.knownQuery[i];
    if (given !== undefined) query[name] = given;
  });
  // A slider run that looks human would be granted (a row): that is the slider test's subject.
  if (route.path.includes('getSlideVerificationCode') && isHumanSliderRun(query.position, query.track))
    return;
  const method = generated.method ?? route.method;
  const headers: Record<string, string> = {
    ...(generated.signed ? signedHeaders(path, query, `fuzz-${(sequence += 1)}`) : {}),
    ...generated.headers,
  };
  const isWrite = WRITES.some((write) => path.includes(write));
  if (generated.liveToken && !isWrite && method === 'GET') headers[API_HEADERS.token] = liveToken;
  else if (headers[API_HEADERS.token] === liveToken) delete headers[API_HEADERS.token];
  if (generated.contentType) headers['content-type'] = generated.contentType;
  const search = new URLSearchParams();
  for (const [name, text] of Object.entries(query)) {
    if (!/[\ud800-\udfff]/u.test(name + text)) search.append(name, text);
  }
  const url = `${stack.url}${path}${search.size > 0 ? `?${search}` : ''}`;
  const hasBody = method !== 'GET' && method !== 'HEAD';
  counts.http += 1;
  const started = Date.now();
  const response = await fetch(url, {
    method,
    headers,
    body: hasBody ? generated.body : undefined,
    signal: AbortSignal.timeout(LIMIT_MS),
  });
  const answer = await response.text();
  const context = `${method} ${url.slice(stack.url.length, 200)} -> ${response.status} ${answer.slice(0, 200)}`;
  expect(Date.now() - started, context).toBeLessThan(LIMIT_MS);
  expect(response.status, context).toBeLessThan(500);
  // Failures of the API should be the envelope (docs/API.md, Error codes): the ones that are not are
  // listed with the counts (a few are refused before the origin, e.g. an encoded `../`).
  if (response.status >= 400 && /^\/(userapi|vdapi)\//.test(path) && method !== 'HEAD' && answer !== '') {
    if (!isEnvelope(answer)) notEnvelope.add(`${response.status} ${answer.slice(0, 100)}`);
  }
}

describe('fuzzing every route through the gateway', () => {
  it('malformed queries, bodies, headers and methods answer below 500 in time and change nothing', async () => {
    const before = await dbFingerprint(stack.testDb.db);
    await fc.assert(fc.asyncProperty(request, send), { numRuns: 1500 });
    expect(await dbFingerprint(stack.testDb.db)).toEqual(before);
  }, 240_000);

  it('malformed HTTP on a raw socket is refused with a 4xx or a closed connection, never a 5xx', async () => {
    const port = new URL(stack.url).port;
    const messages = [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
      'GET /vdapi/config/initconfig HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n',
      'GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      'POST /userapi/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\nhello',
      'POST /userapi/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nnope\r\n0\r\n\r\n',
      'POST /userapi/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n',
      'GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\n\r\n',
      'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /socket.io/?EIO=4&transport=polling&sid=nope HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /socket.io/?EIO=9&transport=carrier-pigeon HTTP/1.1\r\nHost: x\r\n\r\n',
      'POST /socket.io/?EIO=4&transport=polling HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\n4242',
    ];
    for (const message of messages) {
      counts.rawHttp += 1;
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = connectTcp(Number(port), '127.0.0.1');
        let data = '';
        const timer = setTimeout(() => {
          socket.destroy();
          reject(new Error(`no answer within ${LIMIT_MS} ms to ${JSON.stringify(message.slice(0, 60))}`));
        }, LIMIT_MS);
        socket.on('data', (chunk) => {
          data += chunk.toString('latin1');
          // One answer is enough; keep-alive would hold the socket open.
          if (/\r\n\r\n/.test(data)) socket.end();
        });
        socket.on('error', () => {});
        socket.on('close', () => {
          clearTimeout(timer);
          resolve(data);
        });
        socket.write(message);
      });
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(reply)?.[1];
      if (status)
        expect(
          Number(status),
          `${JSON.stringify(message.slice(0, 80))} -> ${reply.slice(0, 120)}`,
        ).toBeLessThan(500);
    }
    const health = await fetch(`${stack.url}/healthz`, { signal: AbortSignal.timeout(LIMIT_MS) });
    expect(health.status).toBe(200);
  });
});

// ------------------------------------------------------------------------------------------ Socket.IO

const EVENTS = [
  'topic:subscribe',
  'topic:resync',
  'topic:unsubscribe',
  'chat:join',
  'chat:leave',
  'chat:send',
  'chat:delete',
  'chat:mute',
  'chat:ban',
  'chat:slowmode',
] as const;

const eventPayload = fc.oneof(
  fc.record(
    {
      topic: fc.oneof(
        fc.constantFrom('live:football', 'match:1', 'odds:1@en', 'room:1', 'match:', 'x:1@xx'),
        text,
      ),
      room: fc.oneof(fc.constantFrom('match:1', 'room:1'), text),
      text: text,
      messageId: value,
      userId: jsonValue,
      durationSec: jsonValue,
      seconds: jsonValue,
    },
    { requiredKeys: [] },
  ),
  jsonValue,
  fc.constant(undefined),
);

type AnyEmitter = {
  timeout(ms: number): { emitWithAck(event: string, ...args: unknown[]): Promise<unknown> };
  emit(event: string, ...args: unknown[]): void;
};

describe('fuzzing the Socket.IO events', () => {
  it('malformed events, with or without an ack, get an error ack or nothing, and break nothing', async () => {
    const clients: TopicClient[] = [await connectClient(stack.url), await connectClient(stack.url)];
    const withToken = await connectWithToken(liveToken);
    try {
      const sockets: ClientSocket[] = [...clients.map((c) => c.socket), withToken];
      await fc.assert(
        fc.asyncProperty(
          fc.nat(sockets.length - 1),
          fc.oneof(
            fc.constantFrom(...EVENTS),
            fc.constantFrom('topic:patch', 'chat:message', 'nope', '__proto__', 'constructor'),
          ),
          eventPayload,
          fc.boolean(),
          async (which, event, payload, wantsAck) => {
            const socket = sockets[which] as unknown as AnyEmitter & { connected: boolean };
            if (!socket.connected) return;
            counts.socketEvents += 1;
            const known = (EVENTS as readonly string[]).includes(event);
            if (!wantsAck || !known) {
              socket.emit(event, payload);
              return;
            }
            const answer = await socket.timeout(LIMIT_MS).emitWithAck(event, payload);
            expect(answer, `${event} ${JSON.stringify(payload)?.slice(0, 100)}`).toMatchObject({
              ok: expect.any(Boolean),
            });
            if ((answer as { ok: boolean }).ok === false) {
              expect((answer as { error: { code: string } }).error.code).not.toBe('internal');
            }
          },
        ),
        { numRuns: 600 },
      );
      // Still serving: a fresh client subscribes and gets the live list.
      const fresh = await connectClient(stack.url);
      clients.push(fresh);
      const answer = await fresh.subscribe('live:football');
      expect(answer.ok).toBe(true);
    } finally {
      for (const client of clients) client.close();
      withToken.disconnect();
    }
  }, 120_000);

  it('malformed Engine.IO and Socket.IO frames close that connection only', async () => {
    const ws = `${stack.url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`;
    const frames = fc.oneof(
      fc.constantFrom(
        '4',
        '40',
        '42',
        '42[',
        '42["topic:subscribe"]',
        '42[123]',
        '42["topic:subscribe",{"topic":"live:football"},1,2,3]',
        '421["topic:subscribe",null]',
        '4299999999999999999999["chat:join",{}]',
        '43["x"]',
        '45-["topic:subscribe",{"_placeholder":true,"num":0}]',
        '46',
        '41',
        '44{"message":"x"}',
        '49',
        '2',
        '3probe',
        '6',
        '9',
        '',
      ),
      fc.string({ maxLength: 100 }).map((s) => `42${s}`),
      fc.string({ maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(frames, { minLength: 1, maxLength: 4 }), async (sequenceOfFrames) => {
        const socket = new WebSocket(ws);
        await new Promise<void>((resolve, reject) => {
          socket.once('open', () => resolve());
          socket.once('error', reject);
        });
        socket.send('40');
        for (const frame of sequenceOfFrames) {
          counts.rawFrames += 1;
          if (socket.readyState === WebSocket.OPEN) socket.send(frame);
        }
        socket.close();
        await new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) resolve();
          else socket.once('close', () => resolve());
        });
      }),
      { numRuns: 120 },
    );
    const fresh = await connectClient(stack.url);
    try {
      expect((await fresh.subscribe('live:football')).ok).toBe(true);
    } finally {
      fresh.close();
    }
    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
  }, 120_000);
});

async function connectWithToken(token: string): Promise<ClientSocket> {
  const { io } = await import('socket.io-client');
  const socket: ClientSocket = io(stack.url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token, locale: 'en' },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
