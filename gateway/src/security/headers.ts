// Security headers on every answer of the gateway (the site, its files, the proxied API, health and
// metrics), with @fastify/helmet. The 30-day token lives in localStorage (PRODUCT §3 names `authToken`),
// where any script running on the page could read it, so the Content-Security-Policy is the main defence:
// scripts, styles, workers and connections only from this site; nothing may frame it.
import { createHash } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What the site needs, and nothing else (docs/API.md "Security headers"):
 * - scripts and styles are the built files (Vite writes no inline script or style; React sets styles
 *   through the DOM, which CSP does not govern);
 * - hls.js plays through Media Source Extensions: `blob:` media; its transmuxing worker is a built
 *   file (web/src/features/match-detail/video/hlsLoader.ts), so workers are the site's own;
 * - the Socket.IO connection is this site's own (`'self'` covers ws: and wss: to it, CSP Level 3);
 * - pictures are this site's (crests and covers under /vdapi/img) and the lazy image's `data:` GIF.
 */
export const SITE_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:'],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  workerSrc: ["'self'"],
} as const;

const directiveName = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A CSP hash source (without its quotes) of a text exactly as sent (CSP Level 3 §8.4). */
export function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * The site's policy for a page drawn on the server. Its sheets are inlined, so the first paint needs
 * no second round trip: each is admitted by its hash. React writes the style props of the drawn
 * markup as `style` attributes (in the browser it sets them through the DOM, which CSP does not
 * govern): each value the page holds is admitted by its hash under `style-src-attr`
 * ('unsafe-hashes' lets a hash match an attribute, and nothing else). Never `'unsafe-inline'`. The
 * embedded start state is a `type="application/json"` script, data that never runs. The two inline
 * scripts, which hold taps made before hydration (EARLY_TAPS_SCRIPT) and start the page's script once
 * it is on screen (PAGE_START_SCRIPT), are admitted by their hashes.
 * Written as helmet writes it.
 */
export function siteCsp(options: {
  https: boolean;
  scriptHashes?: readonly string[];
  styleHashes?: readonly string[];
  styleAttributeHashes?: readonly string[];
}): string {
  const quoted = (hashes: readonly string[] | undefined) => (hashes ?? []).map((hash) => `'${hash}'`);
  const directives: Record<string, readonly string[]> = {
    ...SITE_CSP_DIRECTIVES,
    scriptSrc: [...SITE_CSP_DIRECTIVES.scriptSrc, ...quoted(options.scriptHashes)],
    styleSrc: [...SITE_CSP_DIRECTIVES.styleSrc, ...quoted(options.styleHashes)],
  };
  if (options.styleAttributeHashes?.length) {
    directives.styleSrcAttr = ["'unsafe-hashes'", ...quoted(options.styleAttributeHashes)];
  }
  if (options.https) directives.upgradeInsecureRequests = [];
  return Object.entries(directives)
    .map(([key, values]) => [directiveName(key), ...values].join(' '))
    .join(';');
}

/** One year, the usual HSTS lifetime; sent only on answers that went out over TLS. */
const HSTS_MAX_AGE_S = 365 * 24 * 3600;

export function helmetOptions(): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { ...SITE_CSP_DIRECTIVES } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Over plain HTTP (npm start, a LAN address) HSTS would be ignored or wrong; see the hook below.
    strictTransportSecurity: false,
  };
}

async function securityHeaders(fastify: FastifyInstance) {
  const options = helmetOptions();
  await fastify.register(helmet, options);
  // Served over TLS (directly, or by a load balancer the gateway trusts, TRUST_PROXY): browsers are told
  // to keep to HTTPS, and to upgrade any plain-HTTP address a page might still hold.
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.protocol !== 'https') return;
    await reply.helmet({
      strictTransportSecurity: { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false },
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...SITE_CSP_DIRECTIVES, upgradeInsecureRequests: [] },
      },
    });
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
