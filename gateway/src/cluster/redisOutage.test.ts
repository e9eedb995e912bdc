// Redis away for longer than any retry budget, killed or paused (SIGSTOP), under two gateway
// processes (the real server.ts) with clients: no gateway process ends; every client is told its
// data is stale within seconds, as for an origin fault; a connection that drops without a close and a
// subscribe to a topic nobody watches (both write to Redis) change nothing of that; a new subscribe is
// answered with what the gateway holds, marked stale; when Redis is back, fresh data flows by itself.
// Each test has its own Redis, origin and gateways, so neither depends on how the other left them.
// Waits end as soon as their condition holds; their deadlines are for a loaded CI machine, and one that
// runs out says what each gateway logged and what each client holds.
import type { Ack, TopicName, TopicSnapshot } from '@pitchside/shared';
import { io as connect } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMMAND_TIMEOUT_MAX_MS, CONNECT_TIMEOUT_MS, RECONNECT_DELAY_MAX_MS } from '../redis/redisConnection';
import {
  GatewayProcess,
  RedisProcess,
  redisServerBinary,
  TcpSwitch,
  TopicClient,
  waitFor,
} from '../testing/clusterTesting';
import { connectClient } from '../testing/harness';
import { type OriginDouble, startOriginDouble } from '../testing/originDouble';

const binary = redisServerBinary();
if (!binary) console.warn('\n!!! redis-server not found: the Redis outage tests are SKIPPED !!!\n');

const INTERVAL_MS = 400;
const LEASE_MS = 2000;
/**
 * Longer than every wait the gateway's Redis connections have (redis/redisConnection.ts) one after
 * another, with a second to spare: a command's timeout (1-2 s), a reconnect's delay (up to 0.5 s) and a
 * connect attempt's timeout (2 s). Past it, every retry budget has run out.
 */
const OUTAGE_MS = COMMAND_TIMEOUT_MAX_MS + RECONNECT_DELAY_MAX_MS + CONNECT_TIMEOUT_MS + 1000;
/** "Within a few seconds": the gateway's stale notice is due after 3 s; the rest is a busy machine. */
const NOTICE_WITHIN_MS = 10_000;
/** Deadline for the cluster to be whole (one leader, fresh data on every client): a busy machine's. */
const SETTLE_MS = 60_000;
const TOPIC: TopicName = 'live:football';

let redis: RedisProcess;
let origin: OriginDouble;
let stepper: ReturnType<typeof setInterval>;
const gateways: GatewayProcess[] = [];
const clients: TopicClient[] = [];

async function roles(): Promise<{ leader: GatewayProcess; follower: GatewayProcess }> {
  let found: { leader: GatewayProcess; follower: GatewayProcess } | null = null;
  await waitForCluster(
    async () => {
      const flags = await Promise.all(gateways.map((gateway) => gateway.metric('gateway_poll_leader')));
      const leader = gateways[flags.indexOf(1)];
      const follower = gateways[flags.indexOf(0)];
      if (flags.filter((flag) => flag === 1).length !== 1 || !leader || !follower) return false;
      found = { leader, follower };
      return true;
    },
    SETTLE_MS,
    'one leader',
  );
  if (!found) throw new Error('no leader');
  return found;
}

/** What each gateway logged lately (its request lines left out) and what each client holds. */
function diagnosis(): string {
  const logs = gateways.map((gateway, i) => {
    const lines = gateway.output.split('\n').filter((line) => line && !line.includes('"reqId"'));
    return `gateway ${i} (port ${gateway.port}, ${gateway.alive ? 'alive' : 'ended'}):\n${lines.slice(-25).join('\n')}`;
  });
  const held = clients.map((client) => {
    const { epoch, version, stale } = client.held ?? {};
    const last = client.applied.at(-1);
    return `client on ${client.url}: holds epoch ${epoch} v${version} stale ${stale}; last patch ${last ? `epoch ${last.epoch} to ${last.to} at ${last.at}` : 'none'}; ${client.resyncs} resyncs; notices ${JSON.stringify(client.staleNotices.slice(-4))}`;
  });
  return [`now ${Date.now()}`, ...held, ...logs].join('\n');
}

/** waitFor, whose timeout error says what the cluster was doing. */
async function waitForCluster(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  try {
    await waitFor(check, timeoutMs, what);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${diagnosis()}`);
  }
}

/** Fails at once if a gateway process has ended, instead of waiting for a timeout. */
function allAlive(): boolean {
  const dead = gateways.find((gateway) => !gateway.alive);
  if (dead) throw new Error(`a gateway process ended:\n${dead.output.slice(-4000)}`);
  return true;
}

/** Every client applied a patch after `since` and holds fresh (not stale) data. */
const freshSince = (since: number) =>
  clients.every((client) => (client.applied.at(-1)?.at ?? 0) > since && client.held?.stale === false);

/** The client was told stale after `since`: when, or null. */
const staleNoticeAfter = (client: TopicClient, since: number) =>
  client.staleNotices.find((notice) => notice.stale && notice.at >= since)?.at ?? null;

beforeEach(async () => {
  if (!binary) return;
  redis = await RedisProcess.start(binary);
  origin = await startOriginDouble({ seed: 11 });
  stepper = setInterval(() => origin.world.step(), 100);
  const started = await Promise.all(
    [0, 1].map(() =>
      GatewayProcess.start({
        originUrl: origin.url,
        redisUrl: redis.url,
        pollIntervalMs: INTERVAL_MS,
        pollLeaseMs: LEASE_MS,
      }),
    ),
  );
  gateways.push(...started);
  for (const gateway of gateways) {
    const client = new TopicClient(TOPIC, () => gateway.url);
    clients.push(client);
    await client.connect();
  }
}, 90_000);

afterEach(async () => {
  if (!binary) return;
  for (const client of clients.splice(0)) client.close();
  clearInterval(stepper);
  redis?.resume();
  await Promise.all(gateways.splice(0).map((gateway) => gateway.kill('SIGKILL')));
  await origin?.close();
  await redis?.stop();
});

/** Before an outage: one leader, and patches flowing to every client, which holds fresh data. */
async function settled(): Promise<GatewayProcess> {
  const { follower } = await roles();
  await waitForCluster(() => freshSince(Date.now() - INTERVAL_MS * 3), SETTLE_MS, 'patches on every client');
  return follower;
}

/** After Redis is back at `back`: fresh data on every client, by itself, and one leader again. */
async function recovered(back: number): Promise<void> {
  await waitForCluster(() => allAlive() && freshSince(back), SETTLE_MS, 'fresh data on every client');
  console.info(`fresh data ${Date.now() - back} ms after Redis came back`);
  await roles();
}

/** What clients do while Redis is away, each of which talks to Redis on the gateway's side. */
async function duringOutage(since: number, follower: GatewayProcess) {
  // A connection that drops without a close: the gateway saves its session for recovery in Redis.
  const balancer = await TcpSwitch.start(follower.port);
  const dropping = connect(`http://127.0.0.1:${balancer.port}`, {
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve) => dropping.once('connect', () => resolve()));
  const subscribed: Ack<TopicSnapshot> = await dropping.emitWithAck('topic:subscribe', { topic: TOPIC });
  expect(subscribed.ok).toBe(true);
  balancer.switchTo(follower.port);
  await waitFor(() => !dropping.connected, 5000, 'the dropped connection');
  dropping.close();
  await balancer.close();

  // On the follower: a topic nobody watches (the follower asks the leader through Redis), and the
  // watched topic, which the gateway holds.
  const late = await connectClient(follower.url);
  const unwatched = await late.subscribe('live:basketball');
  if (!unwatched.ok) expect(unwatched.error.code).toBe('unavailable');
  // Asked once the clients were told (a snapshot taken before that is not stale yet).
  await waitForCluster(
    () =>
      allAlive() &&
      (clients.every((client) => staleNoticeAfter(client, since) !== null) ||
        Date.now() - since > NOTICE_WITHIN_MS),
    NOTICE_WITHIN_MS + 5000,
    'the stale notices',
  );
  const held = await late.subscribe(TOPIC);
  late.close();

  // Past every retry budget, with the gateways alive all along.
  await waitForCluster(
    () => allAlive() && Date.now() - since > OUTAGE_MS,
    OUTAGE_MS + 10_000,
    'the outage to last',
  );

  // Every client was told within seconds, and the late subscriber got what the gateway held, as stale.
  const delays = clients.map(
    (client) => (staleNoticeAfter(client, since) ?? Number.POSITIVE_INFINITY) - since,
  );
  console.info(`stale notices ${delays.join(', ')} ms after Redis went away`);
  for (const delay of delays) expect(delay).toBeLessThanOrEqual(NOTICE_WITHIN_MS);
  expect(held.ok).toBe(true);
  if (held.ok) {
    expect(held.data.stale).toBe(true);
    expect(held.data.version).toBeGreaterThan(0);
  }
}

describe.skipIf(!binary)('a gateway cluster while Redis is away', () => {
  it(`Redis killed for ${OUTAGE_MS / 1000} s: no gateway ends, clients are told stale, fresh data returns by itself`, async () => {
    const follower = await settled();
    const since = Date.now();
    await redis.stop();
    try {
      await duringOutage(since, follower);
    } finally {
      if (!redis.running) await redis.startAgain();
    }
    await recovered(Date.now());
    for (const gateway of gateways) expect(gateway.output).not.toMatch(/MaxRetriesPerRequestError|Unhandled/);
  }, 180_000);

  it(`Redis paused (SIGSTOP) for ${OUTAGE_MS / 1000} s: the same`, async () => {
    const follower = await settled();
    const since = Date.now();
    redis.pause();
    try {
      await duringOutage(since, follower);
    } finally {
      redis.resume();
    }
    await recovered(Date.now());
    // Still flowing a while later, with the gateways alive all along.
    const later = Date.now();
    await waitForCluster(() => allAlive() && freshSince(later), SETTLE_MS, 'more fresh data');
    for (const gateway of gateways) expect(gateway.output).not.toMatch(/MaxRetriesPerRequestError|Unhandled/);
  }, 180_000);
});
