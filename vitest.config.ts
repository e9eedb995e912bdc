import { defineConfig } from 'vitest/config';

// One run for every workspace; each workspace keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['shared', 'origin', 'gateway', 'web'],
  },
});
