// ffmpeg's HLS muxer dates a session's first segment by its own clock when it writes its header, after
// probing the input: a second or more after the encoder made that picture. Players (hls.js) and the score
// sync read EXT-X-PROGRAM-DATE-TIME as the picture's wall-clock time, so the ingest moves every date by the
// difference between the encoder's clock at the publisher's first packet (ingest.ts encoderStart: the
// quickest packet's arrival less its timestamp) and ffmpeg's first date (the first segment starts at that
// packet, a keyframe). On loopback that is the encoder's clock; over a network it is that clock plus the
// upload's least delay. LL-HLS (llHls.ts) dates its parts from the same estimate.

const PDT = /^#EXT-X-PROGRAM-DATE-TIME:(.+)$/gm;

/** The shift, from a playlist that still lists its first segment (media sequence 0); null otherwise. */
export function pdtShiftOf(playlist: string, firstPacketAt: number): number | null {
  const sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1] ?? Number.NaN);
  const first = /#EXT-X-PROGRAM-DATE-TIME:(.+)/.exec(playlist)?.[1];
  if (sequence !== 0 || !first) return null;
  const dated = Date.parse(first.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isFinite(dated) ? firstPacketAt - dated : null;
}

/** The playlist with each PROGRAM-DATE-TIME moved by `shiftMs`, written in UTC. */
export function shiftProgramDateTime(playlist: string, shiftMs: number): string {
  return playlist.replace(PDT, (line, value: string) => {
    const dated = Date.parse(value.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
    return Number.isFinite(dated)
      ? `#EXT-X-PROGRAM-DATE-TIME:${new Date(dated + shiftMs).toISOString()}`
      : line;
  });
}
