// Passes /userapi and /vdapi through to the origin untouched (headers included), adding the
// client's address so the origin's per-client rate limits see the visitor, not the gateway.
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type ProxyOptions = { originUrl: string };

export const PROXIED_PREFIXES = ['/userapi', '/vdapi'] as const;

async function proxy(fastify: FastifyInstance, options: ProxyOptions) {
  for (const prefix of PROXIED_PREFIXES) {
    await fastify.register(httpProxy, {
      upstream: options.originUrl,
      prefix,
      rewritePrefix: prefix,
      http2: false,
      replyOptions: {
        // The origin is down or did not answer: say so in the product envelope, once per request.
        onError: (reply, { error }) => {
          const timedOut = /timeout/i.test(error.name) || /timeout/i.test(error.message);
          reply.log.warn({ err: error, path: reply.request.url }, 'origin unreachable for a proxied call');
          void reply
            .code(timedOut ? 504 : 502)
            .send({ code: timedOut ? 504 : 502, msg: 'origin unavailable, please retry', data: null });
        },
        // The visitor's address as this gateway established it (its trustProxy setting decides whether
        // a load balancer in front is believed); a client-sent X-Forwarded-For is never passed on.
        rewriteRequestHeaders: (request, headers) => {
          return {
            ...headers,
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
