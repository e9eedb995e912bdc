// "Watching" is the gateway's count of the connections in an anchor's room, never the origin's: one
// gateway in front of the real origin fills every answer carrying anchors, and gateways on one Redis
// add up each other's connections.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { anchorRoomsOf, createFixtureEngine, keyedRoom, liveRoom } from '@pitchside/origin/testing';
import { DEFAULT_ACCESS_KEY, decodeData } from '@pitchside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisCluster } from '../cluster/redisCluster';
import { createGateway, type Gateway } from '../gateway';
import { createRequestSigner } from '../poller/signer';
import { createHttpUpstream } from '../poller/upstream';
import { RedisProcess, redisServerBinary, waitFor } from '../testing/clusterTesting';
import { connectClient, silentLogger, type TopicClient } from '../testing/harness';
import { type OriginDouble, startOriginDouble } from '../testing/originDouble';
import { signedCall } from '../testing/originProcess';
import { type RealStack, startRealStack } from '../testing/realStack';
import { fillViewers } from './fillViewers';
import { localRoomViewers } from './roomAudience';

type Anchor = { id: number; isLive: boolean; viewers: number | null };

describe('localRoomViewers', () => {
  it('counts each connection once per anchor, in any language, and nothing but rooms', () => {
    const rooms = new Map([
      ['room:7', new Set(['a', 'b'])],
      ['room:7@en', new Set(['a', 'c'])],
      ['room:8@vi', new Set(['a'])],
      ['room:9', new Set<string>()],
      ['match:7', new Set(['x', 'y', 'z'])],
      ['live:football', new Set(['x'])],
      ['a', new Set(['a'])],
    ]);
    expect([...localRoomViewers(rooms)]).toEqual([
      [7, 3],
      [8, 1],
    ]);
  });
});

describe('fillViewers', () => {
  const anchors = () => [
    { id: 1, isLive: true, viewers: null },
    { id: 2, isLive: true, viewers: null },
    { id: 3, isLive: false, viewers: null },
    { id: 4, isLive: true, viewers: null },
  ];
  const counts = new Map([
    [2, 5],
    [1, 1],
    [3, 9],
  ]);

  it("puts the home page's and a match's anchors in order of viewers, equals in the origin's order", () => {
    const hot = { anchors: anchors() };
    expect(fillViewers('/vdapi/config/v2/index/hot', hot, counts)).toBe(4);
    expect(hot.anchors.map((a) => [a.id, a.viewers])).toEqual([
      [2, 5],
      [1, 1],
      [3, null],
      [4, 0],
    ]);
  });

  it("keeps a paged list in the origin's order, and says null for all when there is no count", () => {
    const page = { list: anchors() };
    fillViewers('/vdapi/anchor/list', page, counts);
    expect(page.list.map((a) => [a.id, a.viewers])).toEqual([
      [1, 1],
      [2, 5],
      [3, null],
      [4, 0],
    ]);
    const stream = { anchors: anchors() };
    fillViewers('/vdapi/detail/v1/stream/7', stream, null);
    expect(stream.anchors.map((a) => [a.id, a.viewers])).toEqual([
      [1, null],
      [2, null],
      [3, null],
      [4, null],
    ]);
    // Answers without anchors are left alone.
    expect(fillViewers('/vdapi/match/v1/live', { list: anchors() }, counts)).toBe(0);
  });
});

describe('one gateway before the real origin', () => {
  let stack: RealStack;
  const clients: TopicClient[] = [];
  beforeAll(async () => {
    stack = await startRealStack({ engine: createFixtureEngine(), gateway: { pollIntervalMs: 200 } });
    // Two users' rooms: room 1 on air commenting match 101, room 2 with a key but off air.
    const db = stack.testDb.db;
    await liveRoom(db, {
      email: 'one@example.com',
      nickName: 'One',
      title: 'Live',
      matchId: 101,
      sessionId: 'audience1',
    });
    await keyedRoom(db, { email: 'two@example.com', nickName: 'Two', title: 'Later', matchId: 101 });
    await anchorRoomsOf(stack.origin).refresh();
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await stack.close();
  });

  const answer = async (base: string, path: string) => {
    const { body } = await signedCall(base, path);
    if (body?.code !== 200 || typeof body.data !== 'string')
      throw new Error(`${path}: ${JSON.stringify(body)}`);
    return decodeData<Record<string, unknown>>(body.data);
  };
  const listed = async (base: string) =>
    Object.fromEntries(
      ((await answer(base, '/vdapi/anchor/list')).list as Anchor[]).map((a) => [a.id, a.viewers]),
    );
  /** Viewers of anchor 1 in every answer that carries it, through the gateway. */
  const everywhere = async () => {
    const room = (await answer(stack.url, '/vdapi/anchor/room/1')).anchor as Anchor;
    const stream = (await answer(stack.url, '/vdapi/detail/v1/stream/101')).anchors as Anchor[];
    const hot = (await answer(stack.url, '/vdapi/config/v2/index/hot')).anchors as Anchor[];
    return [(await listed(stack.url))[1], room.viewers, stream[0]?.viewers, hot[0]?.viewers];
  };
  const join = async (...topics: `room:${string}`[]) => {
    const client = await connectClient(stack.url);
    clients.push(client);
    for (const topic of topics) expect((await client.subscribe(topic)).ok).toBe(true);
    return client;
  };

  it('the origin counts nobody; the gateway counts the connections in the room, each once', async () => {
    const originUrl = `http://127.0.0.1:${(stack.origin.server.address() as AddressInfo).port}`;
    expect(await listed(originUrl)).toEqual({ 1: null, 2: null });
    // Nobody is watching: a real 0 for the room on air, none for the room off air.
    expect(await listed(stack.url)).toEqual({ 1: 0, 2: null });

    // One connection holding the room in two languages is one viewer; two tabs are two.
    const first = await join('room:1', 'room:1@en');
    const second = await join('room:1@vi');
    expect(await everywhere()).toEqual([2, 2, 2, 2]);
    // The room's topic carries the count too, pushed to those in the room as it changes.
    const pushed = () => (second.held.get('room:1@vi')?.state as { anchor?: Anchor } | undefined)?.anchor;
    await waitFor(() => pushed()?.viewers === 2, 5000, 'the count pushed on the room topic');
    // Off air, nobody's count is shown, even with a connection in the room.
    await join('room:2');
    expect((await listed(stack.url))[2]).toBeNull();

    first.close();
    await waitFor(async () => (await listed(stack.url))[1] === 1, 5000, 'the closed tab to leave the count');
  });
});

const binary = redisServerBinary();

describe.skipIf(!binary)('gateways on one Redis', () => {
  let redis: RedisProcess;
  let origin: OriginDouble;
  const gateways: { gateway: Gateway; http: Server; url: string }[] = [];
  const clients: TopicClient[] = [];

  beforeAll(async () => {
    redis = await RedisProcess.start(binary as string);
    origin = await startOriginDouble({ seed: 5 });
    for (let i = 0; i < 2; i++) {
      const http = createServer();
      const gateway = createGateway(http, {
        upstream: createHttpUpstream({
          originUrl: origin.url,
          sign: createRequestSigner({ accessKey: DEFAULT_ACCESS_KEY }),
        }),
        logger: silentLogger,
        pollIntervalMs: 200,
        cluster: redisCluster({ redisUrl: redis.url, interestEveryMs: 100, leaseMs: 1000 }),
      });
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
      gateways.push({ gateway, http, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` });
    }
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    for (const { gateway, http } of gateways) {
      await gateway.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
    await origin?.close();
    await redis?.stop();
  });

  const viewersOn = async (index: number, anchorId: number) =>
    (await gateways[index]?.gateway.audience.counts())?.get(anchorId) ?? 0;

  it("every gateway counts the others' connections, and forgets those that leave", async () => {
    for (const [index, topic] of [
      [0, 'room:5'],
      [1, 'room:5@en'],
      [1, 'room:6'],
    ] as const) {
      const client = await connectClient(gateways[index]?.url ?? '');
      clients.push(client);
      // Until a leader is elected the room has no data yet ("unavailable"): the client asks again.
      await waitFor(async () => (await client.subscribe(topic)).ok, 5000, `${topic} to be served`);
    }
    // Each gateway shares its counts every 100 ms and reuses a sum for 500 ms: a sum read between the
    // second gateway's two subscriptions has room 5's viewer and not yet room 6's, so both are waited for.
    const counted = async (anchorId: number, viewers: number) =>
      (await viewersOn(0, anchorId)) === viewers && (await viewersOn(1, anchorId)) === viewers;
    await waitFor(
      async () => (await counted(5, 2)) && (await counted(6, 1)),
      5000,
      'both gateways to count both viewers of room 5 and the one of room 6',
    );

    clients[1]?.close();
    await waitFor(() => counted(5, 1), 5000, 'the viewer who left to leave both counts');
  });
});
