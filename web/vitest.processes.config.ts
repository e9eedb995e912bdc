import { defineProject } from 'vitest/config';
import { PROCESS_TESTS } from './vitest.files';

// The web's files that start processes of their own (vitest.files.ts): each in a process of its own, as
// Vitest does by default, with the web's set-up.
export default defineProject({
  test: {
    name: 'web-processes',
    include: PROCESS_TESTS,
    environment: 'node',
    setupFiles: ['src/testSetup.ts'],
    testTimeout: 20_000,
  },
});
