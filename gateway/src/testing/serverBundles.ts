// The product's three server processes (origin, gateway, ingest) as the tests start them. Started from
// their sources through tsx, each pays its loader's round trip for every module it imports: about 2.4 s
// of processor time for a gateway to answer (4.1 against 1.7 bundled), 2.2 s for an origin, and a test
// run starts dozens. A whole vitest run (the global set-up, serverEntrySetup.ts) bundles each entry once
// from the current sources with esbuild and names the folder in SERVER_BUNDLES_ENV; the processes the
// tests start then run the bundles. Without that set-up (a workspace's own vitest, a benchmark) they run
// the sources through tsx as before. `npm start` always runs the sources.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The environment variable that names the run's folder of bundles. */
export const SERVER_BUNDLES_ENV = 'PITCHSIDE_SERVER_BUNDLES';

/** Each server's entry, from the repository's root, and its bundle's name. */
export const SERVER_ENTRIES = {
  origin: 'origin/src/server.ts',
  gateway: 'gateway/src/server.ts',
  ingest: 'ingest/src/main.ts',
} as const;

type ServerName = keyof typeof SERVER_ENTRIES;

const nameOf = (entry: string): ServerName | undefined =>
  (Object.keys(SERVER_ENTRIES) as ServerName[]).find((name) => SERVER_ENTRIES[name] === entry);

/**
 * The arguments of `node` that start an entry (from the repository's root): the run's bundle of it when
 * there is one, else its source through tsx.
 */
export function serverArgs(entry: string): string[] {
  const dir = process.env[SERVER_BUNDLES_ENV];
  const name = nameOf(entry);
  if (dir && name && existsSync(join(dir, `${name}.mjs`)))
    return ['--enable-source-maps', join(dir, `${name}.mjs`)];
  return ['--import', 'tsx', entry];
}

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
