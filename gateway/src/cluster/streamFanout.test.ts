// The encode-once write on a cluster (streamFanout.ts) against the adapter's own per-socket delivery,
// on a real redis-server with three gateways in this process and real Socket.IO clients: every client,
// on the leader, on a follower writing encoded once and on a follower left to the adapter, over
// WebSocket or long-polling, gets the same patches with the same stream offsets; the stream holds
// each patch exactly once; a client that drops is recovered on another gateway with what it missed.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ClientToServerEvents,
  DEFAULT_ACCESS_KEY,
  type ServerToClientEvents,
  type TopicName,
  type TopicPatch,
} from '@pitchside/shared';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../gateway';
import { createRequestSigner } from '../poller/signer';
import { createHttpUpstream } from '../poller/upstream';
import { freePort, RedisProcess, redisServerBinary, TcpSwitch, waitFor } from '../testing/clusterTesting';
import { silentLogger } from '../testing/harness';
import { type OriginDouble, startOriginDouble } from '../testing/originDouble';
import { redisCluster } from './redisCluster';

const binary = redisServerBinary();
if (!binary) console.warn('\n!!! redis-server not found: the encode-once cluster tests are SKIPPED !!!\n');

const TOPIC: TopicName = 'live:football';
const STREAM = 'pitchside:socket.io';

type Member = { name: string; gateway: Gateway; http: HttpServer; url: string; port: number };
type Received = { patch: TopicPatch; offset: unknown };

/** A real Socket.IO client that records every patch with the extra argument it came with. */
class Recorder {
  readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  readonly got: Received[] = [];
  constructor(url: string, transports: ('websocket' | 'polling')[]) {
    this.socket = connect(url, {
      transports,
      forceNew: true,
      reconnectionDelay: 50,
      reconnectionDelayMax: 100,
    });
    this.socket.onAny((event: string, patch: TopicPatch, offset: unknown) => {
      if (event === 'topic:patch') this.got.push({ patch, offset });
    });
  }
  async subscribe(): Promise<void> {
    if (!this.socket.connected)
      await new Promise((resolve) => this.socket.once('connect', () => resolve(null)));
    const ack = await this.socket.emitWithAck('topic:subscribe', { topic: TOPIC });
    if (!ack.ok) throw new Error(ack.error.message);
  }
  /** What it received from version `from` on (a client's record may start a patch later). */
  since(from: number): Received[] {
    return this.got.filter((r) => r.patch.to > from);
  }
}

let redis: RedisProcess;
let origin: OriginDouble;
let commands: Redis;
const members: Member[] = [];
const recorders: Recorder[] = [];

async function startMember(name: string, encodeOnce: boolean): Promise<Member> {
  const http = createServer();
  const gateway = createGateway(http, {
    upstream: createHttpUpstream({
      originUrl: origin.url,
      sign: createRequestSigner({ accessKey: DEFAULT_ACCESS_KEY }),
    }),
    logger: silentLogger,
    // Polls are driven by the test (pollOnce), so every patch is one step of the world.
    autoStart: false,
    cluster: redisCluster({ redisUrl: redis.url, leaseMs: 2000, encodeOnce }),
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const port = (http.address() as AddressInfo).port;
  const member = { name, gateway, http, url: `http://127.0.0.1:${port}`, port };
  members.push(member);
  return member;
}

async function isLeader(member: Member): Promise<boolean> {
  const metric = await member.gateway.metrics.registry.getSingleMetric('gateway_poll_leader')?.get();
  return metric?.values[0]?.value === 1;
}

/** One step of the world polled by whoever leads; resolves once `everyone` holds the new version. */
async function step(everyone: Recorder[]): Promise<number> {
  origin.world.step();
  origin.world.step();
  await Promise.all(members.map((m) => m.gateway.poller.pollOnce()));
  const version = Math.max(...members.map((m) => m.gateway.registry.snapshot(TOPIC)?.version ?? 0));
  await waitFor(
    () => everyone.every((r) => r.got.some((g) => g.patch.to === version)),
    10_000,
    `version ${version} on every client`,
  );
  return version;
}

/** The stream entries that are patches of TOPIC, with their ids, from `start` on. */
async function streamPatches(start: string): Promise<{ id: string; to: number }[]> {
  const entries = (await commands.xrange(STREAM, start, '+')) as [string, string[]][];
  return entries.flatMap(([id, fields]) => {
    const field = (name: string) => fields[fields.indexOf(name) + 1];
    if (field('type') !== '3') return [];
    const data = JSON.parse(field('data') ?? '{}') as { packet?: { data?: [string, TopicPatch] } };
    const [event, patch] = data.packet?.data ?? [];
    return event === 'topic:patch' && patch?.topic === TOPIC ? [{ id, to: patch.to }] : [];
  });
}

beforeAll(async () => {
  if (!binary) return;
  redis = await RedisProcess.start(binary);
  commands = new Redis(redis.url);
  origin = await startOriginDouble({ seed: 23 });
  const first = await startMember('leader', true);
  await waitFor(() => isLeader(first), 10_000, 'the first gateway to lead');
  await startMember('follower, encoded once', true);
  await startMember('follower, adapter path', false);
}, 60_000);

afterAll(async () => {
  if (!binary) return;
  for (const recorder of recorders) recorder.socket.close();
  for (const member of members) {
    await member.gateway.close();
    member.http.closeAllConnections();
    await new Promise<void>((resolve) => member.http.close(() => resolve()));
  }
  commands.disconnect();
  await origin.close();
  await redis.stop();
});

describe.skipIf(!binary)('cluster patches written encoded once', () => {
  it('every client gets the same patches and stream offsets as the adapter path, each patch once in the stream', async () => {
    const [leader, fast, adapterPath] = members as [Member, Member, Member];
    const clients = [
      new Recorder(leader.url, ['websocket']),
      new Recorder(fast.url, ['websocket']),
      // Long-polling takes Engine.IO's own write of the same packet.
      new Recorder(fast.url, ['polling']),
      new Recorder(adapterPath.url, ['websocket']),
      new Recorder(adapterPath.url, ['polling']),
    ];
    recorders.push(...clients);
    for (const client of clients) await client.subscribe();
    const start = await step(clients);
    for (let i = 0; i < 6; i++) await step(clients);

    const reference = (clients[0] as Recorder).since(start);
    expect(reference).toHaveLength(6);
    for (const client of clients) expect(client.since(start)).toStrictEqual(reference);
    // Each patch carries its stream offset last, as Socket.IO's recovery needs.
    for (const { offset } of reference) expect(offset).toMatch(/^\d+-\d+$/);
    expect(reference.map((r) => r.patch.to)).toStrictEqual(
      Array.from({ length: 6 }, (_, i) => start + 1 + i),
    );
    // The stream carries each patch exactly once: the entries are the offsets the clients got.
    const stream = await streamPatches(String(reference[0]?.offset));
    expect(stream).toStrictEqual(reference.map((r) => ({ id: r.offset, to: r.patch.to })));
  });

  it('recovers a client that dropped on an encode-once gateway on the adapter-path one, with the patches it missed', async () => {
    const [leader, fast, adapterPath] = members as [Member, Member, Member];
    const balancer = await TcpSwitch.start(fast.port);
    const client = new Recorder(`http://127.0.0.1:${balancer.port}`, ['websocket']);
    const witness = new Recorder(leader.url, ['websocket']);
    recorders.push(client, witness);
    try {
      await client.subscribe();
      await witness.subscribe();
      const before = await step([client, witness]);
      const id = client.socket.id;

      // The balancer loses the gateway: the client retries against a port nobody listens on.
      balancer.switchTo(await freePort());
      await waitFor(() => !client.socket.connected, 5000, 'the client to drop');
      const missed = [await step([witness]), await step([witness]), await step([witness])];
      expect(client.since(before)).toHaveLength(0);

      balancer.switchTo(adapterPath.port);
      await waitFor(() => client.socket.connected, 10_000, 'the client back');
      expect(client.socket.recovered).toBe(true);
      expect(client.socket.id).toBe(id);
      await waitFor(() => client.since(before).length >= 3, 5000, 'the missed patches');
      expect(
        client
          .since(before)
          .slice(0, 3)
          .map((r) => r.patch.to),
      ).toStrictEqual(missed);
      // And the live ones after them, on its new gateway.
      const next = await step([client, witness]);
      expect(client.since(before).map((r) => r.patch.to)).toStrictEqual([...missed, next]);
    } finally {
      client.socket.close();
      await balancer.close();
    }
  });

  it('keeps every client in step when the leadership moves to another gateway', async () => {
    const [leader, fast, adapterPath] = members as [Member, Member, Member];
    const clients = [new Recorder(fast.url, ['websocket']), new Recorder(adapterPath.url, ['websocket'])];
    recorders.push(...clients);
    for (const client of clients) await client.subscribe();
    await step(clients);
    const epoch = clients[0]?.got.at(-1)?.patch.epoch ?? 0;
    // A graceful stop hands the lease over at once.
    await leader.gateway.close();
    leader.http.closeAllConnections();
    leader.http.close();
    members.splice(members.indexOf(leader), 1);
    await waitFor(
      async () => (await Promise.all(members.map(isLeader))).filter(Boolean).length === 1,
      10_000,
      'a new leader',
    );
    for (let i = 0; i < 4; i++) await step(clients);
    const [a, b] = clients.map((c) => c.got.filter((r) => r.patch.epoch > epoch)) as [Received[], Received[]];
    // The new leader's takeover (an empty patch of its epoch), then the four steps.
    expect(a.length).toBeGreaterThanOrEqual(5);
    expect(b).toStrictEqual(a);
  });
});
