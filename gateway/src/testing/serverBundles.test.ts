import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServerBundles, SERVER_BUNDLES_ENV, SERVER_ENTRIES, serverArgs } from './serverBundles';

const ROOT = new URL('../../../', import.meta.url);

describe("the server processes' bundles", () => {
  const built = buildServerBundles();
  afterAll(async () => (await built).close());

  it('each module keeps its source file as its address, so what lies beside it is found', async () => {
    const { dir } = await built;
    const origin = readFileSync(join(dir, 'origin.mjs'), 'utf8');
    expect(origin).not.toContain('import.meta.url');
    // The migrations folder is read beside origin/src/db/migrate.ts.
    expect(origin).toContain(JSON.stringify(new URL('origin/src/db/migrate.ts', ROOT).href));
    // Packages stay imports, resolved from the root's node_modules as the sources' are.
    expect(readFileSync(join(dir, 'gateway.mjs'), 'utf8')).toMatch(/from "fastify"/);
  });

  it("a test's process runs the run's bundle when there is one, else its source through tsx", async () => {
    const { dir } = await built;
    const before = process.env[SERVER_BUNDLES_ENV];
    try {
      process.env[SERVER_BUNDLES_ENV] = dir;
      expect(serverArgs(SERVER_ENTRIES.ingest)).toEqual(['--enable-source-maps', join(dir, 'ingest.mjs')]);
      // Another entry (a benchmark's other build) is never swapped for a bundle.
      expect(serverArgs('bench/other/main.ts')).toEqual(['--import', 'tsx', 'bench/other/main.ts']);
      delete process.env[SERVER_BUNDLES_ENV];
      expect(serverArgs(SERVER_ENTRIES.gateway)).toEqual(['--import', 'tsx', 'gateway/src/server.ts']);
    } finally {
      if (before === undefined) delete process.env[SERVER_BUNDLES_ENV];
      else process.env[SERVER_BUNDLES_ENV] = before;
    }
    expect(pathToFileURL(dir).href.startsWith(new URL('node_modules/.cache/', ROOT).href)).toBe(true);
  });
});
