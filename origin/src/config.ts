import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ACCESS_KEY, DEFAULT_ENVELOPE_KEY, DEFAULT_INGEST_SECRET } from '@pitchside/shared';
import { ConfigError, checkedEnv } from '@pitchside/shared/checkedEnv';
import { Type } from 'typebox';
import { replayPathFrom } from './engine/replay/replayFile';

/** Where the embedded database lives unless DATA_DIR says otherwise: origin/data. */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../data', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The environment the origin reads, once, at start. Every value arrives as a string. */
const EnvSchema = Type.Object({
  PORT: Type.Optional(Type.String({ pattern: '^[0-9]{1,5}$' })),
  HOST: Type.Optional(Type.String({ minLength: 1 })),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.Optional(Type.String({ minLength: 3 })),
  ACCESS_KEY: Type.Optional(Type.String({ minLength: 8 })),
  ENVELOPE_KEY: Type.Optional(Type.String({ minLength: 8 })),
  TOKEN_TTL: Type.Optional(Type.String({ pattern: '^[1-9][0-9]*$' })),
  LOG_LEVEL: Type.Optional(Type.Union(LOG_LEVELS.map((level) => Type.Literal(level)))),
  REQUIRE_SIGNATURE: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  PASSWORD_HASH_COST: Type.Optional(Type.String({ pattern: '^(1[0-9]|20)$' })),
  TRUST_PROXY: Type.Optional(Type.String()),
  SEED: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}$' })),
  SPEED: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}(\\.[0-9]{1,3})?$' })),
  REPLAY_FILE: Type.Optional(Type.String({ minLength: 1 })),
  ENGINE_START: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?Z$' })),
  TEST_CONTROLS: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])),
  TEST_STREAMS: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])),
  REQUEST_TIMEOUT_MS: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{2,5}$' })),
  IDLE_TIMEOUT_MS: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{2,5}$' })),
  EMAILS_PER_ADDRESS: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,6}$' })),
  INGEST_SECRET: Type.Optional(Type.String({ minLength: 16 })),
  INGEST_PUBLIC_URL: Type.Optional(Type.String({ pattern: '^rtmps?://' })),
  INGEST_ENABLED: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])),
});

export { ConfigError };

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface RateLimit {
  /** Requests allowed per key inside the window. */
  max: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL through `pg` when set; embedded PGlite under `dataDir` otherwise. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** nodemailer transport URL; without it codes are written to the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  accessKey: string;
  envelopeKey: string;
  /** Token lifetime in seconds. */
  tokenTtlSeconds: number;
  logLevel: LogLevel;
  requireSignature: boolean;
  /** log2 of the scrypt cost N. 15 in production; tests lower it to stay quick. */
  passwordHashCost: number;
  /**
   * Fastify trustProxy: the proxies whose X-Forwarded-For is believed (the gateways in front), as a
   * comma list for proxy-addr; false believes nobody. Never `true`: any client could pick its address.
   */
  trustProxy: string | false;
  /** The match engine's settings (engine/plugin.ts). */
  engine: EngineConfig;
  /**
   * TEST_CONTROLS=1: the tests' controls of the engine's clock and the code cooldown (controls/routes.ts)
   * are served under /testing. Off, those routes do not exist; never on with NODE_ENV=production.
   */
  testControls: boolean;
  /**
   * TEST_STREAMS=1: the matches the engine gives video carry the synthetic test picture (a drawn pitch
   * and a running counter, not the match) as a source labelled a test stream, and highlight clips play
   * the same picture as test clips. Off (the default), no match claims a stream it does not have: its
   * page shows the live tracker, its highlights the replay of its events. Never on with NODE_ENV=production.
   */
  testStreams: boolean;
  /** A whole request (headers and body) must arrive within this; a slower one gets 408 and is closed. */
  requestTimeoutMs: number;
  /** A kept-alive connection with no request is closed after this. */
  idleTimeoutMs: number;
  /** The anchors' RTMP ingest (ingest/, its own process and workspace); docs/ARCHITECTURE.md "Anchors' ingest". */
  ingest: {
    /** What the ingest sends in `x-ingest-secret` on /ingestapi. */
    secret: string;
    /** The address anchors point their software at, shown in the user area. */
    publicUrl: string;
    /** INGEST_ENABLED=0: no ingest runs (no ffmpeg); the user area says so. */
    enabled: boolean;
  };
  rateLimits: {
    loginPerIp: RateLimit;
    getCodePerIp: RateLimit;
    getCodePerEmailAndIp: RateLimit;
    registerPerIp: RateLimit;
    registerPerEmail: RateLimit;
    sliderPerIp: RateLimit;
    feedbackPerIp: RateLimit;
    /** Different e-mails one address may ask about in the account calls (accounts/emailsPerAddress.ts). */
    emailsPerIp: RateLimit;
  };
}

export interface EngineConfig {
  /** SEED: same seed, same world. */
  seed?: number;
  /** SPEED: engine minutes per real minute (1 real time; fractions allowed, e.g. 1.5). */
  speed?: number;
  /** `--replay FILE` or REPLAY_FILE: an openfootball file to replay. */
  replayFile?: string;
  /** ENGINE_START (ISO UTC, e.g. 2026-03-14T14:00Z): engine time at start, instead of the clock's. */
  startAt?: number;
}

const minute = 60_000;

/**
 * Reads and checks the configuration once. Fails fast with every wrong variable named,
 * so a typo never turns into a silent default.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = [],
): Config {
  const e = checkedEnv(EnvSchema, env, 'origin');
  const port = Number(e.PORT ?? 4000);
  if (port > 65535) throw new ConfigError(`Invalid origin configuration:\n  PORT: ${port} is above 65535`);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'object') {
    throw new ConfigError(`Invalid origin configuration:\n  TRUST_PROXY: ${trustProxy.problem}`);
  }
  const speed = e.SPEED === undefined ? undefined : Number(e.SPEED);
  if (speed !== undefined && speed <= 0)
    throw new ConfigError('Invalid origin configuration:\n  SPEED: must be above 0');
  const testControls = e.TEST_CONTROLS === '1';
  if (testControls && env.NODE_ENV === 'production')
    throw new ConfigError('Invalid origin configuration:\n  TEST_CONTROLS: never with NODE_ENV=production');
  const testStreams = e.TEST_STREAMS === '1';
  if (testStreams && env.NODE_ENV === 'production')
    throw new ConfigError('Invalid origin configuration:\n  TEST_STREAMS: never with NODE_ENV=production');
  let replayFile: string | undefined;
  try {
    replayFile = replayPathFrom(argv, env);
  } catch (error) {
    throw new ConfigError(`Invalid origin configuration:\n  ${(error as Error).message}`);
  }
  return {
    port,
    // Loopback: `npm start` runs the gateway beside it. A deployment that puts the gateways on other
    // machines sets HOST (and TRUST_PROXY to those gateways).
    host: e.HOST ?? '127.0.0.1',
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ?? DEFAULT_DATA_DIR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Pitchside <no-reply@pitchside.local>',
    accessKey: e.ACCESS_KEY ?? DEFAULT_ACCESS_KEY,
    envelopeKey: e.ENVELOPE_KEY ?? DEFAULT_ENVELOPE_KEY,
    tokenTtlSeconds: Number(e.TOKEN_TTL ?? 30 * 24 * 3600),
    logLevel: e.LOG_LEVEL ?? 'info',
    requireSignature: (e.REQUIRE_SIGNATURE ?? 'true') === 'true',
    passwordHashCost: Number(e.PASSWORD_HASH_COST ?? 15),
    trustProxy,
    engine: {
      ...(e.SEED === undefined ? {} : { seed: Number(e.SEED) }),
      ...(speed === undefined ? {} : { speed }),
      ...(replayFile === undefined ? {} : { replayFile }),
      ...(e.ENGINE_START === undefined ? {} : { startAt: Date.parse(e.ENGINE_START) }),
    },
    testControls,
    testStreams,
    requestTimeoutMs: Number(e.REQUEST_TIMEOUT_MS ?? 30_000),
    idleTimeoutMs: Number(e.IDLE_TIMEOUT_MS ?? 72_000),
    ingest: {
      secret: e.INGEST_SECRET ?? DEFAULT_INGEST_SECRET,
      publicUrl: e.INGEST_PUBLIC_URL ?? 'rtmp://127.0.0.1:1935/live',
      enabled: e.INGEST_ENABLED !== '0',
    },
    rateLimits: {
      // Wrong passwords per e-mail are slowed by accounts/signInBackoff.ts, not refused by a count.
      loginPerIp: { max: 30, windowMs: minute },
      getCodePerIp: { max: 10, windowMs: minute },
      getCodePerEmailAndIp: { max: 5, windowMs: 10 * minute },
      registerPerIp: { max: 10, windowMs: minute },
      registerPerEmail: { max: 10, windowMs: minute },
      sliderPerIp: { max: 30, windowMs: minute },
      feedbackPerIp: { max: 10, windowMs: minute },
      // EMAILS_PER_ADDRESS: an hour's different e-mails per address (docs/API.md "What each call tells").
      emailsPerIp: { max: Number(e.EMAILS_PER_ADDRESS ?? 20), windowMs: 60 * minute },
    },
  };
}

const PROXY_WORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of TRUST_PROXY: a proxy-addr word, an address, or a range narrower than everything. */
function proxyEntryProblem(entry: string): string | undefined {
  if (PROXY_WORDS.has(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0)
    return `"${entry}" is not an address, a CIDR range or loopback/linklocal/uniquelocal`;
  if (prefix === undefined) return undefined;
  const bits = /^[0-9]{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  const most = family === 4 ? 32 : 128;
  if (!(bits >= 1 && bits <= most)) return `"${entry}" needs a prefix length from 1 to ${most}`;
  return undefined;
}

/**
 * The proxies whose X-Forwarded-For is believed. Default loopback: the gateway of `npm start`, and no
 * one else, so a client cannot rotate the header to escape the per-address limits. `none` believes nobody.
 */
function parseTrustProxy(value: string | undefined): string | false | { problem: string } {
  if (value === undefined) return 'loopback';
  if (value === 'none' || value === 'false') return false;
  if (value === 'true') {
    return { problem: 'true would believe X-Forwarded-For from any client; name the proxies instead' };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const problem = entries.map(proxyEntryProblem).find((found) => found !== undefined);
  if (problem) return { problem };
  return entries.length > 0 ? entries.join(',') : false;
}
