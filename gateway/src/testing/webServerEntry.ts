// The web's server entry, built from the current sources into a scratch folder by the same Vite build
// as `npm run build -w web` (in its own process, in production mode like the real build), so a test
// of server rendering never reads a stale build.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = fileURLToPath(new URL('../../../web', import.meta.url));

export type BuiltServerEntry = { entry: string; close(): Promise<void> };

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
  if (code !== 0)
    throw new Error(`building the web's server entry failed (exit ${code}):\n${output.join('')}`);
  return {
    entry: join(outDir, 'entry-server.js'),
    close: () => rm(outDir, { recursive: true, force: true }),
  };
}
