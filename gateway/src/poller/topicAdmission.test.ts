// What clients ask for never becomes origin load: a topic the origin does not know is remembered and
// not asked for again, first fetches of new topics come from a bounded budget, and the number of
// polled topics is capped. Real clients on a real gateway, an origin double that counts its calls,
// and a fake clock, so the bounds are exact whatever the machine's speed.
import { randomUUID } from 'node:crypto';
import type { TopicName } from '@pitchside/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type TopicClient } from '../testing/harness';

const BURST = 40; // two seconds' worth of the default 20 new topics per second
const PER_SECOND = 20;

describe('topics clients ask for', () => {
  let harness: Harness | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });

  it('a topic the origin does not know is refused, remembered, and costs one call in its memory window', async () => {
    harness = await startHarness({ seed: 5 });
    const { origin, gateway, clock } = harness;
    const [first, second] = [await harness.connect(), await harness.connect()];
    const fake: TopicName = 'match:424242';

    const refused = await first.subscribe(fake);
    expect(refused).toMatchObject({ ok: false, error: { code: 'unknown_topic' } });
    expect(origin.requests()).toBe(1);
    // Asked again, by anyone, on subscribe or by the poller: no call.
    expect(await second.subscribe(fake)).toMatchObject({ ok: false, error: { code: 'unknown_topic' } });
    expect(await first.subscribe(fake)).toMatchObject({ ok: false, error: { code: 'unknown_topic' } });
    clock.advance(1000);
    await gateway.poller.pollOnce();
    expect(origin.requests()).toBe(1);
    expect(gateway.registry.watchedTopics()).not.toContain(fake);
    expect(harness.logs.filter((line) => line.level === 'warn')).toEqual([]);

    // After the memory window, one call again.
    clock.advance(60_000);
    expect(await second.subscribe(fake)).toMatchObject({ ok: false, error: { code: 'unknown_topic' } });
    expect(origin.requests()).toBe(2);
  });

  it('60 connections x 20 made-up matches: origin calls stay within the budget, each asked once', async () => {
    harness = await startHarness({ seed: 6 });
    const { origin, gateway, clock } = harness;
    const real = await harness.connect();
    expect((await real.subscribe('live:football')).ok).toBe(true);
    const clients: TopicClient[] = [];
    for (let i = 0; i < 60; i++) clients.push(await harness.connect());
    const before = origin.requests();

    const fakes = clients.map(() =>
      Array.from({ length: 20 }, () => `match:fake${randomUUID().slice(0, 8)}` as TopicName),
    );
    const answers = await Promise.all(
      clients.map((client, i) => Promise.all((fakes[i] ?? []).map((topic) => client.subscribe(topic)))),
    );
    for (const answer of answers.flat()) {
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect(['unknown_topic', 'unavailable']).toContain(answer.error.code);
    }
    expect(origin.requests() - before).toBeLessThanOrEqual(BURST);

    // Ten seconds of polling: the made-up topics still subscribed cost the budget's rate at most.
    const seconds = 10;
    for (let i = 0; i < seconds; i++) {
      clock.advance(1000);
      await gateway.poller.pollOnce();
    }
    const fakeCalls = origin.log.filter((line) => line.includes('/fake'));
    expect(fakeCalls.length).toBeLessThanOrEqual(BURST + PER_SECOND * seconds);
    expect(new Set(fakeCalls).size).toBe(fakeCalls.length);
    // The real topic was polled every interval all along.
    const liveCalls = origin.log.slice(before).filter((line) => line.startsWith('/vdapi/match/v1/live'));
    expect(liveCalls.length).toBeGreaterThanOrEqual(seconds);
    expect(real.stale).toEqual([]);
  });

  it('polls at most maxTopics distinct topics; the ones over the cap are refused until there is room', async () => {
    harness = await startHarness({ seed: 8, gateway: { maxTopics: 3 } });
    const { origin, gateway, clock } = harness;
    const client = await harness.connect();
    const ids = origin.world.matchIds().slice(0, 5);
    expect(ids).toHaveLength(5);
    const answers = [];
    for (const id of ids) answers.push(await client.subscribe(`match:${id}`));
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, true, false, false]);
    expect(answers[3]).toMatchObject({ ok: false, error: { code: 'unavailable' } });

    const before = origin.log.length;
    clock.advance(1000);
    await gateway.poller.pollOnce();
    expect(new Set(origin.log.slice(before)).size).toBe(3);

    // One leaves: the next waiting topic is polled instead.
    await client.socket.emitWithAck('topic:unsubscribe', { topic: `match:${ids[0]}` });
    clock.advance(1000);
    const cycle = origin.log.length;
    await gateway.poller.pollOnce();
    const polled = new Set(origin.log.slice(cycle));
    expect(polled.size).toBe(3);
    expect([...polled].some((path) => path.endsWith(`/${ids[3]}`))).toBe(true);
  });
});
