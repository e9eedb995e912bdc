// The ingest's /metrics (Prometheus text, README "Anchors: streaming to the site").
import { Counter, Gauge, Registry } from 'prom-client';
import type { RefusalReason } from './refusals';

export interface IngestMetrics {
  readonly registry: Registry;
  readonly publishers: Gauge;
  readonly received: Counter<'room'>;
  readonly bitrate: Gauge<'room'>;
  readonly refused: { inc(labels: { reason: RefusalReason }): void };
  readonly paused: Counter<'cause'>;
  readonly swept: Counter;
}

export interface MetricSources {
  /** RTMP connections open now. */
  connections(): number;
  /** Each live room's newest segment or part: its age in seconds. */
  segmentAges(): Map<number, number>;
}

export function ingestMetrics(sources: MetricSources): IngestMetrics {
  const registry = new Registry();
  const refused = new Counter({
    name: 'ingest_refused_total',
    help: 'Connections and publishers refused or stopped, by reason (README "Anchors: streaming to the site")',
    labelNames: ['reason'],
    registers: [registry],
  });
  new Gauge({
    name: 'ingest_rtmp_connections',
    help: 'RTMP connections open now (publishers, and connections not yet publishing)',
    registers: [registry],
    collect() {
      this.set(sources.connections());
    },
  });
  new Gauge({
    name: 'ingest_segment_age_seconds',
    help: "Age of each live room's newest segment (a stalled encoder shows here)",
    labelNames: ['room'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [room, age] of sources.segmentAges()) this.set({ room: String(room) }, age);
    },
  });
  return {
    registry,
    refused,
    publishers: new Gauge({
      name: 'ingest_publishers',
      help: 'Publishers streaming now',
      registers: [registry],
    }),
    received: new Counter({
      name: 'ingest_received_bytes_total',
      help: 'Stream bytes received from publishers, by room (rate() is the ingest bitrate)',
      labelNames: ['room'],
      registers: [registry],
    }),
    bitrate: new Gauge({
      name: 'ingest_bitrate_bits_per_second',
      help: "Each live room's incoming bitrate over the last heartbeat interval",
      labelNames: ['room'],
      registers: [registry],
    }),
    paused: new Counter({
      name: 'ingest_publisher_paused_total',
      help: "Times a publisher's socket was paused: `bitrate` (over RTMP_MAX_BITRATE_MBPS), `ffmpeg` (its input full)",
      labelNames: ['cause'],
      registers: [registry],
    }),
    swept: new Counter({
      name: 'ingest_swept_sessions_total',
      help: 'Session folders removed: ended more than the retention ago, or left by an ingest that died',
      registers: [registry],
    }),
  };
}
