// One session's HLS in short segments (HLS_MODE=short): ffmpeg repackages the publisher's FLV, without
// re-encoding, into MPEG-TS segments and a live playlist with EXT-X-PROGRAM-DATE-TIME. ffmpeg's HLS muxer
// (5.1) writes no LL-HLS parts: low latency is llHls.ts (docs/ARCHITECTURE.md "Anchors' ingest").
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type FfmpegChild, startFfmpeg } from './ffmpegChild';

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

/** A session's repackager: the FLV goes in, HLS comes out in `dir`. */
export interface HlsWriter extends Omit<FfmpegChild, 'kill'> {
  readonly dir: string;
}

export function startHlsWriter(
  dir: string,
  settings: HlsSettings,
  onExit: (code: number | null, lastError: string) => void,
): HlsWriter {
  mkdirSync(dir, { recursive: true });
  const ffmpeg = startFfmpeg({
    ffmpegPath: settings.ffmpegPath,
    outputArgs: [
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
    onExit,
  });
  return { dir, ...ffmpeg };
}
