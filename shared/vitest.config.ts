import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files of a worker share their imported modules (`isolate: false`), as in origin, gateway and ingest;
    // the guard fails a file that leaves the process changed for the next one.
    isolate: false,
    setupFiles: ['src/testing/isolationGuard.ts'],
    // Property tests run a fixed number of cases; on a busy machine they take longer, not fail.
    testTimeout: 30_000,
  },
});
