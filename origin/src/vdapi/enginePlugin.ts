// The match engine as a Fastify decorator (`fastify.engine`): created from a seed, a speed and an optional
// replay file, advanced by a timer from an injectable clock, stopped when the server closes. Every
// /vdapi answer tells how long ago the engine last moved and how often it moves (`Engine-Tick`), so a
// poller can ask right after a tick instead of at a random moment of it (docs/API.md).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import { ConfigError } from '../config';
import { loadReplayFile } from '../engine/replay';
import type { CreateEngine, Engine } from '../engine/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The match engine: leagues, teams, matches in play, odds, lineups, intel, anchors, highlights. */
    engine: Engine;
  }
}

export interface EnginePluginOptions {
  /** An engine made elsewhere (tests); it is used as is and not ticked. */
  engine?: Engine | undefined;
  /** Makes the engine (the engine's `createEngine`), when `engine` is not given. */
  create?: CreateEngine | undefined;
  seed?: number;
  /** Engine minutes per real minute (1 = real time). */
  speed?: number;
  /** An openfootball JSON file to replay. */
  replayFile?: string;
  /** Wall clock in ms; Date.now when absent. */
  clock?: () => number;
  /** How often the engine is advanced, ms. */
  tickMs?: number;
}

/** The seed of the world when SEED is not set. */
export const DEFAULT_SEED = 20260614;

const EngineEnv = Type.Object({
  SEED: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}$' })),
  SPEED: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}(\\.[0-9]{1,3})?$' })),
  REPLAY_FILE: Type.Optional(Type.String({ minLength: 1 })),
});
type EngineEnv = Static<typeof EngineEnv>;

/** SEED, SPEED and REPLAY_FILE from the environment, checked once; throws naming the wrong variable. */
export function engineOptionsFromEnv(env: Record<string, string | undefined>): EnginePluginOptions {
  const relevant = Object.fromEntries(
    Object.keys(EngineEnv.properties)
      .map((name) => [name, env[name]] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
  if (!Value.Check(EngineEnv, relevant)) {
    const problems = [...Value.Errors(EngineEnv, relevant)].map(
      (e) => `${e.instancePath.slice(1)}: ${e.message}`,
    );
    throw new ConfigError(`Invalid engine configuration:\n  ${problems.join('\n  ')}`);
  }
  const e: EngineEnv = relevant;
  const speed = e.SPEED === undefined ? undefined : Number(e.SPEED);
  if (speed !== undefined && speed <= 0)
    throw new ConfigError('Invalid engine configuration:\n  SPEED: must be above 0');
  return {
    ...(e.SEED === undefined ? {} : { seed: Number(e.SEED) }),
    ...(speed === undefined ? {} : { speed }),
    ...(e.REPLAY_FILE === undefined ? {} : { replayFile: e.REPLAY_FILE }),
  };
}

/**
 * Decorates `fastify.engine`. Building the world takes a couple of seconds, so the engine is made on
 * first use (tests that never call /vdapi never pay for it) or as soon as the server listens.
 */
async function enginePlugin(fastify: FastifyInstance, options: EnginePluginOptions) {
  if (options.engine) {
    fastify.decorate('engine', options.engine);
    return;
  }
  if (!options.create) throw new Error('engine plugin: give an engine or a create function');
  const create: CreateEngine = options.create;
  const clock = options.clock ?? Date.now;
  const replay = options.replayFile ? await loadReplayFile(options.replayFile) : undefined;
  const tickMs = options.tickMs ?? 1000;
  let engine: Engine | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** When the engine's state last changed hands: made, then after each tick (the clock's ms). */
  let movedAt = 0;

  function made(): Engine {
    if (engine) return engine;
    const started = Date.now();
    engine = create({
      seed: options.seed ?? DEFAULT_SEED,
      clock,
      speed: options.speed ?? 1,
      ...(replay ? { replay } : {}),
    });
    const live = engine;
    movedAt = clock();
    timer = setInterval(() => {
      try {
        live.tick();
      } catch (error) {
        fastify.log.error({ err: error }, 'engine tick failed');
      }
      movedAt = clock();
    }, tickMs);
    timer.unref();
    fastify.log.info({ seed: live.seed, speed: live.speed, ms: Date.now() - started }, 'match engine ready');
    return live;
  }

  fastify.decorate('engine', {
    getter: made,
  });
  fastify.addHook('onListen', async () => {
    made();
  });
  // The age is read as the answer leaves, so it covers the time the answer took to make.
  fastify.addHook('onSend', async (request, reply) => {
    if (movedAt > 0 && request.url.startsWith('/vdapi/')) {
      reply.header('engine-tick', `age=${Math.max(0, Math.round(clock() - movedAt))}, every=${tickMs}`);
    }
  });
  fastify.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

export default fp(enginePlugin, { name: 'pitchside-engine', fastify: '5.x' });
