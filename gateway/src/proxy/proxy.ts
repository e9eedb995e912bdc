// Passes /userapi and /vdapi through to the origin, headers and body untouched, adding the client's
// address so the origin's per-client rate limits see the visitor, not the gateway.
// - Every call has a time limit (PROXY_TIMEOUT_MS, below the browser's 30 s, PRODUCT §9): a stalled
//   origin gets 504 in the envelope, an unreachable one 502; only those count as outages.
// - A client's own mistake is answered as the origin would: a body over API_BODY_LIMIT_BYTES is
//   refused here (the origin would stop reading it and close the connection under the upload), and
//   a body is never decompressed or re-encoded on the way (app.ts), so the origin judges it.
// - Each call reaches the origin once, whatever it answers: a resent signature would be refused.
// - A logout the origin accepted is reported (`onLogout`) before its answer leaves, so chat stops
//   taking the token on every gateway at once.
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { API_BODY_LIMIT_BYTES, API_HEADERS, isEnvelope } from '@pitchside/shared';
import { decodeData, encodeData } from '@pitchside/shared/nodeCodec';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { carriesAnchors, fillViewers } from '../audience/fillViewers';
import type { RoomAudience } from '../audience/roomAudience';
import { sendProxyAnswer } from './proxyAnswers';

/** Why the origin gave no answer: the label of gateway_proxy_failures_total. */
export type OriginFault = 'timeout' | 'refused' | 'reset' | 'network';

export type ProxyOptions = {
  originUrl: string;
  /** Longest wait for the origin's answer headers, and between two chunks of its body. */
  timeoutMs: number;
  onOriginFault?: (fault: OriginFault) => void;
  /** The origin accepted a logout of this token. */
  onLogout?: (token: string) => Promise<void>;
  /**
   * Fills the viewers of the anchors of an answer that carries them (audience/fillViewers.ts); the
   * answer is opened with `envelopeKey` and sealed again. The origin counts no viewers.
   */
  viewers?: { audience: RoomAudience; envelopeKey?: string };
};

export const PROXIED_PREFIXES = ['/userapi', '/vdapi'] as const;
export const LOGOUT_PATH = '/userapi/logout';

/** Request bodies, read whole (they are small JSON) before the call goes out. */
const bodies = new WeakMap<object, Buffer>();

type ReplyHooks = NonNullable<FastifyHttpProxyOptions['replyOptions']>;

class BodyTooLarge extends Error {}

async function readBody(request: FastifyRequest): Promise<Buffer | null> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > API_BODY_LIMIT_BYTES) throw new BodyTooLarge();
  const stream = request.body as AsyncIterable<Buffer> | undefined;
  if (!stream || typeof stream[Symbol.asyncIterator] !== 'function') return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    // A chunked body has no length up front: counted as it comes.
    if (size > API_BODY_LIMIT_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

export function originFault(error: Error & { code?: string; cause?: unknown }): OriginFault {
  const cause = error.cause as { code?: string } | undefined;
  const code = cause?.code ?? error.code ?? '';
  if (/TIMEOUT/i.test(error.code ?? '') || /TIMEOUT/i.test(code)) return 'timeout';
  if (code === 'ECONNREFUSED') return 'refused';
  if (['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'].includes(code)) return 'reset';
  return 'network';
}

async function proxy(fastify: FastifyInstance, options: ProxyOptions) {
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const body = await readBody(request);
      if (body) bodies.set(request, body);
    } catch (error) {
      if (error instanceof BodyTooLarge) return sendProxyAnswer(reply, 'bodyTooLarge');
      // The client went away mid-upload: nobody is left to answer.
      request.log.info({ err: error }, 'proxied request body not received');
      return reply.code(400).send();
    }
  };

  /** The origin's answer with its anchors' viewers filled in; as it came when it is not a success. */
  const withViewers = async (
    viewers: NonNullable<ProxyOptions['viewers']>,
    path: string,
    stream: AsyncIterable<Buffer>,
  ): Promise<Buffer> => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    let envelope: unknown;
    try {
      envelope = JSON.parse(body.toString('utf8'));
    } catch {
      return body;
    }
    if (!isEnvelope(envelope) || envelope.code !== 200 || typeof envelope.data !== 'string') return body;
    const data = decodeData(envelope.data, viewers.envelopeKey);
    if (fillViewers(path, data, await viewers.audience.counts()) === 0) return body;
    return Buffer.from(JSON.stringify({ ...envelope, data: encodeData(data, viewers.envelopeKey) }));
  };

  const onResponse: ReplyHooks['onResponse'] = (request, reply, res) => {
    const path = request.url.split('?')[0] ?? '';
    const viewers = options.viewers;
    if (viewers && request.method === 'GET' && res.statusCode === 200 && carriesAnchors(path)) {
      withViewers(viewers, path, res.stream as AsyncIterable<Buffer>).then(
        (body) => {
          reply.removeHeader('content-length');
          reply.send(body);
        },
        (error: unknown) => {
          request.log.warn({ err: error }, 'anchors answer not read; answered as the origin failed');
          sendProxyAnswer(reply, 'originUnavailable');
        },
      );
      return;
    }
    const token = request.headers[API_HEADERS.token];
    const onLogout = options.onLogout;
    const loggedOut =
      request.method === 'POST' && request.url.split('?')[0] === LOGOUT_PATH && res.statusCode === 200;
    if (!onLogout || !loggedOut || typeof token !== 'string' || token === '') {
      return void reply.send(res.stream);
    }
    onLogout(token).then(
      () => reply.send(res.stream),
      (error: unknown) => {
        request.log.warn(
          { err: error },
          'logout not passed on to chat; it ends when the token check expires',
        );
        reply.send(res.stream);
      },
    );
  };

  for (const prefix of PROXIED_PREFIXES) {
    await fastify.register(httpProxy, {
      upstream: options.originUrl,
      prefix,
      rewritePrefix: prefix,
      http2: false,
      // Never resent: a signed call is good once, and the origin answers a resent signature 10002.
      // (reply-from resends a GET answered 503 up to ten times unless told otherwise.)
      retryMethods: [],
      undici: {
        connectTimeout: options.timeoutMs,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      },
      preHandler,
      handler: (request, reply, dest, replyOptions) => {
        const body = bodies.get(request);
        if (!body) return reply.from(dest, replyOptions);
        const contentType = request.headers['content-type'] ?? 'application/octet-stream';
        return reply.from(dest, { ...replyOptions, body, contentType });
      },
      replyOptions: {
        onResponse,
        // The origin did not answer: say so in the envelope, once per request, in the caller's language.
        onError: (reply, { error }) => {
          const request = reply.request;
          // The caller left first: nobody to answer, and not the origin's fault. (The request stream
          // itself ends, and is destroyed, once its body has been read.)
          if (request.socket.destroyed) return;
          const fault = originFault(error);
          options.onOriginFault?.(fault);
          request.log.warn(
            { err: error, path: request.url, fault },
            `origin ${fault === 'timeout' ? 'timed out' : 'unreachable'} for a proxied call`,
          );
          sendProxyAnswer(reply, fault === 'timeout' ? 'originTimeout' : 'originUnavailable');
        },
        // The visitor's address as this gateway established it (its trustProxy setting decides whether
        // a load balancer in front is believed); a client-sent X-Forwarded-For is never passed on.
        // `expect: 100-continue` was already answered by Node; it is not a header to forward.
        rewriteRequestHeaders: (request, headers) => {
          const { expect: _expect, ...rest } = headers;
          return {
            ...rest,
            'x-forwarded-for': request.ip,
            'x-real-ip': request.ip,
            'x-forwarded-proto': request.protocol,
          };
        },
      },
    });
  }
}

export default fp(proxy, { name: 'proxy' });
