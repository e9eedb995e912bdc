// /vdapi: the match-data calls of PRODUCT.md §7, with follows, team and player pages and scorers. Thin routes: validate (queries.ts) -> engine query ->
// mapper (map*.ts) -> `data` encrypted with the shared codec in the envelope. The answers are described
// in docs/API.md "Match data (/vdapi)" and by the TypeBox schemas of @pitchside/shared (api/vdapi.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import type {} from '../engine/plugin';
import { anchorRoutes } from './anchorRoutes';
import { configRoutes } from './configRoutes';
import { detailRoutes } from './detailRoutes';
import { favouriteRoutes } from './favouriteRoutes';
import { followRoutes } from './followRoutes';
import { leagueRoutes } from './leagueRoutes';
import { matchRoutes } from './matchRoutes';
import { ownRoomRoutes } from './ownRoomRoutes';
import { pictureRoutes } from './pictureRoutes';
import { playerRoutes } from './playerRoutes';
import { routeKit } from './routeKit';
import { teamRoutes } from './teamRoutes';
import { videoRoutes } from './videoRoutes';

export interface VdapiOptions {
  /** The clock for stored times (favourites, comments); tests move it. */
  now?: () => Date;
  /** Comments a user may post per minute. */
  commentsPerMinute?: number;
  /** Follow changes (follow, unfollow, alerts) a user may make per minute. */
  followsPerMinute?: number;
}

const vdapi: FastifyPluginAsyncTypebox<VdapiOptions> = async (fastify, options) => {
  const kit = routeKit(fastify, {
    now: options.now ?? (() => new Date()),
    commentsPerMinute: options.commentsPerMinute ?? 10,
  });
  configRoutes(fastify, kit);
  matchRoutes(fastify, kit);
  leagueRoutes(fastify, kit);
  detailRoutes(fastify, kit);
  favouriteRoutes(fastify, kit);
  followRoutes(fastify, kit, { perMinute: options.followsPerMinute ?? 60 });
  teamRoutes(fastify, kit);
  playerRoutes(fastify, kit);
  videoRoutes(fastify, kit);
  anchorRoutes(fastify, kit);
  ownRoomRoutes(fastify, kit);
  pictureRoutes(fastify, kit);
};

export default fp(vdapi, {
  name: 'pitchside-vdapi',
  fastify: '5.x',
  dependencies: ['pitchside-db', 'pitchside-auth', 'pitchside-engine', 'pitchside-anchors'],
  encapsulate: true,
});
