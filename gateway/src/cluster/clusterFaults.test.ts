// The cluster when its leader stops, and when clients ask for what does not exist: two gateway
// processes (the real server.ts) on a real redis-server, an origin double that logs every call, real
// clients. A paused leader (SIGSTOP) leaves the others' clients told "stale" within seconds, then fresh
// data from the new leader; made-up topics asked on any gateway cost one origin call each at most,
// within the leader's budget; the topics polled across the cluster never exceed MAX_TOPICS.
import { randomInt } from 'node:crypto';
import type { Ack, TopicName, TopicSnapshot } from '@pitchside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GatewayProcess,
  RedisProcess,
  redisServerBinary,
  sleep,
  TopicClient,
  waitFor,
} from '../testing/clusterTesting';
import { connectClient, type TopicClient as SocketClient } from '../testing/harness';
import { type OriginDouble, startOriginDouble } from '../testing/originDouble';

const binary = redisServerBinary();
if (!binary) console.warn('\n!!! redis-server not found: the cluster fault tests are SKIPPED !!!\n');

const INTERVAL_MS = 400;
/** Long enough that the stale notice (due after 3 s) comes well before a new leader. */
const LEASE_MS = 7000;
const MAX_TOPICS = 4;
const NEW_PER_SECOND = 5;
/** Made-up match ids: well formed (the origin's id schema), known to no engine (its ids are far lower). */
const MADE_UP = /\/19\d{8}\b/;

let redis: RedisProcess;
let origin: OriginDouble;
let stepper: ReturnType<typeof setInterval>;
const gateways: GatewayProcess[] = [];
const sockets: SocketClient[] = [];

async function leaderAndFollower(): Promise<[GatewayProcess, GatewayProcess]> {
  const found: { pair?: [GatewayProcess, GatewayProcess] } = {};
  await waitFor(
    async () => {
      const flags = await Promise.all(
        gateways.map((gateway) => (gateway.alive ? gateway.metric('gateway_poll_leader') : null)),
      );
      const leader = gateways[flags.indexOf(1)];
      const follower = gateways[flags.indexOf(0)];
      if (!leader || !follower || flags.filter((flag) => flag === 1).length !== 1) return false;
      found.pair = [leader, follower];
      return true;
    },
    30_000,
    'one leader',
  );
  if (!found.pair) throw new Error('no leader');
  return found.pair;
}

beforeAll(async () => {
  if (!binary) return;
  redis = await RedisProcess.start(binary);
  origin = await startOriginDouble({ seed: 13 });
  stepper = setInterval(() => origin.world.step(), 100);
  gateways.push(
    ...(await Promise.all(
      [0, 1].map(() =>
        GatewayProcess.start({
          originUrl: origin.url,
          redisUrl: redis.url,
          pollIntervalMs: INTERVAL_MS,
          pollLeaseMs: LEASE_MS,
          env: { MAX_TOPICS: String(MAX_TOPICS), NEW_TOPICS_PER_SECOND: String(NEW_PER_SECOND) },
        }),
      ),
    )),
  );
}, 90_000);

afterAll(async () => {
  if (!binary) return;
  for (const socket of sockets) socket.close();
  clearInterval(stepper);
  for (const gateway of gateways)
    if (gateway.child.pid && gateway.alive) process.kill(gateway.child.pid, 'SIGCONT');
  await Promise.all(gateways.map((gateway) => gateway.kill('SIGKILL')));
  await origin?.close();
  await redis?.stop();
});

const connectTo = async (gateway: GatewayProcess) => {
  const socket = await connectClient(gateway.url);
  sockets.push(socket);
  return socket;
};

describe.skipIf(!binary)('cluster faults', () => {
  it('a paused leader: the other gateways tell their clients stale within seconds, then the new leader brings fresh data', async () => {
    const [leader, follower] = await leaderAndFollower();
    const topic: TopicName = `match:${origin.world.matchIds()[0]}`;
    const clients = [leader, follower, follower].map((gateway) => new TopicClient(topic, () => gateway.url));
    try {
      for (const client of clients) await client.connect();
      await waitFor(() => clients.every((client) => client.applied.length > 1), 10_000, 'patches everywhere');
      const pausedAt = Date.now();
      if (!leader.child.pid) throw new Error('no pid');
      process.kill(leader.child.pid, 'SIGSTOP');
      const others = clients.slice(1);
      try {
        await waitFor(
          () => others.every((client) => client.staleNotices.some((n) => n.stale && n.at > pausedAt)),
          10_000,
          'stale notices on the followers',
        );
        const noticed = others.map((c) => (c.staleNotices.find((n) => n.at > pausedAt)?.at ?? 0) - pausedAt);
        console.info(`stale notices ${noticed.join(', ')} ms after the leader stopped`);
        await waitFor(
          () => others.every((client) => (client.applied.at(-1)?.at ?? 0) > pausedAt && !client.held?.stale),
          LEASE_MS * 3,
          'fresh data from the new leader',
        );
        console.info(`fresh data ${Date.now() - pausedAt} ms after the leader stopped`);
      } finally {
        process.kill(leader.child.pid, 'SIGCONT');
      }
      // Woken up, the old leader steps down, and its own clients follow the new one.
      await waitFor(
        () => (clients[0]?.applied.at(-1)?.at ?? 0) > Date.now() - 2000 && !clients[0]?.held?.stale,
        LEASE_MS * 2,
        "fresh data on the old leader's client",
      );
      expect(await leaderAndFollower()).toHaveLength(2);
    } finally {
      for (const client of clients) client.close();
    }
  }, 90_000);

  it('made-up topics asked on any gateway cost the origin one call each at most, within the budget', async () => {
    const before = origin.log.length;
    const started = Date.now();
    const askers = await Promise.all(gateways.flatMap((gateway) => [connectTo(gateway), connectTo(gateway)]));
    const answers: Ack<TopicSnapshot>[] = (
      await Promise.all(
        askers.map((socket) =>
          Promise.all(
            Array.from({ length: 20 }, () =>
              socket.subscribe(`match:19${String(randomInt(100_000_000)).padStart(8, '0')}`),
            ),
          ),
        ),
      )
    ).flat();
    // The follower's askers wait for the leader: every made-up topic is refused one way or the other.
    for (const answer of answers) {
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect(['unknown_topic', 'unavailable']).toContain(answer.error.code);
    }
    expect(answers.some((answer) => !answer.ok && answer.error.code === 'unknown_topic')).toBe(true);
    await sleep(2000);
    const seconds = (Date.now() - started) / 1000;
    const fakeCalls = origin.log.slice(before).filter((line) => MADE_UP.test(line));
    console.info(
      `${answers.length} made-up topics in ${seconds.toFixed(1)} s: ${fakeCalls.length} origin calls`,
    );
    expect(new Set(fakeCalls).size).toBe(fakeCalls.length);
    expect(fakeCalls.length).toBeLessThanOrEqual(NEW_PER_SECOND * 2 + NEW_PER_SECOND * seconds);
    for (const socket of askers) socket.close();
  }, 60_000);

  it(`polls at most ${MAX_TOPICS} distinct topics across the cluster, whatever clients on either gateway ask`, async () => {
    const ids = origin.world.matchIds();
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const topics: TopicName[] = [
      ...ids.slice(0, 3).map((id) => `match:${id}` as TopicName),
      ...ids.slice(0, 3).map((id) => `odds:${id}` as TopicName),
    ];
    const answers = await Promise.all(
      topics.map(async (topic, i) => {
        const socket = await connectTo(gateways[i % 2] as GatewayProcess);
        return socket.subscribe(topic);
      }),
    );
    expect(answers.filter((answer) => answer.ok).length).toBeLessThanOrEqual(MAX_TOPICS);
    const start = origin.log.length;
    // (A made-up topic of the test before may still be tried once as its interest fades: not counted.)
    const polled = () => new Set(origin.log.slice(start).filter((line) => !MADE_UP.test(line)));
    // The leader polls what was asked (on a busy machine its first round may come late), then goes on
    // polling for eight intervals more: what it polls at once stays within the cap. At once: within half
    // an interval of any call (a round's calls go out together, the next a whole interval later). Over
    // the eight intervals a topic whose interest lapsed a moment on a loaded machine may leave its place
    // to another asked for, which is the cap doing its work.
    await waitFor(() => polled().size > 0, 30_000, 'a poll of the topics asked');
    await sleep(INTERVAL_MS * 8);
    const calls = origin.log
      .map((line, i) => ({ line, at: origin.logTimes[i] ?? 0 }))
      .slice(start)
      .filter((call) => !MADE_UP.test(call.line));
    const atOnce = calls.map(
      (call) =>
        new Set(
          calls
            .filter((other) => other.at >= call.at && other.at < call.at + INTERVAL_MS / 2)
            .map((other) => other.line),
        ).size,
    );
    expect(Math.max(...atOnce)).toBeLessThanOrEqual(MAX_TOPICS);
    // And the eight intervals asked for no topic beyond the six asked.
    expect(polled().size).toBeLessThanOrEqual(topics.length);
  }, 60_000);
});
