import { API_HEADERS } from '@pitchside/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, CODES } from '../http/envelope';
import { looksLikeToken } from './tokens';
import { findUserByToken, type PublicUser, toPublicUser } from './users';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate` or `optionalUser`; null for a visitor. */
    user: PublicUser | null;
  }
  interface FastifyInstance {
    /** preHandler: refuses the request with 10003 unless the `token` header is a live token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets `request.user` when a live token is sent, else leaves it null; never refuses. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** The `token` header, when it is one. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[API_HEADERS.token];
  const token = (Array.isArray(value) ? value[0] : value)?.trim();
  return token ? token : undefined;
}

export interface AuthOptions {
  now?: () => Date;
}

async function auth(fastify: FastifyInstance, options: AuthOptions) {
  const now = options.now ?? (() => new Date());

  async function userOf(request: FastifyRequest): Promise<PublicUser | null> {
    const token = tokenOf(request);
    if (!token || !looksLikeToken(token)) return null;
    const row = await findUserByToken(fastify.db, token, now());
    return row ? toPublicUser(row) : null;
  }

  fastify.decorateRequest('user', null);
  fastify.decorate('authenticate', async (request: FastifyRequest) => {
    request.user = await userOf(request);
    if (!request.user) {
      throw new ApiError(CODES.notSignedIn, tokenOf(request) ? 'tokenInvalid' : 'signInRequired');
    }
  });
  fastify.decorate('optionalUser', async (request: FastifyRequest) => {
    request.user = await userOf(request);
  });
}

export default fp(auth, { name: 'pitchside-auth', fastify: '5.x', dependencies: ['pitchside-db'] });
