// `@pitchside/ingest/testing`: the ingest as a process, and a raw RTMP client for the attacks it must
// survive (its tests, bench:ingest). Nothing here imports a test runner.

export { flood, writeNoiseFlv } from './flood';
export { IngestProcess, type IngestProcessOptions } from './ingestProcess';
export * from './rtmpClient';
