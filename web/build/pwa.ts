// The installable app's build step (docs/ARCHITECTURE.md, "The installable app"): after Vite has
// bundled the site, it writes
//   sw.js                      the service worker (web/src/sw, on Workbox), bundled on its own as one
//                              classic script, headed by this build's id and the files to save at install;
//   builds/latest.json         the same id, which the gateway serves to the update check (PRODUCT §4),
//                              so a new build both offers the reload and replaces the saved shell;
//   manifest/{cn,en,vi}.webmanifest  the manifest per language (the gateway picks one per visitor).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { MANIFEST_LOCALES, webManifest } from './manifest.ts';

/**
 * Chunks of these packages are saved when first used rather than at install: the video player and
 * the clip carousel are the two big libraries (about half the build) and neither plays offline.
 */
const ON_USE_PACKAGES = /[\\/]node_modules[\\/](?:hls\.js|swiper)[\\/]/;
/** hls.js's transmuxing worker, built as a file of its own (not a chunk) for the same player. */
const ON_USE_FILES = /^assets\/hls\.worker-[\w-]+\.js$/;
/** Pictures the app and the offline page show, saved at install beside the build's files. */
const SAVED_PICTURES = ['/logo.svg', '/favicon.svg'];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The worker as one minified classic script (module workers are not everywhere yet). */
async function workerScript(root: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    // Workbox's development checks and logs are left out of the worker (they test NODE_ENV).
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: join(root, 'src', 'sw', 'serviceWorker.ts'), formats: ['iife'], name: 'pitchsideWorker' },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  for (const result of outputs) {
    if (!('output' in result)) continue;
    const chunk = result.output.find((file) => file.type === 'chunk');
    if (chunk && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error('the service worker did not build');
}

export function pwa(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pitchside-pwa',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const onUse = new Set<string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.moduleIds.some((id) => ON_USE_PACKAGES.test(id))) continue;
        onUse.add(file.fileName);
        for (const css of file.viteMetadata?.importedCss ?? []) onUse.add(css);
      }
      const names = Object.keys(bundle).sort();
      const publicFiles = config.publicDir ? await filesUnder(config.publicDir) : [];
      const publicPaths = publicFiles.map(
        (file) => `/${relative(config.publicDir, file).split(sep).join('/')}`,
      );
      const precache = [
        ...names
          .filter((name) => name.startsWith('assets/') && !onUse.has(name) && !ON_USE_FILES.test(name))
          .map((name) => `/${name}`),
        ...SAVED_PICTURES.filter((path) => publicPaths.includes(path)),
      ];

      const worker = await workerScript(config.root);
      // Anything of the build that changes gives a new id: its files (hashed names), index.html, the
      // worker and the public files.
      const hash = createHash('sha256');
      for (const name of names) {
        const file = bundle[name];
        hash.update(name);
        if (file?.type === 'asset' && name === 'index.html') hash.update(file.source);
      }
      hash.update(worker);
      for (const file of publicFiles) hash.update(await readFile(file));
      const id = hash.digest('hex').slice(0, 16);

      const buildInfo = JSON.stringify({ id, precache });
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `self.__PITCHSIDE_BUILD__=${buildInfo};\n${worker}`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id, timestamp: Date.now() }),
      });
      for (const locale of MANIFEST_LOCALES) {
        this.emitFile({
          type: 'asset',
          fileName: `manifest/${locale}.webmanifest`,
          source: `${JSON.stringify(webManifest(locale), null, 2)}\n`,
        });
      }
    },
  };
}
