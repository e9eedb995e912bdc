// The real origin (origin/src/server.ts) as a process of its own, on a free loopback port with an
// embedded database in a throwaway directory, so a test can pause it (SIGSTOP) or kill it like an
// operator's outage. Sign-up codes are read from its log (no SMTP server), and calls are signed as the
// web client signs them.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migratedDataDir } from '@pitchside/origin/testing';
import {
  API_HEADERS,
  DEFAULT_ACCESS_KEY,
  deviceIdFromClientId,
  type LangHeader,
  md5Hex,
  signRequest,
} from '@pitchside/shared';
import { exited, freePort } from './redisProcess';
import { SERVER_ENTRIES, serverArgs } from './serverBundles';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type Envelope<T = unknown> = { code: number; msg: string; data: T };

export type SignedCall = {
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
  lang?: LangHeader;
  /** Headers added after signing (tests send odd ones). */
  headers?: Record<string, string>;
  /** The client id the device id comes from (a sign-up keeps one throughout); random by default. */
  clientId?: string;
  signal?: AbortSignal;
};

let lastTimestamp = 0;

/** The product's signed headers for one call (docs/API.md, "Request signing"). */
export function signedHeaders(
  path: string,
  query: Record<string, string> = {},
  lang: LangHeader = 'en',
  clientId: string = randomUUID(),
) {
  const deviceId = deviceIdFromClientId(clientId);
  // The origin refuses a (device, timestamp, signature) it has seen: never two in one millisecond.
  const timestamp = Math.max(Date.now(), lastTimestamp + 1);
  lastTimestamp = timestamp;
  return {
    [API_HEADERS.accessKey]: DEFAULT_ACCESS_KEY,
    [API_HEADERS.deviceId]: deviceId,
    [API_HEADERS.timestamp]: String(timestamp),
    [API_HEADERS.sign]: signRequest({ path, query, deviceId, timestamp, accessKey: DEFAULT_ACCESS_KEY }),
    [API_HEADERS.lang]: lang,
  };
}

/** One signed call; answers the HTTP status and the body (the envelope, when it is JSON). */
export async function signedCall(
  baseUrl: string,
  path: string,
  options: SignedCall = {},
): Promise<{ status: number; body: Envelope | null; text: string }> {
  const query = options.query ?? {};
  const headers: Record<string, string> = {
    ...signedHeaders(path, query, options.lang, options.clientId),
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers[API_HEADERS.token] = options.token;
  Object.assign(headers, options.headers);
  const search = new URLSearchParams(query).toString();
  const response = await fetch(`${baseUrl}${path}${search ? `?${search}` : ''}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  let body: Envelope | null = null;
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    body = null;
  }
  return { status: response.status, body, text };
}

export class OriginProcess {
  readonly port: number;
  readonly #child: ChildProcess;
  readonly #dataDir: string;
  output = '';

  private constructor(port: number, child: ChildProcess, dataDir: string) {
    this.port = port;
    this.#child = child;
    this.#dataDir = dataDir;
    // At LOG_LEVEL warn the log is a few lines per sign-up: kept whole, so offsets stay valid.
    const keep = (chunk: Buffer) => {
      this.output += chunk.toString();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }

  /**
   * Starts the origin and waits until it answers HTTP (the embedded database can take a while: 44 s on a
   * loaded 2-core machine, more beside other test files); `startTimeoutMs` bounds the wait.
   */
  static async start(env: Record<string, string> = {}, startTimeoutMs = 90_000): Promise<OriginProcess> {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-origin-'));
    // A migrated database already in it: the process skips PGlite's initdb and the migrations.
    await migratedDataDir(dataDir);
    const child = spawn(process.execPath, serverArgs(SERVER_ENTRIES.origin), {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Codes are logged at warn: the level keeps them and little else.
        LOG_LEVEL: 'warn',
        PASSWORD_HASH_COST: '10',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const origin = new OriginProcess(port, child, dataDir);
    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      if (!origin.alive) throw new Error(`origin exited: ${origin.output}`);
      const answered = await fetch(`${origin.url}/vdapi/config/initconfig`, {
        signal: AbortSignal.timeout(2000),
      }).then(
        () => true,
        () => false,
      );
      if (answered) return origin;
      if (Date.now() > deadline) {
        await origin.stop();
        throw new Error(`origin did not start: ${origin.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive(): boolean {
    return this.#child.exitCode === null && this.#child.signalCode === null;
  }

  /** SIGSTOP: the port still accepts connections, nothing answers. */
  pause(): void {
    if (this.#child.pid) process.kill(this.#child.pid, 'SIGSTOP');
  }

  resume(): void {
    if (this.#child.pid) process.kill(this.#child.pid, 'SIGCONT');
  }

  async stop(): Promise<void> {
    if (this.alive && this.#child.pid) {
      const done = exited(this.#child);
      process.kill(this.#child.pid, 'SIGKILL');
      await done;
    }
    rmSync(this.#dataDir, { recursive: true, force: true });
  }

  /** The sign-up code the origin logged for `email` after `since` characters of output. */
  async mailedCode(email: string, since: number): Promise<string> {
    const pattern = new RegExp(`E-MAIL CODE (\\d+) for ${email.replace(/[.+]/g, '\\$&')}`);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = pattern.exec(this.output.slice(since));
      if (found?.[1]) return found[1];
      if (Date.now() > deadline) throw new Error(`no code logged for ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Registers a new account through `baseUrl` (the origin, or a gateway in front of it) and signs in. */
  async signUp(baseUrl: string, name: string): Promise<{ email: string; token: string }> {
    const email = `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const password = md5Hex('Pitchside-2026!');
    // The slider check holds for one device: every step of the sign-up comes from the same one.
    const clientId = randomUUID();
    const must = async (path: string, options: SignedCall) => {
      const answer = await signedCall(baseUrl, path, { ...options, clientId });
      if (answer.body?.code !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`);
      return answer.body.data;
    };
    await must('/userapi/email/getSlideVerificationCode', {
      query: { email, position: '100', track: '0:0,120:14,260:48,390:83,470:100' },
    });
    const since = this.output.length;
    await must('/userapi/email/getCode', { body: { email, type: 1 } });
    const emailCode = await this.mailedCode(email, since);
    await must('/userapi/register', { body: { email, emailCode, password, ackPassword: password } });
    const { token } = (await must('/userapi/login', { body: { email, type: 1, password } })) as {
      token: string;
    };
    return { email, token };
  }
}
