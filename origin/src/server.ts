import Fastify from 'fastify';
import app, { fastifyOptions } from './app';
import { ConfigError, loadConfig } from './config';
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

const server = Fastify(fastifyOptions(config));
await server.register(app, { config, engine: config.engine });

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
