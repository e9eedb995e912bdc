import type {
  Ack,
  TopicCatchUp,
  TopicName,
  TopicPatch,
  TopicSnapshot,
  TopicStaleness,
} from '@pitchside/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConnectionState, TopicStore, type TopicTransport } from './topicStore';

const TOPIC: TopicName = 'live:football';

function fakeTransport() {
  let listeners: Parameters<TopicTransport['listen']>[0] | null = null;
  const gateway = {
    epoch: 1,
    version: 1,
    state: { '7': { homeScore: 0 } } as Record<string, unknown>,
    /** The patches the gateway still has, for `topic:resume`. */
    history: [] as TopicPatch[],
  };
  const calls: string[] = [];
  const snapshot = (): Ack<TopicSnapshot> => ({
    ok: true,
    data: {
      topic: TOPIC,
      epoch: gateway.epoch,
      version: gateway.version,
      stale: false,
      state: gateway.state as TopicSnapshot['state'],
    },
  });
  const transport: TopicTransport = {
    subscribe: async (topic) => {
      calls.push(`subscribe ${topic}`);
      return snapshot();
    },
    resume: async (topic, held): Promise<Ack<TopicCatchUp | TopicSnapshot>> => {
      calls.push(`resume ${topic} from ${held.version}`);
      if (held.epoch !== gateway.epoch || held.version > gateway.version) return snapshot();
      const patches = gateway.history.filter((patch) => patch.from >= held.version);
      if (held.version < gateway.version && patches[0]?.from !== held.version) return snapshot();
      return {
        ok: true,
        data: { topic, epoch: gateway.epoch, version: gateway.version, stale: false, patches },
      };
    },
    resync: async (topic) => {
      calls.push(`resync ${topic}`);
      return snapshot();
    },
    unsubscribe: (topic) => {
      calls.push(`unsubscribe ${topic}`);
    },
    listen(next) {
      listeners = next;
      return () => {
        listeners = null;
      };
    },
  };
  return {
    transport,
    gateway,
    calls,
    connection: (state: ConnectionState) => listeners?.connection(state),
    patch: (patch: Omit<TopicPatch, 'topic' | 'ts'>) => listeners?.patch({ ...patch, topic: TOPIC, ts: 0 }),
    stale: (staleness: Omit<TopicStaleness, 'topic'>) => listeners?.stale({ ...staleness, topic: TOPIC }),
  };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('TopicStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('subscribes once connected, applies patches and shares unchanged branches', async () => {
    const fake = fakeTransport();
    const store = new TopicStore(fake.transport);
    const heard = vi.fn();
    store.watch(TOPIC, heard);
    expect(fake.calls).toEqual([]);
    fake.connection('connected');
    await flush();
    expect(store.view(TOPIC).state).toEqual({ '7': { homeScore: 0 } });
    fake.patch({ epoch: 1, from: 1, to: 2, ops: [[['7', 'homeScore'], 1]] });
    expect(store.view(TOPIC)).toMatchObject({ version: 2, state: { '7': { homeScore: 1 } } });
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('asks for a snapshot on a gap or a new epoch', async () => {
    const fake = fakeTransport();
    const store = new TopicStore(fake.transport);
    store.watch(TOPIC, () => undefined);
    fake.connection('connected');
    await flush();
    fake.gateway.version = 5;
    fake.gateway.state = { '7': { homeScore: 3 } };
    fake.patch({ epoch: 1, from: 4, to: 5, ops: [[['7', 'homeScore'], 3]] });
    await flush();
    expect(fake.calls).toEqual(['subscribe live:football', 'resync live:football']);
    expect(store.view(TOPIC)).toMatchObject({ version: 5, state: { '7': { homeScore: 3 } } });
    fake.gateway.epoch = 2;
    fake.gateway.version = 1;
    fake.patch({ epoch: 2, from: 0, to: 1, ops: [] });
    await flush();
    expect(fake.calls.at(-1)).toBe('resync live:football');
    expect(store.view(TOPIC).version).toBe(1);
  });

  it('a second gap within the resync interval of the gateway waits for its turn, without a failure', async () => {
    const fake = fakeTransport();
    let refuse = false;
    const resync = fake.transport.resync;
    fake.transport.resync = async (topic) => {
      if (!refuse) return resync(topic);
      fake.calls.push(`resync ${topic} refused`);
      return { ok: false, error: { code: 'rate_limited', message: 'at most one resync per topic per 3 s' } };
    };
    const store = new TopicStore(fake.transport);
    store.watch(TOPIC, () => undefined);
    fake.connection('connected');
    await flush();
    refuse = true;
    fake.gateway.version = 5;
    fake.gateway.state = { '7': { homeScore: 3 } };
    fake.patch({ epoch: 1, from: 4, to: 5, ops: [[['7', 'homeScore'], 3]] });
    await flush();
    expect(fake.calls.at(-1)).toBe('resync live:football refused');
    expect(store.view(TOPIC)).toMatchObject({ version: 1, failed: false });
    refuse = false;
    await vi.advanceTimersByTimeAsync(3000);
    expect(fake.calls.at(-1)).toBe('resync live:football');
    expect(store.view(TOPIC)).toMatchObject({ version: 5, failed: false, state: { '7': { homeScore: 3 } } });
  });

  it('shows staleness, subscribes again after a reconnect and lets go of unwatched topics', async () => {
    const fake = fakeTransport();
    const store = new TopicStore(fake.transport, { releaseAfterMs: 1000 });
    const release = store.watch(TOPIC, () => undefined);
    fake.connection('connected');
    await flush();
    fake.stale({ epoch: 1, version: 1, stale: true });
    expect(store.view(TOPIC).stale).toBe(true);
    fake.connection('disconnected');
    expect(store.connectionState).toBe('disconnected');
    fake.connection('connected');
    await flush();
    // It holds the topic: it resumes from its version rather than asking for the snapshot again.
    expect(fake.calls.slice(0, 2)).toEqual(['subscribe live:football', 'resume live:football from 1']);
    expect(store.view(TOPIC).stale).toBe(false);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.calls.at(-1)).toBe('unsubscribe live:football');
    expect(store.view(TOPIC).state).toBeNull();
  });

  it('asks again for a topic the gateway does not know only after the minute the gateway remembers it', async () => {
    const fake = fakeTransport();
    let refusal = 'unknown_topic';
    fake.transport.subscribe = async (topic) => {
      fake.calls.push(`subscribe ${topic}`);
      return { ok: false, error: { code: refusal, message: 'no' } } as Ack<TopicSnapshot>;
    };
    const store = new TopicStore(fake.transport);
    store.watch(TOPIC, () => undefined);
    fake.connection('connected');
    await flush();
    expect(store.view(TOPIC).failed).toBe(true);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(fake.calls).toEqual(['subscribe live:football']);
    // Any other refusal (no data yet, a full gateway) is asked again a few seconds later.
    refusal = 'unavailable';
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fake.calls).toHaveLength(3);
  });

  describe('started from the states the page was drawn from', () => {
    const seed: TopicSnapshot = {
      topic: TOPIC,
      epoch: 1,
      version: 3,
      stale: false,
      state: { '7': { homeScore: 1 } },
    };

    it('shows the drawn state at once, then takes only the patches that follow it', async () => {
      const fake = fakeTransport();
      fake.gateway.version = 5;
      fake.gateway.state = { '7': { homeScore: 2, awayScore: 1 } };
      fake.gateway.history = [
        { topic: TOPIC, epoch: 1, from: 3, to: 4, ops: [[['7', 'homeScore'], 2]], ts: 0 },
        { topic: TOPIC, epoch: 1, from: 4, to: 5, ops: [[['7', 'awayScore'], 1]], ts: 0 },
      ];
      const store = new TopicStore(fake.transport, { seeds: [seed] });
      expect(store.view(TOPIC)).toMatchObject({ version: 3, state: { '7': { homeScore: 1 } } });
      store.watch(TOPIC, () => undefined);
      fake.connection('connected');
      await flush();
      expect(fake.calls).toEqual(['resume live:football from 3']);
      expect(store.view(TOPIC)).toMatchObject({ version: 5, state: { '7': { homeScore: 2, awayScore: 1 } } });
      fake.patch({ epoch: 1, from: 5, to: 6, ops: [[['7', 'homeScore'], 3]] });
      expect(store.view(TOPIC)).toMatchObject({ version: 6, state: { '7': { homeScore: 3, awayScore: 1 } } });
    });

    it('keeps the view when the drawn state is still the newest', async () => {
      const fake = fakeTransport();
      fake.gateway.version = 3;
      const store = new TopicStore(fake.transport, { seeds: [seed] });
      const heard = vi.fn();
      const before = store.view(TOPIC);
      store.watch(TOPIC, heard);
      fake.connection('connected');
      await flush();
      expect(fake.calls).toEqual(['resume live:football from 3']);
      expect(store.view(TOPIC)).toBe(before);
      expect(heard).not.toHaveBeenCalled();
    });

    it('takes the snapshot when the gateway no longer has the patches, or under a new epoch', async () => {
      const fake = fakeTransport();
      fake.gateway.epoch = 2;
      fake.gateway.version = 1;
      fake.gateway.state = { '7': { homeScore: 4 } };
      const store = new TopicStore(fake.transport, { seeds: [seed] });
      store.watch(TOPIC, () => undefined);
      fake.connection('connected');
      await flush();
      expect(store.view(TOPIC)).toMatchObject({ version: 1, state: { '7': { homeScore: 4 } } });
    });

    it('lets go of a drawn state no component asks for', async () => {
      const fake = fakeTransport();
      const store = new TopicStore(fake.transport, { seeds: [seed], releaseAfterMs: 1000 });
      fake.connection('connected');
      await vi.advanceTimersByTimeAsync(1000);
      expect(store.view(TOPIC).state).toBeNull();
      expect(fake.calls).toEqual([]);
    });
  });
});
