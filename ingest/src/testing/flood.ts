// A publisher with a valid key that sends as fast as the network takes it: a few seconds of lossless noise
// (H.264 at qp 0, about 80 Mbit/s of 640x360) looped without -re, as `ffmpeg -stream_loop -1 -i noise.flv
// -c copy -f flv rtmp://…` does. The ingest must hold it to its bitrate cap.
import { spawn, spawnSync } from 'node:child_process';
import type { Publisher } from '../publisher';

/** Writes `seconds` of noise video with a tone to `path` (FLV, H.264 and AAC), once. */
export function writeNoiseFlv(path: string, seconds = 3): void {
  const made = spawnSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `nullsrc=size=640x360:rate=25,geq=random(1)*255:128:128,format=yuv420p`,
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100',
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-qp',
      '0',
      '-g',
      '25',
      '-c:a',
      'aac',
      '-f',
      'flv',
      path,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (made.status !== 0) throw new Error(`noise not written: ${made.stderr?.toString()}`);
}

/** Loops `file` to `url` as fast as it goes (no -re), until killed. */
export function flood(url: string, file: string): Publisher {
  const child = spawn(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-stream_loop', '-1', '-i', file, '-c', 'copy', '-f', 'flv', url],
    { stdio: ['ignore', 'ignore', 'ignore'] },
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    process: child,
    exited,
    kill: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
