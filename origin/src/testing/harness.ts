// Test support for the origin: one database per test file (PGlite in memory, or a schema of its
// own on the PostgreSQL of DATABASE_URL), a signed-request client, and a mailer that keeps mails.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_HEADERS, deviceIdFromClientId, md5Hex, signRequest } from '@pitchside/shared';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import app, { fastifyOptions } from '../app';
import { type Config, loadConfig } from '../config';
import { type Db, openDb } from '../db/client';
import { MIGRATIONS_DIR, migrate } from '../db/migrate';
import type { CodeMail, Mailer, NoticeMail } from '../mail/mailer';

export interface TestDb {
  db: Db;
  close(): Promise<void>;
}

/** The installed PGlite's version (its package.json, found above its entry). */
async function pgliteVersion(): Promise<string> {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * A migrated embedded database to start each test file's from, kept in the system's temporary folder
 * under the name of what made it (PGlite's version and every migration): creating one takes PGlite seconds
 * (its initdb), starting from a dump a fraction of that. The first file to need one makes it; files side
 * by side may each make one, and each write lands whole (a rename).
 */
async function migratedTemplate(dir: string = MIGRATIONS_DIR): Promise<Blob> {
  const hash = createHash('sha256').update(await pgliteVersion());
  for (const name of (await readdir(dir)).sort()) hash.update(name).update(await readFile(join(dir, name)));
  const path = join(tmpdir(), `pitchside-test-db-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  try {
    return new Blob([await readFile(path)]);
  } catch {
    const db = await openDb({});
    await migrate(db, dir);
    const dump = (await db.dump?.()) ?? null;
    await db.close();
    if (!dump) throw new Error('the embedded database gave no dump');
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
    return dump;
  }
}

/**
 * Opens and migrates this file's database. Start it once per file (PGlite takes seconds). `dir`: a folder
 * holding only the migrations up to some point, for a database as an older origin left it (a test of the
 * later migrations over old data); by default, every migration.
 */
export async function openTestDb(dir: string = MIGRATIONS_DIR): Promise<TestDb> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const db = await openDb({ template: await migratedTemplate(dir) });
    // Nothing to do on a current template; the migrations are still the authority.
    await migrate(db, dir);
    return { db, close: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openDb({ databaseUrl, schema });
  await migrate(db, dir);
  return {
    db,
    async close() {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

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
 * wrong passwords of the sign-in back-off and the wrong e-mail codes of the day's cap. Recording a
 * refused request is what they are for.
 */
export const REQUEST_LOG_TABLES = ['signed_requests', 'sign_in_failures', 'code_failures'] as const;

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
  return { ...loadConfig({ PASSWORD_HASH_COST: '10', LOG_LEVEL: 'silent' }), ...overrides };
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
}

export async function buildTestApp(options: TestAppOptions): Promise<FastifyInstance> {
  const config = options.config ?? testConfig();
  const server = Fastify({ ...fastifyOptions(config), logger: false });
  await server.register(app, {
    config,
    db: options.db,
    mailer: 'mailer' in options ? options.mailer : new MailBox(),
    now: options.now,
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
