// The proxy against the real origin as a process of its own: a paused origin (SIGSTOP) gets a 504 in
// the envelope within the proxy's time limit, for API calls and HLS alike; a client's mistake (a body
// over the size limit, a body that claims gzip and is not) gets the same 4xx the origin gives it
// directly, and is neither logged nor counted as an outage.
import { request as httpRequest } from 'node:http';
import type { LangHeader } from '@pitchside/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from '../app';
import { loadConfig } from '../config';
import { type Envelope, OriginProcess, signedCall, signedHeaders } from '../testing/originProcess';

const PROXY_TIMEOUT_MS = 2000;
const LIMIT = 64 * 1024;

let origin: OriginProcess;
let gateway: FastifyInstance;
let gatewayUrl: string;
const logLines: string[] = [];

beforeAll(async () => {
  origin = await OriginProcess.start();
  const config = loadConfig({
    ORIGIN_URL: origin.url,
    PROXY_TIMEOUT_MS: String(PROXY_TIMEOUT_MS),
    WEB_DIST: 'no-web-dist',
    LOG_LEVEL: 'info',
    PORT: '0',
  });
  gateway = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
  await gateway.register(app, { config, gateway: { autoStart: false } });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  gatewayUrl = `http://127.0.0.1:${address.port}`;
}, 120_000);

afterAll(async () => {
  origin?.resume();
  await gateway?.close();
  await origin?.stop();
});

/** Lines the gateway logged as an origin outage. */
const outageLines = () => logLines.filter((line) => /origin (unreachable|unavailable|timed out)/.test(line));

async function metric(name: string): Promise<string[]> {
  const text = await fetch(`${gatewayUrl}/metrics`).then((response) => response.text());
  return text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
}

const login = (base: string, body: string | Uint8Array | ReadableStream, headers: Record<string, string>) =>
  fetch(`${base}/userapi/login`, {
    method: 'POST',
    headers: { ...signedHeaders('/userapi/login'), 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as Envelope,
  }));

/** A body sent in chunks, without a content-length (the limit must hold for those too). */
function chunked(totalBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const chunk = new TextEncoder().encode('x'.repeat(Math.min(16 * 1024, totalBytes - sent)));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

/** POST with `Expect: 100-continue`, as curl sends a large body (fetch cannot send that header). */
function postExpectingContinue(base: string, body: string): Promise<{ status: number; body: Envelope }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}/userapi/login`, {
      method: 'POST',
      headers: {
        ...signedHeaders('/userapi/login'),
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    request.on('continue', () => request.end(body));
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error('no answer')));
  });
}

describe('the proxy in front of a real origin process', () => {
  it('gives a client mistake the 4xx the origin gives it, and logs and counts no outage', async () => {
    const tooLarge = JSON.stringify({ email: 'a@example.com', type: 1, password: 'x'.repeat(LIMIT) });
    const farTooLarge = JSON.stringify({ email: 'a@example.com', type: 1, password: 'x'.repeat(2_000_000) });
    for (const lang of ['en', 'zh', 'vi'] as LangHeader[]) {
      for (const body of [tooLarge, farTooLarge]) {
        const direct = await login(origin.url, body, { lang });
        expect(direct.status).toBe(400);
        expect(direct.body.code).toBe(10001);
        expect(await login(gatewayUrl, body, { lang })).toEqual(direct);
      }
    }
    // Sent in chunks (no length up front): the same answer. (Straight to the origin such a body may
    // see the connection closed under it; the gateway counts the bytes itself.)
    expect(await login(gatewayUrl, chunked(4 * LIMIT), { lang: 'en' })).toEqual(
      await login(origin.url, tooLarge, { lang: 'en' }),
    );
    expect(await postExpectingContinue(gatewayUrl, tooLarge)).toEqual(
      await postExpectingContinue(origin.url, tooLarge),
    );

    // Claims gzip and is not: the origin decides what that is, not the gateway.
    const fakeGzip = await login(origin.url, '{"email":"a@example.com","type":1}', {
      'content-encoding': 'gzip',
    });
    expect(fakeGzip.status).toBeGreaterThanOrEqual(400);
    expect(fakeGzip.status).toBeLessThan(500);
    expect(
      await login(gatewayUrl, '{"email":"a@example.com","type":1}', { 'content-encoding': 'gzip' }),
    ).toEqual(fakeGzip);

    // A body within the limit still reaches the origin.
    const wrong = await signedCall(gatewayUrl, '/userapi/login', {
      body: { email: 'nobody@example.com', type: 1, password: 'f'.repeat(32) },
    });
    expect(wrong.status).toBeLessThan(500);
    expect(wrong.body?.code).not.toBe(200);

    expect(outageLines()).toEqual([]);
    for (const line of await metric('gateway_proxy_failures_total')) expect(line).toMatch(/ 0$/);
  });

  it('answers 504 in the envelope within its time limit while the origin is paused, then recovers', async () => {
    const segment = '/vdapi/hls/seg/360p/0.ts';
    const playlist = '/vdapi/hls/clip/1/360p/index.m3u8';
    expect((await fetch(`${gatewayUrl}${segment}`)).status).toBe(200);
    expect((await signedCall(gatewayUrl, '/vdapi/config/initconfig')).status).toBe(200);

    origin.pause();
    try {
      const started = Date.now();
      const calls = await Promise.all([
        signedCall(gatewayUrl, '/vdapi/config/initconfig', {
          lang: 'en',
          signal: AbortSignal.timeout(20_000),
        }),
        signedCall(gatewayUrl, '/userapi/login', {
          lang: 'zh',
          body: { email: 'a@example.com', type: 1, password: 'f'.repeat(32) },
          signal: AbortSignal.timeout(20_000),
        }),
        signedCall(gatewayUrl, segment, { lang: 'vi', signal: AbortSignal.timeout(20_000) }),
        signedCall(gatewayUrl, playlist, { signal: AbortSignal.timeout(20_000) }),
      ]);
      const elapsed = Date.now() - started;
      for (const call of calls) {
        expect(call.status).toBe(504);
        expect(call.body).toMatchObject({ code: 504, data: null });
        expect(call.body?.msg).toEqual(expect.any(String));
      }
      // In the caller's language.
      expect(new Set(calls.slice(0, 3).map((call) => call.body?.msg)).size).toBe(3);
      // Well below the browser's 30 s (the limit is 2 s here; the margin is for a busy machine).
      expect(elapsed).toBeLessThan(15_000);
    } finally {
      origin.resume();
    }
    expect((await signedCall(gatewayUrl, '/vdapi/config/initconfig')).status).toBe(200);
    expect(outageLines().length).toBeGreaterThan(0);
    const timeouts = (await metric('gateway_proxy_failures_total')).find((line) => line.includes('timeout'));
    expect(Number(timeouts?.split(' ').at(-1))).toBeGreaterThanOrEqual(4);
  });
});
