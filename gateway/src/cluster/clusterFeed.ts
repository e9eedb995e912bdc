// Whether live data still reaches this gateway. The poll leader rewrites a beat key every `beatEveryMs`
// (only while the lease is its own), with an expiry of `staleAfterMs`; every other gateway reads the
// key's remaining time. A gateway that has neither written nor seen a live beat for `staleAfterMs` is
// cut off: Redis is away from it, or the leader is gone and no other has taken over yet. Its clients
// are then told their data is stale, as for an origin fault (docs/API.md, topic:stale), and told again
// when the beat returns. A beat carries no data, so a quiet topic is not mistaken for a dead leader.
import type { TopicName, TopicStaleness } from '@pitchside/shared';
import type { Redis } from 'ioredis';
import type { GatewayIo } from '../gateway';
import type { TopicRecords } from '../topics/records';
import type { ClusterRole } from './clusterTopics';
import { BEAT_SCRIPT, CLUSTER_KEYS } from './redisKeys';

export type ClusterFeedOptions = {
  redis: Redis;
  role: ClusterRole;
  staleAfterMs: number;
  beatEveryMs: number;
  onCutOff(): void;
  onRestored(): void;
};

export class ClusterFeed {
  readonly #options: ClusterFeedOptions;
  /** Until when the last beat proves the feed live (this gateway's clock). */
  #liveUntil = 0;
  #cutOff = false;
  #running = false;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: ClusterFeedOptions) {
    this.#options = options;
  }

  /** True while this gateway's clients are told their data is stale. */
  get cutOff(): boolean {
    return this.#cutOff;
  }

  start(): void {
    this.#running = true;
    // A gateway that just started has heard nothing yet: it gets one period before judging.
    this.#liveUntil = Date.now() + this.#options.staleAfterMs;
    this.#schedule(0);
  }

  stop(): void {
    this.#running = false;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  /** Beats at once (a new leader), instead of at the next tick. */
  beatNow(): void {
    void this.#beat().then(() => this.#judge());
  }

  #schedule(delayMs: number): void {
    if (!this.#running) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      // Judged before and after: a beat that hangs (Redis paused) must not delay the verdict.
      this.#judge();
      void this.#beat().finally(() => {
        this.#judge();
        this.#schedule(this.#options.beatEveryMs);
      });
    }, delayMs);
    this.#timer.unref();
  }

  async #beat(): Promise<void> {
    const { redis, role, staleAfterMs } = this.#options;
    const started = Date.now();
    try {
      if (role.leaderEpoch !== null) {
        const keys = [CLUSTER_KEYS.lease, CLUSTER_KEYS.beat];
        const written = await redis.eval(BEAT_SCRIPT, 2, ...keys, role.token, role.leaderEpoch, staleAfterMs);
        if (written === 1) this.#heard(started + staleAfterMs);
      } else {
        const remaining = await redis.pttl(CLUSTER_KEYS.beat);
        if (remaining > 0) this.#heard(started + remaining);
      }
    } catch {
      // Redis away: silence, which is what the verdict is about.
    }
  }

  #heard(until: number): void {
    this.#liveUntil = Math.max(this.#liveUntil, until);
  }

  #judge(): void {
    if (!this.#running) return;
    const cutOff = Date.now() > this.#liveUntil;
    if (cutOff === this.#cutOff) return;
    this.#cutOff = cutOff;
    if (cutOff) this.#options.onCutOff();
    else this.#options.onRestored();
  }
}

/**
 * The stale notices of a cut-off, to this gateway's own clients only (`io.local`: Redis may be the
 * thing that is away). When the feed returns, each topic that is fresh where this gateway can see it
 * is announced fresh again, under the epoch its clients were told stale under and under the one it
 * holds now (a client ignores a notice of an epoch it does not hold; one that resynced meanwhile
 * holds the new one).
 */
export function cutOffNotices(options: {
  io: GatewayIo;
  topics: Pick<TopicRecords, 'get'>;
  watched: () => TopicName[];
  logger: { info(message: string): void; warn(message: string): void };
}) {
  const { io, topics, logger } = options;
  const told = new Map<TopicName, number>();
  const tell = (staleness: TopicStaleness) => io.local.to(staleness.topic).emit('topic:stale', staleness);
  return {
    cutOff(silentMs: number): void {
      for (const topic of options.watched()) {
        const record = topics.get(topic);
        if (!record || record.stale) continue;
        told.set(topic, record.epoch);
        tell({ topic, epoch: record.epoch, version: record.version, stale: true });
      }
      logger.warn(
        `cluster: no beat from the poll leader through Redis for ${silentMs} ms: ${told.size} topics of this gateway's clients are stale until it returns`,
      );
    },
    restored(): void {
      let fresh = 0;
      for (const topic of options.watched()) {
        const record = topics.get(topic);
        if (!record || record.stale) continue;
        fresh += 1;
        const toldEpoch = told.get(topic);
        for (const epoch of new Set([record.epoch, toldEpoch ?? record.epoch])) {
          tell({ topic, epoch, version: record.version, stale: false });
        }
      }
      told.clear();
      logger.info(`cluster: the poll leader's beat is back: ${fresh} topics fresh again`);
    },
  };
}

/** The feed of one gateway with its notices and its gauge (`gateway_cluster_cut_off`). */
export function watchLiveFeed(
  options: Omit<ClusterFeedOptions, 'onCutOff' | 'onRestored'> &
    Parameters<typeof cutOffNotices>[0] & { cutOffGauge: { set(value: number): void } },
): ClusterFeed {
  const notices = cutOffNotices(options);
  return new ClusterFeed({
    ...options,
    onCutOff() {
      options.cutOffGauge.set(1);
      notices.cutOff(options.staleAfterMs);
    },
    onRestored() {
      options.cutOffGauge.set(0);
      notices.restored();
    },
  });
}
