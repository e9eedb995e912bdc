import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './build/precompress.ts';
import { pwa } from './build/pwa.ts';

/** Where the dev server and `vite preview` send API and socket traffic (the gateway by default). */
const upstream = process.env.PITCHSIDE_UPSTREAM ?? 'http://127.0.0.1:3000';

const proxy = {
  '/userapi': { target: upstream, changeOrigin: true },
  '/vdapi': { target: upstream, changeOrigin: true },
  '/socket.io': { target: upstream, changeOrigin: true, ws: true },
  '/builds': { target: upstream, changeOrigin: true },
};

export default defineConfig(({ isSsrBuild }) => ({
  // The installable app's worker, manifests and build id belong to the client build only, as do the
  // assets compressed once (build/precompress.ts).
  plugins: isSsrBuild ? [react()] : [react(), pwa(), precompressAssets()],
  // The server entry carries its dependencies, in their production builds: the gateway loads one file
  // and never resolves the web's packages or depends on NODE_ENV.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': '"production"' } } : {}),
  server: { proxy },
  preview: { proxy },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    // The gateway reads the client build's manifest to put a rendered page's chunks and styles in its
    // head (gateway/src/site/assets.ts).
    manifest: !isSsrBuild,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      treeshake: {
        // @pitchside/shared and typebox only declare things (schemas, constants, pure functions): without
        // this, importing one helper from the shared barrel would pull every schema, pako and AES into the
        // entry. The codec then stays in its own chunk, loaded with the first /vdapi answer.
        moduleSideEffects: (id: string) => !/[\\/](shared[\\/]src|node_modules[\\/]typebox)[\\/]/.test(id),
        // A schema built at a module's top level (`const X = Type.Object(…)`) is a call the bundler cannot
        // prove pure: without this, importing one constant of a schema module (MAX_ID) kept every schema of
        // it, and typebox's builders, in the entry.
        manualPureFunctions: ['Type'],
      },
      output: {
        // Three small modules that the header, the cards and the live pages all import (the sign-in
        // request, the signed-in user, the live chunk's loader) ship as one chunk rather than three
        // tiny ones: each extra script costs the phone's / download (bench:web) more than its bytes.
        codeSplitting: {
          groups: [
            // Every module the entry imports statically is in the entry's chunk: the bundler otherwise
            // cut them into a dozen small chunks (i18next, React, TanStack Query, the stores…) because lazy
            // chunks share them, and a small script compresses far worse than the same code in a larger
            // one. Every page loads all of them before it draws, so no page loads more than before
            // (docs/ARCHITECTURE.md, "The first download").
            { name: 'start', tags: ['$initial'] },
            {
              name: 'pageKit',
              test: /web[\\/]src[\\/]features[\\/](live[\\/]loadLive|auth[\\/]authEntry|session[\\/]session)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
