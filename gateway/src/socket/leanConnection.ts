// What an open connection keeps that the gateway never reads again, let go as soon as it opens.
// Memory per connection is a figure of the fan-out benchmark (target ≤ 8 KB at 10k connections);
// `npm run bench:memory` measures each layer (ws, Engine.IO, Socket.IO, the gateway) and these cuts.
// Every cut but the first (`request`, socket.io docs "Memory usage") reads a private field of engine.io
// 6 / socket.io 4, and does nothing when the field is not there, so a library update can only make it
// save less, never break a connection (gateway.test.ts and leanConnection.test.ts drive trimmed
// connections end to end). That it still saves is pinned by leanConnection.test.ts: the versions
// below, and on an untrimmed connection every field and listener a cut looks for, with its shape.
import type { Socket } from 'socket.io';

/**
 * The versions the cuts were read against. A new one fails leanConnection.test.ts until the cuts are
 * read against it (and `npm run bench:memory` shows what they still save: its rows "documented cut
 * only" and "no cuts" beside "whole gateway"), and this is moved.
 */
export const CHECKED_AGAINST = {
  'engine.io': '6.6.12',
  'socket.io': '4.8.4',
  'socket.io-parser': '4.2.7',
  ws: '8.23.0',
} as const;

type Listener = (...args: unknown[]) => unknown;
type Emitter = {
  rawListeners(event: string): Listener[];
  removeListener(event: string, listener: Listener): unknown;
};
/** The parts of an Engine.IO socket (engine.io 6 `Socket`) the cuts touch. */
type EngineConnection = {
  request?: { headers: object; rawHeaders: string[] };
  cleanupFn?: unknown[];
  transport?: Partial<Emitter> & {
    name?: string;
    socket?: Emitter & { _socket?: Emitter & { _peername?: unknown } };
  };
  once(event: 'upgrade', listener: () => void): unknown;
};

/**
 * engine.io 6.6's upgrade response (`WebSocketResponse` in build/server.js) stays on the TCP socket
 * as `socket.once("close", () => this.emit("close"))`, for middlewares that wait for the response to
 * end; the gateway registers none (`io.engine.use`), and the listener keeps the response, the upgrade
 * request with its parsed query and their listeners alive until the connection closes (~1.3 KB).
 */
export const UPGRADE_RESPONSE_CLOSE = '() => this.emit("close")';

function dropUpgradeLeftovers(connection: EngineConnection): void {
  const transport = connection.transport;
  const ws = transport?.socket;
  const tcp = ws?._socket;
  if (tcp) {
    for (const wrapper of tcp.rawListeners('close')) {
      const listener = (wrapper as { listener?: Listener }).listener ?? wrapper;
      if (String(listener) === UPGRADE_RESPONSE_CLOSE) tcp.removeListener('close', wrapper);
    }
    // Node's cache of the peer address, read once by Engine.IO (`remoteAddress`, which it keeps).
    tcp._peername = undefined;
  }
  // Engine.IO passes each polling request's response headers through this listener; a WebSocket
  // transport answers no more requests after its handshake.
  if (transport?.name === 'websocket' && transport.rawListeners && transport.removeListener) {
    for (const listener of transport.rawListeners('headers')) transport.removeListener('headers', listener);
  }
  if (ws) {
    // engine.io listens for errors on the raw WebSocket until its transport takes over, and never
    // removes that listener; the transport's own error listener stays.
    const errors = ws.rawListeners('error');
    const early = errors.find((listener) => listener.name === 'onUpgradeError');
    if (early && errors.length > 1) ws.removeListener('error', early);
  }
  // An array that was pushed to keeps room for 16 more; one callback is all it holds.
  if (Array.isArray(connection.cleanupFn)) connection.cleanupFn = connection.cleanupFn.slice();
}

/** socket.io docs, "Memory usage": nothing reads the request after the handshake (the documented cut). */
export function forgetHandshakeRequest(connection: Pick<EngineConnection, 'request'>): void {
  connection.request = undefined;
}

/** For `io.engine.on('connection')`: the Engine.IO level, and again after an upgrade from polling. */
export function trimEngineConnection(connection: EngineConnection): void {
  // The upgrade response's close listener (above) also reaches the request, and the handshake shares
  // its headers: its header copies are emptied in any case.
  const request = connection.request;
  forgetHandshakeRequest(connection);
  if (request) {
    request.headers = {};
    request.rawHeaders = [];
  }
  dropUpgradeLeftovers(connection);
  if (connection.transport?.name === 'polling') {
    connection.once('upgrade', () => dropUpgradeLeftovers(connection));
  }
}

/** socket.io's handshake fields nobody here reads, shared instead of made per socket. */
const EMPTY: Readonly<Record<string, string>> = Object.freeze({});
const LEAN_HANDSHAKE = Object.freeze(
  Object.create(Object.prototype, {
    headers: { value: EMPTY, enumerable: true },
    query: { value: EMPTY, enumerable: true },
    // Made from `issued` when read, not kept as a string per socket.
    time: {
      get(this: { issued: number }) {
        return `${new Date(this.issued)}`;
      },
      enumerable: true,
    },
  }) as object,
);

type DecoderOptions = { reviver?: unknown; maxAttachments?: unknown };
type DecoderView = { _callbacks?: Record<string, unknown[]>; opts?: DecoderOptions };
/** socket.io-parser makes the same options object for every connection's decoder: one is kept. */
let decoderOptions: DecoderOptions | undefined;

/**
 * Server-to-client acks (`socket.emitWithAck`) are not part of the gateway's contract: every ack goes
 * the other way (the client's subscribe or chat call, answered by the server). So instead of an ack
 * table per socket, all share one that stays empty and says so if a future change starts using it.
 */
class NoServerAcks extends Map<number, unknown> {
  override set(): this {
    throw new Error('the gateway sends no events that wait for an ack (socket/leanConnection.ts)');
  }
}
const NO_SERVER_ACKS = new NoServerAcks();
/**
 * No per-socket flags either (`socket.volatile`, `socket.compress()`, `socket.timeout()` set them for
 * the next emit of that socket; the gateway writes patches itself and answers through acks).
 */
const NO_FLAGS = Object.freeze({});
/** Nor per-socket middlewares (`socket.use`). */
const NO_MIDDLEWARES: readonly unknown[] = Object.freeze([]);

/**
 * For `io.on('connection')`: the Socket.IO level. The handshake keeps what the gateway reads (`auth`,
 * `address`) and the rest of socket.io's documented fields, without a headers, query and time copy
 * per socket; without connection-state recovery the socket leaves the room of its own id, which only
 * `io.to(socket.id)` and recovery's per-socket emits use (the gateway uses neither).
 */
export function trimSocket(socket: Socket, recovery: boolean): void {
  const { headers: _headers, query: _query, time: _time, auth, ...kept } = socket.handshake;
  (socket as { handshake: object }).handshake = Object.assign(Object.create(LEAN_HANDSHAKE), kept, {
    // Most connections send no auth at all (only chat senders do): they share one empty object.
    auth: Object.keys(auth ?? {}).length === 0 ? EMPTY : auth,
  });
  const acks = (socket as unknown as { acks?: Map<number, unknown> }).acks;
  if (acks instanceof Map && acks.size === 0)
    (socket as unknown as { acks: Map<number, unknown> }).acks = NO_SERVER_ACKS;
  (socket as unknown as { flags: object }).flags = NO_FLAGS;
  (socket as unknown as { fns: readonly unknown[] }).fns = NO_MIDDLEWARES;
  const decoder = (socket.client as unknown as { decoder?: DecoderView }).decoder;
  const decoded = decoder?._callbacks?.$decoded;
  if (decoder?._callbacks && Array.isArray(decoded)) decoder._callbacks.$decoded = decoded.slice();
  const options = decoder?.opts;
  if (decoder && options) {
    if (
      decoderOptions?.reviver !== options.reviver ||
      decoderOptions?.maxAttachments !== options.maxAttachments
    ) {
      decoderOptions = options;
    }
    decoder.opts = decoderOptions;
  }
  if (!recovery) void socket.leave(socket.id);
  // The listeners every connection handler adds with `onAny` (topics, chat) end in an array with room
  // for 16 more; once they are all added, it is cut to size.
  queueMicrotask(() => {
    const view = socket as unknown as { _anyListeners?: unknown[] };
    if (Array.isArray(view._anyListeners)) view._anyListeners = view._anyListeners.slice();
  });
}
