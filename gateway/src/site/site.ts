// Serves the built web app: hashed assets with long caching, every app route rendered on the server
// (pages.ts) with the page's head data in the visitor's locale, unknown paths as the app's 404 page
// with status 404, builds/latest.json with the current build id (PRODUCT.md §4, App update), and the
// installable app's files: its manifest in the visitor's language and its service worker, which must
// never be cached.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  APP_SHELL_HEADER,
  EARLY_TAPS_SCRIPT,
  type HeadKey,
  LOCALE_CODES,
  type Locale,
  matchRoute,
  PAGE_HEADS,
  PAGE_START_SCRIPT,
} from '@pitchside/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import type { Gateway } from '../gateway';
import type { Upstream } from '../poller/upstream';
import { cspHash, siteCsp } from '../security/headers';
import { SiteAssets } from './assets';
import { hashedAssets } from './hashedAssets';
import { visitorLocale } from './locale';
import { createOriginCalls } from './originCalls';
import { encodedPage } from './pageCache';
import { createPageServer, loadRenderer } from './pages';
import { renderPage } from './renderPage';
import { SiteTopics } from './siteTopics';

/** The drawn pages' two inline scripts (renderPage.ts), by their CSP hashes. */
const DRAWN_PAGE_SCRIPT_HASHES = [cspHash(EARLY_TAPS_SCRIPT), cspHash(PAGE_START_SCRIPT)];

export type SiteOptions = {
  webDist: string;
  /**
   * Server rendering: the web's server entry and what feeds it. Without it (or without the entry
   * on disk) pages go out unrendered for the browser to draw.
   */
  render?: {
    entry: string;
    gateway: Gateway;
    upstream: Upstream;
    envelopeKey?: string;
    upstreamTimeoutMs: number;
    /** How long one render is shared; 0 renders for every request. */
    cacheMs: number;
    clock: Clock;
  };
};

const FALLBACK_INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><!--app-head--></head>' +
  '<body><div id="root"></div></body></html>';

/** Paths the app never answers: they belong to the origin or to the gateway itself. */
const NOT_APP = /^\/(userapi|vdapi|socket\.io|metrics|healthz|readyz)(\/|$)/;

async function site(fastify: FastifyInstance, options: SiteOptions) {
  const indexPath = join(options.webDist, 'index.html');
  const template = existsSync(indexPath) ? await readFile(indexPath, 'utf8') : FALLBACK_INDEX;
  if (!existsSync(indexPath))
    fastify.log.warn(`no built web app at ${options.webDist}: serving an empty shell`);
  const build = await buildManifest(options.webDist, template);
  const manifests = await webManifests(options.webDist);
  const workerPath = join(options.webDist, 'sw.js');

  if (existsSync(options.webDist)) {
    // The hashed files from memory (hashedAssets.ts); the few others from the folder, each a route of
    // its own found at start (`wildcard: false`), so a page's address never costs a look in the folder.
    hashedAssets(fastify, join(options.webDist, 'assets'));
    await fastify.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      globIgnore: ['assets/**', 'index.html', 'builds/latest.json'],
      index: false,
      // Cache-Control is set per file below.
      cacheControl: false,
      setHeaders(res, filePath) {
        if (filePath === workerPath) {
          // Browsers look for a new worker on each visit; a cached one would hold a new build back.
          res.setHeader('cache-control', 'no-cache');
          res.setHeader('service-worker-allowed', '/');
          return;
        }
        res.setHeader('cache-control', 'public, max-age=300');
      },
    });
  }

  fastify.get('/builds/latest.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return build;
  });

  // The web app manifest in the visitor's language: the names a phone shows for the installed app.
  fastify.get('/manifest.webmanifest', async (request, reply) => {
    const manifest = manifests[visitorLocale(request.headers)];
    if (!manifest) return reply.code(404).send({ code: 10005, msg: 'not found', data: null });
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-language')
      .send(manifest);
  });

  const pages = await pageServer(fastify, options, template);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, head: HeadKey, status: number) => {
    const locale = visitorLocale(request.headers);
    reply.code(status).header('content-type', 'text/html; charset=utf-8');
    // The service worker's app shell is never drawn (APP_SHELL_HEADER).
    if (!pages || request.headers[APP_SHELL_HEADER] !== undefined) {
      const html = renderPage(template, PAGE_HEADS[locale][head], locale);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', `cookie, accept-language, ${APP_SHELL_HEADER}`)
        .send(html);
    }
    const { page } = await pages.serve({
      url: request.url,
      locale,
      headers: request.headers,
      head,
      status,
    });
    reply.code(page.status);
    const { body, encoding } = encodedPage(page, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    // The early-tap and start scripts, sheets and style attributes of the drawn page, admitted by their hashes
    // (security/headers.ts).
    reply.header(
      'content-security-policy',
      siteCsp({
        https: request.protocol === 'https',
        scriptHashes: DRAWN_PAGE_SCRIPT_HASHES,
        styleHashes: page.styleHashes,
        styleAttributeHashes: page.styleAttributeHashes,
      }),
    );
    // The same page for every visitor with this language, device kind and time zone, for a second.
    return reply
      .header('cache-control', page.status === 200 ? 'public, max-age=1' : 'no-cache')
      .header('vary', `cookie, accept-language, user-agent, accept-encoding, ${APP_SHELL_HEADER}`)
      .send(body);
  };

  // The root is a directory to the static files; it is the home page to visitors.
  fastify.get('/', (request, reply) => sendPage(request, reply, 'home', 200));

  fastify.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || NOT_APP.test(urlPath)) {
      return reply.code(404).send({ code: 10005, msg: 'not found', data: null });
    }
    // The shared route table (PRODUCT §2), the one the web app renders from.
    const route = matchRoute(urlPath);
    return route ? sendPage(request, reply, route.route.head, 200) : sendPage(request, reply, 'home', 404);
  });
}

/** The server renderer with its data, or null to send pages unrendered. */
async function pageServer(fastify: FastifyInstance, options: SiteOptions, template: string) {
  const render = options.render;
  if (!render) return null;
  const renderer = await loadRenderer(render.entry, fastify.log);
  if (!renderer) return null;
  const now = () => render.clock.now();
  const topics = new SiteTopics({ registry: render.gateway.registry, poller: render.gateway.poller, now });
  fastify.addHook('onClose', async () => topics.close());
  return createPageServer({
    template,
    renderer,
    assets: SiteAssets.load(options.webDist),
    topics,
    calls: createOriginCalls({
      upstream: render.upstream,
      envelopeKey: render.envelopeKey,
      timeoutMs: render.upstreamTimeoutMs,
      shareMs: Math.max(render.cacheMs, 1000),
      now,
      audience: render.gateway.audience,
    }),
    cacheMs: render.cacheMs,
    now,
    metrics: render.gateway.metrics,
    logger: fastify.log,
  });
}

/** The web build's manifest per language (`manifest/{cn,en,vi}.webmanifest`), those it has. */
async function webManifests(webDist: string): Promise<Partial<Record<Locale, string>>> {
  const manifests: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALE_CODES) {
    try {
      manifests[locale] = await readFile(join(webDist, 'manifest', `${locale}.webmanifest`), 'utf8');
    } catch {
      // A build without it (an older one, tests): not installable, nothing else changes.
    }
  }
  return manifests;
}

/**
 * The build the app was made from: `builds/latest.json` of the web build when it writes one,
 * otherwise a hash of index.html (it names every hashed bundle, so it changes with each build).
 */
async function buildManifest(webDist: string, template: string): Promise<{ id: string; timestamp: number }> {
  try {
    const manifest = JSON.parse(await readFile(join(webDist, 'builds', 'latest.json'), 'utf8')) as unknown;
    if (
      typeof manifest === 'object' &&
      manifest !== null &&
      'id' in manifest &&
      typeof manifest.id === 'string'
    ) {
      const timestamp =
        'timestamp' in manifest && typeof manifest.timestamp === 'number' ? manifest.timestamp : 0;
      return { id: manifest.id, timestamp };
    }
  } catch {
    // No manifest in the build: derive one.
  }
  return { id: createHash('sha256').update(template).digest('hex').slice(0, 16), timestamp: Date.now() };
}

export default fp(site, { name: 'site' });
