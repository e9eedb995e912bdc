// The ingest (main.ts) as a process of its own, as `npm start` and docker-compose run it: what an attack
// does to it is read where an operator would see it, its resident memory (/proc/PID/status VmRSS), its
// /metrics and whether it is still there.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, SERVER_ENTRIES, serverArgs } from '@pitchside/gateway/testing';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface IngestProcessOptions {
  originUrl: string;
  secret: string;
  hlsDir: string;
  /** Ports to listen on (a restarted ingest where the gateway expects it); free ones when 0 or absent. */
  ports?: { rtmp: number; http: number };
  /** More settings (RTMP_MAX_CONNECTIONS, HLS_MODE…). */
  env?: Record<string, string>;
  /** The ingest's entry, from the repository's root: another build of it to measure beside this one. */
  entry?: string;
}

export class IngestProcess {
  output = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(
    readonly rtmpPort: number,
    readonly httpPort: number,
    readonly child: ChildProcess,
  ) {
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-50_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  /** Starts the ingest on free loopback ports and waits for its /healthz. */
  static async start(options: IngestProcessOptions): Promise<IngestProcess> {
    const rtmpPort = options.ports?.rtmp || (await freePort());
    const httpPort = options.ports?.http || (await freePort());
    const child = spawn(process.execPath, serverArgs(options.entry ?? SERVER_ENTRIES.ingest), {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        RTMP_PORT: String(rtmpPort),
        INGEST_HTTP_PORT: String(httpPort),
        INGEST_HOST: '127.0.0.1',
        ORIGIN_URL: options.originUrl,
        INGEST_SECRET: options.secret,
        HLS_DIR: options.hlsDir,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const ingest = new IngestProcess(rtmpPort, httpPort, child);
    const deadline = Date.now() + 60_000;
    while (!(await ingest.healthy())) {
      if (!ingest.alive) throw new Error(`ingest exited: ${ingest.output}`);
      if (Date.now() > deadline) {
        await ingest.stop();
        throw new Error(`ingest did not start: ${ingest.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return ingest;
  }

  get url(): string {
    return `http://127.0.0.1:${this.httpPort}`;
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  healthy(): Promise<boolean> {
    return fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
  }

  /** Resident memory now, in MB (VmRSS); NaN once the process is gone. */
  rssMb(): number {
    try {
      const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
      return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
    } catch {
      return Number.NaN;
    }
  }

  /** A sample of /metrics: the value of `name` with these labels (0 when absent). */
  async metric(name: string, labels: Record<string, string> = {}): Promise<number> {
    const text = await fetch(`${this.url}/metrics`, { signal: AbortSignal.timeout(5000) }).then((r) =>
      r.text(),
    );
    let sum = 0;
    for (const line of text.split('\n')) {
      const match = /^([a-z_]+)(\{[^}]*\})? ([0-9.eE+-]+|NaN)$/.exec(line);
      if (!match || match[1] !== name) continue;
      const labelText = match[2] ?? '';
      if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`)))
        sum += Number(match[3]);
    }
    return sum;
  }

  /** SIGTERM (its sessions end and the origin is told), SIGKILL after 5 s. */
  async stop(): Promise<void> {
    if (!this.alive) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await this.exited;
    clearTimeout(timer);
  }
}
