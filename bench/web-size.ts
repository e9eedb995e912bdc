/**
 * `npm run bench:web`: builds the site and measures, in Chromium, the JavaScript a visitor downloads
 * for `/` on each route set (an iPhone at 390 px, a desktop at 1280 px), compressed (gzip level 9 and
 * brotli), beside a bare React + react-router app built and loaded the same way in the same run.
 * Budget (web shell issue): a phone stays within 150 KB gzip; the command exits 1 when it does not.
 *
 * Each build is served by a small local server that answers the two calls the home page makes
 * (initconfig, index/hot) with real envelopes, so every chunk the page fetches at start is counted.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { encodeData, type IndexHot, type InitConfig } from '@pitchside/shared';
import react from '@vitejs/plugin-react';
import { type Browser, chromium, devices } from 'playwright-core';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '..', 'web');
const BUDGET_BYTES = 150 * 1024;

const initConfig: InitConfig = {
  siteName: 'Pitchside',
  logoUrl: '/logo.svg',
  contact: { qq: '1', phone: '1', email: 'a@b.c', address: '', weixin: '' },
  appDownloadUrl: 'https://app.example/',
  followQrCodeUrl: '',
  aboutText: 'about',
  copyright: '©',
  recordFiling: { text: 'ICP', url: 'https://beian.example/' },
  leagueMenu: [{ leagueId: 1, nameStr: 'League', imageUrl: '' }],
  sports: [],
  hotWords: [],
  serverTime: 0,
};
const indexHot: IndexHot = { live: [], hot: [], leagues: [], anchors: [] };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Serves a build like the gateway does for this purpose: files, the app shell, and the home page's calls. */
function serve(dist: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const envelope = (data: unknown) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ code: 200, msg: 'ok', data: encodeData(data) }));
    };
    if (path === '/vdapi/config/initconfig') return envelope(initConfig);
    if (path === '/vdapi/config/v2/index/hot') return envelope(indexHot);
    if (path.startsWith('/vdapi/') || path.startsWith('/userapi/')) {
      response.statusCode = 404;
      return response.end('{"code":10005,"msg":"not found","data":null}');
    }
    const file = normalize(join(dist, path));
    const target =
      file.startsWith(dist) && existsSync(file) && statSync(file).isFile() ? file : join(dist, 'index.html');
    response.setHeader('content-type', TYPES[extname(target)] ?? 'application/octet-stream');
    response.end(readFileSync(target));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function buildSite(root: string, configFile: string | false): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'pitchside-web-size-'));
  await build({
    root,
    configFile,
    plugins: configFile ? [] : [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
  return outDir;
}

interface Figure {
  scripts: number;
  /** Each script's file name and gzip size, largest first (to see what grew the first download). */
  chunks: { name: string; gzip: number }[];
  raw: number;
  gzip: number;
  brotli: number;
}

/** Loads / and adds up every script the page fetched until the network went quiet. */
async function measure(
  browser: Browser,
  url: string,
  device: 'phone' | 'desktop',
  ready: string,
): Promise<Figure> {
  const context = await browser.newContext(
    device === 'phone'
      ? {
          userAgent: devices['iPhone 13'].userAgent,
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
        }
      : { viewport: { width: 1280, height: 800 } },
  );
  const page = await context.newPage();
  const bodies: Promise<{ name: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname.split('/').pop() ?? '';
    // A script still arriving when the page is closed is not part of the figure.
    bodies.push(
      response.body().then(
        (body) => ({ name, body }),
        () => ({ name, body: Buffer.alloc(0) }),
      ),
    );
  });
  await page.goto(url);
  await page.waitForSelector(ready);
  await page.waitForLoadState('networkidle');
  const figure: Figure = { scripts: 0, chunks: [], raw: 0, gzip: 0, brotli: 0 };
  for (const { name, body } of await Promise.all(bodies)) {
    if (body.length === 0) continue;
    const gzip = gzipSync(body, { level: 9 }).length;
    figure.scripts += 1;
    figure.chunks.push({ name, gzip });
    figure.raw += body.length;
    figure.gzip += gzip;
    figure.brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  await context.close();
  return figure;
}

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const baselineDist = await buildSite(join(here, 'web-baseline'), false);
  const siteDist = await buildSite(webDir, join(webDir, 'vite.config.ts'));
  const [baselineServer, siteServer] = await Promise.all([serve(baselineDist), serve(siteDist)]);
  const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const rows: [string, Figure][] = [
      [
        'bare React + react-router (baseline), phone',
        await measure(browser, urlOf(baselineServer), 'phone', 'p'),
      ],
      [
        '/ on the mobile set (iPhone, 390 px)',
        await measure(browser, urlOf(siteServer), 'phone', '[data-route-set="mobile"]'),
      ],
      [
        '/ on the pc set (desktop, 1280 px)',
        await measure(browser, urlOf(siteServer), 'desktop', '[data-route-set="pc"]'),
      ],
    ];
    const baseline = rows[0]?.[1].gzip ?? 0;
    console.log('JavaScript downloaded for / (sum of each script compressed on its own; raw is minified):');
    for (const [name, figure] of rows) {
      const delta = figure.gzip === baseline ? '' : `  (+${kb(figure.gzip - baseline)} gzip over baseline)`;
      console.log(
        `  ${name.padEnd(44)} gzip ${kb(figure.gzip).padStart(9)}  brotli ${kb(figure.brotli).padStart(9)}  raw ${kb(figure.raw).padStart(9)}  ${String(figure.scripts).padStart(2)} scripts${delta}`,
      );
    }
    console.log('Scripts on the phone, gzip, largest first:');
    for (const chunk of (rows[1]?.[1].chunks ?? []).sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.name}`);
    }
    const phone = rows[1]?.[1].gzip ?? Number.POSITIVE_INFINITY;
    const ok = phone <= BUDGET_BYTES;
    console.log(`Phone budget ${kb(BUDGET_BYTES)} gzip: ${ok ? 'within' : 'OVER'} at ${kb(phone)}`);
    if (!ok) process.exitCode = 1;
  } finally {
    await browser.close();
    baselineServer.close();
    siteServer.close();
    rmSync(baselineDist, { recursive: true, force: true });
    rmSync(siteDist, { recursive: true, force: true });
  }
}

await main();
