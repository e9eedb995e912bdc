import { defineConfig } from 'vitest/config';

// One run for every workspace; each workspace keeps its own vitest.config.ts. The global set-up builds the
// web's server entry once for every test file of the run that renders pages (when one first asks for it).
export default defineConfig({
  test: {
    projects: ['shared', 'origin', 'gateway', 'web'],
    globalSetup: ['gateway/src/testing/serverEntrySetup.ts'],
  },
});
