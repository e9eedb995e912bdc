// Test support for /vdapi: the origin's plugins that /vdapi needs (envelope replies, database, rate
// limits, signed requests, sign-in), the fixture engine or another in place of the real one, and the
// /vdapi routes. Signed calls go through the origin's ApiClient (testing/harness.ts).
import rateLimit from '@fastify/rate-limit';
import { decodeData } from '@pitchside/shared';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import auth from '../accounts/auth';
import { issueToken } from '../accounts/tokens';
import { insertUser } from '../accounts/users';
import anchors from '../anchors/plugin';
import { fastifyOptions } from '../app';
import type { Config } from '../config';
import type { Db } from '../db/client';
import database from '../db/plugin';
import enginePlugin from '../engine/plugin';
import type { Engine } from '../engine/types';
import replies from '../http/replies';
import signature from '../http/signature';
import vdapi from '../vdapi/index';
import { testConfig } from './harness';

export interface VdapiTestAppOptions {
  db: Db;
  engine: Engine;
  config?: Config;
  now?: () => number;
  commentsPerMinute?: number;
  followsPerMinute?: number;
}

export async function buildVdapiApp(options: VdapiTestAppOptions): Promise<FastifyInstance> {
  const config = options.config ?? testConfig();
  const clock = options.now ?? Date.now;
  const now = () => new Date(clock());
  const server = Fastify({ ...fastifyOptions(config), logger: false });
  server.decorate('config', config);
  await server.register(replies);
  await server.register(database, { databaseUrl: undefined, dataDir: '', db: options.db });
  await server.register(rateLimit, { global: false });
  await server.register(signature, {
    accessKey: config.accessKey,
    requireSignature: config.requireSignature,
    now: clock,
  });
  await server.register(auth, { now });
  await server.register(enginePlugin, { engine: options.engine });
  await server.register(anchors, { now });
  await server.register(vdapi, {
    prefix: '/vdapi',
    now,
    ...(options.commentsPerMinute === undefined ? {} : { commentsPerMinute: options.commentsPerMinute }),
    ...(options.followsPerMinute === undefined ? {} : { followsPerMinute: options.followsPerMinute }),
  });
  await server.ready();
  return server;
}

/** A signed-in user straight in the database: its id and a live token. */
export async function signedInUser(
  db: Db,
  email: string,
  nickName = 'Fan',
): Promise<{ id: number; token: string }> {
  const now = new Date();
  const user = await insertUser(db, { email, passwordHash: 'x', nickName, now });
  if (!user) throw new Error(`user ${email} exists`);
  const { token } = await issueToken(db, user.id, 3600, now);
  return { id: user.id, token };
}

export interface Answer {
  status: number;
  code: number;
  msg: string;
  data: unknown;
}

/** The envelope of a /vdapi answer with `data` decrypted by the shared codec (null on failures). */
export function decodeAnswer(response: LightMyRequestResponse, config: Config): Answer {
  const body = response.json() as { code: number; msg: string; data: unknown };
  const data = typeof body.data === 'string' ? decodeData(body.data, config.envelopeKey) : body.data;
  return { status: response.statusCode, code: body.code, msg: body.msg, data };
}

/** The schema's first problems with `value`, for a readable failure message. */
export function schemaProblems(schema: TSchema, value: unknown): string[] {
  if (Value.Check(schema, value)) return [];
  return [...Value.Errors(schema, value)].slice(0, 5).map((e) => `${e.instancePath}: ${e.message}`);
}
