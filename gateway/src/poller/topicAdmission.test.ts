// What clients ask for never becomes origin load: a topic the origin does not know is remembered and
// not asked for again, first fetches of new topics come from a bounded budget, and the number of
// polled topics is capped. Real clients on a real gateway, an origin double that counts its calls,
// and a fake clock, so the bounds are exact whatever the machine's speed.
import { randomInt } from 'node:crypto';
import type { TopicName } from '@pitchside/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type TopicClient } from '../testing/harness';

const BURST = 40; // two seconds' worth of the default 20 new topics per second
const PER_SECOND = 20;
/** Made-up match ids: well formed (the origin's id schema), known to no engine (its ids are far lower). */
const MADE_UP = /\/19\d{8}\b/;

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

  it('ids the origin refuses with 400 are refused at subscribe by the shared schema, with no origin call', async () => {
    harness = await startHarness({ seed: 5 });
    const { origin } = harness;
    const client = await harness.connect();
    const before = origin.requests();
    // Names once polled forever (docs/API.md "Socket.IO"), and other spellings the origin's id schema refuses.
    for (const topic of [
      'match:fake-0',
      'match:99999999990',
      'scorers:x0',
      'table:x0',
      'room:r0',
      'odds:0',
      'match:007',
    ]) {
      expect(await client.subscribe(topic as TopicName)).toMatchObject({
        ok: false,
        error: { code: 'invalid_payload' },
      });
    }
    expect(origin.requests()).toBe(before);
  });

  it('a 400 from the origin is remembered like a 404, and a fault on many topics logs a few lines, not one each', async () => {
    harness = await startHarness({ seed: 5 });
    const { origin, gateway, clock } = harness;
    const [first, second] = [await harness.connect(), await harness.connect()];
    origin.fault = 'invalidInput';
    const refused: TopicName = 'odds:424242';
    expect(await first.subscribe(refused)).toMatchObject({ ok: false, error: { code: 'unknown_topic' } });
    expect(await second.subscribe(refused)).toMatchObject({ ok: false, error: { code: 'unknown_topic' } });
    clock.advance(1000);
    await gateway.poller.pollOnce();
    expect(origin.requests()).toBe(1);

    // Twenty watched topics failing together: at most five lines for that cause in ten seconds, the
    // next one counting those left out.
    origin.fault = 'none';
    const client = await harness.connect();
    expect((await client.subscribe('live:football')).ok).toBe(true);
    const watched = origin.world
      .live(1)
      .list.slice(0, 20)
      .map((match) => `match:${match.id}` as TopicName);
    expect(watched.length).toBeGreaterThan(5);
    for (const topic of watched) expect((await client.subscribe(topic)).ok).toBe(true);
    origin.fault = 'http500';
    const warningsBefore = harness.logs.filter((line) => line.level === 'warn').length;
    clock.advance(1000);
    await gateway.poller.pollOnce();
    const warnings = harness.logs.filter((line) => line.level === 'warn').slice(warningsBefore);
    expect(warnings).toHaveLength(5);
    clock.advance(10_000);
    await gateway.poller.pollOnce();
    const later = harness.logs.filter((line) => line.level === 'warn').slice(warningsBefore + 5);
    expect(later[0]?.message).toMatch(new RegExp(`\\(${watched.length + 1 - 5} more like it not logged\\)$`));
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
      Array.from(
        { length: 20 },
        () => `match:19${String(randomInt(100_000_000)).padStart(8, '0')}` as TopicName,
      ),
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
    const fakeCalls = origin.log.filter((line) => MADE_UP.test(line));
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
