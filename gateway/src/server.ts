// Builds the logger, listens, and closes gracefully on SIGINT/SIGTERM (sockets drained first).
import Fastify from 'fastify';
import app from './app';
import { loadConfig } from './config';

const config = loadConfig();
const fastify = Fastify({ logger: { level: config.logLevel }, trustProxy: config.trustProxy });
await fastify.register(app, { config });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    fastify.log.info(`${signal}: draining sockets and closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await fastify.close();
    process.exit(0);
  });
}

await fastify.listen({ port: config.port, host: config.host });
