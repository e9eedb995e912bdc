import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'ingest',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files of a worker share their imported modules (`isolate: false`), as in origin/ and gateway/;
    // the guard fails a file that leaves the process changed for the next one.
    isolate: false,
    setupFiles: ['../shared/src/testing/isolationGuard.ts'],
    // A timeout is there to end a hang, not to time a test: these start real processes (the ingest,
    // ffmpeg, the origin, a gateway), many times slower on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
