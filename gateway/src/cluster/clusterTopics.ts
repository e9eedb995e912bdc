// Topic state shared by the gateways of a cluster. It is the registry's TopicRecords and Broadcaster:
// - on the poll leader, every state the registry records is written to Redis through the fenced
//   script first, and only a write Redis accepted is pushed: once into the Socket.IO adapter's stream
//   (so it reaches every gateway, and connection-state recovery can replay it), and to each gateway's
//   sockets encoded once (streamFanout.ts). A leader that lost its lease pushes nothing.
// - on the other gateways it is a mirror: filled from Redis when a topic is first watched here, kept
//   current by the leader's patches as they arrive from the adapter, reloaded from Redis after a gap
//   or a new epoch. Patches from an epoch older than the newest one seen are dropped, not delivered.
import {
  applyPatch,
  type JsonValue,
  type TopicName,
  type TopicPatch,
  type TopicStaleness,
} from '@pitchside/shared';
import type { Redis } from 'ioredis';
import type { Broadcaster, TopicRecord, TopicRecords } from '../topics/records';
import { CLUSTER_KEYS, FENCED_DELETE_SCRIPT, FENCED_WRITE_SCRIPT } from './redisKeys';

/** What a gateway receives from the leader through the adapter. */
export type ClusterTopicMessage = { patch: TopicPatch } | { stale: TopicStaleness };

/** Who this gateway is in the cluster right now; owned by the lease (pollLeader.ts). */
export type ClusterRole = {
  /** Highest epoch seen (the lease's, a snapshot's or a patch's): anything older is dropped. */
  knownEpoch: number;
  /** The epoch of this gateway's lease while it is the poll leader, else null. */
  leaderEpoch: number | null;
  token: string;
};

export type ClusterTopicsOptions = {
  redis: Redis;
  role: ClusterRole;
  /** Every subscriber in the cluster: a room broadcast through the adapter. */
  cluster: Broadcaster;
  /** A higher epoch than ours arrived while we thought we lead: step down. */
  onNewerEpoch(epoch: number): void;
  onDropped(reason: 'stale_epoch' | 'unfenced'): void;
  /** Snapshots expire if nothing rewrites them (a leader died mid-way): a day by default. */
  snapshotTtlMs?: number;
};

function parseRecord(hash: Record<string, string>): TopicRecord | undefined {
  if (hash.epoch === undefined || hash.version === undefined || hash.state === undefined) return undefined;
  return {
    epoch: Number(hash.epoch),
    version: Number(hash.version),
    stale: hash.stale === '1',
    state: JSON.parse(hash.state) as JsonValue,
  };
}

export class ClusterTopics implements TopicRecords, Broadcaster {
  readonly #options: ClusterTopicsOptions;
  readonly #records = new Map<TopicName, TopicRecord>();
  /** The latest fenced write per topic: a push waits for it and goes out only if Redis accepted it. */
  readonly #writes = new Map<TopicName, Promise<boolean>>();
  /** Leader side: the last record Redis accepted per topic, where a refused write goes back to. */
  readonly #accepted = new Map<TopicName, TopicRecord>();
  /** Set once the registry exists: reloads a topic from Redis (the poller's refresh). */
  #reload: (topic: TopicName) => void = () => {};
  #watched: (topic: TopicName) => boolean = () => true;

  constructor(options: ClusterTopicsOptions) {
    this.#options = options;
  }

  bind(deps: { reload(topic: TopicName): void; watched(topic: TopicName): boolean }): void {
    this.#reload = deps.reload;
    this.#watched = deps.watched;
  }

  // TopicRecords -------------------------------------------------------------------------------

  get(topic: TopicName): TopicRecord | undefined {
    // A copy: the registry edits the record it got before handing it back through set(), and a
    // gateway that is not leading must keep the leader's version line, not its own.
    const record = this.#records.get(topic);
    return record && { ...record };
  }

  /** Only the leader's states are kept: a poll that finishes after losing the lease is dropped. */
  set(topic: TopicName, record: TopicRecord): void {
    const epoch = this.#options.role.leaderEpoch;
    if (epoch === null) {
      this.#writes.delete(topic);
      return;
    }
    // The registry stamps new records with its start epoch; a leader's records carry its lease's.
    record.epoch = epoch;
    this.#store(topic, record);
  }

  /**
   * Keeps the record and writes it through the fence. A write Redis refuses or misses is never seen by
   * any client, so the record goes back to the last accepted one: the next poll's patch then follows
   * the version clients hold, instead of leaving them a gap to resync over.
   */
  #store(topic: TopicName, record: TopicRecord): Promise<boolean> {
    this.#records.set(topic, record);
    const write = this.#write(topic, record).then((accepted) => {
      if (accepted) this.#accepted.set(topic, record);
      else if (this.#records.get(topic) === record) {
        const last = this.#accepted.get(topic);
        if (last) this.#records.set(topic, { ...last });
        else this.#records.delete(topic);
      }
      return accepted;
    });
    this.#writes.set(topic, write);
    return write;
  }

  delete(topic: TopicName): void {
    this.#records.delete(topic);
    this.#accepted.delete(topic);
    this.#writes.delete(topic);
    const { role, redis } = this.#options;
    // Nobody watches it anywhere: the leader drops the snapshot too, so a later first subscriber
    // starts a fresh version line instead of meeting an old one of the same epoch.
    if (role.leaderEpoch !== null) {
      const keys = [CLUSTER_KEYS.topic(topic), CLUSTER_KEYS.epoch, CLUSTER_KEYS.lease];
      redis.eval(FENCED_DELETE_SCRIPT, 3, ...keys, role.leaderEpoch, role.token).catch(() => {});
    }
  }

  topics(): Iterable<TopicName> {
    return this.#records.keys();
  }

  // Broadcaster (leader side) ------------------------------------------------------------------

  patch(patch: TopicPatch): void {
    // The registry records the new state right after broadcasting; push once that write is fenced.
    this.#afterWrite(patch.topic, () => this.#options.cluster.patch(patch));
  }

  stale(staleness: TopicStaleness): void {
    this.#afterWrite(staleness.topic, () => this.#options.cluster.stale(staleness));
  }

  #afterWrite(topic: TopicName, push: () => void): void {
    queueMicrotask(() => {
      const write = this.#writes.get(topic) ?? Promise.resolve(false);
      void write.then((accepted) => {
        if (accepted) push();
        else this.#options.onDropped('unfenced');
      });
    });
  }

  #write(topic: TopicName, record: TopicRecord): Promise<boolean> {
    const { redis, role } = this.#options;
    const keys = [CLUSTER_KEYS.topic(topic), CLUSTER_KEYS.epoch, CLUSTER_KEYS.lease];
    const args = [
      record.epoch,
      record.version,
      record.stale ? '1' : '0',
      JSON.stringify(record.state),
      this.#options.snapshotTtlMs ?? 86_400_000,
      role.token,
    ];
    return redis.eval(FENCED_WRITE_SCRIPT, 3, ...keys, ...args).then(
      (result) => result === 1,
      () => false,
    );
  }

  /**
   * A new leader takes every watched topic over under its epoch: the newer of its own copy and
   * Redis's (Redis may have lost its data), written back one version up before its first poll, and
   * announced at once by an empty patch of the new epoch. Every client, whichever epoch it holds,
   * resyncs on that patch to the new leader's snapshot (and its stale flag) instead of waiting for
   * the next change, which may be long in coming.
   */
  async takeOver(topics: TopicName[], epoch: number): Promise<void> {
    const stored = await Promise.all(topics.map((topic) => this.load(topic).catch(() => undefined)));
    const announced: Promise<void>[] = [];
    topics.forEach((topic, i) => {
      const mine = this.#records.get(topic);
      const theirs = stored[i];
      const newer =
        theirs &&
        (!mine || theirs.epoch > mine.epoch || (theirs.epoch === mine.epoch && theirs.version > mine.version))
          ? theirs
          : mine;
      if (!newer) return;
      const record = { ...newer, epoch, version: newer.version + 1 };
      const write = this.#store(topic, record);
      const bump: TopicPatch = {
        topic,
        epoch,
        from: newer.version,
        to: record.version,
        ops: [],
        ts: Date.now(),
      };
      announced.push(
        write.then((accepted) => {
          if (accepted) this.#options.cluster.patch(bump);
        }),
      );
    });
    await Promise.all(announced);
  }

  /** A follower's look at a topic in Redis: its snapshot, and whether the leader found it missing. */
  async lookup(topic: TopicName): Promise<{ record: TopicRecord | undefined; missing: boolean }> {
    const replies = await this.#options.redis
      .multi()
      .hgetall(CLUSTER_KEYS.topic(topic))
      .exists(CLUSTER_KEYS.missing(topic))
      .exec();
    const [hash, missing] = (replies ?? []).map(([error, value]) => {
      if (error) throw error;
      return value;
    });
    return { record: parseRecord((hash ?? {}) as Record<string, string>), missing: missing === 1 };
  }

  /** The leader found the topic missing at the origin: the others answer so without asking it. */
  markMissing(topic: TopicName, forMs: number): void {
    if (this.#options.role.leaderEpoch === null) return;
    this.#options.redis.set(CLUSTER_KEYS.missing(topic), '1', 'PX', forMs).catch(() => {});
  }

  async load(topic: TopicName): Promise<TopicRecord | undefined> {
    return parseRecord(await this.#options.redis.hgetall(CLUSTER_KEYS.topic(topic)));
  }

  /** A follower's first subscriber: take the snapshot from Redis into the mirror. */
  adopt(topic: TopicName, record: TopicRecord): void {
    const held = this.#records.get(topic);
    if (
      held &&
      (held.epoch > record.epoch || (held.epoch === record.epoch && held.version >= record.version))
    )
      return;
    this.#records.set(topic, record);
  }

  // From the leader, through the adapter (follower side) ---------------------------------------

  /** Updates the mirror; false when the message is from an older epoch and must not be delivered. */
  receive(message: ClusterTopicMessage): boolean {
    const { role } = this.#options;
    const epoch = 'patch' in message ? message.patch.epoch : message.stale.epoch;
    if (epoch < role.knownEpoch) {
      this.#options.onDropped('stale_epoch');
      return false;
    }
    if (epoch > role.knownEpoch) {
      role.knownEpoch = epoch;
      if (role.leaderEpoch !== null) this.#options.onNewerEpoch(epoch);
    }
    if ('patch' in message) this.#receivePatch(message.patch);
    else this.#receiveStale(message.stale);
    return true;
  }

  #receivePatch(patch: TopicPatch): void {
    if (!this.#watched(patch.topic)) return;
    const held = this.#records.get(patch.topic);
    if (held && held.epoch === patch.epoch && patch.to <= held.version) return;
    if (held && held.epoch === patch.epoch && held.version === patch.from) {
      this.#records.set(patch.topic, {
        ...held,
        version: patch.to,
        state: applyPatch(held.state, patch.ops),
      });
    } else {
      // A gap or a new epoch: forget the copy so a resync waits for Redis, and reload it now.
      this.#records.delete(patch.topic);
      this.#reload(patch.topic);
    }
    // Delivered either way: clients apply the rules themselves (a gap or a new epoch: resync).
  }

  #receiveStale(staleness: TopicStaleness): void {
    if (!this.#watched(staleness.topic)) return;
    const held = this.#records.get(staleness.topic);
    if (held && held.epoch === staleness.epoch && held.version === staleness.version) {
      this.#records.set(staleness.topic, { ...held, stale: staleness.stale });
    }
  }
}
