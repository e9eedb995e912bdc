import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run for every workspace; each workspace keeps its own vitest.config.ts. The global set-up builds the
// web's server entry once for every test file of the run that renders pages (when one first asks for it).
// Test files run one per core, at least two at once: Vitest's default leaves a core free (one file at a
// time on two cores), while many files spend most of their time waiting on the processes they start
// (origins, gateways, Redis, PostgreSQL) rather than on a core.
export default defineConfig({
  test: {
    projects: ['shared', 'origin', 'gateway', 'ingest', 'web'],
    globalSetup: ['gateway/src/testing/serverEntrySetup.ts'],
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
