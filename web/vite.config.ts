import { randomUUID } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import cn from './src/i18n/catalogs/cn.ts';
import en from './src/i18n/catalogs/en.ts';
import vi from './src/i18n/catalogs/vi.ts';

/** Where the dev server and `vite preview` send API and socket traffic (the gateway by default). */
const upstream = process.env.PITCHSIDE_UPSTREAM ?? 'http://127.0.0.1:3000';

/** One id per build: baked into the bundle and written to builds/latest.json (PRODUCT §4, app update). */
const buildId = process.env.PITCHSIDE_BUILD_ID ?? `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;

/**
 * Build files beside the app: builds/latest.json (the app-update poll) and head.json, the page head data
 * of every locale from the catalogs, which the gateway writes into the first response.
 */
function buildFiles(): Plugin {
  return {
    name: 'pitchside-build-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ buildId, builtAt: new Date().toISOString() })}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'head.json',
        source: `${JSON.stringify({ cn: cn.head, en: en.head, vi: vi.head }, null, 2)}\n`,
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
  plugins: [react(), buildFiles()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: { proxy: { ...proxy, '/builds': { target: upstream, changeOrigin: true } } },
  // Preview serves dist/ itself (builds/latest.json included), so only the API goes upstream.
  preview: { proxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      treeshake: {
        // @pitchside/shared and typebox only declare things (schemas, constants, pure functions): without
        // this, importing one helper from the shared barrel would pull every schema, pako and AES into the
        // entry. The codec then stays in its own chunk, loaded with the first /vdapi answer.
        moduleSideEffects: (id: string) => !/[\\/](shared[\\/]src|node_modules[\\/]typebox)[\\/]/.test(id),
      },
    },
  },
});
