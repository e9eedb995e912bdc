import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from './app';
import { loadConfig } from './config';
import { connectClient, until } from './testing/harness';
import { type OriginDouble, startOriginDouble } from './testing/originDouble';

const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('gateway over HTTP', () => {
  let dist: string;
  let origin: OriginDouble;
  let fastify: FastifyInstance;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(
      join(dist, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    // An asset the build compressed beside itself (web/build/precompress.ts).
    const built = `console.log(${JSON.stringify('y'.repeat(4000))});`;
    await writeFile(join(dist, 'assets', 'detail-def456.js'), built);
    await writeFile(join(dist, 'assets', 'detail-def456.js.br'), brotliCompressSync(built));
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(dist, 'sw.js'), `self.__PITCHSIDE_BUILD__={"id":"b1","precache":[]};`);
    await mkdir(join(dist, 'manifest'));
    for (const [locale, name] of [
      ['cn', '球场边'],
      ['en', 'Pitchside'],
      ['vi', 'Pitchside VN'],
    ]) {
      await writeFile(
        join(dist, 'manifest', `${locale}.webmanifest`),
        JSON.stringify({ name, lang: locale }),
      );
    }
    origin = await startOriginDouble({ seed: 2 });
    const config = loadConfig({ ORIGIN_URL: origin.url, WEB_DIST: dist, LOG_LEVEL: 'silent', PORT: '0' });
    fastify = Fastify({ logger: false });
    await fastify.register(app, { config, gateway: { autoStart: false } });
    await fastify.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await fastify.close();
    await origin.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    ['/', 'cn', undefined, undefined, '球场边 - 足球直播_比分_赛程', 'zh-CN'],
    ['/zq', 'cn', undefined, undefined, '足球比赛 - 球场边', 'zh-CN'],
    ['/mobile/live/football', 'en', 'i18n_redirected=en', undefined, 'Live - Pitchside', 'en'],
    [
      '/pc/matches/hot',
      'vi',
      undefined,
      'vi-VN,vi;q=0.9,en;q=0.5',
      'Lịch thi đấu và kết quả - Pitchside',
      'vi',
    ],
    ['/user/feed', 'en', 'other=1; i18n_redirected=en', 'vi', 'Profile - Pitchside', 'en'],
    ['/zq/detail/42', 'en', undefined, 'fr;q=0.9, en-GB;q=0.8', 'Football matches - Pitchside', 'en'],
    ['/about', 'cn', 'i18n_redirected=xx', 'de', '球场边 - 足球直播_比分_赛程', 'zh-CN'],
  ])('%s in %s has its head data and language', async (url, _locale, cookie, acceptLanguage, title, lang) => {
    const response = await fastify.inject({
      url,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.body).toMatch(/<meta name="description" content="[^"]+">/);
    expect(response.body).toMatch(/<meta name="keywords" content="[^"]+">/);
    expect(response.body).toContain(`<html lang="${lang}">`);
    expect(response.body).not.toContain('<!--app-head-->');
  });

  it.each(['/nope', '/live/detail/abc', '/mobile/zq/detail/', '/pc/special/0', '/ZQ', '/zq/detail/0123'])(
    '%s is the app 404 page with status 404',
    async (url) => {
      const response = await fastify.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it('serves hashed assets for a year, compressed', async () => {
    const response = await fastify.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    const icon = await fastify.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=300');
  });

  it('sends an asset the build compressed as its file, never compressing it again', async () => {
    const response = await fastify.inject({
      url: '/assets/detail-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(await readFile(join(dist, 'assets', 'detail-def456.js.br')))).toBe(
      true,
    );
    // A client that takes no encoding gets the file itself.
    const plain = await fastify.inject({ url: '/assets/detail-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('yyyy');
  });

  it('answers a hashed file from memory once read: its tag, 304 on it, and the disk no longer asked', async () => {
    const name = 'later-0a1b2c.js';
    // Not in the folder yet: the 404 page, and the miss is not remembered.
    const missing = await fastify.inject({ url: `/assets/${name}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    await writeFile(join(dist, 'assets', name), 'console.log("later");');
    const first = await fastify.inject({ url: `/assets/${name}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(first.body).toBe('console.log("later");');
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(
      (await fastify.inject({ url: `/assets/${name}`, headers: { 'if-none-match': tag } })).statusCode,
    ).toBe(304);
    // A hashed name's bytes never change: what was read is what is sent, whatever the folder holds now.
    await rm(join(dist, 'assets', name));
    expect((await fastify.inject({ url: `/assets/${name}` })).body).toBe('console.log("later");');
    // The compressed copies are not files of their own, nor is a path outside the folder.
    for (const url of ['/assets/detail-def456.js.br', '/assets/..%2Findex.html', '/assets/a/b.js'])
      expect((await fastify.inject({ url })).statusCode, url).toBe(404);
  });

  it("serves the web build's own builds/latest.json when it has one", async () => {
    const other = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await mkdir(join(other, 'builds'));
    await writeFile(join(other, 'index.html'), INDEX);
    await writeFile(join(other, 'builds', 'latest.json'), JSON.stringify({ id: 'build-42', timestamp: 7 }));
    const config = loadConfig({ ORIGIN_URL: origin.url, WEB_DIST: other, LOG_LEVEL: 'silent' });
    const instance = Fastify({ logger: false });
    await instance.register(app, { config, gateway: { autoStart: false } });
    try {
      const response = await instance.inject({ url: '/builds/latest.json' });
      expect(response.json()).toEqual({ id: 'build-42', timestamp: 7 });
      expect((await instance.inject({ url: '/live' })).statusCode).toBe(200);
      // A build without manifests is not installable, and says so plainly.
      expect((await instance.inject({ url: '/manifest.webmanifest' })).statusCode).toBe(404);
    } finally {
      await instance.close();
      await rm(other, { recursive: true, force: true });
    }
  });

  it.each([
    [undefined, undefined, '球场边'],
    ['i18n_redirected=en', 'vi', 'Pitchside'],
    [undefined, 'vi-VN,vi;q=0.9', 'Pitchside VN'],
  ])(
    'serves the manifest in the visitor language (cookie %s, accept-language %s)',
    async (cookie, lang, name) => {
      const response = await fastify.inject({
        url: '/manifest.webmanifest',
        headers: { ...(cookie ? { cookie } : {}), ...(lang ? { 'accept-language': lang } : {}) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      expect(response.headers.vary).toContain('accept-language');
      expect(response.json()).toMatchObject({ name });
    },
  );

  it('serves the service worker uncached, for the whole site, under the site policy', async () => {
    const response = await fastify.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(response.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it('serves builds/latest.json with the build id, never cached', async () => {
    const response = await fastify.inject({ url: '/builds/latest.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{16}$/) });
  });

  it('proxies /vdapi and /userapi with the headers and the client address', async () => {
    const response = await fastify.inject({
      url: '/vdapi/match/v1/live?sport=1',
      headers: { 'x-access-key': 'k', 'x-sign': 'abc', lang: 'en', 'x-forwarded-for': '6.6.6.6' },
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, data: expect.any(String) });
    const seen = origin.lastHeaders();
    expect(seen).toMatchObject({ 'x-access-key': 'k', 'x-sign': 'abc', lang: 'en' });
    expect(seen['x-forwarded-for']).toBe('203.0.113.9');
    expect(origin.log.at(-1)).toBe('/vdapi/match/v1/live?sport=1');
    const user = await fastify.inject({ url: '/userapi/getUser', headers: { token: 't' } });
    expect(user.statusCode).toBe(404);
    expect(user.json()).toMatchObject({ code: 10005 });
  });

  it("never passes on the origin's test controls (/testing), whatever the method", async () => {
    // An origin that records every request, whatever its path.
    const seen: string[] = [];
    const recorder = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"now":1}');
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', () => resolve()));
    const originUrl = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
    const config = loadConfig({ ORIGIN_URL: originUrl, WEB_DIST: dist, LOG_LEVEL: 'silent', PORT: '0' });
    const gateway = Fastify({ logger: false });
    await gateway.register(app, { config, gateway: { autoStart: false } });
    try {
      for (const [method, url] of [
        ['POST', '/testing/clock/jump'],
        ['POST', '/testing/matches/claim'],
        ['POST', '/testing/matches/1/move'],
        ['PUT', '/testing/codes/cooldown'],
        ['GET', '/testing/clock/jump'],
      ] as const) {
        const response = await gateway.inject({
          method,
          url,
          payload: method === 'GET' ? undefined : { ms: 1 },
        });
        expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      }
      // The recorder does hear what the gateway passes on.
      await gateway.inject({ url: '/vdapi/match/v1/live?sport=1' });
      expect(seen).toEqual(['GET /vdapi/match/v1/live?sport=1']);
    } finally {
      await gateway.close();
      recorder.closeAllConnections();
      await new Promise<void>((resolve) => recorder.close(() => resolve()));
    }
  });

  it('answers health, readiness and Prometheus metrics', async () => {
    expect((await fastify.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await fastify.inject({ url: '/readyz' })).statusCode).toBe(200);
    const address = fastify.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const client = await connectClient(`http://127.0.0.1:${port}`);
    await client.subscribe('live:football');
    await until(() => fastify.gateway.registry.subscriberCount('live:football') === 1);
    const metrics = await fastify.inject({ url: '/metrics' });
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    expect(metrics.body).toMatch(/^gateway_connected_clients 1$/m);
    expect(metrics.body).toMatch(/^gateway_topic_subscriptions\{topic="live:football"\} 1$/m);
    expect(metrics.body).toMatch(/^gateway_upstream_polls_total\{kind="live"\} 1$/m);
    expect(metrics.body).toContain('gateway_poll_duration_seconds_bucket');
    expect(metrics.body).toContain('gateway_push_latency_seconds_bucket');
    expect(metrics.body).toContain('gateway_patch_bytes_bucket');
    client.close();
  });
});

describe('proxy with the origin down', () => {
  it('answers 502 in the product envelope', async () => {
    const origin = await startOriginDouble();
    const url = origin.url;
    await origin.close();
    const config = loadConfig({ ORIGIN_URL: url, WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' });
    const fastify = Fastify({ logger: false });
    await fastify.register(app, { config, gateway: { autoStart: false } });
    try {
      const response = await fastify.inject({ url: '/vdapi/match/v1/live?sport=1', headers: { lang: 'en' } });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        code: 502,
        msg: 'the server cannot be reached right now, please retry',
        data: null,
      });
      // In the caller's language: cn without a lang header (PRODUCT §9).
      const cn = await fastify.inject({ url: '/vdapi/match/v1/live?sport=1' });
      expect(cn.json()).toMatchObject({ code: 502, msg: '服务器暂时无法访问，请稍后重试' });
    } finally {
      await fastify.close();
    }
  });
});

describe('graceful close', () => {
  it('turns readiness off, disconnects every socket and closes', async () => {
    const origin = await startOriginDouble({ seed: 3 });
    const config = loadConfig({ ORIGIN_URL: origin.url, WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' });
    const fastify = Fastify({ logger: false });
    await fastify.register(app, { config, gateway: { autoStart: false } });
    // The server still listens while preClose hooks run: a load balancer asking now is told to go.
    let readiness = 0;
    let port = 0;
    fastify.addHook('preClose', async () => {
      readiness = (await fetch(`http://127.0.0.1:${port}/readyz`)).status;
    });
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    const address = fastify.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    const clients = await Promise.all([1, 2, 3].map(() => connectClient(`http://127.0.0.1:${port}`)));
    await Promise.all(clients.map((client) => client.subscribe('live:football')));
    const reasons: string[] = [];
    for (const client of clients) client.socket.on('disconnect', (reason) => reasons.push(reason));
    await fastify.close();
    await until(() => reasons.length === 3);
    expect(reasons).toEqual(['io server disconnect', 'io server disconnect', 'io server disconnect']);
    expect(readiness).toBe(503);
    expect(fastify.gateway.registry.watchedTopics()).toEqual([]);
    await origin.close();
  });
});
