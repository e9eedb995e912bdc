// Keeps every watched topic's state with its version, turns each new poll result into one patch,
// and counts subscribers so nothing is polled for a topic nobody watches.
import type { JsonValue, TopicName, TopicPatch, TopicSnapshot } from '@pitchside/shared';
import { diffState } from './diff';
import type { Broadcaster, TopicStore } from './store';

export type PublishResult = { changed: boolean; patch?: TopicPatch };

export type TopicRegistryOptions = {
  store: TopicStore;
  broadcaster: Broadcaster;
  /** Stamped on every snapshot and patch; a client that sees another epoch asks for a snapshot. */
  epoch: number;
  onPatch?: (patch: TopicPatch) => void;
  /** True while this gateway's data is stale whatever the records say (a cluster cut off). */
  servesStale?: () => boolean;
};

export class TopicRegistry {
  readonly epoch: number;
  readonly #store: TopicStore;
  readonly #broadcaster: Broadcaster;
  readonly #subscribers = new Map<TopicName, number>();
  readonly #onPatch: ((patch: TopicPatch) => void) | undefined;
  readonly #servesStale: () => boolean;

  constructor(options: TopicRegistryOptions) {
    this.epoch = options.epoch;
    this.#store = options.store;
    this.#broadcaster = options.broadcaster;
    this.#onPatch = options.onPatch;
    this.#servesStale = options.servesStale ?? (() => false);
  }

  /** Returns the number of subscribers after adding one. */
  subscribe(topic: TopicName): number {
    const count = (this.#subscribers.get(topic) ?? 0) + 1;
    this.#subscribers.set(topic, count);
    return count;
  }

  /** Removes one subscriber; the last one out drops the topic's state. */
  unsubscribe(topic: TopicName): number {
    const count = (this.#subscribers.get(topic) ?? 0) - 1;
    if (count > 0) {
      this.#subscribers.set(topic, count);
      return count;
    }
    this.#subscribers.delete(topic);
    this.#store.delete(topic);
    return 0;
  }

  subscriberCount(topic: TopicName): number {
    return this.#subscribers.get(topic) ?? 0;
  }

  /** Topics with at least one subscriber: the only ones the poller fetches. */
  watchedTopics(): TopicName[] {
    return [...this.#subscribers.keys()];
  }

  has(topic: TopicName): boolean {
    return this.#store.get(topic) !== undefined;
  }

  snapshot(topic: TopicName): TopicSnapshot | undefined {
    const record = this.#store.get(topic);
    if (!record) return undefined;
    const stale = record.stale || this.#servesStale();
    return { topic, epoch: record.epoch, version: record.version, stale, state: record.state };
  }

  /**
   * Records a good poll result. The first result is version 1; each later result that changes the
   * state is one patch (version + 1). A topic that was stale becomes fresh again.
   * `ts` is when the poll result arrived (server ms), carried on the patch for latency measurement.
   */
  publish(topic: TopicName, state: JsonValue, ts: number): PublishResult {
    if (this.subscriberCount(topic) === 0) return { changed: false };
    const record = this.#store.get(topic);
    if (!record) {
      this.#store.set(topic, { epoch: this.epoch, version: 1, stale: false, state });
      return { changed: true };
    }
    const ops = diffState(record.state, state);
    let patch: TopicPatch | undefined;
    if (ops.length > 0) {
      patch = { topic, epoch: record.epoch, from: record.version, to: record.version + 1, ops, ts };
      record.version += 1;
      record.state = state;
      this.#broadcaster.patch(patch);
      this.#onPatch?.(patch);
    }
    if (record.stale) {
      record.stale = false;
      this.#broadcaster.stale({ topic, epoch: record.epoch, version: record.version, stale: false });
    }
    this.#store.set(topic, record);
    return patch ? { changed: true, patch } : { changed: false };
  }

  /**
   * Marks a topic stale after an upstream fault: its last good state stays, clients are told.
   * A topic that never had a good state gets an empty stale one (version 0), so subscribers still
   * receive a snapshot and then the first good state as a patch.
   */
  markStale(topic: TopicName): void {
    if (this.subscriberCount(topic) === 0) return;
    const record = this.#store.get(topic);
    if (!record) {
      this.#store.set(topic, { epoch: this.epoch, version: 0, stale: true, state: {} });
      return;
    }
    if (record.stale) return;
    record.stale = true;
    this.#store.set(topic, record);
    this.#broadcaster.stale({ topic, epoch: record.epoch, version: record.version, stale: true });
  }
}
