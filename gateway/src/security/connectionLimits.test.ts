// Limits, not crashes (docs/ARCHITECTURE.md "Capacity"): a gateway process with its file limit lowered (`ulimit -n`) is
// driven past its connections, keeps serving the viewer it holds, refuses newcomers cleanly (503 with
// Retry-After in the caller's language, a connect error for a socket), counts them in /metrics, and
// takes newcomers again once connections close. Before, at the limit, newcomers were dropped without
// a word (libuv closes what it cannot accept) and the gateway's own reads began to fail.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Socket, connect as tcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { createGatewayMetrics } from '../metrics/metrics';
import { GatewayProcess, TopicClient, waitFor } from '../testing/clusterTesting';
import { type OriginDouble, startOriginDouble } from '../testing/originDouble';
import { defaultMaxConnections, readFileLimit, refuseOverLimits, watchConnections } from './connectionLimits';

describe('the limits themselves', () => {
  it("reads the process's file limit, and keeps a reserve of files out of the connections", () => {
    const dir = mkdtempSync(join(tmpdir(), 'limits-'));
    try {
      const file = join(dir, 'limits');
      writeFileSync(
        file,
        'Limit                     Soft Limit           Hard Limit           Units     \nMax open files            1024                 4096                 files     \n',
      );
      expect(readFileLimit(file)).toBe(1024);
      expect(readFileLimit(join(dir, 'none'))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true });
    }
    expect(readFileLimit()).toBeGreaterThan(0);
    expect(defaultMaxConnections(256)).toBe(192);
    expect(defaultMaxConnections(20_000)).toBe(18_000);
    expect(defaultMaxConnections(null)).toBe(Number.POSITIVE_INFINITY);
  });

  it('with the heap nearly full, refuses new pages and calls in their language, and still answers its checks', async () => {
    const fastify = Fastify();
    const metrics = createGatewayMetrics();
    let heap = 0.95;
    const limits = watchConnections(fastify.server, {
      maxConnections: 1000,
      heapFraction: 0.9,
      metrics,
      logger: fastify.log,
      clock: systemClock,
      heapUse: () => heap,
    });
    refuseOverLimits(fastify, limits);
    fastify.get('/healthz', async () => ({ status: 'ok' }));
    fastify.get('/vdapi/match/v1/live', async () => ({ code: 200 }));
    fastify.get('/', async () => 'page');
    try {
      const api = await fastify.inject({ url: '/vdapi/match/v1/live', headers: { lang: 'vi_VN' } });
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('5');
      expect(api.json()).toEqual({
        code: 503,
        msg: 'trang đang quá tải, vui lòng thử lại sau vài giây',
        data: null,
      });
      const page = await fastify.inject({ url: '/', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('The site is very busy right now');
      expect(page.body).toContain('<html lang="en">');
      expect((await fastify.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect(
        (await metrics.registry.getSingleMetric('gateway_connections_refused_total')?.get())?.values,
      ).toEqual([{ value: 2, labels: { cause: 'memory' } }]);
      // The heap is read once a second: once it is back down, pages are served again.
      heap = 0.5;
      await waitFor(
        async () => (await fastify.inject({ url: '/' })).statusCode === 200,
        5000,
        'served again',
      );
    } finally {
      limits.close();
      await fastify.close();
    }
  });
});

describe('a gateway process driven past its connections', () => {
  const FILE_LIMIT = 256;
  let origin: OriginDouble;
  let gateway: GatewayProcess;
  let stepper: ReturnType<typeof setInterval>;
  const held: Socket[] = [];

  beforeAll(async () => {
    origin = await startOriginDouble({ seed: 5 });
    stepper = setInterval(() => origin.world.step(), 100);
    gateway = await GatewayProcess.start({
      originUrl: origin.url,
      pollIntervalMs: 300,
      fileLimit: FILE_LIMIT,
    });
  }, 60_000);

  afterAll(async () => {
    clearInterval(stepper);
    for (const socket of held) socket.destroy();
    await gateway?.kill('SIGKILL');
    await origin?.close();
  });

  const metric = async (name: string) => (await gateway.metric(name)) ?? 0;

  it('keeps serving its viewer, refuses newcomers with 503 and connect errors, counts them, and recovers', async () => {
    expect(await metric('gateway_connection_limit')).toBe(defaultMaxConnections(FILE_LIMIT));
    const viewer = new TopicClient('live:football', () => gateway.url);
    await viewer.connect();
    await waitFor(() => viewer.applied.length > 0, 10_000, 'a first patch');

    // Idle connections up to the limit and past it (each one a file of the gateway's).
    const max = defaultMaxConnections(FILE_LIMIT);
    for (let i = 0; i < max + 5; i++) {
      const socket = tcp(gateway.port, '127.0.0.1');
      socket.on('error', () => {});
      held.push(socket);
    }
    await waitFor(async () => (await metric('gateway_open_connections')) > max, 10_000, 'past the limit');

    const api = await fetch(`${gateway.url}/vdapi/match/v1/live?sport=1`, { headers: { lang: 'en_US' } });
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    expect(await api.json()).toMatchObject({ code: 503, msg: expect.stringContaining('very busy') });
    const page = await fetch(gateway.url, { headers: { 'accept-language': 'zh-CN' } });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('访问人数过多');

    const newcomer = connect(gateway.url, { transports: ['websocket'], reconnection: false, forceNew: true });
    const refused = await new Promise<boolean>((resolve) => {
      newcomer.once('connect', () => resolve(false));
      newcomer.once('connect_error', () => resolve(true));
    });
    newcomer.close();
    expect(refused, 'a new socket is refused').toBe(true);

    // The viewer it holds still gets the pushes; the gateway is alive and says what it refused.
    const seen = viewer.applied.length;
    await waitFor(() => viewer.applied.length > seen, 10_000, 'a patch while at the limit');
    expect(gateway.alive).toBe(true);
    expect(await metric('gateway_connections_refused_total')).toBeGreaterThanOrEqual(3);
    // Logged at most once a second per cause, not once per newcomer.
    expect(gateway.output.match(/refusing new connections/g)?.length ?? 0).toBeLessThanOrEqual(3);

    // Connections close: newcomers are welcome again.
    for (const socket of held.splice(0)) socket.destroy();
    await waitFor(
      async () => (await metric('gateway_open_connections')) < max,
      10_000,
      'back under the limit',
    );
    expect((await fetch(`${gateway.url}/vdapi/match/v1/live?sport=1`)).status).toBe(200);
    viewer.close();
  }, 60_000);
});
