import { timingSafeEqual } from 'node:crypto';
import { API_HEADERS, DEFAULT_MAX_SKEW_MS, type QueryInput, verifyRequestSignature } from '@pitchside/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, CODES } from './envelope';

/** Paths whose calls carry the signed headers of PRODUCT.md §7. */
export const SIGNED_PREFIXES = ['/userapi/', '/vdapi/'] as const;

/** How long a used (device, timestamp, signature) is remembered: as long as its timestamp is fresh. */
const REPLAY_MEMORY_MS = 2 * DEFAULT_MAX_SKEW_MS + 60_000;

/**
 * Remembers signatures already accepted, so a captured request cannot be sent again while its
 * timestamp is still fresh. In memory: the origin is one process (DESIGN.md); bounded in size.
 */
export class ReplayGuard {
  readonly #seen = new Map<string, number>();
  constructor(
    private readonly memoryMs = REPLAY_MEMORY_MS,
    private readonly maxEntries = 200_000,
  ) {}

  /** True the first time a key is offered within the memory window, false on reuse. */
  accept(key: string, now: number): boolean {
    this.#sweep(now);
    if (this.#seen.has(key)) return false;
    this.#seen.set(key, now + this.memoryMs);
    return true;
  }

  #sweep(now: number) {
    // Insertion order is expiry order, so expired keys are always at the front.
    for (const [key, expiresAt] of this.#seen) {
      if (expiresAt > now && this.#seen.size < this.maxEntries) break;
      this.#seen.delete(key);
    }
  }
}

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
 * then that the signature was not used before. Applies to /userapi and /vdapi, so every
 * plugin registered under those prefixes is covered without doing anything.
 */
async function signatureCheck(fastify: FastifyInstance, options: SignatureOptions) {
  const replays = new ReplayGuard();
  const now = options.now ?? Date.now;

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
    if (!replays.accept(`${deviceId}|${timestamp}|${signature}`, at)) {
      throw new ApiError(CODES.badSignature, 'requestReplayed');
    }
  });
}

export default fp(signatureCheck, { name: 'pitchside-signature', fastify: '5.x' });
