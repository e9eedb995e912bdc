// Builds the logger, listens, and closes gracefully on SIGINT/SIGTERM (sockets drained first).
import Fastify from 'fastify';
import app from './app';
import { fastifyOptions, loadConfig } from './config';

const config = loadConfig();
const fastify = Fastify(fastifyOptions(config));
await fastify.register(app, { config });

let closing = false;
async function close(reason: string) {
  if (closing) return;
  closing = true;
  fastify.log.info(`${reason}: draining sockets and closing`);
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await fastify.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void close(signal));
// Started by `npm start` (scripts/children.mjs): its IPC channel closes when it ends, even by SIGKILL,
// and a gateway left behind would keep serving from an origin nobody watches.
if (process.channel) {
  process.channel.unref();
  process.once('disconnect', () => void close('parent gone'));
}

await fastify.listen({ port: config.port, host: config.host });
