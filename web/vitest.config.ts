import { defineProject } from 'vitest/config';
import { SHARED_MODULE_TESTS } from './vitest.files';

// Pure modules run in node; files that touch the DOM opt into happy-dom with `// @vitest-environment happy-dom`
// (its set-up costs a fraction of jsdom's), or into jsdom where a test needs it (hydration.test.tsx).
export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // The pure modules' files that share their modules run in vitest.shared.config.ts.
    exclude: SHARED_MODULE_TESTS,
    environment: 'node',
    // Each file has modules of its own (Vitest's default), unlike the other workspaces and the pure
    // modules' files (vitest.files.ts): the session, the
    // toasts and the follows are module state that files set up and expect fresh, and five files replace the
    // API client with `vi.mock`. Shared, AvatarMenu's session check and MatchCard's words failed by order.
    setupFiles: ['src/testSetup.ts'],
    // A test may wait up to asyncUtilTimeout (testSetup.ts) for its condition.
    testTimeout: 20_000,
  },
});
