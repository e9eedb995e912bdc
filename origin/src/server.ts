import Fastify from 'fastify';
import app, { fastifyOptions } from './app';
import { ConfigError, loadConfig } from './config';
import { engineOptionsFromEnv } from './vdapi/enginePlugin';

// Only starts and stops the origin; everything else lives in app.ts.
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const server = Fastify(fastifyOptions(config));
await server.register(app, { config, engine: engineOptionsFromEnv(process.env) });

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
