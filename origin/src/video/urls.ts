/** Where players find a stream or a clip; answers of /vdapi carry these as `hlsUrl`. */
export function liveMasterPath(streamId: string | number): string {
  return `/vdapi/hls/live/${encodeURIComponent(String(streamId))}/master.m3u8`;
}

export function clipMasterPath(clipId: string | number): string {
  return `/vdapi/hls/clip/${encodeURIComponent(String(clipId))}/master.m3u8`;
}
