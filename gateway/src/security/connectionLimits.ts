// A gateway at its limits keeps what it holds and refuses the rest cleanly (docs/ARCHITECTURE.md
// "Capacity"). Each open connection costs a file descriptor; at the process's file limit the kernel's
// accept fails (EMFILE) and libuv drops the newcomer without a word, while the gateway's own reads
// (its files, its metrics, its calls to the origin) start failing too. So the gateway stops short
// of it: past `maxConnections` open connections (by default the file limit less a reserve for its
// own files and origin calls), or with its heap nearly full, a new page or API call is answered
// 503 with Retry-After in the caller's language, and a new Socket.IO connection gets a connect
// error. Connections already open, and Socket.IO sessions already made, are served as before.
// Every refusal is counted in /metrics, and logged at most once a second per cause.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { getHeapStatistics } from 'node:v8';
import { DEFAULT_LOCALE, type Locale, langHeaderToLocale } from '@pitchside/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { GatewayMetrics } from '../metrics/metrics';
import { LogBudget } from '../poller/logBudget';
import { sendProxyAnswer } from '../proxy/proxyAnswers';
import { visitorLocale } from '../site/locale';

/** Files kept back from connections: the gateway's own files, logs, origin and Redis sockets. */
export function fileReserve(fileLimit: number): number {
  return Math.max(64, Math.floor(fileLimit * 0.1));
}

/** The process's soft limit of open files (Node raises it to the hard limit at start), or null off Linux. */
export function readFileLimit(limits = '/proc/self/limits'): number | null {
  try {
    const line = readFileSync(limits, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

/** Connections held at most: MAX_CONNECTIONS when set, else the file limit less its reserve. */
export function defaultMaxConnections(fileLimit: number | null): number {
  return fileLimit === null ? Number.POSITIVE_INFINITY : Math.max(1, fileLimit - fileReserve(fileLimit));
}

export type RefusalCause = 'connections' | 'memory' | 'accept';

export interface ConnectionLimits {
  /** Open TCP connections now (pages, API calls and sockets alike). */
  open(): number;
  /** Why a newcomer would be refused now, or null when it is welcome. */
  refusal(): Exclude<RefusalCause, 'accept'> | null;
  /** Counts and logs a refusal. */
  refused(cause: RefusalCause): void;
  close(): void;
}

export interface LimitOptions {
  maxConnections: number;
  /** Share of the heap's limit past which newcomers are refused (0.9). */
  heapFraction: number;
  metrics: GatewayMetrics;
  logger: FastifyBaseLogger;
  clock: Clock;
  /** The heap's use as a share of its limit; v8's by default (tests give their own). */
  heapUse?: () => number;
}

const v8HeapUse = () => {
  const heap = getHeapStatistics();
  return heap.used_heap_size / heap.heap_size_limit;
};

/** Counts the server's connections and watches the heap; answers whether a newcomer may come in. */
export function watchConnections(server: Server, options: LimitOptions): ConnectionLimits {
  const { metrics, logger, maxConnections } = options;
  const heapUse = options.heapUse ?? v8HeapUse;
  const budget = new LogBudget(options.clock, 1, 1000);
  let open = 0;
  let heapFull = false;
  metrics.connectionLimit.set(Number.isFinite(maxConnections) ? maxConnections : -1);
  server.on('connection', (socket) => {
    open++;
    metrics.openConnections.set(open);
    socket.once('close', () => {
      open--;
      metrics.openConnections.set(open);
    });
  });
  // An accept that fails at the file limit (libuv has already closed the newcomer): counted, not fatal.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EMFILE' || error.code === 'ENFILE') limits.refused('accept');
    else logger.error({ err: error }, 'server error');
  });
  // The heap is read once a second, not per request.
  const sample = () => {
    heapFull = heapUse() > options.heapFraction;
  };
  sample();
  const timer = setInterval(sample, 1000);
  timer.unref();
  const limits: ConnectionLimits = {
    open: () => open,
    refusal: () => (open > maxConnections ? 'connections' : heapFull ? 'memory' : null),
    refused(cause) {
      metrics.connectionsRefused.inc({ cause });
      const leftOut = budget.take(cause);
      if (leftOut !== null)
        logger.warn(
          { cause, open, maxConnections, leftOut },
          `refusing new connections: ${cause === 'memory' ? 'heap nearly full' : cause === 'accept' ? 'file limit reached' : 'connection limit reached'}`,
        );
    },
    close: () => clearInterval(timer),
  };
  return limits;
}

/** Seconds a refused caller is told to wait. */
export const RETRY_AFTER_SECONDS = 5;

const BUSY_PAGE: Record<Locale, { title: string; text: string }> = {
  cn: { title: '球场边', text: '访问人数过多，请几秒后刷新页面。' },
  en: {
    title: 'Pitchside',
    text: 'The site is very busy right now. Please reload the page in a few seconds.',
  },
  vi: { title: 'Pitchside', text: 'Trang đang quá tải. Vui lòng tải lại trang sau vài giây.' },
};
const HTML_LANG: Record<Locale, string> = { cn: 'zh-CN', en: 'en', vi: 'vi' };

/** Paths answered even at the limits: the checks a load balancer and a scraper make. */
const ALWAYS = new Set(['/healthz', '/readyz', '/metrics']);

/** A Socket.IO request of a session already made (it carries its sid): served, whatever the load. */
const isSessionRequest = (url: string) => url.startsWith('/socket.io/') && /[?&]sid=/.test(url);

/**
 * Refuses new pages and API calls past the limits: 503, Retry-After, `connection: close`, in the
 * caller's language (the API's envelope for /vdapi and /userapi; a short page otherwise).
 */
export function refuseOverLimits(fastify: FastifyInstance, limits: ConnectionLimits): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const cause = limits.refusal();
    if (cause === null) return;
    const path = request.url.split('?')[0] ?? '';
    if (ALWAYS.has(path) || isSessionRequest(request.url) || path.startsWith('/socket.io/')) return;
    limits.refused(cause);
    reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('connection', 'close');
    if (path.startsWith('/vdapi/') || path.startsWith('/userapi/')) return sendProxyAnswer(reply, 'busy');
    const locale = visitorLocale(request.headers) ?? DEFAULT_LOCALE;
    const page = BUSY_PAGE[locale];
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${page.title}</title></head><body><p>${page.text}</p></body></html>`,
      );
  });
}

/** Socket.IO's handshake check: a new connection past the limits gets a connect error. */
export function admitSockets(limits: ConnectionLimits) {
  return (request: IncomingMessage, callback: (error: string | null | undefined, ok: boolean) => void) => {
    const cause = limits.refusal();
    if (cause === null) return callback(null, true);
    limits.refused(cause);
    const locale = langHeaderToLocale(request.headers.lang) ?? DEFAULT_LOCALE;
    callback(BUSY_PAGE[locale].text, false);
  };
}
