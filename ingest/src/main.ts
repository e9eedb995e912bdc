// The ingest's process (`npm start -w ingest`; the root `npm start` runs it, and restarts it, when ffmpeg is
// there): its own process, so a publisher, a codec or ffmpeg can never take the origin or a gateway down.
import { spawnSync } from 'node:child_process';
import { loadIngestConfig } from './config';
import { startIngest } from './ingest';
import { originLink } from './originLink';

let config: ReturnType<typeof loadIngestConfig>;
try {
  config = loadIngestConfig();
} catch (error) {
  // A wrong setting: said once, and exit 2, which `npm start` does not restart (scripts/supervise.mjs).
  console.error(`ingest: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const probe = spawnSync(config.ffmpegPath, ['-hide_banner', '-version'], { stdio: 'ignore' });
if (probe.status !== 0) {
  console.error(
    `ingest: ffmpeg not found (${config.ffmpegPath}); anchors cannot stream. Install ffmpeg or set FFMPEG_PATH.`,
  );
  process.exit(3);
}
const log = (message: string) => console.log(`ingest: ${message}`);
const ingest = await startIngest({ ...config, origin: originLink(config.originUrl, config.secret), log });
log(
  `RTMP on rtmp://${config.host}:${ingest.rtmpPort}/live, HLS and /metrics on http://${config.host}:${ingest.httpPort}`,
);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  ingest.close().then(() => process.exit(0));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
// Started by `npm start` with an IPC channel: when that process dies (even by SIGKILL), the channel closes.
if (process.connected) process.once('disconnect', stop);
