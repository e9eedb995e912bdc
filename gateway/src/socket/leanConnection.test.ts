// The cuts of leanConnection.ts on real connections (a gateway on port 0, real Socket.IO clients): what
// an open connection lets go is gone, and the connection still does everything a client asks of it;
// and on an untrimmed Socket.IO server, that every private field and listener the cuts look for is
// still there in the shape they expect, so a library update that would make a cut do nothing fails here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Socket } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, type Harness, startHarness, until } from '../testing/harness';
import { CHECKED_AGAINST, UPGRADE_RESPONSE_CLOSE } from './leanConnection';

type Listener = ((...args: unknown[]) => unknown) & { listener?: unknown };
type EmitterView = { rawListeners(event: string): Listener[] };
type TcpView = EmitterView & { _peername?: unknown };
type EngineView = {
  request?: { headers?: unknown; rawHeaders?: unknown };
  cleanupFn?: unknown;
  transport: EmitterView & { name: string; socket?: EmitterView & { _socket?: TcpView } };
};
type SocketView = {
  acks?: unknown;
  flags?: unknown;
  fns?: unknown;
  _anyListeners?: unknown;
  client: { decoder?: { _callbacks?: Record<string, unknown>; opts?: Record<string, unknown> } };
};

const keepsUpgradeResponse = (tcp: TcpView) =>
  tcp.rawListeners('close').some((l) => String(l.listener ?? l) === UPGRADE_RESPONSE_CLOSE);
const engineOf = (socket: Socket) => socket.conn as unknown as EngineView;
const tcpOf = (socket: Socket) => engineOf(socket).transport.socket?._socket;
const viewOf = (socket: Socket) => socket as unknown as SocketView;
const upgradeErrorListeners = (socket: Socket) =>
  (engineOf(socket).transport.socket?.rawListeners('error') ?? []).filter((l) => l.name === 'onUpgradeError');

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ seed: 5 });
});
afterAll(async () => {
  await harness.close();
});

const serverSocket = (id: string | undefined) => {
  const socket = id ? harness.gateway.io.of('/').sockets.get(id) : undefined;
  if (!socket) throw new Error('no such socket on the gateway');
  return socket;
};

describe('a lean connection', () => {
  it('lets go of the upgrade request and response, per-socket copies and its own room', async () => {
    const client = await connectClient(harness.url);
    const other = await connectClient(harness.url);
    const socket = serverSocket(client.socket.id);
    const tcp = tcpOf(socket);
    if (!tcp) throw new Error('not on a WebSocket');
    expect((socket.conn as unknown as EngineView).request).toBeUndefined();
    expect(keepsUpgradeResponse(tcp)).toBe(false);
    expect(socket.handshake.headers).toEqual({});
    expect(socket.handshake.address).toMatch(/127\.0\.0\.1/);
    expect(new Date(socket.handshake.time).getTime()).toBe(
      socket.handshake.issued - (socket.handshake.issued % 1000),
    );
    expect(socket.rooms.has(socket.id)).toBe(false);
    expect(tcp._peername).toBeUndefined();
    expect(engineOf(socket).transport.rawListeners('headers')).toEqual([]);
    expect(upgradeErrorListeners(socket)).toEqual([]);
    // Shared by every socket rather than made for each.
    const shared = (read: (view: SocketView) => unknown) =>
      expect(read(viewOf(socket))).toBe(read(viewOf(serverSocket(other.socket.id))));
    shared((view) => view.fns);
    shared((view) => view.client.decoder?.opts);
    // One empty ack table for all, which refuses what the gateway never does.
    const acks = (s: Socket) => (s as unknown as { acks: unknown }).acks;
    expect(acks(socket)).toBe(acks(serverSocket(other.socket.id)));
    const loose = socket as unknown as { emit(event: string, ...args: unknown[]): boolean };
    expect(() => loose.emit('topic:stale', { topic: 'live:football' }, () => {})).toThrow(
      /no events that wait for an ack/,
    );
    client.close();
    other.close();
  });

  it('still subscribes, gets patches, unsubscribes and is released when it goes', async () => {
    const client = await harness.connect();
    const answer = await client.subscribe('live:football');
    expect(answer.ok).toBe(true);
    harness.origin.world.step();
    await harness.gateway.poller.pollOnce();
    await until(() => client.patches.length > 0);
    expect(harness.gateway.registry.subscriberCount('live:football')).toBe(1);
    await client.socket.emitWithAck('topic:unsubscribe', { topic: 'live:football' });
    expect(harness.gateway.registry.subscriberCount('live:football')).toBe(0);
    await client.subscribe('live:football');
    client.close();
    await until(() => harness.gateway.registry.subscriberCount('live:football') === 0);
    await until(() => harness.gateway.io.of('/').sockets.size === 0);
    const metric = await harness.gateway.metrics.registry.getSingleMetric('gateway_connected_clients')?.get();
    expect(metric?.values[0]?.value).toBe(0);
  });

  it('keeps the auth a client sends (chat reads it) and shares one empty object otherwise', async () => {
    const socket = connect(harness.url, {
      transports: ['websocket'],
      forceNew: true,
      auth: { token: 'abc', locale: 'vi' },
    });
    await new Promise((resolve) => socket.once('connect', () => resolve(null)));
    expect(serverSocket(socket.id).handshake.auth).toEqual({ token: 'abc', locale: 'vi' });
    const bare = await connectClient(harness.url);
    const second = await connectClient(harness.url);
    expect(serverSocket(bare.socket.id).handshake.auth).toBe(serverSocket(second.socket.id).handshake.auth);
    socket.close();
    bare.close();
    second.close();
  });

  it('trims a long-polling connection once it upgrades to WebSocket, and it keeps its topics', async () => {
    const client = await connectClient(harness.url, ['polling', 'websocket']);
    await client.subscribe('live:football');
    await until(() => client.socket.io.engine.transport.name === 'websocket');
    const socket = serverSocket(client.socket.id);
    await until(() => (socket.conn as unknown as EngineView).transport.name === 'websocket');
    const tcp = tcpOf(socket);
    if (!tcp) throw new Error('not upgraded');
    expect(keepsUpgradeResponse(tcp)).toBe(false);
    const before = client.patches.length;
    harness.origin.world.step();
    await harness.gateway.poller.pollOnce();
    await until(() => client.patches.length > before);
    client.close();
  });
});

/** The version of a package as installed where socket.io finds it (engine.io and the parser export no package.json). */
function installedVersion(name: string): string {
  const fromGateway = createRequire(import.meta.url);
  const fromSocketIo = createRequire(fromGateway.resolve('socket.io'));
  let dir = dirname(fromSocketIo.resolve(name));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === name && manifest.version) return manifest.version;
    } catch {
      // no package.json at this level
    }
    const up = dirname(dir);
    if (up === dir) throw new Error(`${name} is not installed`);
    dir = up;
  }
}

describe('what the cuts assume of Socket.IO and Engine.IO as they come', () => {
  // The gateway as it is, less the cuts (`connectionCuts`, which bench:memory compares).
  let untrimmed: Harness;
  beforeAll(async () => {
    untrimmed = await startHarness({ seed: 5, gateway: { connectionCuts: 'none' } });
  });
  afterAll(async () => {
    await untrimmed.close();
  });

  const open = async (transports: ('polling' | 'websocket')[], harnessed = untrimmed) => {
    const client = await connectClient(harnessed.url, transports);
    const socket = () => harnessed.gateway.io.of('/').sockets.get(client.socket.id ?? '');
    await until(() => socket() !== undefined && engineOf(socket() as Socket).transport.name === 'websocket');
    return { client, socket: socket() as Socket };
  };

  it('are read against the installed versions (a new one: read the cuts against it, then move CHECKED_AGAINST)', () => {
    const installed = Object.fromEntries(
      Object.keys(CHECKED_AGAINST).map((name) => [name, installedVersion(name)]),
    );
    expect(installed).toEqual(CHECKED_AGAINST);
  });

  it("an Engine.IO connection holds its request, the upgrade response's close listener, the upgrade error listener and the peer address", async () => {
    const { client, socket } = await open(['websocket']);
    const engine = engineOf(socket);
    expect(engine.request?.headers).toBeTypeOf('object');
    expect(Array.isArray(engine.request?.rawHeaders)).toBe(true);
    expect(Array.isArray(engine.cleanupFn) && engine.cleanupFn.length).toBeGreaterThan(0);
    expect(engine.transport.rawListeners('headers').length).toBeGreaterThan(0);
    const ws = engine.transport.socket;
    expect(upgradeErrorListeners(socket)).toHaveLength(1);
    // The cut keeps the transport's own error listener: there must be one beside it.
    expect(ws?.rawListeners('error').length).toBeGreaterThan(1);
    const tcp = ws?._socket;
    if (!tcp) throw new Error('the WebSocket transport has no TCP socket at ws._socket');
    expect(keepsUpgradeResponse(tcp)).toBe(true);
    expect(tcp._peername).toMatchObject({ address: '127.0.0.1' });
    client.close();
  });

  it('a connection that upgrades from long-polling holds the upgrade response too', async () => {
    const { client, socket } = await open(['polling', 'websocket']);
    const tcp = tcpOf(socket);
    expect(tcp && keepsUpgradeResponse(tcp)).toBe(true);
    client.close();
  });

  it('a Socket.IO socket holds its own handshake copies, ack table, flags, middlewares, decoder options and any-listeners', async () => {
    const { client, socket } = await open(['websocket']);
    expect(Object.keys(socket.handshake)).toEqual(
      expect.arrayContaining(['headers', 'query', 'time', 'auth', 'address', 'issued']),
    );
    expect(socket.handshake.issued).toBeTypeOf('number');
    const view = viewOf(socket);
    expect(view.acks).toBeInstanceOf(Map);
    expect(view.flags).toEqual({});
    expect(view.fns).toEqual([]);
    const decoder = view.client.decoder;
    expect(Array.isArray(decoder?._callbacks?.$decoded)).toBe(true);
    expect(Object.keys(decoder?.opts ?? {})).toEqual(expect.arrayContaining(['reviver', 'maxAttachments']));
    socket.onAny(() => {});
    expect(Array.isArray(view._anyListeners)).toBe(true);
    expect(socket.rooms.has(socket.id)).toBe(true);
    client.close();
  });

  it("with socket.io's documented cut only, the request goes and the rest stays (bench:memory's middle row)", async () => {
    const documented = await startHarness({ seed: 5, gateway: { connectionCuts: 'documented' } });
    const { client, socket } = await open(['websocket'], documented);
    expect(engineOf(socket).request).toBeUndefined();
    const tcp = tcpOf(socket);
    expect(tcp && keepsUpgradeResponse(tcp)).toBe(true);
    expect(upgradeErrorListeners(socket)).toHaveLength(1);
    // Socket.IO's own level is left as it comes: the socket is still in the room of its own id.
    expect(socket.rooms.has(socket.id)).toBe(true);
    client.close();
    await documented.close();
  });
});
