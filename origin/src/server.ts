import Fastify from 'fastify';
import app, { fastifyOptions } from './app';
import { ConfigError, loadConfig } from './config';
import { loadReplayFile, ReplayFileError, replayPathFrom } from './engine';
import { type EnginePluginOptions, engineOptionsFromEnv } from './vdapi/enginePlugin';

// Only starts and stops the origin; everything else lives in app.ts.
let config: ReturnType<typeof loadConfig>;
let engine: EnginePluginOptions;
try {
  config = loadConfig();
  // `--replay FILE` (or REPLAY_FILE) plays a file of real matches in the openfootball format.
  const replayFile = replayPathFrom(process.argv.slice(2), process.env);
  if (replayFile) await loadReplayFile(replayFile); // fail now, with one clear line, on a missing or bad file
  engine = { ...engineOptionsFromEnv(process.env), ...(replayFile ? { replayFile } : {}) };
} catch (error) {
  if (error instanceof ConfigError || error instanceof ReplayFileError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const server = Fastify(fastifyOptions(config));
await server.register(app, { config, engine });

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
  server.log.info(`API docs at http://localhost:${config.port}/docs`);
} catch (error) {
  server.log.error(error);
  process.exit(1);
}
