import { defineProject } from 'vitest/config';
import { PROCESS_TESTS, SHARED_MODULE_TESTS } from './vitest.files';

// Pure modules run in node; files that touch the DOM opt into happy-dom with `// @vitest-environment happy-dom`
// (its set-up costs a fraction of jsdom's); the hydration test, which needs jsdom, runs in vitest.processes.config.ts.
export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // The pure modules' files that share their modules run in vitest.shared.config.ts, and those that start
    // processes in vitest.processes.config.ts.
    exclude: [...SHARED_MODULE_TESTS, ...PROCESS_TESTS],
    environment: 'node',
    // Each file has modules of its own (Vitest's default), unlike the other workspaces and the pure
    // modules' files (vitest.files.ts): the session, the
    // toasts and the follows are module state that files set up and expect fresh, and five files replace the
    // API client with `vi.mock`. Shared, AvatarMenu's session check and MatchCard's words failed by order.
    // Each in a VM context of its own in a worker that stays (`vmThreads`), rather than a process of its
    // own: the 45 files took 117 s of processor time in as many processes, 79 s in contexts, most of the
    // difference the start of a process and the compiling of React, the DOM and Vitest again in each. A
    // context has the test DOM's globals, not Node's: testSetup.ts gives it the browsers' few the DOMs lack.
    pool: 'vmThreads',
    setupFiles: ['src/testSetup.ts'],
    // A test may wait up to asyncUtilTimeout (testSetup.ts) for its condition.
    testTimeout: 20_000,
  },
});
