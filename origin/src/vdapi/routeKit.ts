// What every /vdapi route module shares: the encrypted reply, the mapper context of a request, day
// windows, lookups that answer 404, and the OpenAPI pieces of the schemas.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_HEADERS, type RestCall } from '@pitchside/shared';
import { encodeData } from '@pitchside/shared/nodeCodec';
import type { FastifyRequest } from 'fastify';
import { type TSchema, Type } from 'typebox';
import type { AnchorDirectory } from '../anchors/directory';
import type { Db } from '../db/client';
import type { Engine, Match } from '../engine/types';
import { ApiError, CODES, type Envelope, EnvelopeOf, ErrorEnvelope } from '../http/envelope';
import { success } from '../http/replies';
import { type DayWindow, dayWindow, timezoneHours } from './days';
import { favouriteSet } from './favourites';
import type { MapContext } from './mapMatches';

/** The /vdapi plugin instance, with TypeBox types for queries, params and bodies. */
export type FastifyTypebox = Parameters<FastifyPluginAsyncTypebox>[0];

export const DAY_MS = 86_400_000;

/** A call's route under the `/vdapi` prefix this plugin is registered with (shared REST table). */
export function vdapiUrl(call: RestCall): string {
  return call.path.slice('/vdapi'.length);
}

/** OpenAPI security of the calls: signed headers, plus the token for signed-in calls. */
export const signed = [{ signedRequest: [] }];
export const withToken = [{ signedRequest: [], token: [] }];
export const failures = { '4xx': ErrorEnvelope };

/** Response schemas of an encrypted answer; the decoded `data` schema is documented as its contentSchema. */
export function encrypted(data: TSchema) {
  return {
    200: EnvelopeOf(
      Type.String({
        description: 'the encrypted JSON of the answer (shared codec); decoded, it matches contentSchema',
        contentMediaType: 'application/json',
        contentSchema: data,
      }),
    ),
    ...failures,
  };
}

export const notFound = (request: FastifyRequest) =>
  new ApiError(CODES.notFound, 'notFound', { path: request.url.split('?')[0] ?? '/' });

export const invalid = (field: string) => new ApiError(CODES.invalidInput, 'invalidInput', { field });

export interface RouteKit {
  engine: Engine;
  /** The users' anchor rooms, live while the ingest streams them (anchors/directory.ts). */
  anchors: AnchorDirectory;
  db: Db;
  /** The clock of stored times (favourites, comments). */
  now: () => Date;
  commentsPerMinute: number;
  /** The success envelope with `data` encrypted by the shared codec. */
  reply<T>(request: FastifyRequest, data: T): Envelope<string>;
  /** Mapper context: the request's language, and which of `matches` the signed-in user favours. */
  contextFor(request: FastifyRequest, matches: readonly Match[]): Promise<MapContext>;
  /** The day of a `date` query in the visitor's time zone; 400 when it names no real day. */
  windowOf(request: FastifyRequest, date: string | undefined): DayWindow;
  matchOr404(request: FastifyRequest, id: number): Match;
  /** TEST_STREAMS=1 (config.ts): matches with video carry the test picture, labelled as such. */
  testStreams: boolean;
}

export function routeKit(
  fastify: FastifyTypebox,
  options: { now: () => Date; commentsPerMinute: number },
): RouteKit {
  const { db, config } = fastify;
  return {
    // Read on use: the engine is made on first use (engine/plugin.ts).
    get engine() {
      return fastify.engine;
    },
    get anchors() {
      return fastify.anchorRooms;
    },
    db,
    now: options.now,
    commentsPerMinute: options.commentsPerMinute,
    testStreams: config.testStreams,
    reply: (request, data) => success(request, encodeData(data, config.envelopeKey)),
    async contextFor(request, matches) {
      const favourites = request.user
        ? await favouriteSet(
            db,
            request.user.id,
            matches.map((m) => m.id),
          )
        : new Set<number>();
      return {
        engine: fastify.engine,
        locale: request.locale,
        favourites,
        testStreams: config.testStreams,
        anchors: fastify.anchorRooms,
      };
    },
    windowOf(request, date) {
      const window = dayWindow(
        date,
        fastify.engine.now(),
        timezoneHours(request.headers[API_HEADERS.timezone]),
      );
      if (!window) throw invalid('date');
      return window;
    },
    matchOr404(request, id) {
      const match = fastify.engine.match(id);
      if (!match) throw notFound(request);
      return match;
    },
  };
}
