import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A timeout is there to end a hang, not to time a test: a test that computes (a world played for
    // weeks, a database started) takes many times its quiet time on a busy machine, and still passes.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
