// The live sessions of this ingest: each a publisher let in by the origin, its repackaging ffmpeg and its
// folder HLS_DIR/{room}/{session}. Every heartbeat (1 s) they are reported to the origin, which answers
// those whose key was rotated or revoked (stopped at once, docs/API.md "Ingest"); their folders are
// touched (the sweep's sign that they are live, sweep.ts); a publisher that sent no audio or video for
// MEDIA_IDLE_MS is stopped.
import { utimesSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IngestFault } from '@pitchside/shared';
import { type HlsSettings, type HlsWriter, startHlsWriter } from './hlsWriter';
import type { IngestLog } from './ingestLog';
import { type LlPackager, startLlHlsWriter } from './llHls';
import type { IngestMetrics } from './metrics';
import type { OriginLink } from './originLink';
import { pdtShiftOf } from './programDateTime';
import type { Refusal } from './refusals';

export interface Session {
  readonly id: string;
  readonly roomId: number;
  readonly writer: HlsWriter;
  /** The LL-HLS packager (HLS_MODE=ll): the playlist in memory, for blocking reload. */
  readonly ll: LlPackager | null;
  /** Stream bytes since the last heartbeat. */
  bytes: number;
  /** When its last audio or video message arrived. */
  lastMediaAt: number;
  fault: IngestFault | null;
  ended: boolean;
  /** The encoder's clock at the stream's first packet (rtmpConnection.ts). */
  encoderStart(): number;
  /** What moves ffmpeg's PROGRAM-DATE-TIME onto the encoder's clock (programDateTime.ts); null until known. */
  pdtShiftMs: number | null;
}

export interface SessionStart {
  id: string;
  roomId: number;
  encoderStart(): number;
  /** Ends the publisher's connection, first telling its software why when there is a reason. */
  disconnect(refusal: Refusal | null): void;
}

export interface SessionsOptions extends HlsSettings {
  hlsDir: string;
  origin: OriginLink;
  metrics: IngestMetrics;
  log: IngestLog;
  heartbeatMs: number;
  /** A publisher that sends no audio or video for this long is stopped. */
  mediaIdleMs: number;
}

export class Sessions {
  readonly #live = new Map<string, Session>();
  readonly #disconnects = new Map<string, SessionStart['disconnect']>();
  readonly #timer: NodeJS.Timeout;
  #reporting = false;

  constructor(private readonly options: SessionsOptions) {
    this.#timer = setInterval(() => this.#heartbeat(), options.heartbeatMs);
    this.#timer.unref();
  }

  get size(): number {
    return this.#live.size;
  }

  get(id: string): Session | undefined {
    return this.#live.get(id);
  }

  all(): Session[] {
    return [...this.#live.values()];
  }

  /** Starts the session's repackaging; it ends by itself when its ffmpeg does. */
  start(start: SessionStart): Session {
    const { options } = this;
    const dir = join(options.hlsDir, String(start.roomId), start.id);
    let session: Session | null = null;
    const onExit = (code: number | null, lastError: string) => {
      if (!session || session.ended) return;
      if (code !== 0) options.log.info(`ffmpeg of session ${start.id} left with ${code}: ${lastError}`);
      void this.end(session, null);
    };
    const llWriter =
      options.mode === 'll'
        ? startLlHlsWriter(
            dir,
            { ...options, partSeconds: options.partSeconds ?? 0.25 },
            start.encoderStart,
            onExit,
          )
        : null;
    session = {
      id: start.id,
      roomId: start.roomId,
      writer: llWriter ?? startHlsWriter(dir, options, onExit),
      ll: llWriter?.packager ?? null,
      bytes: 0,
      lastMediaAt: Date.now(),
      fault: null,
      ended: false,
      encoderStart: start.encoderStart,
      pdtShiftMs: null,
    };
    this.#live.set(start.id, session);
    this.#disconnects.set(start.id, start.disconnect);
    options.metrics.publishers.set(this.#live.size);
    if (!session.ll) this.#learnPdtShift(session);
    options.log.info(`room ${start.roomId} live (session ${start.id}, ffmpeg ${session.writer.pid})`);
    return session;
  }

  /** Off the air: the publisher is disconnected, ffmpeg finishes, the origin is told. */
  async end(session: Session, fault: IngestFault | null, refusal: Refusal | null = null): Promise<void> {
    if (session.ended) return;
    session.ended = true;
    if (fault) session.fault = fault;
    this.#live.delete(session.id);
    this.options.metrics.publishers.set(this.#live.size);
    this.options.metrics.bitrate.remove({ room: String(session.roomId) });
    this.#disconnects.get(session.id)?.(refusal);
    this.#disconnects.delete(session.id);
    await session.writer.finish();
    await this.options.origin
      .end(session.id, session.fault)
      .catch((error: unknown) => this.options.log.info(`origin not told of an end: ${String(error)}`));
    this.options.log.info(
      `room ${session.roomId} off the air (session ${session.id}${session.fault ? `, ${session.fault}` : ''})`,
    );
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await Promise.all(this.all().map((session) => this.end(session, null)));
  }

  #heartbeat(): void {
    const { options } = this;
    const now = Date.now();
    for (const session of this.all()) {
      options.metrics.bitrate.set(
        { room: String(session.roomId) },
        (session.bytes * 8 * 1000) / options.heartbeatMs,
      );
      session.bytes = 0;
      try {
        utimesSync(session.writer.dir, now / 1000, now / 1000);
      } catch {
        // ffmpeg has not made it yet.
      }
      // Counted as refused{reason} where the publisher is told (rtmpConnection.ts, refuse).
      if (now - session.lastMediaAt > options.mediaIdleMs) {
        options.log.often(
          'stalled',
          `room ${session.roomId}: no audio or video for ${options.mediaIdleMs} ms`,
        );
        void this.end(session, null, 'stalled');
      }
    }
    const ids = this.all().map((session) => session.id);
    // One report at a time: a slow origin is not asked again before it answered.
    if (ids.length === 0 || this.#reporting) return;
    this.#reporting = true;
    options.origin
      .heartbeat(ids)
      .then(
        (stop) => {
          for (const id of stop) {
            const session = this.#live.get(id);
            if (!session) continue;
            options.log.info(`room ${session.roomId}: its key was rotated or revoked, stopping its stream`);
            void this.end(session, null, 'key');
          }
        },
        (error: unknown) => options.log.often('heartbeat', `heartbeat not delivered: ${String(error)}`),
      )
      .finally(() => {
        this.#reporting = false;
      });
  }

  /** Reads the session's first playlist as soon as ffmpeg writes it, to date its segments (programDateTime.ts). */
  #learnPdtShift(session: Session): void {
    const started = Date.now();
    const timer = setInterval(() => {
      if (session.ended || session.pdtShiftMs !== null || Date.now() - started > 30_000) {
        clearInterval(timer);
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
  }
}
