// Prometheus metrics of the gateway (prom-client), on a registry of its own so that several
// gateways in one process (tests) never share counters.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { FaultKind } from '../poller/faults';

export type GatewayMetrics = ReturnType<typeof createGatewayMetrics>;

export function createGatewayMetrics(options: { defaultMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry, prefix: 'gateway_' });
  const connectedClients = new Gauge({
    name: 'gateway_connected_clients',
    help: 'Socket.IO connections open now',
    registers: [registry],
  });
  const openConnections = new Gauge({
    name: 'gateway_open_connections',
    help: 'TCP connections open now: pages, API calls and sockets alike',
    registers: [registry],
  });
  const connectionLimit = new Gauge({
    name: 'gateway_connection_limit',
    help: 'Connections held at most before newcomers are refused (MAX_CONNECTIONS or the file limit less a reserve; -1 unbounded)',
    registers: [registry],
  });
  const connectionsRefused = new Counter({
    name: 'gateway_connections_refused_total',
    help: 'Newcomers refused at the limits, by cause: connections (the limit), memory (heap nearly full), accept (the file limit itself)',
    labelNames: ['cause'],
    registers: [registry],
  });
  const subscriptions = new Gauge({
    name: 'gateway_topic_subscriptions',
    help: 'Subscribers per topic',
    labelNames: ['topic'],
    registers: [registry],
  });
  const upstreamPolls = new Counter({
    name: 'gateway_upstream_polls_total',
    help: 'Upstream calls made by the poller, by topic kind',
    labelNames: ['kind'],
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'gateway_upstream_errors_total',
    help: 'Failed upstream calls, by topic kind and fault',
    labelNames: ['kind', 'fault'],
    registers: [registry],
  });
  const pollDuration = new Histogram({
    name: 'gateway_poll_duration_seconds',
    help: 'Duration of one upstream call, decoding and validation included',
    labelNames: ['kind'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const patchBytes = new Histogram({
    name: 'gateway_patch_bytes',
    help: 'Size of one topic:patch payload as JSON',
    buckets: [64, 128, 256, 512, 1024, 4096, 16384, 65536],
    registers: [registry],
  });
  const pushLatency = new Histogram({
    name: 'gateway_push_latency_seconds',
    help: 'From a poll result arriving to its patch handed to every subscriber socket',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
    registers: [registry],
  });
  const pageRenders = new Counter({
    name: 'gateway_page_renders_total',
    help: 'Server renders of a page; each one is shared by every request for the same page, locale, route set and topic versions for a second',
    registers: [registry],
  });
  const pagesServed = new Counter({
    name: 'gateway_pages_served_total',
    help: 'Pages answered, by how: rendered for this request, shared with a render in progress, cached, or stale (sent while a new render is made)',
    labelNames: ['how'],
    registers: [registry],
  });
  const renderDuration = new Histogram({
    name: 'gateway_page_render_seconds',
    help: 'One server render, its data (topics and origin answers) included',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const dataAge = new Histogram({
    name: 'gateway_upstream_data_age_seconds',
    help: "How old a poll's answer was when it arrived: from the origin engine's last tick (its Engine-Tick age)",
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 0.75, 1, 2, 5],
    registers: [registry],
  });
  const proxyFailures = new Counter({
    name: 'gateway_proxy_failures_total',
    help: 'Proxied calls the origin did not answer, by fault (timeout, refused, reset, network)',
    labelNames: ['fault'],
    registers: [registry],
  });
  const topicsRefused = new Counter({
    name: 'gateway_topics_refused_total',
    help: 'Topics not fetched: missing (the origin does not know it), full (too many topics), busy (too many new ones)',
    labelNames: ['reason'],
    registers: [registry],
  });
  const addressLimited = new Counter({
    name: 'gateway_address_limited_total',
    help: "Refusals at a visitor address's budget (security/addressBudgets.ts), by limit: sockets (open at once), connects (new sockets per 10 s), events (per second over its sockets), topics (first subscriptions to unwatched topics per 10 s)",
    labelNames: ['limit'],
    registers: [registry],
  });
  const connectionsCut = new Counter({
    name: 'gateway_connections_cut_total',
    help: 'Connections the gateway disconnected, by reason (event_budget: over its events per second)',
    labelNames: ['reason'],
    registers: [registry],
  });
  return {
    registry,
    connectionsCut,
    addressLimited,
    openConnections,
    connectionLimit,
    connectionsRefused,
    pageRenders,
    rendered(seconds: number) {
      pageRenders.inc();
      renderDuration.observe(seconds);
    },
    served(how: 'rendered' | 'shared' | 'cached' | 'stale') {
      pagesServed.inc({ how });
    },
    proxyFailures,
    topicsRefused,
    connectedClients,
    subscriptions,
    polled(kind: string, seconds: number, fault: FaultKind | null) {
      upstreamPolls.inc({ kind });
      pollDuration.observe({ kind }, seconds);
      if (fault) upstreamErrors.inc({ kind, fault });
    },
    aged(seconds: number) {
      dataAge.observe(seconds);
    },
    pushed(seconds: number, bytes: number) {
      pushLatency.observe(seconds);
      patchBytes.observe(bytes);
    },
  };
}
