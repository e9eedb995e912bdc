// The repackaging ffmpeg of one session, both modes (hlsWriter.ts, llHls.ts): the publisher's FLV on its
// standard input, every stream copied without re-encoding, its output its mode's. Its life is written here
// once: the input with backpressure (a full pipe pauses the publisher's socket, never buffers in the
// ingest), the end (input closed, SIGKILL when it lingers), its exit told once, with its last error line.
import { type ChildProcess, spawn } from 'node:child_process';

/** ffmpeg's input side, both modes: the publisher's FLV on stdin, every stream copied without re-encoding. */
export const COPY_FROM_FLV = [
  '-hide_banner',
  '-loglevel',
  'error',
  '-f',
  'flv',
  '-i',
  'pipe:0',
  '-map',
  '0',
  '-c',
  'copy',
] as const;

/** How long a finishing ffmpeg may take to write its last segment before it is killed. */
const FINISH_MS = 5000;

export interface FfmpegChild {
  readonly pid: number | undefined;
  /** Writes to ffmpeg's input; false when the pipe is full: wait for `onDrain` before writing more. */
  write(chunk: Buffer): boolean;
  /** Called once the input takes writes again (after `write` answered false). */
  onDrain(listener: () => void): void;
  /** Closes the input (ffmpeg writes what it holds and exits); resolves once it has exited. */
  finish(): Promise<void>;
  /** Ends it now (its output is not to be trusted). */
  kill(): void;
}

export interface FfmpegOptions {
  ffmpegPath: string;
  /** The output side, after COPY_FROM_FLV. */
  outputArgs: readonly string[];
  /** Its standard output, when the output is a pipe (LL-HLS). */
  onStdout?: (chunk: Buffer) => void;
  /** Called once when it has exited and its output is read: its code (null when killed or not started) and last error line. */
  onExit: (code: number | null, lastError: string) => void;
}

export function startFfmpeg(options: FfmpegOptions): FfmpegChild {
  const child: ChildProcess = spawn(options.ffmpegPath, [...COPY_FROM_FLV, ...options.outputArgs], {
    stdio: ['pipe', options.onStdout ? 'pipe' : 'ignore', 'pipe'],
  });
  let exited = false;
  let lastError = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    lastError = `${lastError}${chunk.toString()}`.trim().split('\n').at(-1)?.slice(0, 300) ?? '';
  });
  if (options.onStdout) child.stdout?.on('data', options.onStdout);
  // A pipe that closes under a write (ffmpeg gone) is its exit's business, not an error of the ingest.
  child.stdin?.on('error', () => {});
  const done = new Promise<void>((resolve) => {
    const finished = (code: number | null) => {
      if (exited) return;
      exited = true;
      options.onExit(code, lastError);
      resolve();
    };
    // 'close': the process has exited and its output has been read to the end.
    child.on('close', (code) => finished(code));
    child.on('error', () => finished(null));
  });
  return {
    pid: child.pid,
    write: (chunk) => (exited || !child.stdin ? true : child.stdin.write(chunk)),
    onDrain: (listener) => {
      if (exited || !child.stdin) listener();
      else child.stdin.once('drain', listener);
    },
    async finish() {
      child.stdin?.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), FINISH_MS);
      await done;
      clearTimeout(timer);
    },
    kill: () => {
      if (!exited) child.kill('SIGKILL');
    },
  };
}
