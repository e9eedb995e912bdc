import { defineProject } from 'vitest/config';
import { SHARED_MODULE_TESTS } from './vitest.files';

// The web's pure modules' test files, which share their worker's modules (vitest.files.ts says which).
export default defineProject({
  test: {
    name: 'web-shared',
    include: SHARED_MODULE_TESTS,
    environment: 'node',
    isolate: false,
    // The guard fails a file that leaves the process changed for the next one (as in the other workspaces).
    // src/testSetup.ts is not named: all it sets up is for a document, which these files have none of.
    setupFiles: ['../shared/src/testing/isolationGuard.ts'],
    testTimeout: 20_000,
  },
});
