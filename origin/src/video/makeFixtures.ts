/**
 * Regenerates the HLS test segments under ./fixtures with ffmpeg (Debian's `ffmpeg`, built
 * with libx264 and fontconfig). The origin never runs ffmpeg: it serves the committed files.
 *
 *   npx tsx origin/src/video/makeFixtures.ts
 *
 * One loop of LOOP_SECONDS is drawn once (a striped pitch, its lines, a ball going round,
 * a running clock and the quality name, and no words in any language) with a quiet tone over crowd-like pink noise, and
 * encoded per quality into SEGMENT_SECONDS MPEG-TS segments: H.264 (constrained baseline
 * for the small level, main for the larger one) and stereo AAC-LC. A fixed GOP of exactly
 * one segment makes every segment start on a key frame at the same instant in every
 * quality, so players can switch level at any segment boundary (RFC 8216 §6.2.4).
 * Files are named `{n}.mpegts`, not `.ts`, so TypeScript tooling leaves them alone; the
 * origin still serves them under `.ts` URLs.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FixtureManifest, FixtureQuality } from './fixtures';

const FIXTURES_DIR = fileURLToPath(new URL('./fixtures', import.meta.url));
const FPS = 25;
const SEGMENT_SECONDS = 2;
const LOOP_SECONDS = 30;
const AUDIO_BITRATE = '64k';

interface QualitySpec {
  id: string;
  width: number;
  height: number;
  profile: 'baseline' | 'main';
  /** Cap of the constant-quality encode (the picture is simple, so it rarely reaches it). */
  maxrate: string;
}

const QUALITIES: readonly QualitySpec[] = [
  { id: '240p', width: 426, height: 240, profile: 'baseline', maxrate: '400k' },
  { id: '360p', width: 640, height: 360, profile: 'main', maxrate: '800k' },
];

/** The picture is drawn at 640x360 and scaled down for smaller qualities. */
function filterGraph(quality: QualitySpec): string {
  const d = LOOP_SECONDS;
  const stripes = [0, 160, 320, 480]
    .map((x) => `drawbox=x=${x}:y=0:w=80:h=360:color=0x34963f:t=fill`)
    .join(',');
  const lines = [
    'drawbox=x=20:y=20:w=600:h=320:color=white:t=3', // touch and goal lines
    'drawbox=x=319:y=20:w=3:h=320:color=white:t=fill', // halfway line
    'drawbox=x=20:y=105:w=90:h=150:color=white:t=3', // penalty areas
    'drawbox=x=530:y=105:w=90:h=150:color=white:t=3',
    'drawbox=x=20:y=145:w=34:h=70:color=white:t=3', // goal areas
    'drawbox=x=586:y=145:w=34:h=70:color=white:t=3',
  ].join(',');
  const font = "font='DejaVu Sans'";
  // The ball's path has the loop's period, so the picture is seamless where the loop wraps.
  return [
    `color=c=0x2f8a3a:s=640x360:r=${FPS}:d=${d},format=yuv420p,${stripes},${lines}[pitch]`,
    `color=c=black@0:s=100x100:r=${FPS}:d=${d},format=yuva420p,` +
      `geq=lum=255:cb=128:cr=128:a='255*between(hypot(X-49.5,Y-49.5),46,49.5)'[circle]`,
    `color=c=white:s=10x10:r=${FPS}:d=${d},format=yuva420p,` +
      `geq=lum=255:cb=128:cr=128:a='255*lte(hypot(X-4.5,Y-4.5),5)'[ball]`,
    '[pitch][circle]overlay=x=270:y=130[marked]',
    `[marked][ball]overlay=x='315+250*sin(2*PI*t/${d})':y='175+120*sin(4*PI*t/${d})'[play]`,
    // No words on the picture: the same stream plays under the cn, en and vi pages, so it carries
    // only what every reader reads alike (the clock and the quality name).
    `[play]drawtext=${font}:text='%{eif\\:t/60\\:d\\:2}\\:%{eif\\:mod(t\\,60)\\:d\\:2}':x=(w-tw)/2:y=h-56:` +
      'fontsize=22:fontcolor=yellow:box=1:boxcolor=black@0.5:boxborderw=5,' +
      `drawtext=${font}:text='${quality.id}':x=w-tw-28:y=h-50:fontsize=14:fontcolor=white,` +
      `scale=${quality.width}:${quality.height},setsar=1[v]`,
    `sine=frequency=440:sample_rate=48000:d=${d},volume=0.08[tone]`,
    `anoisesrc=color=pink:amplitude=0.04:sample_rate=48000:seed=7:d=${d}[crowd]`,
    '[tone][crowd]amix=inputs=2:normalize=0[a]',
  ].join(';');
}

function encode(quality: QualitySpec): void {
  const dir = join(FIXTURES_DIR, quality.id);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const gop = FPS * SEGMENT_SECONDS;
  execFileSync(
    'ffmpeg',
    [
      ['-hide_banner', '-loglevel', 'warning', '-y'],
      ['-filter_complex', filterGraph(quality), '-map', '[v]', '-map', '[a]'],
      ['-c:v', 'libx264', '-profile:v', quality.profile, '-level:v', '3.0', '-preset', 'medium'],
      ['-crf', '30', '-maxrate', quality.maxrate, '-bufsize', quality.maxrate, '-pix_fmt', 'yuv420p'],
      ['-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0'],
      ['-x264-params', `keyint=${gop}:min-keyint=${gop}:scenecut=0`],
      ['-c:a', 'aac', '-b:a', AUDIO_BITRATE, '-ac', '2', '-ar', '48000'],
      ['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_list_size', '0'],
      ['-hls_playlist_type', 'vod', '-hls_segment_type', 'mpegts'],
      ['-hls_segment_filename', join(dir, '%d.mpegts'), join(dir, 'encoded.m3u8')],
    ].flat(),
    { stdio: 'inherit' },
  );
}

/** Segment durations in milliseconds, read back from the playlist ffmpeg wrote, then dropped. */
function readDurations(quality: QualitySpec): number[] {
  const playlistPath = join(FIXTURES_DIR, quality.id, 'encoded.m3u8');
  const durations = [...readFileSync(playlistPath, 'utf8').matchAll(/#EXTINF:([0-9.]+),/g)].map((m) =>
    Math.round(Number(m[1]) * 1000),
  );
  rmSync(playlistPath);
  const files = readdirSync(join(FIXTURES_DIR, quality.id)).filter((f) => f.endsWith('.mpegts'));
  if (files.length !== durations.length) throw new Error(`${quality.id}: segment count mismatch`);
  return durations;
}

/**
 * RFC 6381 codecs string of the H.264 stream, from the first sequence parameter set:
 * avc1.PPCCLL = profile_idc, constraint flags, level_idc.
 */
function videoCodec(quality: QualitySpec): string {
  const elementary = execFileSync(
    'ffmpeg',
    [
      ['-hide_banner', '-loglevel', 'error', '-i', join(FIXTURES_DIR, quality.id, '0.mpegts')],
      ['-map', '0:v:0', '-c', 'copy', '-frames:v', '1', '-f', 'h264', '-'],
    ].flat(),
  );
  for (let i = 0; i + 6 < elementary.length; i++) {
    const startCode = elementary[i] === 0 && elementary[i + 1] === 0 && elementary[i + 2] === 1;
    if (startCode && ((elementary[i + 3] ?? 0) & 0x1f) === 7) {
      const hex = [elementary[i + 4], elementary[i + 5], elementary[i + 6]]
        .map((b) => (b ?? 0).toString(16).padStart(2, '0'))
        .join('');
      return `avc1.${hex}`;
    }
  }
  throw new Error(`${quality.id}: no H.264 sequence parameter set found`);
}

function main(): void {
  execFileSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
  const qualities: FixtureQuality[] = [];
  let reference: number[] | undefined;
  for (const quality of QUALITIES) {
    encode(quality);
    const durationsMs = readDurations(quality);
    // Levels must share segment boundaries so one media sequence number means one instant.
    if (reference && reference.join() !== durationsMs.join()) {
      throw new Error(`${quality.id}: segment durations differ from ${QUALITIES[0]?.id}`);
    }
    reference = durationsMs;
    qualities.push({
      id: quality.id,
      width: quality.width,
      height: quality.height,
      frameRate: FPS,
      codecs: `${videoCodec(quality)},mp4a.40.2`,
    });
  }
  const manifest: FixtureManifest = { segmentDurationsMs: reference ?? [], qualities };
  writeFileSync(join(FIXTURES_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  process.stdout.write(
    `wrote ${manifest.segmentDurationsMs.length} segments x ${qualities.length} qualities\n`,
  );
}

main();
