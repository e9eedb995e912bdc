import { timingSafeEqual } from 'node:crypto';
import { API_HEADERS, type QueryInput, verifyRequestSignature } from '@pitchside/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, CODES } from './envelope';
import { type ReplayGuard, replayKey, sqlReplayGuard } from './replayGuard';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed requests already accepted, in the database (shared by origins, kept across restarts). */
    replayGuard: ReplayGuard;
  }
}

/** Paths whose calls carry the signed headers of PRODUCT.md §7. */
export const SIGNED_PREFIXES = ['/userapi/', '/vdapi/'] as const;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface SignatureOptions {
  accessKey: string;
  requireSignature: boolean;
  now?: () => number;
}

/**
 * Checks the access key, then the request signature and timestamp (shared signing helpers),
 * then that the request was not received before. Applies to /userapi and /vdapi, so every
 * plugin registered under those prefixes is covered without doing anything.
 */
async function signatureCheck(fastify: FastifyInstance, options: SignatureOptions) {
  const now = options.now ?? Date.now;
  const replays = sqlReplayGuard(fastify.db, undefined, now);
  fastify.decorate('replayGuard', replays);
  const purge = setInterval(() => {
    replays.purge().catch((error: unknown) => fastify.log.warn({ err: error }, 'replay guard purge failed'));
  }, 60_000);
  purge.unref();
  fastify.addHook('onClose', async () => clearInterval(purge));

  fastify.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!SIGNED_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
    // Routes fetched by a media player or an <img>, which cannot send headers (e.g. /vdapi/hls).
    if (request.routeOptions.config.signed === false) return;

    const accessKey = header(request, API_HEADERS.accessKey);
    if (accessKey === undefined || !sameText(accessKey, options.accessKey)) {
      throw new ApiError(CODES.badSignature, 'accessKeyInvalid');
    }
    if (!options.requireSignature) return;

    const deviceId = header(request, API_HEADERS.deviceId) ?? '';
    const signature = header(request, API_HEADERS.sign) ?? '';
    const timestamp = header(request, API_HEADERS.timestamp) ?? '';
    const at = now();
    const verdict = verifyRequestSignature({
      path,
      query: request.query as QueryInput,
      deviceId,
      timestamp,
      accessKey,
      signature,
      now: at,
    });
    if (!verdict.ok) {
      const stale = verdict.reason === 'stale' || verdict.reason === 'future';
      throw new ApiError(CODES.badSignature, stale ? 'timestampStale' : 'signatureInvalid');
    }
    const key = replayKey({
      signature,
      token: header(request, API_HEADERS.token) ?? '',
      lang: header(request, API_HEADERS.lang) ?? '',
    });
    if (!(await replays.accept(key, at))) {
      throw new ApiError(CODES.badSignature, 'requestReplayed');
    }
  });
}

export default fp(signatureCheck, {
  name: 'pitchside-signature',
  fastify: '5.x',
  dependencies: ['pitchside-db'],
});
