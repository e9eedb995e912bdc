// The anchors' ingest (issue 30 §1), its own process: RTMP in (as OBS and ffmpeg send it, to
// rtmp://HOST:RTMP_PORT/live with the room's stream key as the stream name), HLS out over HTTP for the
// gateways (they cache it: gateway/src/anchorHls). node-media-server's protocol modules speak RTMP
// (handshake, chunks, AMF commands); this file decides who may publish, checks the codecs, and hands the
// FLV to ffmpeg (hlsWriter.ts). The origin keeps the rooms and says which key is whose (originLink.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import type { IngestFault } from '@pitchside/shared';
import Flv from 'node-media-server/src/protocol/flv.js';
import Rtmp, { type AVPacket } from 'node-media-server/src/protocol/rtmp.js';
import { Counter, Gauge, Registry } from 'prom-client';
import { type HlsSettings, type HlsWriter, startHlsWriter } from './hlsWriter';
import { type LlPackager, startLlHlsWriter } from './llHls';
import type { OriginLink } from './originLink';
import { pdtShiftOf, shiftProgramDateTime } from './programDateTime';

const FLV_AUDIO = 8;
const FLV_VIDEO = 9;
const FLV_CODEC_H264 = 7;
const FLV_SOUND_AAC = 10;
/** The RTMP application anchors publish to: rtmp://host:port/live, stream key as the stream name. */
export const RTMP_APP = 'live';

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
  /**
   * RTMP connections open at once from one address, at most (3 by default): past it a connection is
   * closed as it comes, before any RTMP, so one address cannot hold the ingest's sockets.
   */
  connectionsPerAddress?: number;
  log?: (message: string) => void;
}

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

interface Session {
  id: string;
  key: string;
  roomId: number;
  socket: Socket;
  writer: HlsWriter;
  /** The LL-HLS packager (HLS_MODE=ll): the playlist in memory, for blocking reload. */
  ll: LlPackager | null;
  bytes: number;
  fault: IngestFault | null;
  ended: boolean;
  /**
   * The encoder's clock at the stream's first packet, as well as the ingest can tell: the least of each
   * packet's arrival less its timestamp (the packet that came quickest), plus the first timestamp. The
   * first packet's arrival alone is late by the publisher's connection and key check, which the
   * encoder then catches up in a burst.
   */
  encoderStart(): number;
  /** What moves ffmpeg's PROGRAM-DATE-TIME onto the encoder's clock (programDateTime.ts); null until known. */
  pdtShiftMs: number | null;
}

/** Why a publish was refused: the RTMP status the publisher's software shows or logs. */
const REFUSALS = {
  key: ['NetStream.Publish.BadName', 'stream key refused: wrong or revoked key'],
  busy: ['NetStream.Publish.BadName', 'this key is already live: one publisher at a time'],
  codec: [
    'NetStream.Publish.Rejected',
    'only H.264 video with AAC audio is accepted; set the encoder to x264/H.264 and AAC',
  ],
  app: [
    'NetStream.Publish.BadName',
    `publish to rtmp://…/${RTMP_APP} with the stream key as the stream name`,
  ],
  full: ['NetStream.Publish.Rejected', 'the ingest is full, retry later'],
  origin: ['NetStream.Publish.Rejected', 'the site could not check the key, retry'],
  play: ['NetStream.Play.Failed', 'this server takes publishers only; watch on the site'],
} as const;
type Refusal = keyof typeof REFUSALS;

/** Whether a packet's codec is one the HLS copy can carry (H.264 video, AAC audio). */
export function codecAccepted(packet: Pick<AVPacket, 'codec_type' | 'codec_id'>): boolean {
  if (packet.codec_type === FLV_VIDEO) return packet.codec_id === FLV_CODEC_H264;
  if (packet.codec_type === FLV_AUDIO) return packet.codec_id === FLV_SOUND_AAC;
  return true;
}

const FILE_NAME = /^(index\.m3u8|seg[0-9]{6}\.(ts|m4s)|part[0-9]{8}\.m4s|init\.mp4)$/;
const PART_FILE = /^part([0-9]{8})\.m4s$/;
const NUMBER = /^[0-9]{1,9}$/;

/** A playlist request's delivery directives (RFC 8216bis 6.2.5.2), checked; a string says why they are refused. */
export function deliveryDirectives(
  query: URLSearchParams,
  playlist: boolean,
): { msn: number; part?: number } | null | string {
  const names = [...query.keys()];
  if (names.length === 0) return null;
  if (!playlist) return 'no query on a segment';
  if (names.some((name) => name !== '_HLS_msn' && name !== '_HLS_part')) return 'unknown parameter';
  if (new Set(names).size !== names.length) return 'repeated parameter';
  const msn = query.get('_HLS_msn');
  const part = query.get('_HLS_part');
  if (msn === null) return '_HLS_part without _HLS_msn';
  if (!NUMBER.test(msn) || (part !== null && !NUMBER.test(part))) return 'not a number';
  return part === null ? { msn: Number(msn) } : { msn: Number(msn), part: Number(part) };
}

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
};
const SESSION_PATH = /^\/anchorhls\/([0-9]{1,10})\/([a-z0-9]{8,32})\/([a-z0-9.]{1,20})$/;

export async function startIngest(options: IngestOptions): Promise<IngestServer> {
  const log = options.log ?? (() => {});
  const retainMs = options.retainMs ?? 60_000;
  const maxSessions = options.maxSessions ?? 50;
  const perAddressLimit = options.connectionsPerAddress ?? 3;
  const live = new Map<string, Session>();
  const sockets = new Set<Socket>();
  /** RTMP connections open now, by the address they come from. */
  const perAddress = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();

  const metrics = new Registry();
  const publishers = new Gauge({
    name: 'ingest_publishers',
    help: 'Publishers streaming now',
    registers: [metrics],
  });
  const received = new Counter({
    name: 'ingest_received_bytes_total',
    help: 'Stream bytes received from publishers, by room (rate() is the ingest bitrate)',
    labelNames: ['room'],
    registers: [metrics],
  });
  const bitrate = new Gauge({
    name: 'ingest_bitrate_bits_per_second',
    help: "Each live room's incoming bitrate over the last heartbeat interval",
    labelNames: ['room'],
    registers: [metrics],
  });
  const refused = new Counter({
    name: 'ingest_refused_total',
    help: 'Publishers refused or stopped, by reason (address: a connection past the limit from one address)',
    labelNames: ['reason'],
    registers: [metrics],
  });
  new Gauge({
    name: 'ingest_rtmp_connections',
    help: 'RTMP connections open now (publishers, and connections not yet publishing)',
    registers: [metrics],
    collect() {
      this.set(sockets.size);
    },
  });
  new Gauge({
    name: 'ingest_segment_age_seconds',
    help: "Age of each live room's newest segment (a stalled encoder shows here)",
    labelNames: ['room'],
    registers: [metrics],
    collect() {
      this.reset();
      for (const session of live.values()) {
        const newest = newestSegmentTime(session.writer.dir);
        if (newest !== null) this.set({ room: String(session.roomId) }, (Date.now() - newest) / 1000);
      }
    },
  });

  function refuse(socket: Socket, rtmp: Rtmp, reason: Refusal) {
    const [code, description] = REFUSALS[reason];
    refused.inc({ reason });
    log(`refused a publisher: ${reason}`);
    rtmp.sendStatusMessage(rtmp.streamId, 'error', code, description);
    socket.end();
  }

  async function endSession(session: Session, fault: IngestFault | null) {
    if (session.ended) return;
    session.ended = true;
    if (fault) session.fault = fault;
    live.delete(session.id);
    publishers.set(live.size);
    bitrate.remove({ room: String(session.roomId) });
    session.socket.destroy();
    await session.writer.finish();
    await options.origin
      .end(session.id, session.fault)
      .catch((error: unknown) => log(`origin not told of an end: ${String(error)}`));
    log(
      `room ${session.roomId} off the air (session ${session.id}${session.fault ? `, ${session.fault}` : ''})`,
    );
    const timer = setTimeout(() => {
      timers.delete(timer);
      rmSync(session.writer.dir, { recursive: true, force: true });
    }, retainMs);
    timer.unref();
    timers.add(timer);
  }

  /** Reads the session's first playlist as soon as ffmpeg writes it, to date its segments (programDateTime.ts). */
  function learnPdtShift(session: Session) {
    const started = Date.now();
    const timer = setInterval(() => {
      if (session.ended || session.pdtShiftMs !== null || Date.now() - started > 30_000) {
        clearInterval(timer);
        timers.delete(timer);
        return;
      }
      readFile(join(session.writer.dir, 'index.m3u8'), 'utf8').then(
        (text) => {
          session.pdtShiftMs ??= pdtShiftOf(text, session.encoderStart());
        },
        () => {},
      );
    }, 100);
    timer.unref();
    timers.add(timer);
  }

  const rtmpServer: Server = createServer((socket) => {
    const address = addressOf(socket);
    const open = perAddress.get(address) ?? 0;
    if (open >= perAddressLimit) {
      refused.inc({ reason: 'address' });
      log(
        `refused a connection from ${address}: ${open} RTMP connections open from that address, the limit is ${perAddressLimit}`,
      );
      socket.destroy();
      return;
    }
    perAddress.set(address, open + 1);
    sockets.add(socket);
    socket.setTimeout(30_000, () => socket.destroy());
    const rtmp = new Rtmp();
    let app = '';
    let name = '';
    /** FLV tags that arrived while the origin was asked about the key. */
    let waiting: Buffer[] | null = null;
    let waitingBytes = 0;
    let pendingFault: IngestFault | null = null;
    /** The least (arrival - timestamp) so far, and the first packet's timestamp. */
    let encoderZero = Number.POSITIVE_INFINITY;
    let firstDts: number | null = null;
    const encoderStart = () => (Number.isFinite(encoderZero) ? encoderZero + (firstDts ?? 0) : Date.now());
    let session: Session | null = null;

    rtmp.onOutputCallback = (buffer) => {
      if (!socket.destroyed) socket.write(buffer);
    };
    rtmp.onConnectCallback = (request) => {
      app = request.app;
      name = request.name;
    };
    rtmp.onPlayCallback = () => refuse(socket, rtmp, 'play');
    rtmp.onPushCallback = () => {
      if (app !== RTMP_APP || !name) return refuse(socket, rtmp, 'app');
      if (live.size >= maxSessions) return refuse(socket, rtmp, 'full');
      waiting = [];
      const id = randomBytes(8).toString('hex');
      options.origin.publish(name, id).then(
        (answer) => {
          if (socket.destroyed) {
            if (answer.ok) void options.origin.end(id, 'cut').catch(() => {});
            return;
          }
          if (!answer.ok) return refuse(socket, rtmp, answer.reason);
          const dir = join(options.hlsDir, String(answer.roomId), id);
          let created: Session | null = null;
          const onExit = (code: number | null) => {
            if (!created || created.ended) return;
            if (code !== 0) log(`ffmpeg of session ${id} left with ${code}`);
            void endSession(created, null);
          };
          const llWriter =
            options.mode === 'll'
              ? startLlHlsWriter(
                  dir,
                  { ...options, partSeconds: options.partSeconds ?? 0.25 },
                  encoderStart,
                  onExit,
                )
              : null;
          const started: Session = {
            id,
            key: name,
            roomId: answer.roomId,
            socket,
            bytes: 0,
            fault: null,
            ended: false,
            encoderStart,
            pdtShiftMs: null,
            ll: llWriter?.packager ?? null,
            writer: llWriter ?? startHlsWriter(dir, options, onExit),
          };
          created = started;
          session = started;
          live.set(id, started);
          if (!started.ll) learnPdtShift(started);
          publishers.set(live.size);
          log(`room ${answer.roomId} live (session ${id}, ffmpeg ${started.writer.pid})`);
          started.writer.write(Flv.createHeader(true, true));
          for (const tag of waiting ?? []) started.writer.write(tag);
          waiting = null;
          if (pendingFault) {
            refuse(socket, rtmp, 'codec');
            void endSession(started, pendingFault);
          }
        },
        (error: unknown) => {
          log(`origin not reached: ${String(error)}`);
          refuse(socket, rtmp, 'origin');
        },
      );
    };
    rtmp.onPacketCallback = (packet) => {
      if (packet.codec_type !== FLV_AUDIO && packet.codec_type !== FLV_VIDEO) return;
      if (!codecAccepted(packet)) {
        if (session) {
          if (!session.ended) {
            refuse(socket, rtmp, 'codec');
            void endSession(session, 'codec');
          }
        } else pendingFault = 'codec';
        return;
      }
      firstDts ??= packet.dts;
      encoderZero = Math.min(encoderZero, Date.now() - packet.dts);
      const tag = Flv.createMessage(packet);
      if (session) {
        if (session.ended) return;
        session.bytes += tag.length;
        received.inc({ room: String(session.roomId) }, tag.length);
        session.writer.write(tag);
      } else if (waiting) {
        waitingBytes += tag.length;
        // A key check takes milliseconds; a publisher that outruns it by megabytes loses the excess.
        if (waitingBytes < 8_000_000) waiting.push(tag);
      }
    };

    socket.on('data', (data: Buffer) => {
      const error = rtmp.parserData(data);
      if (error) socket.destroy();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      if (session && !session.ended) void endSession(session, null);
    });
  });

  const httpServer: HttpServer = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://ingest');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end();
      return;
    }
    if (url.pathname === '/metrics') {
      metrics.metrics().then((text) => {
        response.writeHead(200, { 'content-type': metrics.contentType }).end(text);
      });
      return;
    }
    if (url.pathname === '/healthz') {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 'ok', live: live.size }));
      return;
    }
    const match = SESSION_PATH.exec(url.pathname);
    const [, room, sessionId, file] = match ?? [];
    if (!room || !sessionId || !file || !FILE_NAME.test(file)) {
      response.writeHead(404).end();
      return;
    }
    const playlist = file === 'index.m3u8';
    const directives = deliveryDirectives(url.searchParams, playlist);
    if (typeof directives === 'string') {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(directives);
      return;
    }
    const path = join(options.hlsDir, room, sessionId, file);
    const ll = live.get(sessionId)?.ll ?? null;
    // Blocking reload and parts asked for before they exist (the PRELOAD-HINT) are held at most three
    // target durations; a playlist the request cannot expect soon is a 400 (RFC 8216bis 6.2.5.2).
    const holdMs = ll ? 3 * ll.targetDuration() * 1000 : 0;
    const partIndex = PART_FILE.exec(file)?.[1];
    // A session is on the air before ffmpeg has written its first segment: a player that comes at once
    // (the site pushes the new address) is answered when the playlist is there, not with a 404 it gives
    // up on. Bounded below hls.js's 10-s manifest time limit.
    const ready: Promise<'ready' | 'timeout' | 'bad'> =
      playlist && live.has(sessionId)
        ? waitForFile(path, PLAYLIST_WAIT_MS).then(() =>
            ll && directives ? ll.waitFor(directives.msn, directives.part, holdMs) : 'ready',
          )
        : ll && partIndex !== undefined
          ? ll.waitForPart(Number(partIndex), holdMs)
          : Promise.resolve('ready');
    ready
      .then((state) => {
        if (state === 'ready') return readFile(path);
        response.writeHead(state === 'bad' ? 400 : 503, { 'cache-control': 'no-store' }).end();
        return null;
      })
      .then(
        (read) => {
          if (read === null) return;
          const session = live.get(sessionId);
          let body = read;
          if (playlist && session && !session.ll) {
            const text = read.toString('utf8');
            session.pdtShiftMs ??= pdtShiftOf(text, session.encoderStart());
            if (session.pdtShiftMs !== null)
              body = Buffer.from(shiftProgramDateTime(text, session.pdtShiftMs));
          }
          response
            .writeHead(200, {
              'content-type':
                CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
              // A segment never changes; the playlist does every segment.
              'cache-control': playlist ? 'no-cache' : 'public, max-age=3600, immutable',
            })
            .end(request.method === 'HEAD' ? undefined : body);
        },
        () => response.writeHead(404).end(),
      );
  });

  const heartbeat = setInterval(() => {
    const sessions = [...live.values()];
    for (const session of sessions) {
      const room = String(session.roomId);
      bitrate.set({ room }, (session.bytes * 8 * 1000) / (options.heartbeatMs ?? 2000));
      session.bytes = 0;
    }
    if (sessions.length === 0) return;
    options.origin.heartbeat(sessions.map((s) => s.id)).then(
      (stop) => {
        for (const id of stop) {
          const session = live.get(id);
          if (session) {
            refused.inc({ reason: 'key' });
            void endSession(session, null);
          }
        }
      },
      (error: unknown) => log(`heartbeat not delivered: ${String(error)}`),
    );
  }, options.heartbeatMs ?? 2000);
  heartbeat.unref();

  await Promise.all([
    new Promise<void>((resolve, reject) => {
      rtmpServer.once('error', reject);
      rtmpServer.listen(options.rtmpPort, options.host, () => resolve());
    }),
    new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(options.httpPort, options.host, () => resolve());
    }),
  ]);
  const portOf = (server: Server | HttpServer) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };

  return {
    rtmpPort: portOf(rtmpServer),
    httpPort: portOf(httpServer),
    metrics,
    sessions: () => new Map([...live.values()].map((s) => [s.id, s.roomId])),
    ffmpegPids: () => [...live.values()].flatMap((s) => (s.writer.pid === undefined ? [] : [s.writer.pid])),
    async close() {
      clearInterval(heartbeat);
      for (const timer of timers) clearTimeout(timer);
      await Promise.all([...live.values()].map((session) => endSession(session, null)));
      for (const socket of sockets) socket.destroy();
      await Promise.all([
        new Promise<void>((resolve) => rtmpServer.close(() => resolve())),
        new Promise<void>((resolve) => httpServer.close(() => resolve())),
      ]);
    },
  };
}

const PLAYLIST_WAIT_MS = 8000;

/** The address a connection comes from, an IPv4 one as IPv4 even on a dual-stack socket. */
function addressOf(socket: Socket): string {
  const address = socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

async function waitForFile(path: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!existsSync(path) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
}

function newestSegmentTime(dir: string): number | null {
  if (!existsSync(dir)) return null;
  let newest: number | null = null;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.ts') && !name.endsWith('.m4s')) continue;
    const time = statSync(join(dir, name)).mtimeMs;
    if (newest === null || time > newest) newest = time;
  }
  return newest;
}
