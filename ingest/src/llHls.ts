// Low-latency HLS (RFC 8216bis, "HLS_MODE=ll"): ffmpeg repackages the publisher's FLV without re-encoding
// (-c copy) into fragmented MP4 on its standard output, one fragment per ~PART seconds and one at each
// keyframe; this packager cuts that stream (cmaf.ts) into an init segment, parts (one fragment each) and
// segments (the parts from a keyframe on, once the segment target is reached), writes them to the
// session's directory and keeps the media playlist: EXT-X-PART for the last segments' parts, a
// PRELOAD-HINT for the next, PROGRAM-DATE-TIME on the encoder's clock, and blocking reload (waitFor).
// ffmpeg 5.1's own HLS muxer writes no parts (hlsWriter.ts is the short-segment mode).
import { appendFileSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BoxReader, readFragment, readTracks, type Track } from './cmaf';
import { startFfmpeg } from './ffmpegChild';
import type { HlsSettings, HlsWriter } from './hlsWriter';

export interface LlSettings {
  /** Segment target in seconds: a segment ends at the first keyframe after it. */
  segmentSeconds: number;
  /** Part target in seconds (EXT-X-PART-INF PART-TARGET); ffmpeg cuts fragments a little shorter. */
  partSeconds: number;
  /** Segments in the live playlist. */
  listSize: number;
}

interface Part {
  /** Running number over the session: the file part%08d.m4s. */
  index: number;
  duration: number;
  independent: boolean;
  /** Wall-clock time (ms) of its first picture, on the encoder's clock. */
  date: number;
}

interface Segment {
  msn: number;
  parts: Part[];
  duration: number;
}

/** Parts are listed for this many segments before the one being made (RFC 8216bis: at least 3 target durations). */
const PART_SEGMENTS = 3;
/** Files stay on disk this many segments after they leave the playlist (players and gateways finishing). */
const KEEP_AFTER = 6;
/**
 * A segment ends at a keyframe; a stream without one for this long is not one a player can start, and its
 * open segment would grow on disk without end: the packager gives up (the session ends).
 */
export const MAX_OPEN_SEGMENT_SECONDS = 60;

export const partFile = (index: number) => `part${String(index).padStart(8, '0')}.m4s`;
export const segmentFile = (msn: number) => `seg${String(msn).padStart(6, '0')}.m4s`;
export const INIT_FILE = 'init.mp4';

export type WaitAnswer = 'ready' | 'timeout' | 'bad';

/** The packager proper, fed ffmpeg's fragmented MP4; testable without ffmpeg's process. */
export class LlPackager {
  private readonly reader = new BoxReader();
  private tracks: Track[] | null = null;
  private ftyp: Buffer | null = null;
  private moof: Buffer | null = null;
  private firstStart: number | null = null;
  private readonly done: Segment[] = [];
  private current: Segment = { msn: 0, parts: [], duration: 0 };
  private nextPart = 0;
  private maxSegment = 0;
  private ended = false;
  private readonly waiters = new Set<() => void>();
  /** When the newest part was written (ms), for the segment-age metric. */
  lastWrite: number | null = null;

  constructor(
    readonly dir: string,
    private readonly settings: LlSettings,
    /** The wall-clock time (ms) of the stream's first picture: its PROGRAM-DATE-TIME. */
    private readonly startedAt: () => number,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  push(chunk: Buffer): void {
    for (const box of this.reader.push(chunk)) {
      if (box.type === 'ftyp') this.ftyp = Buffer.from(box.bytes);
      else if (box.type === 'moov') {
        this.tracks = readTracks(box.bytes);
        this.writeFile(INIT_FILE, Buffer.concat([this.ftyp ?? Buffer.alloc(0), box.bytes]));
      } else if (box.type === 'moof') this.moof = Buffer.from(box.bytes);
      else if (box.type === 'mdat' && this.moof && this.tracks) {
        this.addPart(this.moof, Buffer.from(box.bytes), this.tracks);
        this.moof = null;
      }
    }
  }

  private addPart(moof: Buffer, mdat: Buffer, tracks: Track[]) {
    const fragment = readFragment(moof, tracks);
    this.firstStart ??= fragment.start;
    const part: Part = {
      index: this.nextPart++,
      duration: fragment.duration,
      independent: fragment.independent,
      date: this.startedAt() + (fragment.start - this.firstStart) * 1000,
    };
    // A new segment starts at a keyframe once the segment being made is long enough.
    if (
      part.independent &&
      this.current.parts.length > 0 &&
      this.current.duration >= this.settings.segmentSeconds - 0.01
    )
      this.closeSegment();
    if (this.current.duration > MAX_OPEN_SEGMENT_SECONDS)
      throw new Error(`no keyframe for ${MAX_OPEN_SEGMENT_SECONDS} s`);
    const bytes = Buffer.concat([moof, mdat]);
    this.writeFile(partFile(part.index), bytes);
    // The segment is its parts, appended as they come: nothing of it is held in memory.
    appendFileSync(join(this.dir, `${segmentFile(this.current.msn)}.tmp`), bytes);
    this.current.parts.push(part);
    this.current.duration += part.duration;
    this.lastWrite = Date.now();
    this.writePlaylist();
  }

  private closeSegment() {
    const segment = this.current;
    const path = join(this.dir, segmentFile(segment.msn));
    renameSync(`${path}.tmp`, path);
    this.maxSegment = Math.max(this.maxSegment, segment.duration);
    this.done.push(segment);
    this.current = { msn: segment.msn + 1, parts: [], duration: 0 };
    // Old segments and their parts leave the disk.
    const gone = this.done.length - this.settings.listSize - KEEP_AFTER;
    if (gone > 0) {
      for (const old of this.done.splice(0, gone)) {
        rmSync(join(this.dir, segmentFile(old.msn)), { force: true });
        for (const p of old.parts) rmSync(join(this.dir, partFile(p.index)), { force: true });
      }
    }
  }

  /** Ends the stream: the segment being made is closed and the playlist ends (EXT-X-ENDLIST). */
  end(): void {
    if (this.ended) return;
    if (this.current.parts.length > 0) this.closeSegment();
    this.ended = true;
    this.writePlaylist();
    this.wake();
  }

  private writeFile(name: string, bytes: Buffer) {
    const path = join(this.dir, name);
    writeFileSync(`${path}.tmp`, bytes);
    renameSync(`${path}.tmp`, path);
  }

  private writePlaylist() {
    this.writeFile('index.m3u8', Buffer.from(this.playlist()));
    this.wake();
  }

  private wake() {
    for (const waiter of [...this.waiters]) waiter();
  }

  /** The last segment's number in the playlist (the one being made counts once it has a part); -1 before any. */
  lastMsn(): number {
    if (this.current.parts.length > 0) return this.current.msn;
    return this.current.msn - 1;
  }

  /** Whether the playlist has part `part` of segment `msn` (or the whole segment when part is undefined). */
  has(msn: number, part?: number): boolean {
    if (this.ended) return true;
    if (part === undefined) return msn < this.current.msn;
    if (msn < this.current.msn - 1) return true;
    if (msn === this.current.msn - 1) {
      const segment = this.done.at(-1);
      // A part past a finished segment's last is the next segment's first (RFC 8216bis 6.2.5.2).
      return part < (segment?.parts.length ?? 0) || this.current.parts.length > 0;
    }
    if (msn === this.current.msn) return part < this.current.parts.length;
    return false;
  }

  /**
   * Blocking reload: resolves 'ready' once the playlist has the part (or segment), 'timeout' after
   * `timeoutMs`, 'bad' at once for a segment more than two past the last or a part more than three
   * past the last (RFC 8216bis 6.2.5.2: answered with 400).
   */
  waitFor(msn: number, part: number | undefined, timeoutMs: number): Promise<WaitAnswer> {
    const last = this.lastMsn();
    if (!this.ended && msn > Math.max(0, last) + 2) return Promise.resolve('bad');
    if (
      !this.ended &&
      part !== undefined &&
      msn === this.current.msn &&
      part > this.current.parts.length - 1 + 3
    )
      return Promise.resolve('bad');
    return this.until(() => this.has(msn, part), timeoutMs);
  }

  /** Waits for a part file (a player asking for the PRELOAD-HINT before it exists). */
  waitForPart(index: number, timeoutMs: number): Promise<WaitAnswer> {
    if (index > this.nextPart + 3) return Promise.resolve('bad');
    return this.until(() => this.ended || index < this.nextPart, timeoutMs);
  }

  private until(ready: () => boolean, timeoutMs: number): Promise<WaitAnswer> {
    if (ready()) return Promise.resolve('ready');
    return new Promise((resolve) => {
      const check = () => {
        if (!ready()) return;
        finish('ready');
      };
      const timer = setTimeout(() => finish('timeout'), timeoutMs);
      const finish = (answer: WaitAnswer) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(answer);
      };
      this.waiters.add(check);
    });
  }

  /** The target duration (EXT-X-TARGETDURATION): no segment's EXTINF rounds above it. */
  targetDuration(): number {
    return Math.max(this.settings.segmentSeconds, Math.round(this.maxSegment));
  }

  /** The media playlist now. */
  playlist(): string {
    const { partSeconds, listSize } = this.settings;
    const segments = this.done.slice(-listSize);
    const first = segments[0]?.msn ?? this.current.msn;
    const lines = [
      '#EXTM3U',
      '#EXT-X-VERSION:9',
      `#EXT-X-TARGETDURATION:${this.targetDuration()}`,
      `#EXT-X-PART-INF:PART-TARGET=${partSeconds.toFixed(3)}`,
      `#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES,PART-HOLD-BACK=${(3 * partSeconds).toFixed(3)}`,
      `#EXT-X-MEDIA-SEQUENCE:${first}`,
      '#EXT-X-INDEPENDENT-SEGMENTS',
      `#EXT-X-MAP:URI="${INIT_FILE}"`,
    ];
    const withParts = new Set(this.done.slice(-PART_SEGMENTS).map((s) => s.msn));
    const partLines = (segment: Segment) =>
      segment.parts.map(
        (p) =>
          `#EXT-X-PART:DURATION=${p.duration.toFixed(3)},URI="${partFile(p.index)}"${p.independent ? ',INDEPENDENT=YES' : ''}`,
      );
    for (const segment of segments) {
      const date = segment.parts[0]?.date ?? 0;
      lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(date).toISOString()}`);
      if (withParts.has(segment.msn) && !this.ended) lines.push(...partLines(segment));
      lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, segmentFile(segment.msn));
    }
    if (this.ended) lines.push('#EXT-X-ENDLIST');
    else {
      const open = this.current.parts[0];
      if (open) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(open.date).toISOString()}`);
      lines.push(...partLines(this.current));
      lines.push(`#EXT-X-PRELOAD-HINT:TYPE=PART,URI="${partFile(this.nextPart)}"`);
    }
    return `${lines.join('\n')}\n`;
  }
}

export interface LlHlsWriter extends HlsWriter {
  readonly packager: LlPackager;
}

/** ffmpeg's output side: fragmented MP4 on stdout, a fragment a part. */
export function llOutputArgs(partSeconds: number): string[] {
  return [
    '-f',
    'mp4',
    '-movflags',
    'empty_moov+default_base_moof+frag_keyframe+skip_trailer',
    // A fragment closes once it passes this length (at the next sample): a frame under the part target.
    '-frag_duration',
    String(Math.round(partSeconds * 0.8 * 1_000_000)),
    '-flush_packets',
    '1',
    'pipe:1',
  ];
}

export function startLlHlsWriter(
  dir: string,
  settings: HlsSettings & { partSeconds: number },
  startedAt: () => number,
  onExit: (code: number | null, lastError: string) => void,
): LlHlsWriter {
  const packager = new LlPackager(dir, settings, startedAt);
  /** Why the packager gave up, if it did. */
  let broken: string | null = null;
  const ffmpeg = startFfmpeg({
    ffmpegPath: settings.ffmpegPath,
    outputArgs: llOutputArgs(settings.partSeconds),
    onStdout: (chunk) => {
      if (broken !== null) return;
      try {
        packager.push(chunk);
      } catch (error) {
        // Not the MP4 ffmpeg should write, or a stream no player can start: the session ends rather than
        // serve a broken stream.
        broken = error instanceof Error ? error.message : String(error);
        ffmpeg.kill();
      }
    },
    onExit: (code, lastError) => {
      packager.end();
      onExit(broken === null ? code : null, broken ?? lastError);
    },
  });
  return { dir, packager, ...ffmpeg };
}
