// The ingest for tests and benches of other workspaces (e2e, bench).
export { loadIngestConfig } from './config';
export { INGEST_DEFAULTS, type IngestOptions, type IngestServer, RTMP_APP, startIngest } from './ingest';
export { type OriginLink, originLink } from './originLink';
export { ffmpegAvailable, type Publisher, publish } from './publisher';
