// The ingest's settings, read once from the environment and checked (README "Anchors: streaming to the site").
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_INGEST_SECRET } from '@pitchside/shared';
import { checkedEnv } from '@pitchside/shared/checkedEnv';
import { Type } from 'typebox';
import type { HlsMode } from './hlsWriter';
import { INGEST_DEFAULTS } from './ingest';

const Port = Type.String({ pattern: '^[0-9]{1,5}$' });
const EnvSchema = Type.Object({
  RTMP_PORT: Type.Optional(Port),
  INGEST_HTTP_PORT: Type.Optional(Port),
  INGEST_HOST: Type.Optional(Type.String({ minLength: 1 })),
  HLS_DIR: Type.Optional(Type.String({ minLength: 1 })),
  HLS_SEGMENT_SECONDS: Type.Optional(Type.String({ pattern: '^([1-9]|10)$' })),
  HLS_MODE: Type.Optional(Type.Union([Type.Literal('ll'), Type.Literal('short')])),
  HLS_PART_MS: Type.Optional(Type.String({ pattern: '^(1[0-9]{2}|[2-9][0-9]{2}|1000)$' })),
  HLS_LIST_SIZE: Type.Optional(Type.String({ pattern: '^([3-9]|[1-2][0-9])$' })),
  ORIGIN_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  INGEST_SECRET: Type.Optional(Type.String({ minLength: 16 })),
  FFMPEG_PATH: Type.Optional(Type.String({ minLength: 1 })),
  RTMP_CONNECTIONS_PER_ADDRESS: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })),
  RTMP_MAX_CONNECTIONS: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{1,4}$' })),
  RTMP_MAX_BITRATE_MBPS: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$' })),
});

export interface IngestConfig {
  rtmpPort: number;
  httpPort: number;
  host: string;
  hlsDir: string;
  segmentSeconds: number;
  mode: HlsMode;
  partSeconds: number;
  listSize: number;
  originUrl: string;
  secret: string;
  ffmpegPath: string;
  /** RTMP connections open at once from one address, at most (README "Anchors: streaming to the site"). */
  connectionsPerAddress: number;
  /** RTMP connections open at once in all, 50 of them kept for publishers. */
  maxConnections: number;
  /** Each publisher's cap, Mbit/s: its socket is paused past it. */
  maxBitrateMbps: number;
}

export function loadIngestConfig(env: Record<string, string | undefined> = process.env): IngestConfig {
  const e = checkedEnv(EnvSchema, env, 'ingest');
  return {
    rtmpPort: Number(e.RTMP_PORT ?? 1935),
    httpPort: Number(e.INGEST_HTTP_PORT ?? 8935),
    // Loopback like the origin: `npm start` puts the gateway beside it. OBS on another machine needs
    // INGEST_HOST=0.0.0.0 (and INGEST_PUBLIC_URL at the origin).
    host: e.INGEST_HOST ?? '127.0.0.1',
    hlsDir: e.HLS_DIR ?? join(tmpdir(), 'pitchside-hls'),
    segmentSeconds: Number(e.HLS_SEGMENT_SECONDS ?? 1),
    // Low-latency HLS unless asked otherwise: on a quiet machine 0.99 s glass-to-glass p95 against
    // 4.04 s for 1-s segments (bench:video), and 1.5-2.0 s against 2.4-2.7 s in Chromium's hls.js.
    mode: e.HLS_MODE ?? 'll',
    partSeconds: Number(e.HLS_PART_MS ?? 250) / 1000,
    listSize: Number(e.HLS_LIST_SIZE ?? 6),
    originUrl: e.ORIGIN_URL ?? 'http://127.0.0.1:4000',
    secret: e.INGEST_SECRET ?? DEFAULT_INGEST_SECRET,
    ffmpegPath: e.FFMPEG_PATH ?? 'ffmpeg',
    // An anchor needs one; a few leave room for a reconnecting encoder and a backup one.
    connectionsPerAddress: Number(e.RTMP_CONNECTIONS_PER_ADDRESS ?? INGEST_DEFAULTS.connectionsPerAddress),
    maxConnections: Number(e.RTMP_MAX_CONNECTIONS ?? INGEST_DEFAULTS.maxConnections),
    // Room for 1080p at a generous bitrate; a publisher sending faster (a file looped without -re) is held here.
    maxBitrateMbps: Number(e.RTMP_MAX_BITRATE_MBPS ?? INGEST_DEFAULTS.maxBitrateMbps),
  };
}
