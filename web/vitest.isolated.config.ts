import { defineProject } from 'vitest/config';

/**
 * The web's test files that replace a module with `vi.mock`: a replacement holds for the whole module
 * graph of the worker, so these run each with modules of its own, apart from the files that share them.
 */
export const ISOLATED = [
  'src/features/follow/followStore.test.ts',
  'src/features/live/liveQueries.test.ts',
  'src/features/match-detail/odds/OddsTab.test.tsx',
  'src/features/search/SearchView.test.tsx',
  'src/features/special/LeaguePage.test.tsx',
];

export default defineProject({
  test: {
    name: 'web-isolated',
    include: ISOLATED,
    environment: 'node',
    setupFiles: ['src/testSetup.ts'],
    testTimeout: 20_000,
  },
});
