// Keeps every watched topic's state with its version, turns each new poll result into one patch,
// and counts subscribers so nothing is polled for a topic nobody watches.
import type { JsonValue, TopicCatchUp, TopicName, TopicPatch, TopicSnapshot } from '@pitchside/shared';
import { diffState } from './diff';
import type { Broadcaster, TopicRecords } from './records';

export type PublishResult = { changed: boolean; patch?: TopicPatch };

/**
 * Patches kept per topic for `topic:resume`: a page rendered with version v (cached for about a
 * second) is resumed a few seconds later, a handful of versions on; a reconnect after a short drop
 * likewise. Beyond this the client gets the snapshot.
 */
export const PATCH_HISTORY = 64;
/** Topics whose last version is remembered after their last subscriber left (see `#retired`). */
const RETIRED_LIMIT = 4096;

export type TopicRegistryOptions = {
  records: TopicRecords;
  broadcaster: Broadcaster;
  /** Stamped on every snapshot and patch; a client that sees another epoch asks for a snapshot. */
  epoch: number;
  onPatch?: (patch: TopicPatch) => void;
  /** True while this gateway's data is stale whatever the records say (a cluster cut off). */
  servesStale?: () => boolean;
};

export class TopicRegistry {
  readonly epoch: number;
  readonly #records: TopicRecords;
  readonly #broadcaster: Broadcaster;
  readonly #subscribers = new Map<TopicName, number>();
  readonly #onPatch: ((patch: TopicPatch) => void) | undefined;
  readonly #history = new Map<TopicName, TopicPatch[]>();
  /**
   * The last version of each topic nobody watches any more, so that watching it again continues
   * from there: versions never repeat within an epoch, and a client holding an old version of a
   * topic is never told that patches of a new one follow it.
   */
  readonly #retired = new Map<TopicName, { epoch: number; version: number }>();
  readonly #servesStale: () => boolean;

  constructor(options: TopicRegistryOptions) {
    this.epoch = options.epoch;
    this.#records = options.records;
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
    const record = this.#records.get(topic);
    if (record) {
      this.#retired.delete(topic);
      this.#retired.set(topic, { epoch: record.epoch, version: record.version });
      if (this.#retired.size > RETIRED_LIMIT) {
        const oldest = this.#retired.keys().next().value;
        if (oldest !== undefined) this.#retired.delete(oldest);
      }
    }
    this.#history.delete(topic);
    this.#records.delete(topic);
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
    return this.#records.get(topic) !== undefined;
  }

  snapshot(topic: TopicName): TopicSnapshot | undefined {
    const record = this.#records.get(topic);
    if (!record) return undefined;
    const stale = record.stale || this.#servesStale();
    return { topic, epoch: record.epoch, version: record.version, stale, state: record.state };
  }

  /**
   * What a client holding `since` needs to be current: the patches after its version when they are
   * all still kept (none when it is current), otherwise the snapshot.
   */
  catchUp(
    topic: TopicName,
    since: { epoch: number; version: number },
  ): TopicCatchUp | TopicSnapshot | undefined {
    const snapshot = this.snapshot(topic);
    if (!snapshot) return undefined;
    if (since.epoch !== snapshot.epoch || since.version > snapshot.version) return snapshot;
    const { topic: name, epoch, version, stale } = snapshot;
    if (since.version === version) return { topic: name, epoch, version, stale, patches: [] };
    const kept = this.#history.get(topic) ?? [];
    const start = kept.findIndex((patch) => patch.epoch === epoch && patch.from === since.version);
    const patches = start < 0 ? [] : kept.slice(start);
    const contiguous = patches.every((patch, i) => i === 0 || patch.from === patches[i - 1]?.to);
    if (patches.length === 0 || !contiguous || patches[patches.length - 1]?.to !== version) return snapshot;
    return { topic: name, epoch, version, stale, patches };
  }

  /**
   * Records a good poll result. The first result is version 1 (or the version after the one the
   * topic had when it was last watched); each later result that changes the
   * state is one patch (version + 1). A topic that was stale becomes fresh again.
   * `ts` is when the poll result arrived (server ms), carried on the patch for latency measurement.
   */
  publish(topic: TopicName, state: JsonValue, ts: number): PublishResult {
    if (this.subscriberCount(topic) === 0) return { changed: false };
    const record = this.#records.get(topic);
    if (!record) {
      this.#records.set(topic, {
        epoch: this.epoch,
        version: this.#firstVersion(topic),
        stale: false,
        state,
      });
      return { changed: true };
    }
    const ops = diffState(record.state, state);
    let patch: TopicPatch | undefined;
    if (ops.length > 0) {
      patch = { topic, epoch: record.epoch, from: record.version, to: record.version + 1, ops, ts };
      record.version += 1;
      record.state = state;
      this.#remember(patch);
      this.#broadcaster.patch(patch);
      this.#onPatch?.(patch);
    }
    if (record.stale) {
      record.stale = false;
      this.#broadcaster.stale({ topic, epoch: record.epoch, version: record.version, stale: false });
    }
    this.#records.set(topic, record);
    return patch ? { changed: true, patch } : { changed: false };
  }

  /**
   * Marks a topic stale after an upstream fault: its last good state stays, clients are told.
   * A topic that never had a good state gets an empty stale one (version 0), so subscribers still
   * receive a snapshot and then the first good state as a patch.
   */
  markStale(topic: TopicName): void {
    if (this.subscriberCount(topic) === 0) return;
    const record = this.#records.get(topic);
    if (!record) {
      this.#records.set(topic, {
        epoch: this.epoch,
        version: this.#firstVersion(topic, 0),
        stale: true,
        state: {},
      });
      return;
    }
    if (record.stale) return;
    record.stale = true;
    this.#records.set(topic, record);
    this.#broadcaster.stale({ topic, epoch: record.epoch, version: record.version, stale: true });
  }

  /** `fresh` for a topic never watched in this epoch; after the last version for one watched before. */
  #firstVersion(topic: TopicName, fresh = 1): number {
    const retired = this.#retired.get(topic);
    return retired && retired.epoch === this.epoch ? retired.version + 1 : fresh;
  }

  #remember(patch: TopicPatch): void {
    let kept = this.#history.get(patch.topic);
    if (!kept) {
      kept = [];
      this.#history.set(patch.topic, kept);
    }
    kept.push(patch);
    if (kept.length > PATCH_HISTORY) kept.splice(0, kept.length - PATCH_HISTORY);
  }
}
