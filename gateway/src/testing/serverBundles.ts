// The product's three server processes (origin, gateway, ingest) as the tests start them. Started from
// their sources through tsx, each pays its loader's round trip for every module it imports: about 2.4 s
// of processor time for a gateway to answer (4.1 against 1.7 bundled), 2.2 s for an origin, and a test
// run starts dozens. A whole vitest run (the global set-up, serverEntrySetup.ts) bundles each entry once
// from the current sources with esbuild and names the folder in SERVER_BUNDLES_ENV; the processes the
// tests start then run the bundles. Without that set-up (a workspace's own vitest, a benchmark) they run
// the sources through tsx as before. `npm start` always runs the sources.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_ENTRIES } from '@pitchside/shared/serverArgs';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export { SERVER_BUNDLES_ENV, SERVER_ENTRIES, serverArgs } from '@pitchside/shared/serverArgs';

/**
 * Bundles the three entries into a new folder under the root's node_modules (where the bundles' own
 * imports of packages resolve, as the sources' do). The workspaces' modules are bundled; packages stay
 * imports. A module's `import.meta.url` is its source file's address, as under tsx, so what it reads
 * beside itself (the seasons' files, the migrations, the web's build) is found.
 */
export async function buildServerBundles(): Promise<{ dir: string; close(): void }> {
  const { build } = await import('esbuild');
  const cache = join(REPO_ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'pitchside-servers-'));
  try {
    await build({
      entryPoints: Object.fromEntries(
        Object.entries(SERVER_ENTRIES).map(([name, entry]) => [name, join(REPO_ROOT, entry)]),
      ),
      outdir: dir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'inline',
      logLevel: 'error',
      plugins: [
        {
          name: 'workspaces-bundled-packages-imported',
          setup(builder) {
            builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
              path.startsWith('@pitchside/') ? undefined : { external: true },
            );
            builder.onLoad({ filter: /\.ts$/ }, async ({ path }) => ({
              contents: (await readFile(path, 'utf8')).replaceAll(
                'import.meta.url',
                JSON.stringify(pathToFileURL(path).href),
              ),
              loader: 'ts',
            }));
          },
        },
      ],
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, close: () => rmSync(dir, { recursive: true, force: true }) };
}
