// Each hashed asset is compressed once, at build time, beside itself (`x.js.br`, `x.js.gz`), and the
// gateway sends those files as they are (@fastify/static's preCompressed): an asset never changes, so
// compressing it again for every visitor and every service worker's install spent the gateway's
// processor for nothing, and at a lower brotli quality than a build can afford.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text formats only: pictures and fonts are compressed already. */
const TEXT = /\.(?:js|mjs|css|svg|json|html|txt|webmanifest)$/;
/** What the gateway's on-the-fly compression leaves alone too (app.ts, its threshold). */
const SMALLEST = 1024;

export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    if (!TEXT.test(name) || (await stat(path)).size < SMALLEST) continue;
    const source = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipped(source, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    count++;
  }
  return count;
}

/** The client build's step: its `assets/` folder, once Vite has written it. */
export function precompressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pitchside-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The output folder may be absolute (a benchmark builds into a scratch folder): resolve, not join.
      await precompress(resolve(config.root, config.build.outDir, config.build.assetsDir));
    },
  };
}
