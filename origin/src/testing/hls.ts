/**
 * Readers used by the video tests: a small M3U8 parser (what a player reads from a playlist)
 * and an MPEG-TS probe (ISO/IEC 13818-1: PAT, PMT, adaptation field).
 */

export interface ParsedSegment {
  uri: string;
  durationSeconds: number;
  discontinuity: boolean;
  programDateTime: string | undefined;
}

export interface ParsedMediaPlaylist {
  version: number | undefined;
  targetDuration: number | undefined;
  mediaSequence: number;
  discontinuitySequence: number;
  playlistType: string | undefined;
  endList: boolean;
  segments: ParsedSegment[];
}

export function parseMediaPlaylist(text: string): ParsedMediaPlaylist {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines[0] !== '#EXTM3U') throw new Error('not an M3U8 playlist');
  const playlist: ParsedMediaPlaylist = {
    version: undefined,
    targetDuration: undefined,
    mediaSequence: 0,
    discontinuitySequence: 0,
    playlistType: undefined,
    endList: false,
    segments: [],
  };
  let pending: Omit<ParsedSegment, 'uri'> = {
    durationSeconds: Number.NaN,
    discontinuity: false,
    programDateTime: undefined,
  };
  for (const line of lines.slice(1)) {
    const [tag, value = ''] = line.split(/:(.*)/s);
    if (!line.startsWith('#')) {
      playlist.segments.push({ ...pending, uri: line });
      pending = { durationSeconds: Number.NaN, discontinuity: false, programDateTime: undefined };
    } else if (tag === '#EXT-X-VERSION') playlist.version = Number(value);
    else if (tag === '#EXT-X-TARGETDURATION') playlist.targetDuration = Number(value);
    else if (tag === '#EXT-X-MEDIA-SEQUENCE') playlist.mediaSequence = Number(value);
    else if (tag === '#EXT-X-DISCONTINUITY-SEQUENCE') playlist.discontinuitySequence = Number(value);
    else if (tag === '#EXT-X-PLAYLIST-TYPE') playlist.playlistType = value;
    else if (tag === '#EXT-X-ENDLIST') playlist.endList = true;
    else if (tag === '#EXT-X-DISCONTINUITY') pending.discontinuity = true;
    else if (tag === '#EXT-X-PROGRAM-DATE-TIME') pending.programDateTime = value;
    else if (tag === '#EXTINF') pending.durationSeconds = Number(value.split(',')[0]);
  }
  return playlist;
}

export interface ParsedVariant {
  uri: string;
  attributes: Record<string, string>;
}

export function parseMasterPlaylist(text: string): ParsedVariant[] {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines[0] !== '#EXTM3U') throw new Error('not an M3U8 playlist');
  const variants: ParsedVariant[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const attributes: Record<string, string> = {};
    for (const match of line.slice('#EXT-X-STREAM-INF:'.length).matchAll(/([A-Z-]+)=("[^"]*"|[^,]*)/g)) {
      attributes[match[1] ?? ''] = (match[2] ?? '').replace(/^"|"$/g, '');
    }
    variants.push({ uri: lines[i + 1] ?? '', attributes });
  }
  return variants;
}

const PACKET = 188;

export interface TransportStreamProbe {
  packets: number;
  /** Stream types of the first program's PMT: 0x1b H.264, 0x0f AAC (ADTS). */
  streamTypes: number[];
  /** The first packet of the video stream is flagged as a random access point (a key frame). */
  startsWithKeyFrame: boolean;
}

/** Reads the PAT and PMT of an MPEG-TS file and looks at its first video packet. */
export function probeTransportStream(bytes: Uint8Array): TransportStreamProbe {
  if (bytes.length === 0 || bytes.length % PACKET !== 0) throw new Error('not a whole number of TS packets');
  let pmtPid: number | undefined;
  let streams: { type: number; pid: number }[] | undefined;
  let startsWithKeyFrame = false;
  for (let offset = 0; offset < bytes.length; offset += PACKET) {
    const at = (i: number) => bytes[offset + i] ?? 0;
    if (at(0) !== 0x47) throw new Error(`lost TS sync at byte ${offset}`);
    const unitStart = (at(1) & 0x40) !== 0;
    const pid = ((at(1) & 0x1f) << 8) | at(2);
    const adaptation = (at(3) >> 4) & 0x3;
    const hasAdaptation = adaptation === 2 || adaptation === 3;
    let payload = 4 + (hasAdaptation ? 1 + at(4) : 0);
    const video = streams?.find((stream) => stream.type === 0x1b);
    if (video && pid === video.pid && unitStart) {
      startsWithKeyFrame = hasAdaptation && at(4) > 0 && (at(5) & 0x40) !== 0;
      break;
    }
    if (!unitStart || adaptation === 2 || (pid !== 0 && pid !== pmtPid)) continue;
    payload += 1 + at(payload); // pointer field
    const tableId = at(payload);
    const sectionEnd = payload + 3 + (((at(payload + 1) & 0x0f) << 8) | at(payload + 2)) - 4; // before the CRC
    if (pid === 0 && tableId === 0x00) {
      for (let p = payload + 8; p + 4 <= sectionEnd; p += 4) {
        if (((at(p) << 8) | at(p + 1)) !== 0) {
          pmtPid = ((at(p + 2) & 0x1f) << 8) | at(p + 3);
          break;
        }
      }
    } else if (pid === pmtPid && tableId === 0x02 && !streams) {
      streams = [];
      const programInfoLength = ((at(payload + 10) & 0x0f) << 8) | at(payload + 11);
      for (let p = payload + 12 + programInfoLength; p + 5 <= sectionEnd; ) {
        streams.push({ type: at(p), pid: ((at(p + 1) & 0x1f) << 8) | at(p + 2) });
        p += 5 + (((at(p + 3) & 0x0f) << 8) | at(p + 4));
      }
    }
  }
  return {
    packets: bytes.length / PACKET,
    streamTypes: streams?.map((s) => s.type) ?? [],
    startsWithKeyFrame,
  };
}
