// The match engine as a Fastify decorator (`fastify.engine`), and the engine's edge: the engine is pure,
// so the real season files and a replay file are read here and handed to it as data. Made from the
// origin's checked Config (seed, speed, replay file), advanced by a timer from an injectable clock,
// stopped when the server closes. Every /vdapi answer tells how long ago the engine last moved and
// how often it moves (`Engine-Tick`), so a poller can ask right after a tick instead of at a random
// moment of it (docs/API.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deepFreeze } from './frozen';
import { isFullText, parseFullText } from './replay/fullText';
import { parseReplay, ReplayFileError, replayNotes } from './replay/replayFile';
import type { CreateEngine, Engine, ReplayFixture, SeasonFile } from './types';
import { COMPETITIONS, competitionCode } from './world/competitions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The match engine: leagues, teams, matches in play, odds, lineups, intel, anchors, highlights. */
    engine: Engine;
  }
}

/** The shipped real seasons (openfootball, CC0). */
export const SHIPPED_SEASONS_DIR = fileURLToPath(new URL('./fixtures/openfootball/', import.meta.url));

export interface EnginePluginOptions {
  /** An engine made elsewhere (tests); it is used as is and not ticked. */
  engine?: Engine | undefined;
  /** Makes the engine (the engine's `createEngine`), when `engine` is not given. */
  create?: CreateEngine | undefined;
  seed?: number;
  /** Engine minutes per real minute (1 = real time). */
  speed?: number;
  /** An openfootball file to replay (JSON, or Football.TXT). */
  replayFile?: string | undefined;
  /** Engine time at start (ms); the clock's reading when absent. */
  startAt?: number | undefined;
  /** Folder of the real season files; SHIPPED_SEASONS_DIR by default; '' for none. */
  seasonsDir?: string;
  /** Wall clock in ms; Date.now when absent. */
  clock?: () => number;
  /** How often the engine is advanced, ms. */
  tickMs?: number;
}

/** The seed of the world when SEED is not set. */
export const DEFAULT_SEED = 20260614;

/** A file's text as a replay: Football.TXT (a `.txt` file, or text in its shape) or openfootball JSON. */
function parseText(text: string, path: string): ReplayFixture {
  if (path.endsWith('.txt') || (!/^\s*[[{]/.test(text) && isFullText(text)))
    return parseFullText(text, `replay file ${path}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ReplayFileError(
      `Replay file ${path} is neither JSON nor Football.TXT: ${(error as Error).message}`,
    );
  }
  return parseReplay(json, `replay file ${path}`);
}

/** Reads and validates an openfootball file: JSON of any published shape, or Football.TXT (`.txt`). */
export async function loadReplayFile(path: string): Promise<ReplayFixture> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ReplayFileError(`Cannot read replay file ${path}: ${(error as Error).message}`);
  }
  return parseText(text, path);
}

/**
 * Each data file read, as it was read, by its path, size and time of change: a process that builds many
 * engines (the tests build dozens, each reading the seasons) parses a file once, about 0.5 s of the
 * processor a build. The parse is frozen, so what every engine shares none can change.
 */
const parsed = new Map<string, { size: number; mtimeMs: number; file: ReplayFixture }>();

function parsedFile(path: string): ReplayFixture {
  const { size, mtimeMs } = statSync(path);
  const known = parsed.get(path);
  if (known && known.size === size && known.mtimeMs === mtimeMs) return known.file;
  const file = deepFreeze(parseText(readFileSync(path, 'utf8'), path));
  parsed.set(path, { size, mtimeMs, file });
  return file;
}

/**
 * The real seasons of a folder: every file whose name carries a known competition code (en.1, uefa.cl…).
 * Where a season has both a full file (`.full.txt`: line-ups, cards, changes) and a JSON file, the full
 * file is the season and the JSON file is not read.
 */
export function loadSeasons(dir: string = SHIPPED_SEASONS_DIR): SeasonFile[] {
  const codes = new Set(COMPETITIONS.map((c) => c.code));
  const names = readdirSync(dir).filter((name) => codes.has(competitionCode(name) ?? ''));
  const season = (name: string) => name.replace(/(\.full\.txt|\.json)$/, '');
  const full = new Set(names.filter((name) => name.endsWith('.full.txt')).map(season));
  return names
    .filter((name) => name.endsWith('.full.txt') || !full.has(season(name)))
    .sort()
    .map((name) => ({ code: competitionCode(name) as string, file: parsedFile(join(dir, name)) }));
}

/**
 * The files of a folder the engine carries without playing them (the World Cup 2018): every openfootball
 * JSON file there that is no season of a known competition, nor the replayed file itself. Their results
 * are meetings the intel's head-to-head tells (docs/API.md "Real and generated").
 */
export function loadHistory(dir: string = SHIPPED_SEASONS_DIR, replay?: ReplayFixture): ReplayFixture[] {
  const codes = new Set(COMPETITIONS.map((c) => c.code));
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !codes.has(competitionCode(name) ?? ''))
    .map((name) => parsedFile(join(dir, name)))
    .filter((file) => file.name !== replay?.name);
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
  // What reading the file as a fan did, one line a match: a warning where the file could not be followed
  // (docs/API.md, "Reading the minutes").
  for (const note of replay ? replayNotes(replay) : [])
    fastify.log[note.fitted ? 'warn' : 'info'](
      { replayFile: options.replayFile, match: note.match },
      `replay: ${note.match}: ${note.text}`,
    );
  const replayCode = options.replayFile ? competitionCode(basename(options.replayFile)) : undefined;
  const seasonsDir = options.seasonsDir ?? SHIPPED_SEASONS_DIR;
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
      seasons: seasonsDir === '' ? [] : loadSeasons(seasonsDir),
      history: seasonsDir === '' ? [] : loadHistory(seasonsDir, replay),
      ...(options.startAt === undefined ? {} : { startAt: options.startAt }),
      ...(replay ? { replay } : {}),
      ...(replayCode ? { replayCode } : {}),
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
