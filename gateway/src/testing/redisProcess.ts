// A throwaway redis-server for tests: no persistence, loopback only, on a free port, stopped by its pid.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { Redis } from 'ioredis';

export function redisServerBinary(): string | null {
  const fromEnv = process.env.REDIS_SERVER_BIN;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'redis-server');
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** A redis-server without persistence; `restart()` stops it by its pid and starts it on the same port. */
export class RedisProcess {
  readonly port: number;
  readonly #binary: string;
  #child: ChildProcess | null = null;

  private constructor(binary: string, port: number) {
    this.#binary = binary;
    this.port = port;
  }

  static async start(binary: string): Promise<RedisProcess> {
    const redis = new RedisProcess(binary, await freePort());
    await redis.#spawn();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async #spawn(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const child = spawn(this.#binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.#child = child;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}: ${output}`));
      });
    });
    child.stdout?.resume();
  }

  async stop(): Promise<void> {
    const child = this.#child;
    this.#child = null;
    if (!child?.pid || child.exitCode !== null) return;
    const done = exited(child);
    process.kill(child.pid, 'SIGKILL');
    await done;
  }

  get running(): boolean {
    return this.#child !== null;
  }

  /** SIGSTOP: connections stay open and nothing answers. */
  pause(): void {
    if (this.#child?.pid) process.kill(this.#child.pid, 'SIGSTOP');
  }

  resume(): void {
    if (this.#child?.pid) process.kill(this.#child.pid, 'SIGCONT');
  }

  /** Starts it again on the same port after `stop()`, empty (no persistence). */
  async startAgain(): Promise<void> {
    if (this.#child) throw new Error('redis-server is still running');
    await this.#spawn();
  }

  /**
   * Calls per command since the server started (INFO commandstats), e.g. `{ xadd: 12, eval: 12 }`:
   * the benchmarks count Redis work by the difference of two readings. INFO, which the readings
   * themselves send, is left out.
   */
  async commandStats(): Promise<Record<string, number>> {
    const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await client.connect();
      const text = await client.info('commandstats');
      const calls: Record<string, number> = {};
      for (const line of text.split(/\r?\n/)) {
        const found = /^cmdstat_([^:]+):calls=(\d+)/.exec(line);
        if (found?.[1] && found[2]) calls[found[1]] = Number(found[2]);
      }
      delete calls.info;
      return calls;
    } finally {
      client.disconnect();
    }
  }

  async restart(downMs = 0): Promise<void> {
    await this.stop();
    await new Promise<void>((resolve) => setTimeout(resolve, downMs));
    await this.#spawn();
  }
}
