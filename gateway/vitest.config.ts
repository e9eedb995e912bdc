import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files of a worker share their imported modules (`isolate: false`): importing the engine, the
    // schemas and the server once per worker rather than once per file saves most of the project's import
    // time. No file may leave the process changed for the next one: the guard fails a file that does.
    isolate: false,
    setupFiles: ['../shared/src/testing/isolationGuard.ts'],
    // A timeout is there to end a hang, not to time a test: a test that computes (a world played for
    // weeks, a database started) takes many times its quiet time on a busy machine, and still passes.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
