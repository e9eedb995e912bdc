// Test support for the origin: one database per test file (PGlite in memory, or a schema of its
// own on the PostgreSQL of DATABASE_URL), a signed-request client, and a mailer that keeps mails.
import { randomBytes } from 'node:crypto';
import { API_HEADERS, deviceIdFromClientId, md5Hex, signRequest } from '@pitchside/shared';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import app, { fastifyOptions } from '../app';
import { type Config, loadConfig } from '../config';
import type { Db } from '../db/client';
import type { Engine } from '../engine/types';
import type { CodeMail, Mailer, NoticeMail } from '../mail/mailer';

export { openTestDb, type TestDb } from './testDb';

async function tablesOf(db: Db): Promise<string[]> {
  const result = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'
      ORDER BY tablename`,
  );
  return result.rows.map((row) => row.tablename);
}

/** Empties every table (keeping the migrations), between tests. */
export async function resetDb(db: Db): Promise<void> {
  const tables = await tablesOf(db);
  if (tables.length > 0)
    await db.exec(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
}

/**
 * Tables where the origin writes down requests themselves: the replay guard's accepted signatures, the
 * wrong passwords of the sign-in back-off, the wrong e-mail codes of the day's cap and the e-mails each
 * address asked about. Recording a refused request is what they are for.
 */
export const REQUEST_LOG_TABLES = [
  'signed_requests',
  'sign_in_failures',
  'code_failures',
  'address_emails',
] as const;

/** A fingerprint of every row of every product table, to prove a request changed nothing. */
export async function dbFingerprint(db: Db): Promise<Record<string, string>> {
  const print: Record<string, string> = {};
  const skipped: readonly string[] = REQUEST_LOG_TABLES;
  for (const table of (await tablesOf(db)).filter((name) => !skipped.includes(name))) {
    const result = await db.query<{ n: number; digest: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${table}" t`,
    );
    const row = result.rows[0];
    print[table] = `${row?.n}:${row?.digest ?? ''}`;
  }
  return print;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ PASSWORD_HASH_COST: '10', LOG_LEVEL: 'silent', TEST_STREAMS: '1' }),
    ...overrides,
  };
}

/** Every rate limit raised out of reach, for tests about something else. */
export function unlimited(config: Config): Config['rateLimits'] {
  return Object.fromEntries(
    Object.keys(config.rateLimits).map((name) => [name, { max: 1_000_000, windowMs: 60_000 }]),
  ) as Config['rateLimits'];
}

/** Keeps the code mails (and the notices, apart) instead of sending them. */
export class MailBox implements Mailer {
  readonly mails: CodeMail[] = [];
  readonly notices: NoticeMail[] = [];
  async sendCode(mail: CodeMail) {
    this.mails.push(mail);
  }
  async sendNotice(mail: NoticeMail) {
    this.notices.push(mail);
  }
  async close() {}
  lastCodeFor(email: string): string {
    const mail = this.mails.findLast((m) => m.to === email);
    if (!mail) throw new Error(`no code mail for ${email}`);
    return mail.code;
  }
}

export interface TestAppOptions {
  db: Db;
  config?: Config;
  /** Defaults to a MailBox; pass `undefined` explicitly to let the app pick SMTP or the log. */
  mailer?: Mailer | undefined;
  now?: () => number;
  /**
   * An engine made elsewhere (a fixed world: testing/fixtureEngine.ts), for tests of what does not depend on
   * the world's matches; without it the app makes the real world on its first /vdapi request.
   */
  engine?: Engine;
}

export async function buildTestApp(options: TestAppOptions): Promise<FastifyInstance> {
  const config = options.config ?? testConfig();
  const server = Fastify({ ...fastifyOptions(config), logger: false });
  await server.register(app, {
    config,
    db: options.db,
    mailer: 'mailer' in options ? options.mailer : new MailBox(),
    now: options.now,
    ...(options.engine ? { engine: { engine: options.engine } } : {}),
  });
  await server.ready();
  return server;
}

export const md5 = md5Hex;

export interface CallOptions {
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/** Makes signed calls the way the web client does (PRODUCT.md §7 headers). */
export class ApiClient {
  readonly deviceId: string;
  #lastTimestamp = 0;
  constructor(
    private readonly server: FastifyInstance,
    readonly clientId = randomBytes(8).toString('hex'),
    private readonly clock: () => number = Date.now,
  ) {
    this.deviceId = deviceIdFromClientId(clientId);
  }

  headersFor(
    path: string,
    query: Record<string, string> = {},
    options: CallOptions = {},
  ): Record<string, string> {
    // Distinct timestamps, so no two calls of one client look like a replay of each other.
    const timestamp = Math.max(this.clock(), this.#lastTimestamp + 1);
    this.#lastTimestamp = timestamp;
    const accessKey = this.server.config.accessKey;
    const headers: Record<string, string> = {
      [API_HEADERS.accessKey]: accessKey,
      [API_HEADERS.deviceId]: this.deviceId,
      [API_HEADERS.timestamp]: String(timestamp),
      [API_HEADERS.sign]: signRequest({ path, query, deviceId: this.deviceId, timestamp, accessKey }),
      [API_HEADERS.lang]: options.lang ?? 'en',
      [API_HEADERS.channel]: 'web',
      [API_HEADERS.version]: '1.0.01',
      [API_HEADERS.timezone]: '8',
    };
    if (options.token) headers[API_HEADERS.token] = options.token;
    return { ...headers, ...options.headers };
  }

  get(
    path: string,
    query: Record<string, string> = {},
    options: CallOptions = {},
  ): Promise<LightMyRequestResponse> {
    return this.send(
      { method: 'GET', url: path, query, headers: this.headersFor(path, query, options) },
      options,
    );
  }

  post(path: string, body: unknown, options: CallOptions = {}): Promise<LightMyRequestResponse> {
    return this.send(
      {
        method: 'POST',
        url: path,
        payload: body as InjectOptions['payload'],
        headers: this.headersFor(path, {}, options),
      },
      options,
    );
  }

  private send(request: InjectOptions, options: CallOptions): Promise<LightMyRequestResponse> {
    return this.server.inject({ ...request, remoteAddress: options.ip ?? '127.0.0.1' });
  }
}

/** A slider run that passes the origin's check. */
export const HUMAN_TRACK = '0:0,120:14,260:48,390:83,470:100';

/** The whole sign-up path of the web client: slider, code, register. Returns the password MD5. */
export async function registerAccount(
  client: ApiClient,
  mailbox: MailBox,
  email: string,
  password = 'correct horse',
): Promise<string> {
  await expectOk(
    client.get('/userapi/email/getSlideVerificationCode', { email, position: '100', track: HUMAN_TRACK }),
  );
  await expectOk(client.post('/userapi/email/getCode', { email, type: 1 }));
  const hash = md5(password);
  await expectOk(
    client.post('/userapi/register', {
      email,
      emailCode: mailbox.lastCodeFor(email.trim().toLowerCase()),
      password: hash,
      ackPassword: hash,
    }),
  );
  return hash;
}

export async function expectOk(response: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const answer = await response;
  const body = answer.json() as { code: number };
  if (answer.statusCode !== 200 || body.code !== 200) {
    throw new Error(`expected success, got HTTP ${answer.statusCode}: ${answer.body}`);
  }
  return answer;
}
