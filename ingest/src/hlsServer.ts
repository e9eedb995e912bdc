// The ingest's HTTP side, for the gateways (they cache it: gateway/src/anchorHls) and the operator:
// /anchorhls/{room}/{session}/{file} (playlists with blocking reload, segments, parts), /metrics, /healthz.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { ANCHOR_HLS_PREFIX, SESSION_ID_PATTERN } from '@pitchside/shared';
import type { Registry } from 'prom-client';
import { pdtShiftOf, shiftProgramDateTime } from './programDateTime';
import type { Sessions } from './sessions';

const FILE_NAME = /^(index\.m3u8|seg[0-9]{6}\.(ts|m4s)|part[0-9]{8}\.m4s|init\.mp4)$/;
const PART_FILE = /^part([0-9]{8})\.m4s$/;
const NUMBER = /^[0-9]{1,9}$/;
const SESSION_PATH = new RegExp(
  `^${ANCHOR_HLS_PREFIX}/([0-9]{1,10})/(${SESSION_ID_PATTERN.slice(1, -1)})/([a-z0-9.]{1,20})$`,
);
const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
};
/**
 * A session is on the air before ffmpeg has written its first segment: a player that comes at once (the
 * site pushes the new address) is answered when the playlist is there, not with a 404 it gives up on.
 * Bounded below hls.js's 10-s manifest time limit.
 */
const PLAYLIST_WAIT_MS = 8000;

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

export function createHlsServer(hlsDir: string, sessions: Sessions, metrics: Registry): Server {
  return createServer((request, response) => {
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
        .end(JSON.stringify({ status: 'ok', live: sessions.size }));
      return;
    }
    const [, room, sessionId, file] = SESSION_PATH.exec(url.pathname) ?? [];
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
    const path = join(hlsDir, room, sessionId, file);
    const ll = sessions.get(sessionId)?.ll ?? null;
    // Blocking reload and parts asked for before they exist (the PRELOAD-HINT) are held at most three
    // target durations; a playlist the request cannot expect soon is a 400 (RFC 8216bis 6.2.5.2).
    const holdMs = ll ? 3 * ll.targetDuration() * 1000 : 0;
    const partIndex = PART_FILE.exec(file)?.[1];
    const ready: Promise<'ready' | 'timeout' | 'bad'> =
      playlist && sessions.get(sessionId)
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
          const session = sessions.get(sessionId);
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
}

async function waitForFile(path: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!existsSync(path) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
}
