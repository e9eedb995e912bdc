// hls.js, loaded with the player that needs it. Its light build leaves out subtitles, alternate audio
// and DRM, none of which the streams use. Its module build carries no worker of its own: without one it
// turns each MPEG-TS segment into MP4 on the main thread, a long task on a phone every couple of
// seconds of a live stream. The worker script is built as an asset of its own (Vite's `?worker&url`)
// and hls.js is told where it is, so that work runs beside the page rather than in it.
import type { HlsConfig } from 'hls.js';
import workerPath from 'hls.js/dist/hls.worker.js?worker&url';

/** The player options every stream and clip starts from. */
export const HLS_WORKER_CONFIG: Partial<HlsConfig> = { enableWorker: true, workerPath };

export async function loadHls() {
  const { default: Hls } = await import('hls.js/light');
  return Hls;
}
