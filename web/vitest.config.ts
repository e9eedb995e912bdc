import { defineProject } from 'vitest/config';

// Pure modules run in node; files that touch the DOM opt into happy-dom with `// @vitest-environment happy-dom`
// (its set-up costs a fraction of jsdom's), or into jsdom where a test needs it (hydration.test.tsx).
export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'node',
    // Each file has modules of its own (Vitest's default), unlike the other workspaces: the session, the
    // toasts and the follows are module state that files set up and expect fresh, and five files replace the
    // API client with `vi.mock`. Shared, AvatarMenu's session check and MatchCard's words failed by order.
    setupFiles: ['src/testSetup.ts'],
    // A test may wait up to asyncUtilTimeout (testSetup.ts) for its condition.
    testTimeout: 20_000,
  },
});
