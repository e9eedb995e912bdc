import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimit } from '../config';
import { ApiError, CODES } from './envelope';

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A hook that counts requests per `keyOf(request)` with @fastify/rate-limit's store and
 * refuses the excess with 10004 in the envelope. Several can guard one route (per IP in
 * onRequest, per e-mail in preHandler once the body is validated), each with its own counts.
 */
export function rateLimitHook(
  fastify: FastifyInstance,
  limit: RateLimit,
  keyOf: (request: FastifyRequest) => string,
): RateLimitHook {
  const count = fastify.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: keyOf });
  return async (request, reply) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    throw new ApiError(CODES.rateLimited, 'rateLimited', { seconds });
  };
}
