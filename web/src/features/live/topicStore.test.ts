import type { Ack, TopicName, TopicPatch, TopicSnapshot, TopicStaleness } from '@pitchside/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConnectionState, TopicStore, type TopicTransport } from './topicStore';

const TOPIC: TopicName = 'live:football';

function fakeTransport() {
  let listeners: Parameters<TopicTransport['listen']>[0] | null = null;
  const gateway = { epoch: 1, version: 1, state: { '7': { homeScore: 0 } } as Record<string, unknown> };
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
    expect(fake.calls.filter((call) => call.startsWith('subscribe'))).toHaveLength(2);
    expect(store.view(TOPIC).stale).toBe(false);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.calls.at(-1)).toBe('unsubscribe live:football');
    expect(store.view(TOPIC).state).toBeNull();
  });
});
