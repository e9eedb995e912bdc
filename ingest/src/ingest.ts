// The anchors' ingest, its own process (main.ts): RTMP in, as OBS and ffmpeg send it to
// rtmp://HOST:RTMP_PORT/live with the room's stream key as the stream name; HLS out over HTTP for the
// gateways. startIngest puts the parts together:
// - connectionLimits.ts: which connections are taken (per address, in all, places kept for publishers);
// - rtmpConnection.ts: one connection, behind rtmpGuard.ts (node-media-server's RTMP, bounded);
// - sessions.ts: the live sessions, their repackaging ffmpeg (hlsWriter.ts, llHls.ts) and heartbeats;
// - hlsServer.ts: the HLS, /metrics and /healthz;
// - sweep.ts: session folders nobody owns, removed at start and every half retention.
// The origin keeps the rooms and says which key is whose (originLink.ts). docs/ARCHITECTURE.md "Anchors' ingest".
import type { Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import type { Registry } from 'prom-client';
import { ConnectionLimits } from './connectionLimits';
import { createHlsServer } from './hlsServer';
import type { HlsSettings } from './hlsWriter';
import { ingestLog, type Log } from './ingestLog';
import { ingestMetrics } from './metrics';
import type { OriginLink } from './originLink';
import { serveRtmp } from './rtmpConnection';
import { Sessions } from './sessions';
import { lastChange, sweepOrphans } from './sweep';

export { RTMP_APP } from './rtmpApp';

export interface IngestOptions extends HlsSettings {
  rtmpPort: number;
  httpPort: number;
  host: string;
  /** Where the sessions' playlists and segments are written. */
  hlsDir: string;
  origin: OriginLink;
  /** How often the live sessions are reported to the origin (it stops those whose key went). */
  heartbeatMs?: number;
  /** How long an ended session's files stay (players finishing what they loaded, late viewers). */
  retainMs?: number;
  /** Publishers at once, at most: past it newcomers are refused. */
  maxSessions?: number;
  /** RTMP connections open at once from one address, at most: past it one is closed as it comes. */
  connectionsPerAddress?: number;
  /** RTMP connections open at once in all; `maxSessions` of them are kept for publishers. */
  maxConnections?: number;
  /** Each publisher's cap in Mbit/s: past it its socket is paused (the encoder waits). */
  maxBitrateMbps?: number;
  /** A connection that has not asked to publish this long after it opened is closed. */
  publishWithinMs?: number;
  /** A publisher that sends no audio or video for this long is stopped. */
  mediaIdleMs?: number;
  log?: Log;
}

/** The defaults of the bounds (README "Anchors: streaming to the site"). */
export const INGEST_DEFAULTS = {
  heartbeatMs: 1000,
  retainMs: 60_000,
  maxSessions: 50,
  connectionsPerAddress: 3,
  maxConnections: 100,
  maxBitrateMbps: 20,
  publishWithinMs: 5000,
  mediaIdleMs: 10_000,
} as const;

export interface IngestServer {
  readonly rtmpPort: number;
  readonly httpPort: number;
  readonly metrics: Registry;
  /** Live sessions: room id by session id. */
  sessions(): Map<string, number>;
  /** The repackaging ffmpeg of each live session (its CPU is the ingest's cost per stream). */
  ffmpegPids(): number[];
  close(): Promise<void>;
}

export async function startIngest(options: IngestOptions): Promise<IngestServer> {
  const settings = { ...INGEST_DEFAULTS, ...definedOf(options) };
  const log = ingestLog(options.log ?? (() => {}));
  const limits = new ConnectionLimits({
    perAddress: settings.connectionsPerAddress,
    connections: settings.maxConnections,
    publishers: settings.maxSessions,
  });
  let sessions: Sessions | null = null;
  const metrics = ingestMetrics({
    connections: () => limits.open,
    segmentAges: () =>
      new Map(
        (sessions?.all() ?? []).map(
          (s) => [s.roomId, (Date.now() - lastChange(s.writer.dir)) / 1000] as const,
        ),
      ),
  });
  const live = new Sessions({ ...options, ...settings, metrics, log });
  sessions = live;

  const sweep = () => {
    const removed = sweepOrphans(options.hlsDir, (id) => live.get(id) !== undefined, settings.retainMs);
    metrics.swept.inc(removed.length);
    if (removed.length > 0)
      log.info(`removed ${removed.length} session folders nobody owns: ${removed.join(', ')}`);
  };
  // What an ingest that died left behind goes at once; an ended session's folder stays the retention.
  sweep();
  const sweeper = setInterval(sweep, Math.min(30_000, settings.retainMs / 2));
  sweeper.unref();

  const sockets = new Set<Socket>();
  const context = {
    origin: options.origin,
    sessions: live,
    limits,
    metrics,
    log,
    publishWithinMs: settings.publishWithinMs,
    bytesPerSecond: (settings.maxBitrateMbps * 1_000_000) / 8,
  };
  const rtmpServer: Server = createServer((socket) => {
    const address = addressOf(socket);
    const refused = limits.admit(address);
    if (refused) {
      metrics.refused.inc({ reason: refused });
      log.often(
        refused,
        refused === 'address'
          ? `refused a connection from ${address}: ${settings.connectionsPerAddress} RTMP connections open from that address, the limit is ${settings.connectionsPerAddress}`
          : `refused a connection from ${address}: ${limits.open} RTMP connections open, the limit is ${settings.maxConnections} (${settings.maxSessions} of them for publishers)`,
      );
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    serveRtmp(socket, address, context);
  });

  const httpServer: HttpServer = createHlsServer(options.hlsDir, live, metrics.registry);
  await Promise.all([
    listen(rtmpServer, options.rtmpPort, options.host),
    listen(httpServer, options.httpPort, options.host),
  ]);

  return {
    rtmpPort: portOf(rtmpServer),
    httpPort: portOf(httpServer),
    metrics: metrics.registry,
    sessions: () => new Map(live.all().map((s) => [s.id, s.roomId])),
    ffmpegPids: () => live.all().flatMap((s) => (s.writer.pid === undefined ? [] : [s.writer.pid])),
    async close() {
      clearInterval(sweeper);
      await live.close();
      for (const socket of sockets) socket.destroy();
      await Promise.all([
        new Promise<void>((resolve) => rtmpServer.close(() => resolve())),
        new Promise<void>((resolve) => httpServer.close(() => resolve())),
      ]);
    },
  };
}

/** The options given (an option set to undefined keeps its default). */
function definedOf(options: IngestOptions): Partial<typeof INGEST_DEFAULTS> {
  return Object.fromEntries(
    Object.keys(INGEST_DEFAULTS)
      .map((key) => [key, options[key as keyof typeof INGEST_DEFAULTS]] as const)
      .filter(([, value]) => value !== undefined),
  );
}

function listen(server: Server | HttpServer, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

function portOf(server: Server | HttpServer): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** The address a connection comes from, an IPv4 one as IPv4 even on a dual-stack socket. */
function addressOf(socket: Socket): string {
  const address = socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
