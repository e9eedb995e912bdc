// What the fuzz suite sends (fuzz.test.ts): values that have broken servers before, every route of
// docs/API.md with its query names, request and Socket.IO event arbitraries, and the signed headers of a
// request (docs/API.md "Request signing"), so that a body gets past the signature to its validation.
import {
  API_HEADERS,
  CHAT_EVENT_NAMES,
  DEFAULT_ACCESS_KEY,
  deviceIdFromClientId,
  md5Hex,
  REST_TABLE,
  signRequest,
  TOPIC_EVENT_NAMES,
} from '@pitchside/shared';
import fc from 'fast-check';

/** The one account of the fuzzed product (its token is never sent with a write). */
export const MEMBER = 'member@example.com';

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
export const text = fc.oneof(
  nastyText,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
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
export const value = fc.oneof(text, plausible, fc.integer().map(String));
export const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  text,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, [], {}, 1e308, -0),
);

// ------------------------------------------------------------------------------------------ routes

export type Route = { method: string; path: string; query?: string[] };
export const ID = '{id}';
/**
 * Every JSON call of the REST table (shared/src/api/restTable.ts, docs/API.md), with its query's names:
 * read from the table, so a new call is fuzzed from the day it is added.
 */
export const REST_ROUTES: Route[] = Object.values(REST_TABLE).map((call) => {
  const query =
    'query' in call ? (call.query as { properties?: Record<string, unknown> }).properties : undefined;
  return {
    method: call.method,
    path: call.path.replace(':id', ID),
    ...(query ? { query: Object.keys(query) } : {}),
  };
});

/** docs/API.md: the JSON calls, and "Video (HLS)", "Pictures", the pages and the gateway's own paths. */
export const ROUTES: Route[] = [
  ...REST_ROUTES,
  // A write's path asked with the wrong method.
  { method: 'GET', path: `/vdapi/user/fav/toggle/${ID}` },
  { method: 'GET', path: `/vdapi/img/team/${ID}.svg` },
  { method: 'GET', path: '/vdapi/img/qrcode.svg' },
  { method: 'GET', path: `/vdapi/hls/live/${ID}/master.m3u8` },
  { method: 'GET', path: `/vdapi/hls/live/${ID}/360p/index.m3u8` },
  { method: 'GET', path: `/vdapi/hls/clip/${ID}/master.m3u8` },
  { method: 'HEAD', path: `/vdapi/hls/seg/240p/${ID}.ts` },
  { method: 'GET', path: '/' },
  { method: 'GET', path: `/live/detail/${ID}` },
  { method: 'GET', path: `/mobile/special/${ID}` },
  { method: 'GET', path: `/team/${ID}` },
  { method: 'GET', path: `/pc/team/${ID}` },
  { method: 'GET', path: `/player/${ID}` },
  { method: 'GET', path: `/pc/player/${ID}` },
  { method: 'GET', path: '/search', query: ['q'] },
  { method: 'GET', path: '/builds/latest.json' },
  { method: 'GET', path: '/assets/index-abc123.js' },
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/readyz' },
  { method: 'GET', path: '/metrics' },
];

/** The tables a well-formed play writes (POST /vdapi/videoCollection/play needs no sign-in, only a device). */
export const PLAY_TABLES = ['video_plays', 'video_views'];

/** Writes that need a live sign-in: the fuzzer never holds one for them, so nothing can be stored. */
export const WRITES = [
  '/logout',
  '/feedback',
  '/fav/toggle',
  '/commentVideo',
  '/follow/add',
  '/follow/remove',
  '/follow/alerts',
  '/follow/merge',
];

const BODY_FIELDS = [
  'email',
  'password',
  'ackPassword',
  'emailCode',
  'type',
  'content',
  'contact',
  'videoId',
  'kind',
  'id',
  'alerts',
  'follows',
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

export const request = fc.record({
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

export type Generated = typeof request extends fc.Arbitrary<infer T> ? T : never;

export function signedHeaders(
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

export function isEnvelope(answer: string): boolean {
  try {
    const parsed = JSON.parse(answer) as { code?: unknown; msg?: unknown; data?: unknown };
    return typeof parsed.code === 'number' && typeof parsed.msg === 'string' && parsed.data === null;
  } catch {
    return false;
  }
}

/** Every event a visitor may send: the shared contract's lists, so a new event is fuzzed too. */
export const EVENTS = [...TOPIC_EVENT_NAMES, ...CHAT_EVENT_NAMES] as const;

export const eventPayload = fc.oneof(
  fc.record(
    {
      topic: fc.oneof(
        fc.constantFrom(
          'live:football',
          'match:1',
          'odds:1@en',
          'room:1',
          'scorers:1@vi',
          'scorers:x',
          'table:1@en',
          'table:0',
          'table:x0',
          'table:99999999990',
          'table:1@xx',
          // Well formed once, refused by the origin with 400: now refused at subscribe (docs/API.md "Socket.IO").
          'match:fake-0',
          'match:99999999990',
          'scorers:x0',
          'room:r0',
          'match:',
          'x:1@xx',
        ),
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
