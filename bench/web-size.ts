/**
 * `npm run bench:web`: builds the site and prints how much JavaScript a visitor downloads for `/`,
 * per route set, compressed (gzip level 9 and brotli), against a bare React + react-router build
 * made in the same run. Budget (issue: web shell): a phone stays within 150 KB compressed.
 *
 * "Downloaded for /" = the entry chunk and everything it imports statically, plus the chunks the
 * shell fetches at once for the home page: the set's layout, the home page, the visitor's catalog
 * (cn, the default) and the envelope codec the first /vdapi answer needs, each with its own imports.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Manifest } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '..', 'web');
const BUDGET_BYTES = 150 * 1024;

const HOME_CHUNKS = ['src/pages/HomePage.tsx', 'src/i18n/catalogs/cn.ts', 'src/api/envelope.ts'];
const LAYOUTS = {
  mobile: 'src/app/layouts/MobileLayout.tsx',
  pc: 'src/app/layouts/DesktopLayout.tsx',
} as const;

async function buildWithManifest(
  root: string,
  configFile: string | false,
): Promise<{ outDir: string; manifest: Manifest }> {
  const outDir = mkdtempSync(join(tmpdir(), 'pitchside-web-size-'));
  await build({
    root,
    configFile,
    plugins: configFile ? [] : [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return { outDir, manifest };
}

/** The JS files of `keys` and of everything they import statically. */
function jsClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build (renamed?)`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

function sizes(outDir: string, files: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(outDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const baseline = await buildWithManifest(join(here, 'web-baseline'), false);
  const baselineSize = sizes(baseline.outDir, jsClosure(baseline.manifest, ['index.html']));

  const site = await buildWithManifest(webDir, join(webDir, 'vite.config.ts'));
  const rows = [{ name: 'bare React + react-router entry (baseline)', ...baselineSize, files: 0 }];
  let worstPhone = 0;
  for (const [set, layout] of Object.entries(LAYOUTS)) {
    const files = jsClosure(site.manifest, ['index.html', layout, ...HOME_CHUNKS]);
    const size = sizes(site.outDir, files);
    if (set === 'mobile') worstPhone = size.gzip;
    rows.push({ name: `/ on the ${set} set`, ...size, files: files.size });
  }
  const entryOnly = sizes(site.outDir, jsClosure(site.manifest, ['index.html']));
  rows.push({ name: 'site entry alone (before lazy chunks)', ...entryOnly, files: 0 });

  console.log('JavaScript downloaded for / (compressed; raw is minified):');
  for (const row of rows) {
    const delta = row === rows[0] ? '' : `  (+${kb(row.gzip - baselineSize.gzip)} gzip over baseline)`;
    console.log(
      `  ${row.name.padEnd(44)} gzip ${kb(row.gzip).padStart(9)}  brotli ${kb(row.brotli).padStart(9)}  raw ${kb(row.raw).padStart(9)}${row.files ? `  ${row.files} files` : ''}${delta}`,
    );
  }
  const ok = worstPhone <= BUDGET_BYTES;
  console.log(`Phone budget ${kb(BUDGET_BYTES)} (gzip): ${ok ? 'within' : 'OVER'} at ${kb(worstPhone)}`);
  rmSync(baseline.outDir, { recursive: true, force: true });
  rmSync(site.outDir, { recursive: true, force: true });
  if (!ok) process.exitCode = 1;
}

await main();
