// hls.js, loaded with the player that needs it. Its light build leaves out subtitles, alternate audio
// and DRM, none of which the streams use. Its module build carries no worker of its own: without one it
// turns each MPEG-TS segment into MP4 on the main thread, a long task on a phone every couple of
// seconds of a live stream. The worker script is built as a file of its own (Vite's `?worker&url`)
// and hls.js is told where it is, so that work runs beside the page rather than in it. Both are
// imported here only when a player starts, so the installable app saves neither at install
// (web/build/pwa.ts) while the pages that hold a player still load offline.
import type { HlsConfig } from 'hls.js';

export async function loadHls() {
  const [{ default: Hls }, { default: workerPath }] = await Promise.all([
    import('hls.js/light'),
    import('hls.js/dist/hls.worker.js?worker&url'),
  ]);
  /** The player options every stream and clip starts from. */
  const config: Partial<HlsConfig> = { enableWorker: true, workerPath };
  return { Hls, config };
}
