// One RTMP connection, from its first byte to its end. node-media-server's protocol module reads the
// handshake, chunks and AMF commands, behind rtmpGuard.ts; this file decides the rest: the deadline to
// publish, the bytes allowed before it, who may publish (the origin checks the key), the codecs, the
// bitrate cap, and the error boundary: whatever is thrown while this connection's bytes are read ends
// this connection, never the process.
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import type { IngestFault } from '@pitchside/shared';
import Flv from 'node-media-server/src/protocol/flv.js';
import Rtmp, { type AVPacket } from 'node-media-server/src/protocol/rtmp.js';
import { ByteRate, type ConnectionLimits } from './connectionLimits';
import type { IngestLog } from './ingestLog';
import type { IngestMetrics } from './metrics';
import type { OriginLink } from './originLink';
import { REFUSALS, type Refusal } from './refusals';
import { RTMP_APP } from './rtmpApp';
import { guardRtmp, ProtocolError } from './rtmpGuard';
import type { Session, Sessions } from './sessions';

const FLV_AUDIO = 8;
const FLV_VIDEO = 9;
const FLV_CODEC_H264 = 7;
const FLV_SOUND_AAC = 10;
/** RTMP's version byte (C0): 3, plain RTMP. */
const RTMP_VERSION = 3;
/** What a connection may send before it publishes: the handshake (3,073 bytes) and a few commands. */
const BYTES_BEFORE_PUBLISH = 64 * 1024;
/** Replies the peer has not read, at most: a publisher reads the few the server sends. */
const UNREAD_REPLY_BYTES = 256 * 1024;
/** Stream bytes kept while the origin checks the key (the socket is paused meanwhile: one read's worth). */
const KEY_CHECK_BYTES = 4 * 1024 * 1024;
/** How long a refused publisher has to read its status before the connection is cut. */
const REFUSE_GRACE_MS = 2000;

/** Whether a packet's codec is one the HLS copy can carry (H.264 video, AAC audio). */
export function codecAccepted(packet: Pick<AVPacket, 'codec_type' | 'codec_id'>): boolean {
  if (packet.codec_type === FLV_VIDEO) return packet.codec_id === FLV_CODEC_H264;
  if (packet.codec_type === FLV_AUDIO) return packet.codec_id === FLV_SOUND_AAC;
  return true;
}

export interface RtmpContext {
  origin: OriginLink;
  sessions: Sessions;
  limits: ConnectionLimits;
  metrics: IngestMetrics;
  log: IngestLog;
  /** A connection that has not asked to publish by then is closed. */
  publishWithinMs: number;
  /** A publisher's cap, bytes per second over its whole connection. */
  bytesPerSecond: number;
}

type PauseCause = 'key' | 'bitrate' | 'ffmpeg';

/** Serves an admitted connection from `address` (its place in `context.limits` is already taken). */
export function serveRtmp(socket: Socket, address: string, context: RtmpContext): void {
  const { origin, sessions, limits, metrics, log } = context;
  const rtmp = new Rtmp();
  const guard = guardRtmp(rtmp, { onPlay: () => refuse('play') });
  let app = '';
  let name = '';
  let firstByte = true;
  let bytesBeforePublish = 0;
  let promoted = false;
  let refused = false;
  let session: Session | null = null;
  /** FLV tags that arrived while the origin was asked about the key. */
  let waiting: Buffer[] | null = null;
  let waitingBytes = 0;
  let pendingFault: IngestFault | null = null;
  /** The least (arrival - timestamp) so far, and the first packet's timestamp. */
  let encoderZero = Number.POSITIVE_INFINITY;
  let firstDts: number | null = null;
  const encoderStart = () => (Number.isFinite(encoderZero) ? encoderZero + (firstDts ?? 0) : Date.now());
  const rate = new ByteRate(context.bytesPerSecond, context.bytesPerSecond);
  const paused = new Set<PauseCause>();
  let rateTimer: NodeJS.Timeout | null = null;

  const publishDeadline = setTimeout(() => {
    if (guard.stage() === 'publishing' || socket.destroyed) return;
    metrics.refused.inc({ reason: 'timeout' });
    log.often(
      'timeout',
      `closed a connection from ${address}: no publish within ${context.publishWithinMs} ms`,
    );
    socket.destroy();
  }, context.publishWithinMs);
  publishDeadline.unref();

  const pause = (cause: PauseCause) => {
    if (paused.has(cause)) return false;
    if (paused.size === 0) socket.pause();
    paused.add(cause);
    if (cause !== 'key') metrics.paused.inc({ cause });
    return true;
  };
  const resume = (cause: PauseCause) => {
    paused.delete(cause);
    if (paused.size === 0 && !socket.destroyed) socket.resume();
  };

  /** Closes this connection for bytes that are not RTMP as a publisher sends it. */
  const fail = (error: unknown) => {
    if (socket.destroyed) return;
    const why = error instanceof ProtocolError ? error.message : `unreadable RTMP (${String(error)})`;
    metrics.refused.inc({ reason: 'protocol' });
    log.often('protocol', `closed a connection from ${address}: ${why}`);
    socket.destroy();
  };

  /** Tells the publisher's software why, then closes (after a grace to read it). */
  function refuse(reason: Refusal) {
    if (refused) return;
    refused = true;
    const [code, description] = REFUSALS[reason];
    metrics.refused.inc({ reason });
    log.often(`refused ${reason}`, `refused a publisher: ${reason}`);
    try {
      rtmp.sendStatusMessage(rtmp.streamId ?? 0, 'error', code, description);
    } catch {
      // The status is a courtesy; the connection ends either way.
    }
    socket.end();
    setTimeout(() => socket.destroy(), REFUSE_GRACE_MS).unref();
  }

  rtmp.onOutputCallback = (buffer) => {
    if (socket.destroyed) return;
    socket.write(buffer);
    if (socket.writableLength > UNREAD_REPLY_BYTES) fail(new ProtocolError('replies not read'));
  };
  rtmp.onConnectCallback = (request) => {
    app = request.app;
    name = request.name;
  };
  rtmp.onPlayCallback = () => refuse('play');
  rtmp.onPushCallback = () => {
    clearTimeout(publishDeadline);
    // The rest of a read is parsed after the connection was closed for its start.
    if (socket.destroyed || refused) return;
    promoted = limits.promote();
    if (app !== RTMP_APP || !name) return refuse('app');
    if (!promoted) return refuse('full');
    waiting = [];
    // The origin answers in milliseconds; meanwhile the publisher waits in TCP, not in this process.
    pause('key');
    const id = randomBytes(8).toString('hex');
    origin.publish(name, id).then(
      (answer) => {
        if (socket.destroyed) {
          if (answer.ok) void origin.end(id, 'cut').catch(() => {});
          return;
        }
        if (!answer.ok) return refuse(answer.reason);
        const started = sessions.start({
          id,
          roomId: answer.roomId,
          encoderStart,
          disconnect: (refusal) => {
            if (refusal) refuse(refusal);
            else socket.destroy();
          },
        });
        session = started;
        started.writer.write(Flv.createHeader(true, true));
        for (const tag of waiting ?? []) started.writer.write(tag);
        waiting = null;
        if (pendingFault) void sessions.end(started, pendingFault, 'codec');
        else resume('key');
      },
      (error: unknown) => {
        log.often('origin', `origin not reached: ${String(error)}`);
        refuse('origin');
      },
    );
  };
  rtmp.onPacketCallback = (packet) => {
    if (socket.destroyed || (packet.codec_type !== FLV_AUDIO && packet.codec_type !== FLV_VIDEO)) return;
    if (!codecAccepted(packet)) {
      if (session) void sessions.end(session, 'codec', 'codec');
      else pendingFault = 'codec';
      return;
    }
    firstDts ??= packet.dts;
    encoderZero = Math.min(encoderZero, Date.now() - packet.dts);
    const tag = Flv.createMessage(packet);
    if (session) {
      if (session.ended) return;
      session.lastMediaAt = Date.now();
      session.bytes += tag.length;
      metrics.received.inc({ room: String(session.roomId) }, tag.length);
      const current = session;
      // ffmpeg's input is full: the publisher waits until it drains, rather than this process buffering.
      if (!current.writer.write(tag) && pause('ffmpeg')) current.writer.onDrain(() => resume('ffmpeg'));
    } else if (waiting) {
      waitingBytes += tag.length;
      if (waitingBytes > KEY_CHECK_BYTES) fail(new ProtocolError('media far ahead of the key check'));
      else waiting.push(tag);
    }
  };

  socket.on('data', (data: Buffer) => {
    if (refused || socket.destroyed) return;
    if (firstByte) {
      firstByte = false;
      if (data[0] !== RTMP_VERSION) return fail(new ProtocolError(`version byte ${data[0]}, not RTMP`));
    }
    const publishing = guard.stage() === 'publishing';
    if (!publishing) {
      bytesBeforePublish += data.length;
      if (bytesBeforePublish > BYTES_BEFORE_PUBLISH)
        return fail(new ProtocolError(`more than ${BYTES_BEFORE_PUBLISH} bytes before publish`));
    }
    // The error boundary: node-media-server's parser, the guard and the callbacks above run in this call.
    try {
      rtmp.parserData(data);
    } catch (error) {
      return fail(error);
    }
    if (publishing && !socket.destroyed) {
      const wait = rate.take(data.length);
      if (wait > 0 && pause('bitrate')) {
        rateTimer = setTimeout(() => {
          rateTimer = null;
          resume('bitrate');
        }, wait);
      }
    }
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    clearTimeout(publishDeadline);
    if (rateTimer) clearTimeout(rateTimer);
    limits.release(address, promoted);
    if (session && !session.ended) void sessions.end(session, null);
  });
}
