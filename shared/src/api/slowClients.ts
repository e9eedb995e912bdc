// The settings REQUEST_TIMEOUT_MS and IDLE_TIMEOUT_MS mean the same on the gateway and the origin.
/**
 * Node's limits on slow clients, as Fastify options (without them, bodies sent a byte every 10
 * s were never closed, since Fastify's default requestTimeout of 0 turns Node's own off). Node checks them
 * every `connectionsCheckingInterval`, 30 s by default: a tenth of the limit keeps the cut near it. A
 * WebSocket, once upgraded, is no longer a request and is left alone; Socket.IO's long-polling GET waits
 * for its answer, not for its request, so it is not cut either.
 */
export function slowClientOptions(limits: { requestTimeoutMs: number; idleTimeoutMs: number }) {
  const headersTimeout = Math.min(limits.requestTimeoutMs, 60_000);
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.idleTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout,
      keepAliveTimeout: limits.idleTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.floor(limits.requestTimeoutMs / 10))),
    },
  };
}
