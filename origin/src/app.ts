import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BODY_LIMIT_BYTES, API_HEADERS, slowClientOptions } from '@pitchside/shared';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import auth from './accounts/auth';
import { codeCooldown } from './accounts/emailCodes';
import accountsRoutes from './accounts/routes';
import anchors from './anchors/plugin';
import type { Config } from './config';
import testControls from './controls/routes';
import type { Db } from './db/client';
import database from './db/plugin';
import { createEngine } from './engine';
import matchEngine, { type EnginePluginOptions } from './engine/plugin';
import securityHeaders, { DOCS_CSP } from './http/headers';
import health from './http/health';
import replies, { frameworkError } from './http/replies';
import signature from './http/signature';
import { schemaOptions } from './http/validation';
import type { Mailer } from './mail/mailer';
import mail from './mail/mailer';
import vdapi from './vdapi';
import video from './video';
import { mediaFromEngine } from './video/engineMedia';

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin's configuration, read and checked once at start. */
    config: Config;
  }
}

export interface OriginOptions {
  config: Config;
  /** An open database (tests share one per file); otherwise opened from the config. */
  db?: Db | undefined;
  /** A mailer (tests); otherwise SMTP or the log, from the config. */
  mailer?: Mailer | undefined;
  /** The origin's clock for accounts and signatures (tests move it). */
  now?: (() => number) | undefined;
  /** Match engine settings (SEED, SPEED, REPLAY_FILE), or an engine made elsewhere (tests). */
  engine?: EnginePluginOptions | undefined;
}

/** Fastify settings that must be fixed when the instance is created. */
export function fastifyOptions(config: Config): FastifyServerOptions {
  return {
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: API_BODY_LIMIT_BYTES,
    // A body sent a byte at a time is cut off, and so is an idle kept-alive connection (README settings).
    ...slowClientOptions(config),
    // The embedded database opens its files and runs migrations at start; on a busy machine that takes
    // longer than Fastify's default 10 s plugin limit.
    pluginTimeout: 60_000,
    // Bodies keep their JSON types; queries and paths take plain numbers only (http/validation.ts).
    ...schemaOptions,
    frameworkErrors: frameworkError,
  };
}

/** The origin: everything is registered here, in this order. */
async function origin(fastify: FastifyInstance, options: OriginOptions) {
  const { config } = options;
  const clock = options.now ?? Date.now;
  const now = () => new Date(clock());
  fastify.decorate('config', config);
  await fastify.register(securityHeaders);

  // OpenAPI: collects every route registered after it; served at /docs (JSON at /docs/json).
  await fastify.register(swagger, {
    openapi: {
      info: {
        title: 'Pitchside origin',
        version: '0.1.0',
        description:
          'Every answer is `{ code, msg, data }`; `msg` follows the `lang` header (zh | en | vi). ' +
          '/userapi and /vdapi calls carry the signed headers of docs/API.md.',
      },
      components: {
        securitySchemes: {
          signedRequest: { type: 'apiKey', in: 'header', name: API_HEADERS.accessKey },
          token: { type: 'apiKey', in: 'header', name: API_HEADERS.token },
        },
      },
      tags: [
        { name: 'accounts', description: 'Sign-up, sign-in, e-mail codes, feedback (/userapi)' },
        { name: 'health', description: 'Process and database checks' },
      ],
    },
  });
  // Served where the origin listens (loopback, or the gateways' network): it describes the API of
  // docs/API.md, nothing secret. The gateway does not pass /docs on to visitors.
  await fastify.register(swaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP });

  await fastify.register(replies);
  await fastify.register(database, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    db: options.db,
  });
  await fastify.register(mail, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    mailer: options.mailer,
  });
  // Counting store for the routes' limits (http/rateLimits.ts); no global limit.
  await fastify.register(rateLimit, { global: false });
  await fastify.register(signature, {
    accessKey: config.accessKey,
    requireSignature: config.requireSignature,
    now: clock,
  });
  await fastify.register(auth, { now });

  await fastify.register(health);
  // One per app: the test controls may change it (TEST_CONTROLS only).
  const cooldown = codeCooldown();
  await fastify.register(accountsRoutes, { prefix: '/userapi', now, codeCooldown: cooldown });

  // Feature plugins register here, each under its prefix. They can use fastify.db,
  // fastify.config, fastify.authenticate and fastify.optionalUser; the signature check
  // already covers /vdapi.
  await fastify.register(video, { now: clock, ...mediaFromEngine(() => fastify.engine, config.testStreams) });
  await fastify.register(matchEngine, { create: createEngine, clock, ...options.engine });
  await fastify.register(anchors, { now });
  await fastify.register(vdapi, { prefix: '/vdapi', now });
  // The tests' controls exist only with TEST_CONTROLS=1 (config.ts); otherwise /testing is unknown.
  if (config.testControls)
    await fastify.register(testControls, { prefix: '/testing', codeCooldown: cooldown });
}

export default fp(origin, { name: 'pitchside-origin', fastify: '5.x' });
