import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness, until } from '../testing/harness';
import type { OriginFault } from '../testing/originDouble';
import type { Upstream } from './upstream';

describe('a faulty upstream', () => {
  let harness: Harness | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });

  const faults: OriginFault[] = ['http500', 'timeout', 'garbage', 'schema', 'notJson'];
  for (const fault of faults) {
    it(`${fault}: keeps the last good state, flags it stale, logs one line, recovers by itself`, async () => {
      harness = await startHarness({ seed: 3 });
      const { origin, gateway, clock } = harness;
      const client = await harness.connect();
      const first = await client.subscribe('live:football');
      if (!first.ok) throw new Error('subscribe failed');

      origin.fault = fault;
      origin.world.step();
      const polling = gateway.poller.pollOnce();
      // The timeout runs on the fake clock: let the request leave, then move time past it.
      if (fault === 'timeout') {
        await until(() => origin.requests() === 2);
        clock.advance(2000);
      }
      await polling;
      await until(() => client.stale.length === 1);
      expect(client.stale[0]).toMatchObject({
        topic: 'live:football',
        stale: true,
        version: first.data.version,
      });
      const held = await client.fetchSnapshot('live:football');
      expect(held).toMatchObject({ stale: true, version: first.data.version, state: first.data.state });
      const warnings = harness.logs.filter((line) => line.level === 'warn');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.message).toMatch(
        /^upstream \w+ on live:football: .+; serving last good state, retry in 1000 ms$/,
      );

      // Backing off: the next interval is skipped, the one after retries and fails again.
      clock.advance(500);
      await gateway.poller.pollOnce();
      const failedCalls = origin.requests();
      clock.advance(600);
      const retry = gateway.poller.pollOnce();
      if (fault === 'timeout') {
        await until(() => origin.requests() === failedCalls + 1);
        clock.advance(2000);
      }
      await retry;
      expect(origin.requests()).toBe(failedCalls + 1);
      expect(harness.logs.filter((line) => line.level === 'warn').at(-1)?.message).toMatch(
        /retry in 2000 ms/,
      );

      // Healed: after the backoff the next poll brings fresh data, a patch and the stale flag off.
      origin.fault = 'none';
      clock.advance(2000);
      await gateway.poller.pollOnce();
      await until(() => client.stale.length === 2);
      expect(client.stale[1]).toMatchObject({ stale: false });
      const fresh = await client.fetchSnapshot('live:football');
      expect(fresh.stale).toBe(false);
      expect(fresh.version).toBe(first.data.version + 1);
      expect(client.held.get('live:football')?.state).toStrictEqual(fresh.state);
      expect(harness.logs.at(-1)).toMatchObject({
        level: 'info',
        message: expect.stringMatching(/recovered/),
      });
    });
  }

  it('an unreachable origin: a first subscriber gets an empty stale snapshot; a closed origin heals on restart', async () => {
    harness = await startHarness({ seed: 4 });
    const { origin, gateway, clock } = harness;
    const refusing: Upstream = {
      get: async () => {
        throw Object.assign(new Error('fetch failed'), {
          cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }),
        });
      },
    };
    const failing = await startHarness({ seed: 4, upstream: refusing });
    try {
      const client = await failing.connect();
      const answer = await client.subscribe('live:football');
      expect(answer).toMatchObject({ ok: true, data: { version: 0, stale: true, state: {} } });
      expect(failing.logs[0]?.message).toMatch(/^upstream network on live:football/);
    } finally {
      await failing.close();
    }
    // And the real thing: the origin goes away, then comes back on the same port.
    const client = await harness.connect();
    await client.subscribe('live:football');
    const port = new URL(origin.url).port;
    await origin.close();
    origin.world.step();
    await gateway.poller.pollOnce();
    await until(() => client.stale.length === 1);
    expect(harness.logs.at(-1)?.message).toMatch(/^upstream (refused|network) on live:football: /);
    const { startOriginDouble } = await import('../testing/originDouble');
    const back = await startOriginDouble({ world: origin.world, port: Number(port) });
    try {
      clock.advance(1000);
      await gateway.poller.pollOnce();
      await until(() => client.stale.length === 2);
      expect(client.stale[1]?.stale).toBe(false);
    } finally {
      await back.close();
    }
  });

  it('never lets an upstream that throws anything at all take the process down', async () => {
    const upstream: Upstream = {
      get: async () => {
        throw 'not even an Error';
      },
    };
    harness = await startHarness({ upstream });
    const client = await harness.connect();
    for (let i = 0; i < 5; i++) {
      harness.clock.advance(60_000);
      await harness.gateway.poller.pollOnce();
    }
    expect((await client.subscribe('match:1')).ok).toBe(true);
    expect(harness.logs.filter((line) => line.level === 'warn').length).toBeGreaterThan(0);
  });
});
