// One session's HLS: ffmpeg reads the publisher's FLV on its standard input and repackages it, without
// re-encoding (-c copy), into short MPEG-TS segments and a live playlist with EXT-X-PROGRAM-DATE-TIME.
// ffmpeg's HLS muxer (5.1) writes no LL-HLS parts, so low latency comes from short segments
// (docs/ARCHITECTURE.md "Anchors' ingest").
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface HlsSettings {
  ffmpegPath: string;
  /** Target segment length in seconds (the publisher's keyframe interval rounds it up). */
  segmentSeconds: number;
  /** Segments in the live playlist. */
  listSize: number;
  /** 'short': ffmpeg's MPEG-TS segments (this file); 'll': low-latency HLS with parts (llHls.ts). */
  mode?: HlsMode;
  /** LL-HLS part target in seconds (mode 'll'). */
  partSeconds?: number;
}

export type HlsMode = 'll' | 'short';

export interface HlsWriter {
  readonly dir: string;
  readonly pid: number | undefined;
  write(chunk: Buffer): void;
  /** Closes the input: ffmpeg writes the last segment and exits. Resolves when it has. */
  finish(): Promise<void>;
}

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

export function startHlsWriter(
  dir: string,
  settings: HlsSettings,
  onExit: (code: number | null) => void,
): HlsWriter {
  mkdirSync(dir, { recursive: true });
  const child: ChildProcess = spawn(
    settings.ffmpegPath,
    [
      ...COPY_FROM_FLV,
      '-f',
      'hls',
      '-hls_time',
      String(settings.segmentSeconds),
      '-hls_list_size',
      String(settings.listSize),
      // Segments leave the disk well after they leave the playlist: a player that just read the
      // playlist still finds them, and the gateways have cached them by then.
      '-hls_delete_threshold',
      String(settings.listSize),
      '-hls_flags',
      'delete_segments+program_date_time+independent_segments+temp_file',
      '-hls_segment_filename',
      join(dir, 'seg%06d.ts'),
      join(dir, 'index.m3u8'),
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let exited = false;
  const done = new Promise<void>((resolve) => {
    child.on('exit', (code) => {
      exited = true;
      onExit(code);
      resolve();
    });
    child.on('error', () => {
      exited = true;
      onExit(null);
      resolve();
    });
  });
  child.stderr?.on('data', () => {});
  // A publisher that sends faster than ffmpeg reads is not a reason to crash the ingest.
  child.stdin?.on('error', () => {});
  return {
    dir,
    pid: child.pid,
    write(chunk) {
      if (!exited) child.stdin?.write(chunk);
    },
    async finish() {
      child.stdin?.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await done;
      clearTimeout(timer);
    },
  };
}
