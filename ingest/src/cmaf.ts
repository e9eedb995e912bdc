// Fragmented MP4 (CMAF) as ffmpeg writes it on a pipe (-f mp4 -movflags empty_moov+default_base_moof…):
// ftyp+moov (the init segment), then moof+mdat pairs (one fragment each). Just enough ISO-BMFF (ISO/IEC
// 14496-12) is read to cut LL-HLS parts and segments (llHls.ts): each track's timescale and handler from
// the moov, and from each moof the decode time, the duration and whether the video starts on a keyframe.

export interface Box {
  type: string;
  /** The whole box, header included. */
  bytes: Buffer;
}

/** Splits a byte stream into top-level boxes as they complete. */
export class BoxReader {
  private pending: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): Box[] {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const boxes: Box[] = [];
    for (;;) {
      const header = boxHeader(this.pending, 0, this.pending.length);
      if (!header || this.pending.length < header.size) break;
      boxes.push({ type: header.type, bytes: this.pending.subarray(0, header.size) });
      this.pending = this.pending.subarray(header.size);
    }
    return boxes;
  }

  /** Bytes waiting for the rest of their box. */
  buffered(): number {
    return this.pending.length;
  }
}

interface Header {
  type: string;
  size: number;
  headerSize: number;
}

function boxHeader(data: Buffer, offset: number, end: number): Header | null {
  if (end - offset < 8) return null;
  let size = data.readUInt32BE(offset);
  const type = data.toString('latin1', offset + 4, offset + 8);
  let headerSize = 8;
  if (size === 1) {
    if (end - offset < 16) return null;
    const large = data.readBigUInt64BE(offset + 8);
    if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`box ${type} too large`);
    size = Number(large);
    headerSize = 16;
  } else if (size === 0) {
    throw new Error(`box ${type} runs to the end of the stream: not a fragmented MP4`);
  }
  if (size < headerSize) throw new Error(`box ${type} has a bad size ${size}`);
  return { type, size, headerSize };
}

/** A child box inside a buffer: its type and where its payload starts and ends. */
interface Span {
  type: string;
  start: number;
  end: number;
}

/** The child boxes of a container box's payload. */
function children(data: Buffer, start: number, end: number): Span[] {
  const found: Span[] = [];
  let offset = start;
  while (offset < end) {
    const header = boxHeader(data, offset, end);
    if (!header || offset + header.size > end) throw new Error('truncated box');
    found.push({ type: header.type, start: offset + header.headerSize, end: offset + header.size });
    offset += header.size;
  }
  return found;
}

const child = (data: Buffer, start: number, end: number, type: string) =>
  children(data, start, end).find((c) => c.type === type);

export interface Track {
  id: number;
  timescale: number;
  kind: 'video' | 'audio' | 'other';
  /** From the moov's trex: used when a fragment does not say. */
  defaultDuration: number;
  defaultFlags: number;
}

/** The tracks of an init segment's moov box (the box whole, header included). */
export function readTracks(moov: Buffer): Track[] {
  const top = boxHeader(moov, 0, moov.length);
  if (top?.type !== 'moov') throw new Error('not a moov box');
  const tracks: Track[] = [];
  const trex = new Map<number, { duration: number; flags: number }>();
  for (const box of children(moov, top.headerSize, moov.length)) {
    if (box.type === 'mvex') {
      for (const ex of children(moov, box.start, box.end)) {
        if (ex.type !== 'trex') continue;
        trex.set(moov.readUInt32BE(ex.start + 4), {
          duration: moov.readUInt32BE(ex.start + 12),
          flags: moov.readUInt32BE(ex.start + 20),
        });
      }
    }
    if (box.type !== 'trak') continue;
    const tkhd = child(moov, box.start, box.end, 'tkhd');
    const mdia = child(moov, box.start, box.end, 'mdia');
    if (!tkhd || !mdia) continue;
    const id = moov.readUInt32BE(tkhd.start + (moov[tkhd.start] === 1 ? 20 : 12));
    const mdhd = child(moov, mdia.start, mdia.end, 'mdhd');
    const hdlr = child(moov, mdia.start, mdia.end, 'hdlr');
    if (!mdhd || !hdlr) continue;
    const timescale = moov.readUInt32BE(mdhd.start + (moov[mdhd.start] === 1 ? 20 : 12));
    const handler = moov.toString('latin1', hdlr.start + 8, hdlr.start + 12);
    tracks.push({
      id,
      timescale,
      kind: handler === 'vide' ? 'video' : handler === 'soun' ? 'audio' : 'other',
      defaultDuration: 0,
      defaultFlags: 0,
    });
  }
  for (const track of tracks) {
    const ex = trex.get(track.id);
    if (ex) {
      track.defaultDuration = ex.duration;
      track.defaultFlags = ex.flags;
    }
  }
  if (tracks.length === 0) throw new Error('moov without tracks');
  return tracks;
}

export interface Fragment {
  /** The reference track's first decode time, in seconds (video when there is video). */
  start: number;
  /** The reference track's duration in seconds. */
  duration: number;
  /** Whether the fragment starts with a keyframe (a player can start decoding here). */
  independent: boolean;
}

const NON_SYNC = 0x00010000;

/**
 * What a moof box (whole) says of its reference track (video when there is video). A fragment may hold
 * another track only (audio running ahead of video, as a relay or an encoder may send it): its times are
 * that track's, and it is no place for a player to start when the stream has video.
 */
export function readFragment(moof: Buffer, tracks: Track[]): Fragment {
  const top = boxHeader(moof, 0, moof.length);
  if (top?.type !== 'moof') throw new Error('not a moof box');
  const reference = tracks.find((t) => t.kind === 'video') ?? tracks[0];
  if (!reference) throw new Error('no track');
  let other: Fragment | null = null;
  for (const traf of children(moof, top.headerSize, moof.length)) {
    if (traf.type !== 'traf') continue;
    const tfhd = child(moof, traf.start, traf.end, 'tfhd');
    if (!tfhd) throw new Error('traf without tfhd');
    const trackId = moof.readUInt32BE(tfhd.start + 4);
    const track = tracks.find((t) => t.id === trackId);
    if (!track) continue;
    const fragment = readTraf(moof, traf, tfhd, track);
    if (track === reference) return fragment;
    other ??= { ...fragment, independent: reference.kind !== 'video' };
  }
  if (other) return other;
  throw new Error(`moof without a known track (reference ${reference.id})`);
}

function readTraf(moof: Buffer, traf: Span, tfhd: Span, track: Track): Fragment {
  const tfhdFlags = moof.readUInt32BE(tfhd.start) & 0xffffff;
  let at = tfhd.start + 8;
  if (tfhdFlags & 0x1) at += 8;
  if (tfhdFlags & 0x2) at += 4;
  let defaultDuration = track.defaultDuration;
  let defaultFlags = track.defaultFlags;
  if (tfhdFlags & 0x8) {
    defaultDuration = moof.readUInt32BE(at);
    at += 4;
  }
  if (tfhdFlags & 0x10) at += 4;
  if (tfhdFlags & 0x20) defaultFlags = moof.readUInt32BE(at);
  const tfdt = child(moof, traf.start, traf.end, 'tfdt');
  if (!tfdt) throw new Error('traf without tfdt');
  const decodeTime =
    moof[tfdt.start] === 1 ? Number(moof.readBigUInt64BE(tfdt.start + 4)) : moof.readUInt32BE(tfdt.start + 4);
  let ticks = 0;
  let firstFlags: number | null = null;
  for (const trun of children(moof, traf.start, traf.end)) {
    if (trun.type !== 'trun') continue;
    const flags = moof.readUInt32BE(trun.start) & 0xffffff;
    const count = moof.readUInt32BE(trun.start + 4);
    let p = trun.start + 8;
    if (flags & 0x1) p += 4;
    let firstSampleFlags: number | null = null;
    if (flags & 0x4) {
      firstSampleFlags = moof.readUInt32BE(p);
      p += 4;
    }
    for (let i = 0; i < count; i++) {
      let duration = defaultDuration;
      let sampleFlags = i === 0 && firstSampleFlags !== null ? firstSampleFlags : defaultFlags;
      if (flags & 0x100) {
        duration = moof.readUInt32BE(p);
        p += 4;
      }
      if (flags & 0x200) p += 4;
      if (flags & 0x400) {
        sampleFlags = moof.readUInt32BE(p);
        p += 4;
      }
      if (flags & 0x800) p += 4;
      if (p > trun.end) throw new Error('truncated trun');
      ticks += duration;
      firstFlags ??= sampleFlags;
    }
  }
  return {
    start: decodeTime / track.timescale,
    duration: ticks / track.timescale,
    independent: track.kind !== 'video' || (firstFlags !== null && (firstFlags & NON_SYNC) === 0),
  };
}
