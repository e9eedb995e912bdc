import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Property tests run a fixed number of cases; on a busy machine they take longer, not fail.
    testTimeout: 30_000,
  },
});
