// Slow clients against the gateway's and the origin's own server options (shared/src/api/slowClients.ts): a body
// sent a byte at a time, and a kept-alive connection left idle, on real sockets. Before, Fastify's
// default requestTimeout of 0 turned Node's limit off: such a body was never cut.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { fastifyOptions as originOptions } from '@pitchside/origin';
import { testConfig } from '@pitchside/origin/testing';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { fastifyOptions as gatewayOptions, loadConfig } from '../config';

const LIMIT_MS = 500;
/** Long enough to tell "cut near the limit" from "never cut" on a loaded machine. */
const GIVE_UP_MS = 10_000;

const servers: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function listening(options: FastifyServerOptions): Promise<number> {
  const server = Fastify({ ...options, logger: false });
  server.post('/echo', async (request) => ({ got: request.body }));
  server.get('/ping', async () => ({ ok: true }));
  servers.push(server);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Resolves with what the server sent and when it closed the socket, or null if it held it open. */
async function closedBy(socket: Socket): Promise<{ afterMs: number; received: string } | null> {
  const started = performance.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  socket.on('error', () => {}); // a write after the server's close: EPIPE
  const closed = once(socket, 'close').then(() => ({ afterMs: performance.now() - started, received }));
  const gaveUp = new Promise<null>((resolve) => setTimeout(() => resolve(null), GIVE_UP_MS).unref());
  const outcome = await Promise.race([closed, gaveUp]);
  socket.destroy();
  return outcome;
}

async function opened(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  return socket;
}

const sides: Array<[string, () => FastifyServerOptions]> = [
  [
    'gateway',
    () =>
      gatewayOptions(
        loadConfig({
          REQUEST_TIMEOUT_MS: String(LIMIT_MS),
          IDLE_TIMEOUT_MS: String(LIMIT_MS),
          LOG_LEVEL: 'silent',
        }),
      ),
  ],
  [
    'origin',
    () =>
      originOptions(
        testConfig({ requestTimeoutMs: LIMIT_MS, idleTimeoutMs: LIMIT_MS }),
      ) as FastifyServerOptions,
  ],
];

describe.each(sides)('the %s cuts slow clients off', (side, options) => {
  it('a body sent a byte at a time is answered 408 and closed near the limit; an idle kept-alive connection is closed', async () => {
    const port = await listening(options());

    const slow = await opened(port);
    slow.write(
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
    );
    const drip = setInterval(() => slow.write(' '), 100);
    const cut = await closedBy(slow);
    clearInterval(drip);
    expect(cut, 'still open after 10 s').not.toBeNull();
    expect(cut?.received).toMatch(/^HTTP\/1\.1 408/);
    expect(cut?.afterMs).toBeGreaterThanOrEqual(LIMIT_MS - 50);
    console.info(
      `${side}: a body dripping a byte per 100 ms was cut after ${Math.round(cut?.afterMs ?? 0)} ms`,
    );

    // A client that sends its request at once is answered, then its idle connection is closed.
    const idle = await opened(port);
    idle.write('GET /ping HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    const idleCut = await closedBy(idle);
    expect(idleCut, 'still open after 10 s').not.toBeNull();
    expect(idleCut?.received).toMatch(/^HTTP\/1\.1 200/);
  });
});
