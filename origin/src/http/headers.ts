// Security headers of the origin's answers, with @fastify/helmet. The origin answers JSON, playlists,
// segments and pictures, never a page of the site, so its policy allows nothing to run or load; the
// OpenAPI page at /docs has its own (DOCS_CSP). HSTS is the gateway's: the origin is not served over TLS.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Swagger UI's page: its own scripts and pictures. Its script adds a <style> element as it renders, so
 * styles may be inline here: a style cannot run code, and this page holds no sign-in token.
 */
export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; img-src 'self' data:; " +
  "object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'";

async function securityHeaders(fastify: FastifyInstance) {
  await fastify.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
}

export default fp(securityHeaders, { name: 'pitchside-security-headers', fastify: '5.x' });
