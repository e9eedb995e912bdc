import {
  applyCatchUp,
  applyPatch,
  isCatchUp,
  TOPIC_CALL_WINDOW_MS,
  TOPIC_CALLS_PER_WINDOW,
  type TopicName,
} from '@pitchside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, type Harness, startHarness, type TopicClient, until } from './testing/harness';
import { LiveWorld } from './testing/liveWorld';
import { PATCH_HISTORY } from './topics/registry';

describe('gateway topics over real Socket.IO clients', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness.close();
  });

  it('two clients get the same patches, and every patch turns one snapshot into exactly the next', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      harness.origin.world = new LiveWorld(seed);
      const matchId = harness.origin.world.matchIds()[0];
      const topics: TopicName[] = ['live:football', `match:${matchId}`, `odds:${matchId}`, 'room:7'];
      const [first, second] = [await harness.connect(), await harness.connect()] as [
        TopicClient,
        TopicClient,
      ];
      for (const topic of topics) {
        const a = await first.subscribe(topic);
        const b = await second.subscribe(topic);
        expect(a.ok && b.ok).toBe(true);
        // A stale snapshot here would mean the payload failed its schema.
        expect(a.ok && a.data.stale).toBe(false);
      }
      const previous = new Map(topics.map((topic) => [topic, first.held.get(topic)]));
      for (let step = 0; step < 12; step++) {
        harness.origin.world.step();
        await harness.gateway.poller.pollOnce();
        for (const topic of topics) {
          // A resync ack travels behind every patch sent before it on the same connection.
          const next = await first.fetchSnapshot(topic);
          const before = previous.get(topic);
          if (!before) throw new Error('no snapshot');
          const patches = first.patches.filter((p) => p.topic === topic && p.from >= before.version);
          const rebuilt = patches.reduce((state, patch) => applyPatch(state, patch.ops), before.state);
          expect(rebuilt).toStrictEqual(next.state);
          expect(next.version).toBe(before.version + patches.length);
          previous.set(topic, next);
        }
      }
      await until(() => second.patches.length === first.patches.length);
      expect(second.patches).toStrictEqual(first.patches);
      expect(first.patches.length).toBeGreaterThan(12);
      for (const topic of topics)
        expect(first.held.get(topic)?.state).toStrictEqual(previous.get(topic)?.state);
      first.close();
      second.close();
      await until(() => harness.gateway.registry.watchedTopics().length === 0);
    }
  });

  it('a long-polling client gets the same patches as a WebSocket client', async () => {
    harness.origin.world = new LiveWorld(12);
    const ws = await harness.connect();
    const polling = await connectClient(harness.url, ['polling']);
    try {
      await ws.subscribe('live:football');
      await polling.subscribe('live:football');
      for (let step = 0; step < 5; step++) {
        harness.origin.world.step();
        await harness.gateway.poller.pollOnce();
      }
      await ws.fetchSnapshot('live:football');
      await until(() => polling.patches.length === ws.patches.length);
      expect(polling.patches).toStrictEqual(ws.patches);
      expect(polling.held.get('live:football')?.state).toStrictEqual(ws.held.get('live:football')?.state);
    } finally {
      polling.close();
      ws.close();
      await until(() => harness.gateway.registry.watchedTopics().length === 0);
    }
  });

  it('patches are much smaller than the snapshot they change', async () => {
    harness.origin.world = new LiveWorld(42, 40);
    const client = await harness.connect();
    const snapshot = await client.subscribe('live:football');
    if (!snapshot.ok) throw new Error('subscribe failed');
    for (let step = 0; step < 10; step++) {
      harness.origin.world.step();
      await harness.gateway.poller.pollOnce();
    }
    await client.fetchSnapshot('live:football');
    const sizes = client.patches.map((patch) => JSON.stringify(patch).length).sort((a, b) => a - b);
    const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
    expect(median).toBeLessThan(JSON.stringify(snapshot.data).length * 0.1);
    client.close();
    await until(() => harness.gateway.registry.watchedTopics().length === 0);
  });

  it('answers a bad payload with an error ack and changes nothing', async () => {
    const client = await harness.connect();
    const emit = client.socket.emitWithAck.bind(client.socket) as (
      event: string,
      ...args: unknown[]
    ) => Promise<{ ok: boolean; error?: { code: string } }>;
    for (const payload of [
      null,
      'live:football',
      {},
      { topic: 'live:cricket' },
      { topic: 'match:../x' },
      { topic: 'live:football', extra: 1 },
      { topic: 5 },
    ]) {
      const answer = await emit('topic:subscribe', payload);
      expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_payload' } });
    }
    for (const payload of [
      { topic: 'live:football' },
      { topic: 'live:football', epoch: -1, version: 0 },
      { topic: 'live:football', epoch: 1, version: '2' },
      { topic: 'live:football', epoch: 1, version: 1.5 },
      { topic: 'live:cricket', epoch: 1, version: 1 },
      { topic: 'live:football', epoch: 1, version: 1, state: {} },
    ]) {
      const answer = await emit('topic:resume', payload);
      expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_payload' } });
    }
    expect(await emit('topic:resync', { topic: 'live:football' })).toMatchObject({
      ok: false,
      error: { code: 'unknown_topic' },
    });
    expect(await emit('topic:unsubscribe', { topic: 'nope' })).toMatchObject({ ok: false });
    expect(harness.gateway.registry.watchedTopics()).toEqual([]);
    const before = harness.origin.requests();
    await harness.gateway.poller.pollOnce();
    expect(harness.origin.requests()).toBe(before);
    client.close();
  });

  it('resumes a client from the version it holds: the patches since, or the snapshot once they are gone', async () => {
    harness.origin.world = new LiveWorld(21);
    const topic: TopicName = 'live:football';
    const watcher = await harness.connect();
    const first = await watcher.subscribe(topic);
    if (!first.ok) throw new Error('no snapshot');
    const held = first.data;
    const resume = async (since: { epoch: number; version: number }) => {
      const client = await harness.connect();
      const answer = await client.socket.emitWithAck('topic:resume', {
        topic,
        epoch: since.epoch,
        version: since.version,
      });
      client.close();
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.data;
    };
    for (let step = 0; step < 3; step++) {
      harness.origin.world.step();
      await harness.gateway.poller.pollOnce();
    }
    const current = harness.gateway.registry.snapshot(topic);
    if (!current) throw new Error('no state');
    expect(current.version).toBe(held.version + 3);
    // From the held version: exactly the patches that lead to the current state.
    const caughtUp = await resume(held);
    if (!isCatchUp(caughtUp)) throw new Error('answered the snapshot');
    expect(caughtUp.patches.map((patch) => [patch.from, patch.to])).toEqual([
      [held.version, held.version + 1],
      [held.version + 1, held.version + 2],
      [held.version + 2, held.version + 3],
    ]);
    expect(applyCatchUp(held, caughtUp)).toEqual({ kind: 'applied', snapshot: current });
    // Current already: nothing to send.
    expect(await resume(current)).toMatchObject({ version: current.version, patches: [] });
    // Another epoch, a version the gateway never had, or one older than the patches it keeps: the snapshot.
    expect(await resume({ epoch: held.epoch + 1, version: held.version })).toEqual(current);
    expect(await resume({ epoch: held.epoch, version: current.version + 5 })).toEqual(current);
    for (let step = 0; step < PATCH_HISTORY + 1; step++) {
      harness.origin.world.step();
      await harness.gateway.poller.pollOnce();
    }
    const later = await resume(held);
    expect(isCatchUp(later)).toBe(false);
    expect(later).toEqual(harness.gateway.registry.snapshot(topic));
    // Watched again after nobody watched it, the topic goes on from its last version: a page drawn
    // before can never mistake the new versions for the ones it missed.
    const last = harness.gateway.registry.snapshot(topic)?.version ?? 0;
    watcher.close();
    await until(() => harness.gateway.registry.watchedTopics().length === 0);
    const again = await harness.connect();
    const fresh = await again.subscribe(topic);
    expect(fresh.ok && fresh.data.version).toBe(last + 1);
    again.close();
    await until(() => harness.gateway.registry.watchedTopics().length === 0);
  });

  it('polls a topic in English with lang en, apart from the Chinese one, with signed headers', async () => {
    harness.origin.world = new LiveWorld(10);
    const client = await harness.connect();
    await client.subscribe('live:football@en');
    expect(harness.origin.lastHeaders()).toMatchObject({
      lang: 'en',
      'x-access-key': expect.any(String),
      'x-sign': expect.stringMatching(/^[0-9a-f]{64}$/),
      'x-device-id': expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await client.subscribe('live:football');
    expect(harness.origin.lastHeaders()).toMatchObject({ lang: 'zh' });
    expect(harness.gateway.registry.watchedTopics().sort()).toEqual(['live:football', 'live:football@en']);
    client.close();
    await until(() => harness.gateway.registry.watchedTopics().length === 0);
  });

  it('limits first subscriptions per connection, so toggling topics cannot load the origin', async () => {
    harness.origin.world = new LiveWorld(13);
    const client = await harness.connect();
    const before = harness.origin.requests();
    const answers = [];
    for (let i = 0; i < TOPIC_CALLS_PER_WINDOW + 5; i++) {
      answers.push(await client.subscribe('live:basketball'));
      await client.socket.emitWithAck('topic:unsubscribe', { topic: 'live:basketball' });
    }
    expect(answers.filter((a) => a.ok)).toHaveLength(TOPIC_CALLS_PER_WINDOW);
    expect(answers.at(-1)).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    expect(harness.origin.requests() - before).toBe(TOPIC_CALLS_PER_WINDOW);
    // A new window on the gateway's clock restores the budget.
    harness.clock.advance(TOPIC_CALL_WINDOW_MS);
    expect((await client.subscribe('live:basketball')).ok).toBe(true);
    client.close();
    await until(() => harness.gateway.registry.watchedTopics().length === 0);
  });

  it('polls nothing for a topic nobody watches any more', async () => {
    harness.origin.world = new LiveWorld(9);
    const client = await harness.connect();
    await client.subscribe('live:football');
    await client.socket.emitWithAck('topic:unsubscribe', { topic: 'live:football' });
    const before = harness.origin.requests();
    await harness.gateway.poller.pollOnce();
    expect(harness.origin.requests()).toBe(before);
    client.close();
  });
});

describe('upstream load does not depend on the number of clients', () => {
  async function upstreamRequests(clientCount: number): Promise<number> {
    const harness = await startHarness({ seed: 5 });
    try {
      const matchId = harness.origin.world.matchIds()[0];
      const topics: TopicName[] = ['live:football', `match:${matchId}`, `odds:${matchId}`];
      const clients = await Promise.all(Array.from({ length: clientCount }, () => harness.connect()));
      await Promise.all(clients.map((client) => Promise.all(topics.map((topic) => client.subscribe(topic)))));
      for (let step = 0; step < 5; step++) {
        harness.origin.world.step();
        await harness.gateway.poller.pollOnce();
      }
      await until(() => clients.every((client) => client.patches.length === clients[0]?.patches.length));
      return harness.origin.requests();
    } finally {
      await harness.close();
    }
  }

  it('1 and 200 clients watching the same matches cost the origin the same requests', async () => {
    const one = await upstreamRequests(1);
    const many = await upstreamRequests(200);
    expect(one).toBe(3 + 5 * 3);
    expect(many).toBe(one);
  });
});

describe('the poll loop', () => {
  it('polls each watched topic once per interval on its own, and stops on close', async () => {
    const harness = await startHarness({ seed: 6, gateway: { autoStart: true } });
    try {
      const client = await harness.connect();
      await client.subscribe('live:football');
      expect(harness.origin.requests()).toBe(1);
      for (let tick = 2; tick <= 4; tick++) {
        harness.origin.world.step();
        harness.clock.advance(1000);
        await harness.gateway.poller.whenIdle();
        expect(harness.origin.requests()).toBe(tick);
      }
      await until(() => client.patches.length >= 1);
      await harness.gateway.poller.stop();
      harness.clock.advance(5000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(harness.origin.requests()).toBe(4);
    } finally {
      await harness.close();
    }
  });
});
