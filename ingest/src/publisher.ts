// A publisher as OBS would be one, for tests and benches: ffmpeg sending a synthetic picture (testsrc, with
// the encoder's clock burned in when drawtext is there) and a tone, H.264/AAC over RTMP, in real time.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';

/** Whether ffmpeg runs here. Under CI=true its absence is a failure of the caller; otherwise a loud skip. */
export function ffmpegAvailable(): boolean {
  const found = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' }).status === 0;
  if (!found) {
    if (process.env.CI === 'true')
      throw new Error('ffmpeg is required under CI=true (the anchors ingest tests)');
    console.warn(
      '\n*** ffmpeg not found: the anchors ingest tests are SKIPPED (install ffmpeg to run them) ***\n',
    );
  }
  return found;
}

export interface Publisher {
  readonly process: ChildProcess;
  /** Resolves with the exit code (null when killed). */
  readonly exited: Promise<number | null>;
  kill(): void;
}

export function publish(
  url: string,
  options: { video?: 'h264' | 'flv1'; size?: string; gop?: number; clock?: boolean } = {},
): Publisher {
  const video = options.video ?? 'h264';
  const drawClock = options.clock
    ? ['-vf', "drawtext=text='%{localtime\\:%T}':fontsize=32:fontcolor=white:box=1:boxcolor=black:x=10:y=10"]
    : [];
  const encoder =
    video === 'h264'
      ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', String(options.gop ?? 25)]
      : ['-c:v', 'flv1'];
  const child = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${options.size ?? '320x180'}:rate=25`,
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100',
      ...drawClock,
      ...encoder,
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      '-f',
      'flv',
      url,
    ],
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
