/**
 * HLS playlists (RFC 8216) over a loop of fixture segments. Pure: every answer follows from
 * the arguments, the clock included, so the same instant always gives the same playlist.
 *
 * A live stream plays the loop over and over. Segment `i` of a stream (its media sequence
 * number) is loop position `phase + i`, where the phase comes from the stream id so that
 * streams do not all wrap at the same moment. Where the loop wraps, the timestamps inside the
 * segments jump back, so that segment carries EXT-X-DISCONTINUITY (§4.3.2.3).
 */

/** Segments in a live playlist: 5 x 2 s keeps players about 6-10 s behind the edge. */
export const DEFAULT_LIVE_WINDOW = 5;

/** Longest clip served, whatever length is asked for. */
const MAX_CLIP_MS = 10 * 60_000;

export interface PlaylistSegment {
  /** Media sequence number (§4.3.3.2): the segment's place in its stream. */
  mediaSequence: number;
  /** Which fixture segment carries it (the `n` of `seg/{quality}/{n}.ts`). */
  fixtureIndex: number;
  durationMs: number;
  /** Wall-clock start (ms since epoch) for EXT-X-PROGRAM-DATE-TIME; null in clips. */
  startsAt: number | null;
  /** The loop wraps before this segment. */
  discontinuity: boolean;
}

export interface MediaWindow {
  mediaSequence: number;
  /** Discontinuities before the first segment of the window (§4.3.3.3). */
  discontinuitySequence: number;
  segments: PlaylistSegment[];
}

/** The loop of fixture segments: durations in order, with running start times. */
class Loop {
  readonly length: number;
  readonly totalMs: number;
  readonly #startMs: number[];

  constructor(readonly durationsMs: readonly number[]) {
    if (durationsMs.length === 0) throw new Error('a segment loop needs at least one segment');
    this.length = durationsMs.length;
    this.#startMs = [0];
    for (const ms of durationsMs) this.#startMs.push((this.#startMs.at(-1) ?? 0) + ms);
    this.totalMs = this.#startMs[this.length] ?? 0;
  }

  duration(position: number): number {
    return this.durationsMs[position % this.length] ?? 0;
  }

  /** Time from position 0 to the start of `position`, over as many loops as needed. */
  timeAt(position: number): number {
    const loops = Math.floor(position / this.length);
    return loops * this.totalMs + (this.#startMs[position % this.length] ?? 0);
  }

  /** The last position starting at or before `time` (time >= 0). */
  positionAt(time: number): number {
    const loops = Math.floor(time / this.totalMs);
    const within = time - loops * this.totalMs;
    let index = 0;
    while (index + 1 < this.length && (this.#startMs[index + 1] ?? 0) <= within) index++;
    return loops * this.length + index;
  }
}

/** FNV-1a over the id's characters: a stable small number per id. */
export function idHash(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export interface LiveWindowInput {
  streamId: string;
  /** When the stream went live (ms since epoch). */
  startedAt: number;
  /** The clock (ms since epoch). */
  now: number;
  segmentDurationsMs: readonly number[];
  /** Segments per playlist; DEFAULT_LIVE_WINDOW when absent. */
  windowSize?: number;
}

/**
 * The segments a live playlist lists at `now`: the newest `windowSize` segments that have
 * fully elapsed. The window is full from the first moment (as an encoder that started a few
 * segments before the stream was announced), so media sequence 0 is served at `startedAt`
 * and grows by one per segment duration. Before `startedAt` the first window is served.
 */
export function liveWindow(input: LiveWindowInput): MediaWindow {
  const loop = new Loop(input.segmentDurationsMs);
  const size = Math.max(1, Math.floor(input.windowSize ?? DEFAULT_LIVE_WINDOW));
  const phase = idHash(input.streamId) % loop.length;
  const origin = loop.timeAt(phase);
  const warmUpMs = loop.timeAt(phase + size) - origin;
  const elapsed = Math.max(0, Math.floor(input.now - input.startedAt));
  // Positions before `ended` have finished playing at `now`.
  const ended = loop.positionAt(origin + warmUpMs + elapsed);
  const mediaSequence = ended - phase - size;

  const segments: PlaylistSegment[] = [];
  for (let i = mediaSequence; i < mediaSequence + size; i++) {
    const position = phase + i;
    segments.push({
      mediaSequence: i,
      fixtureIndex: position % loop.length,
      durationMs: loop.duration(position),
      startsAt: input.startedAt - warmUpMs + (loop.timeAt(position) - origin),
      discontinuity: i > 0 && position % loop.length === 0,
    });
  }
  // Wraps strictly before the window: at media sequences 1..mediaSequence-1.
  const discontinuitySequence =
    mediaSequence === 0 ? 0 : Math.floor((mediaSequence - 1 + phase) / loop.length);
  return { mediaSequence, discontinuitySequence, segments };
}

export interface ClipWindowInput {
  clipId: string;
  segmentDurationsMs: readonly number[];
  /** Length the clip should have; when absent, 8-20 s chosen from the id. */
  durationMs?: number;
}

/**
 * A highlight clip: a run of segments from a place in the loop chosen by the clip id, long
 * enough to cover `durationMs` (capped at ten minutes), always the same for the same id.
 */
export function clipWindow(input: ClipWindowInput): MediaWindow {
  const loop = new Loop(input.segmentDurationsMs);
  const hash = idHash(input.clipId);
  const first = hash % loop.length;
  const wantedMs = Math.min(
    MAX_CLIP_MS,
    input.durationMs ?? 8_000 + (Math.floor(hash / loop.length) % 7) * 2_000,
  );

  const segments: PlaylistSegment[] = [];
  let coveredMs = 0;
  for (let i = 0; segments.length === 0 || coveredMs < wantedMs; i++) {
    const position = first + i;
    const durationMs = loop.duration(position);
    segments.push({
      mediaSequence: i,
      fixtureIndex: position % loop.length,
      durationMs,
      startsAt: null,
      discontinuity: i > 0 && position % loop.length === 0,
    });
    coveredMs += durationMs;
  }
  return { mediaSequence: 0, discontinuitySequence: 0, segments };
}

/** EXT-X-TARGETDURATION: the longest segment, in whole seconds rounded up (§4.3.3.1). */
export function targetDurationSeconds(segmentDurationsMs: readonly number[]): number {
  return Math.max(1, Math.ceil(Math.max(...segmentDurationsMs) / 1000));
}

/** URI of a segment, relative to a media playlist at `{live|clip}/{id}/{quality}/index.m3u8`. */
export function segmentUri(qualityId: string, fixtureIndex: number): string {
  return `../../../seg/${qualityId}/${fixtureIndex}.ts`;
}

export interface MediaPlaylistInput {
  window: MediaWindow;
  qualityId: string;
  /** Computed over the whole loop, so it never changes while a stream plays (§6.2.1). */
  targetDurationSeconds: number;
  kind: 'live' | 'vod';
}

/** A media playlist: sliding (live, no ENDLIST) or complete (VOD, ENDLIST). */
export function mediaPlaylist(input: MediaPlaylistInput): string {
  const { window, qualityId, kind } = input;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${input.targetDurationSeconds}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
  ];
  if (kind === 'vod') lines.push('#EXT-X-PLAYLIST-TYPE:VOD');
  lines.push('#EXT-X-INDEPENDENT-SEGMENTS');
  for (const segment of window.segments) {
    if (segment.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    if (segment.startsAt !== null) {
      lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.startsAt).toISOString()}`);
    }
    lines.push(
      `#EXTINF:${(segment.durationMs / 1000).toFixed(3)},`,
      segmentUri(qualityId, segment.fixtureIndex),
    );
  }
  if (kind === 'vod') lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

export interface VariantLevel {
  id: string;
  width: number;
  height: number;
  frameRate: number;
  codecs: string;
  bandwidth: number;
  averageBandwidth: number;
}

/** A master playlist: one EXT-X-STREAM-INF per quality, each pointing at `{quality}/index.m3u8`. */
export function masterPlaylist(levels: readonly VariantLevel[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const level of levels) {
    const attributes = [
      `BANDWIDTH=${level.bandwidth}`,
      `AVERAGE-BANDWIDTH=${level.averageBandwidth}`,
      `RESOLUTION=${level.width}x${level.height}`,
      `FRAME-RATE=${level.frameRate.toFixed(3)}`,
      `CODECS="${level.codecs}"`,
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, `${level.id}/index.m3u8`);
  }
  return `${lines.join('\n')}\n`;
}
