import { defineProject } from 'vitest/config';

// Pure modules run in node; files that touch the DOM opt into jsdom with `// @vitest-environment jsdom`.
export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/testSetup.ts'],
    // A test may wait up to asyncUtilTimeout (testSetup.ts) for its condition.
    testTimeout: 20_000,
  },
});
