// A raw RTMP client for the ingest's attack tests and bench: it speaks the handshake and writes chunks and
// AMF0 commands byte by byte, so a test can send what no streaming software would (a null command object,
// a stream name that is not a string, random bytes) and watch what the server does with the connection.
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/** An AMF0 value this client can write (AMF0, Adobe's spec section 2). */
export type Amf0 = number | string | boolean | null | { readonly [key: string]: Amf0 };

function amf0String(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const head = Buffer.alloc(2);
  head.writeUInt16BE(bytes.length);
  return Buffer.concat([head, bytes]);
}

export function amf0(value: Amf0): Buffer {
  if (value === null) return Buffer.from([0x05]);
  if (typeof value === 'number') {
    const out = Buffer.alloc(9);
    out[0] = 0x00;
    out.writeDoubleBE(value, 1);
    return out;
  }
  if (typeof value === 'boolean') return Buffer.from([0x01, value ? 1 : 0]);
  if (typeof value === 'string') return Buffer.concat([Buffer.from([0x02]), amf0String(value)]);
  const fields = Object.entries(value).flatMap(([key, field]) => [amf0String(key), amf0(field)]);
  return Buffer.concat([Buffer.from([0x03]), ...fields, Buffer.from([0x00, 0x00, 0x09])]);
}

/** One RTMP message as chunks of `chunkSize` (format 0 on chunk stream `cid`, then format 3). */
export function chunked(
  type: number,
  payload: Buffer,
  options: { cid?: number; streamId?: number; timestamp?: number; chunkSize?: number } = {},
): Buffer {
  const cid = options.cid ?? 3;
  const chunkSize = options.chunkSize ?? 128;
  const header = Buffer.alloc(12);
  header[0] = cid & 0x3f;
  header.writeUIntBE(Math.min(options.timestamp ?? 0, 0xffffff), 1, 3);
  header.writeUIntBE(payload.length, 4, 3);
  header[7] = type;
  header.writeUInt32LE(options.streamId ?? 0, 8);
  const parts: Buffer[] = [header];
  for (let offset = 0; offset < payload.length; offset += chunkSize) {
    if (offset > 0) parts.push(Buffer.from([0xc0 | (cid & 0x3f)]));
    parts.push(payload.subarray(offset, offset + chunkSize));
  }
  return Buffer.concat(parts);
}

/** An AMF0 command message (type 20): the name, the transaction id, then the values. */
export const command = (name: string, transId: number, ...values: Amf0[]) =>
  chunked(20, Buffer.concat([amf0(name), amf0(transId), ...values.map(amf0)]));

/** The connect command OBS and ffmpeg send, with fields overridden or the command object replaced. */
export function connectCommand(commandObject: Amf0 | undefined = undefined): Buffer {
  const object = commandObject === undefined ? connectObject() : commandObject;
  return command('connect', 1, object);
}

export function connectObject(fields: Record<string, Amf0> = {}): Record<string, Amf0> {
  return {
    app: 'live',
    type: 'nonprivate',
    flashVer: 'FMLE/3.0 (compatible; FMSc/1.0)',
    tcUrl: 'rtmp://127.0.0.1:1935/live',
    ...fields,
  };
}

/** The four messages that each ended today's ingest with an uncaught TypeError (docs/ARCHITECTURE.md "Anchors' ingest"). */
export const CRASH_MESSAGES = {
  'connect with a tcUrl that is not a URL': [connectCommand(connectObject({ tcUrl: 'not a url' }))],
  'connect with a null command object': [connectCommand(null)],
  'publish with a null stream name': [
    connectCommand(),
    command('createStream', 2, null),
    chunked(20, Buffer.concat([amf0('publish'), amf0(3), amf0(null), amf0(null), amf0('live')]), {
      streamId: 1,
    }),
  ],
  'play with a null stream name': [
    connectCommand(),
    command('createStream', 2, null),
    chunked(20, Buffer.concat([amf0('play'), amf0(3), amf0(null), amf0(null)]), { streamId: 1 }),
  ],
} as const;
export type CrashMessage = keyof typeof CRASH_MESSAGES;

/** A TCP connection to the ingest's RTMP port, from `localAddress` (any 127.x.y.z on loopback) when given. */
export function rtmpSocket(port: number, localAddress?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', ...(localAddress ? { localAddress } : {}) });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves when the connection is closed (by either end), with the time it stayed open after `since`. */
export function closed(socket: Socket, since = Date.now()): Promise<number> {
  return new Promise((resolve) => {
    if (socket.destroyed || socket.readyState === 'closed') resolve(Date.now() - since);
    else socket.once('close', () => resolve(Date.now() - since));
  });
}

/** Whether the server has closed its end (or reset the connection) by now. */
export function closedByServer(socket: Socket): boolean {
  return socket.destroyed || socket.readableEnded;
}

/**
 * The simple handshake (RTMP spec 5.2): C0 (version 3) and C1, then S0, S1 and S2 from the server,
 * then C2. Rejects when the server closes first.
 */
export async function handshake(socket: Socket, timeoutMs = 10_000): Promise<void> {
  const c1 = Buffer.concat([Buffer.alloc(8), randomBytes(1528)]);
  socket.write(Buffer.concat([Buffer.from([3]), c1]));
  const answer = await readBytes(socket, 1 + 1536 + 1536, timeoutMs);
  socket.write(answer.subarray(1, 1 + 1536));
}

/** Reads exactly `count` bytes (what arrives beyond them is left to other readers). */
export function readBytes(socket: Socket, count: number, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let length = 0;
    const done = (error?: Error) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('close', onClose);
      if (error) reject(error);
      else {
        const all = Buffer.concat(parts);
        resolve(all.subarray(0, count));
        if (all.length > count) socket.unshift(all.subarray(count));
      }
    };
    const onData = (chunk: Buffer) => {
      parts.push(chunk);
      length += chunk.length;
      if (length >= count) done();
    };
    const onClose = () => done(new Error(`closed after ${length} of ${count} bytes`));
    const timer = setTimeout(
      () => done(new Error(`${length} of ${count} bytes in ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.on('data', onData);
    socket.once('close', onClose);
  });
}

/** Writes and resolves once the bytes are handed to the kernel, or the connection is gone. */
export function send(socket: Socket, bytes: Buffer): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve();
    socket.write(bytes, () => resolve());
  });
}
