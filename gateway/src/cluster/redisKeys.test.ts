// The lease and fencing scripts on a real redis-server: who may acquire, renew and write, and that
// epochs keep rising even when Redis lost its data. Skipped (loudly) without redis-server.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RedisProcess, redisServerBinary } from '../testing/clusterTesting';
import {
  ACQUIRE_SCRIPT,
  BEAT_SCRIPT,
  CLUSTER_KEYS,
  FENCED_DELETE_SCRIPT,
  FENCED_WRITE_SCRIPT,
  RELEASE_SCRIPT,
  RENEW_SCRIPT,
} from './redisKeys';

const binary = redisServerBinary();
if (!binary) {
  console.warn(
    '\n!!! redis-server not found (set REDIS_SERVER_BIN or put it on PATH): the cluster lease tests are SKIPPED !!!\n',
  );
}

let server: RedisProcess;
let redis: Redis;
const TOPIC_KEY = CLUSTER_KEYS.topic('live:football');

const acquire = (token: string, floor = 1) =>
  redis.eval(ACQUIRE_SCRIPT, 2, CLUSTER_KEYS.lease, CLUSTER_KEYS.epoch, token, 5000, floor);
const write = (token: string, epoch: number, version: number) =>
  redis.eval(
    FENCED_WRITE_SCRIPT,
    3,
    TOPIC_KEY,
    CLUSTER_KEYS.epoch,
    CLUSTER_KEYS.lease,
    epoch,
    version,
    '0',
    JSON.stringify({ v: version }),
    60_000,
    token,
  );

beforeAll(async () => {
  if (!binary) return;
  server = await RedisProcess.start(binary);
  redis = new Redis(server.url);
});

afterAll(async () => {
  if (!binary) return;
  await redis.quit();
  await server.stop();
});

beforeEach(async () => {
  if (binary) await redis.flushall();
});

describe.skipIf(!binary)('poll lease scripts', () => {
  it('lets one gateway acquire; the others learn the current epoch', async () => {
    expect(await acquire('a')).toBe(1);
    expect(await acquire('b')).toBe(-1);
    expect(await redis.pttl(CLUSTER_KEYS.lease)).toBeGreaterThan(4000);
  });

  it('renews and releases only with the holder token', async () => {
    await acquire('a');
    expect(await redis.eval(RENEW_SCRIPT, 1, CLUSTER_KEYS.lease, 'b', 5000)).toBe(0);
    expect(await redis.eval(RELEASE_SCRIPT, 1, CLUSTER_KEYS.lease, 'b')).toBe(0);
    expect(await redis.eval(RENEW_SCRIPT, 1, CLUSTER_KEYS.lease, 'a', 5000)).toBe(1);
    expect(await redis.eval(RELEASE_SCRIPT, 1, CLUSTER_KEYS.lease, 'a')).toBe(1);
    expect(await acquire('b')).toBe(2);
  });

  it('fences snapshot writes: only the holder, never under an older epoch', async () => {
    expect(await acquire('a')).toBe(1);
    expect(await write('a', 1, 1)).toBe(1);
    // The lease expired and b took over: a's late write is refused, b's goes in.
    await redis.del(CLUSTER_KEYS.lease);
    expect(await acquire('b')).toBe(2);
    expect(await write('a', 1, 2)).toBe(0);
    expect(await write('b', 2, 1)).toBe(1);
    // Even with the lease token, an epoch older than the counter is refused.
    expect(await write('b', 1, 9)).toBe(0);
    expect(await redis.hgetall(TOPIC_KEY)).toMatchObject({ epoch: '2', version: '1' });
    expect(
      await redis.eval(FENCED_DELETE_SCRIPT, 3, TOPIC_KEY, CLUSTER_KEYS.epoch, CLUSTER_KEYS.lease, 2, 'a'),
    ).toBe(0);
    expect(
      await redis.eval(FENCED_DELETE_SCRIPT, 3, TOPIC_KEY, CLUSTER_KEYS.epoch, CLUSTER_KEYS.lease, 2, 'b'),
    ).toBe(1);
  });

  it('lets only the lease holder beat, and the beat expires by itself', async () => {
    await acquire('a');
    const beat = (token: string) =>
      redis.eval(BEAT_SCRIPT, 2, CLUSTER_KEYS.lease, CLUSTER_KEYS.beat, token, 1, 3000);
    expect(await beat('b')).toBe(0);
    expect(await redis.exists(CLUSTER_KEYS.beat)).toBe(0);
    expect(await beat('a')).toBe(1);
    expect(await redis.get(CLUSTER_KEYS.beat)).toBe('1');
    const left = await redis.pttl(CLUSTER_KEYS.beat);
    expect(left).toBeGreaterThan(2000);
    expect(left).toBeLessThanOrEqual(3000);
  });

  it('keeps epochs rising after Redis lost its data: the acquirer passes the highest epoch it saw', async () => {
    expect(await acquire('a')).toBe(1);
    await redis.del(CLUSTER_KEYS.lease);
    expect(await acquire('a')).toBe(2);
    await redis.flushall();
    expect(await acquire('b', 3)).toBe(3);
    expect(await redis.get(CLUSTER_KEYS.epoch)).toBe('3');
  });
});
