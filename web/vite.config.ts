import { randomUUID } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where the dev server and `vite preview` send API and socket traffic (the gateway by default). */
const upstream = process.env.PITCHSIDE_UPSTREAM ?? 'http://127.0.0.1:3000';

/** One id per build: baked into the bundle and written to builds/latest.json (PRODUCT §4, app update). */
const buildId = process.env.PITCHSIDE_BUILD_ID ?? `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;

function buildManifest(): Plugin {
  return {
    name: 'pitchside-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ buildId, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}

const proxy = {
  '/userapi': { target: upstream, changeOrigin: true },
  '/vdapi': { target: upstream, changeOrigin: true },
  '/socket.io': { target: upstream, changeOrigin: true, ws: true },
};

export default defineConfig({
  plugins: [react(), buildManifest()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: { proxy: { ...proxy, '/builds': { target: upstream, changeOrigin: true } } },
  // Preview serves dist/ itself (builds/latest.json included), so only the API goes upstream.
  preview: { proxy },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
});
