import { defineProject } from 'vitest/config';
import { ISOLATED } from './vitest.isolated.config';

// Pure modules run in node; files that touch the DOM opt into happy-dom with `// @vitest-environment happy-dom`
// (its set-up costs a fraction of jsdom's), or into jsdom where a test needs it (hydration.test.tsx).
export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Files that replace a module (`vi.mock`) run apart, each with its own modules (vitest.isolated.config.ts).
    exclude: [...ISOLATED],
    environment: 'node',
    // The files of a worker share their imported modules (`isolate: false`), as in origin/ and gateway/:
    // React, the catalogs and the features are imported once per worker rather than once per file, about
    // half of this project's processor time. The guard fails a file that leaves the process changed.
    isolate: false,
    setupFiles: ['../shared/src/testing/isolationGuard.ts', 'src/testSetup.ts'],
    // A test may wait up to asyncUtilTimeout (testSetup.ts) for its condition.
    testTimeout: 20_000,
  },
});
