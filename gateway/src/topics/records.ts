// Where topic state lives and how changes reach sockets. Alone, the gateway keeps state in memory and
// broadcasts through its own Socket.IO server; in a cluster (REDIS_URL), cluster/clusterTopics.ts is
// both: snapshots fenced in Redis, patches through the Socket.IO Redis Streams adapter.
import type { JsonValue, TopicName, TopicPatch, TopicStaleness } from '@pitchside/shared';

export type TopicRecord = {
  epoch: number;
  version: number;
  stale: boolean;
  state: JsonValue;
};

/** The gateway's record of each topic's state and version (the web's page store is another thing). */
export interface TopicRecords {
  get(topic: TopicName): TopicRecord | undefined;
  set(topic: TopicName, record: TopicRecord): void;
  delete(topic: TopicName): void;
  topics(): Iterable<TopicName>;
}

export interface Broadcaster {
  /** Sends one patch to every subscriber of its topic; encoded once, not once per socket. */
  patch(patch: TopicPatch): void;
  stale(staleness: TopicStaleness): void;
}

export class MemoryTopicRecords implements TopicRecords {
  readonly #records = new Map<TopicName, TopicRecord>();
  get(topic: TopicName): TopicRecord | undefined {
    return this.#records.get(topic);
  }
  set(topic: TopicName, record: TopicRecord): void {
    this.#records.set(topic, record);
  }
  delete(topic: TopicName): void {
    this.#records.delete(topic);
  }
  topics(): Iterable<TopicName> {
    return this.#records.keys();
  }
}
