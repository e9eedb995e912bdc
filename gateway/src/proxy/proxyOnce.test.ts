// A signed call is good once (the origin refuses a replayed signature with 10002), so the proxy must
// pass each call to the origin exactly once, whatever the origin answers. An upstream of our own counts
// what reaches it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from '../app';
import { loadConfig } from '../config';

let upstream: Server;
let gateway: FastifyInstance;
let gatewayUrl: string;
const received: string[] = [];
/** The status the upstream answers every call with. */
let status = 503;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    request.resume();
    request.on('end', () => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: status === 200 ? 200 : 10006, msg: 'answer', data: null }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const config = loadConfig({
    ORIGIN_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    WEB_DIST: 'no-web-dist',
    LOG_LEVEL: 'silent',
    PORT: '0',
  });
  gateway = Fastify();
  await gateway.register(app, { config, gateway: { autoStart: false } });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

describe('the proxy passes each call once', () => {
  it.each([
    ['GET', '/vdapi/match/v1/hot/league', 503],
    ['GET', '/vdapi/config/initconfig', 502],
    ['POST', '/userapi/login', 503],
  ])(
    '%s %s answered %i reaches the origin once, and the client gets that answer',
    async (method, path, code) => {
      status = code;
      received.length = 0;
      const response = await fetch(`${gatewayUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-timestamp': '1', 'x-sign': 'once' },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(response.status).toBe(code);
      expect(((await response.json()) as { code: number }).code).toBe(10006);
      // A proxy that retries does so before it answers (the answer is the last attempt's), so every
      // call that reached the origin for this request has been counted by the time the client has it.
      expect(received).toEqual([`${method} ${path}`]);
    },
  );
});
