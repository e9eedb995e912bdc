import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run for every workspace; each workspace keeps its own vitest.config.ts. The global set-up builds the
// web's server entry once for every test file of the run that renders pages (when one first asks for it).
// Test files run one more than there are cores, at least three at once: many files spend most of their
// time waiting on the processes they start (origins, gateways, Redis, PostgreSQL, ffmpeg) rather than on a
// core, and a core waits with them. On two cores, three files at once ran every file in 355 s against
// 393 s for two.
export default defineConfig({
  test: {
    projects: [
      'shared',
      'origin',
      'gateway',
      'ingest',
      'web',
      'web/vitest.shared.config.ts',
      'web/vitest.processes.config.ts',
    ],
    globalSetup: ['gateway/src/testing/serverEntrySetup.ts'],
    maxWorkers: Math.max(3, availableParallelism() + 1),
  },
});
