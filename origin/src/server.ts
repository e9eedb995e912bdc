import Fastify from 'fastify';
import app, { fastifyOptions } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/dataDirLock';
import { ReplayFileError } from './engine';
import { loadReplayFile } from './engine/plugin';

// Only starts and stops the origin; everything else lives in app.ts.
let config: ReturnType<typeof loadConfig>;
try {
  // `--replay FILE` (or REPLAY_FILE) plays a file of real matches in the openfootball format.
  config = loadConfig(process.env, process.argv.slice(2));
  if (config.engine.replayFile) await loadReplayFile(config.engine.replayFile); // fail now, with one clear line
} catch (error) {
  if (error instanceof ConfigError || error instanceof ReplayFileError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Started by `npm start` (scripts/children.mjs): its IPC channel closes when it ends, even by SIGKILL,
// and an origin left behind would hold its port and its database folder. Watched from the start: a
// parent gone while the database opens stops the origin there (its lock is then stale, and taken over).
let started = false;
if (process.channel) {
  process.channel.unref();
  process.once('disconnect', () => {
    if (started) void close('parent gone');
    else process.exit(1);
  });
}

const server = Fastify(fastifyOptions(config));
try {
  await server.register(app, { config, engine: config.engine });
} catch (error) {
  // A second origin on one embedded database: one clear line naming the holder, not a stack.
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let closing = false;
async function close(signal: string) {
  if (closing) return;
  closing = true;
  server.log.info({ signal }, 'closing');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void close('SIGINT'));
process.on('SIGTERM', () => void close('SIGTERM'));

try {
  await server.listen({ port: config.port, host: config.host });
  started = true;
  server.log.info(`API docs at http://localhost:${config.port}/docs`);
} catch (error) {
  server.log.error(error);
  process.exit(1);
}
