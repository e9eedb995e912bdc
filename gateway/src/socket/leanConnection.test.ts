// The cuts of leanConnection.ts on real connections (a gateway on port 0, real Socket.IO clients): what
// an open connection lets go is gone, and the connection still does everything a client asks of it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, type Harness, startHarness, until } from '../testing/harness';

type Listener = ((...args: unknown[]) => unknown) & { listener?: unknown };
type TcpView = { rawListeners(event: string): Listener[]; _peername?: unknown };
type EngineView = {
  request?: unknown;
  transport: { name: string; socket?: { _socket?: TcpView } };
};

const UPGRADE_RESPONSE_CLOSE = '() => this.emit("close")';
const keepsUpgradeResponse = (tcp: TcpView) =>
  tcp.rawListeners('close').some((l) => String(l.listener ?? l) === UPGRADE_RESPONSE_CLOSE);
const tcpOf = (socket: Socket) => (socket.conn as unknown as EngineView).transport.socket?._socket;

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

  it('checks against Socket.IO as it comes: there the upgrade response is still held', async () => {
    const http = createServer();
    const io = new Server(http);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
    const connected = new Promise<Socket>((resolve) => io.on('connection', resolve));
    const client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, {
      transports: ['websocket'],
      forceNew: true,
    });
    const socket = await connected;
    const tcp = tcpOf(socket);
    // When this fails, engine.io no longer keeps it and leanConnection.ts may stop looking for it.
    expect(tcp && keepsUpgradeResponse(tcp)).toBe(true);
    client.close();
    await io.close();
  });
});
