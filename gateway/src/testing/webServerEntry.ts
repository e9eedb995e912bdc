// The web's server entry, built from the current sources into a scratch folder by the same Vite build
// as `npm run build -w web` (in its own process, in production mode like the real build), so a test
// of server rendering never reads a stale build.
//
// A run of the whole suite builds it once: the run's global set-up (serverEntrySetup.ts, named in the
// root vitest.config.ts) serves the build at a local address, started when a test first asks for it, and
// every test file that asks (this workspace's serverRender.test.ts, the web's hydration.test.tsx) gets
// the same entry. A run without that set-up (a workspace's own vitest) builds its own.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = fileURLToPath(new URL('../../../web', import.meta.url));

export type BuiltServerEntry = { entry: string; close(): Promise<void> };

/** The name under which the global set-up provides the address of the run's build (vitest `inject`). */
export const SERVER_ENTRY_KEY = 'webServerEntry' as const;

export async function buildServerEntry(): Promise<BuiltServerEntry> {
  const outDir = await mkdtemp(join(tmpdir(), 'pitchside-ssr-'));
  const vite = join(createRequire(import.meta.url).resolve('vite/package.json'), '..', 'bin', 'vite.js');
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        vite,
        'build',
        '--ssr',
        'src/entry-server.tsx',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: WEB, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('exit', resolve);
  });
  if (code !== 0) {
    await rm(outDir, { recursive: true, force: true });
    throw new Error(`building the web's server entry failed (exit ${code}):\n${output.join('')}`);
  }
  return {
    entry: join(outDir, 'entry-server.js'),
    close: () => rm(outDir, { recursive: true, force: true }),
  };
}

/**
 * The server entry for a test file: the run's shared build when the global set-up provides one (`shared`,
 * from `inject(SERVER_ENTRY_KEY)`), which the set-up removes at the end of the run; else a build of its own.
 */
export async function serverEntry(shared: string | undefined): Promise<BuiltServerEntry> {
  if (!shared) return buildServerEntry();
  const response = await fetch(shared);
  const text = await response.text();
  if (!response.ok) throw new Error(text);
  return { entry: text, close: async () => {} };
}
