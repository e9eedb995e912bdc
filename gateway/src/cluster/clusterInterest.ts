// Which topics are watched anywhere in the cluster. Every gateway records the topics its own sockets
// watch in a sorted set (topic -> last time seen) every `everyMs`; the leader subscribes its registry
// to each topic seen within `ttlMs` ("remote" subscriptions, one per topic), so its poller fetches it,
// and drops those nobody refreshed.
import { isTopicName, type TopicName } from '@pitchside/shared';
import type { Redis } from 'ioredis';
import type { TopicRegistry } from '../topics/registry';
import type { ClusterRole } from './clusterTopics';
import { CLUSTER_KEYS } from './redisKeys';

export type ClusterInterestOptions = {
  redis: Redis;
  role: ClusterRole;
  ttlMs: number;
};

export class ClusterInterest {
  readonly #options: ClusterInterestOptions;
  /** Topics the leader polls for other gateways: one registry subscription each. */
  readonly #remote = new Set<TopicName>();
  #registry: TopicRegistry | null = null;

  constructor(options: ClusterInterestOptions) {
    this.#options = options;
  }

  bind(registry: TopicRegistry): void {
    this.#registry = registry;
  }

  watchRemote(topic: TopicName): void {
    if (this.#remote.has(topic) || !this.#registry) return;
    this.#remote.add(topic);
    this.#registry.subscribe(topic);
  }

  unwatchRemote(topic: TopicName): void {
    if (!this.#remote.delete(topic)) return;
    this.#registry?.unsubscribe(topic);
  }

  /** Leadership lost: the other gateways' topics are no longer this gateway's to poll. */
  dropRemote(): void {
    for (const topic of [...this.#remote]) this.unwatchRemote(topic);
  }

  /** Topics this gateway's own sockets watch (the leader's remote subscriptions left out). */
  ownTopics(): TopicName[] {
    const registry = this.#registry;
    if (!registry) return [];
    return registry
      .watchedTopics()
      .filter((topic) => registry.subscriberCount(topic) > (this.#remote.has(topic) ? 1 : 0));
  }

  #cutoff(): number {
    return Date.now() - this.#options.ttlMs;
  }

  /** A new leader watches every topic seen anywhere lately (throws when Redis does not answer). */
  async watchAll(): Promise<void> {
    const { redis } = this.#options;
    const topics = await redis.zrangebyscore(CLUSTER_KEYS.interest, this.#cutoff(), '+inf');
    for (const topic of topics) if (isTopicName(topic)) this.watchRemote(topic);
  }

  /** Records one topic at once (a first subscriber on a follower), instead of at the next share. */
  async note(topic: TopicName): Promise<void> {
    await this.#options.redis.zadd(CLUSTER_KEYS.interest, Date.now(), topic).catch(() => {});
  }

  /** The periodic step: record this gateway's topics; the leader also syncs its remote ones. */
  async share(): Promise<void> {
    const { redis, role } = this.#options;
    const now = Date.now();
    const own = this.ownTopics();
    if (own.length > 0) {
      await redis.zadd(CLUSTER_KEYS.interest, ...own.flatMap((topic) => [now, topic])).catch(() => {});
    }
    if (role.leaderEpoch === null) return;
    try {
      await redis.zremrangebyscore(CLUSTER_KEYS.interest, '-inf', `(${this.#cutoff()}`);
      const watched = new Set(await redis.zrangebyscore(CLUSTER_KEYS.interest, this.#cutoff(), '+inf'));
      for (const topic of watched) if (isTopicName(topic)) this.watchRemote(topic);
      for (const topic of [...this.#remote]) if (!watched.has(topic)) this.unwatchRemote(topic);
    } catch {
      // Redis away: keep polling what we poll; the lease decides whether we still lead.
    }
  }
}
