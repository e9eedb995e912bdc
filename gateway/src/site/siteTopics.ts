// The topics the server render draws from. The gateway only polls what someone watches, so the site
// watches what its pages show, like one more subscriber, until no page has asked for a while.
import type { TopicName, TopicSnapshot } from '@pitchside/shared';
import type { Poller, RefreshOutcome } from '../poller/poller';
import type { TopicRegistry } from '../topics/registry';

export type SiteTopicsOptions = {
  registry: TopicRegistry;
  poller: Poller;
  now: () => number;
  /** A topic no page has drawn for this long is let go. */
  holdMs?: number;
  /** Topics the site watches at once; a page beyond it draws from what sockets already watch. */
  maxHeld?: number;
  /** How long a render waits for a topic nobody watched yet (one origin call). */
  waitMs?: number;
  /**
   * Topics not yet watched that may be fetched per second: a crawler walking match ids must not
   * become origin load (the socket path has its own budget per connection).
   */
  coldPerSecond?: number;
};

export class SiteTopics {
  readonly #options: Required<SiteTopicsOptions>;
  /** Held topic → when a page last drew it. */
  readonly #held = new Map<TopicName, number>();
  #coldWindow = 0;
  #coldCalls = 0;
  readonly #sweeper: ReturnType<typeof setInterval>;

  constructor(options: SiteTopicsOptions) {
    this.#options = { holdMs: 60_000, maxHeld: 64, waitMs: 1500, coldPerSecond: 20, ...options };
    this.#sweeper = setInterval(() => this.sweep(), Math.min(10_000, this.#options.holdMs));
    this.#sweeper.unref?.();
  }

  /** Watches each topic and waits (at most `waitMs`) for the ones that have no state yet. */
  async prepare(topics: readonly TopicName[]): Promise<void> {
    const { registry, poller, now } = this.#options;
    const cold: TopicName[] = [];
    for (const topic of topics) {
      // Known to the origin as nothing (an unknown match): drawn without it, and not asked again.
      if (poller.isMissing(topic)) continue;
      if (this.#held.has(topic)) {
        this.#held.set(topic, now());
      } else if (this.#held.size < this.#options.maxHeld && (registry.has(topic) || this.#coldAllowed())) {
        this.#held.set(topic, now());
        registry.subscribe(topic);
      }
      if (this.#held.has(topic) && !registry.has(topic)) cold.push(topic);
    }
    if (cold.length === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const outcomes = new Map<TopicName, RefreshOutcome>();
    await Promise.race([
      Promise.all(cold.map(async (topic) => outcomes.set(topic, await poller.refresh(topic)))),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.#options.waitMs);
      }),
    ]);
    clearTimeout(timer);
    // A topic the origin has nothing for (an unknown match), or that the gateway may not take on now
    // (topic admission), is not kept watched.
    for (const topic of cold) {
      const outcome = outcomes.get(topic);
      const refused = outcome !== undefined && outcome !== 'done';
      if (refused || (!this.snapshot(topic) && registry.has(topic))) this.#release(topic);
    }
  }

  /** The topic's state when it has a good one (not the empty one of a topic that never had data). */
  snapshot(topic: TopicName): TopicSnapshot | undefined {
    const snapshot = this.#options.registry.snapshot(topic);
    if (!snapshot) return undefined;
    const empty =
      snapshot.stale &&
      snapshot.state !== null &&
      typeof snapshot.state === 'object' &&
      Object.keys(snapshot.state).length === 0;
    return empty ? undefined : snapshot;
  }

  /** The topics' epochs and versions, for keying a render. */
  versions(topics: readonly TopicName[]): string {
    return topics
      .map((topic) => {
        const snapshot = this.snapshot(topic);
        return snapshot ? `${snapshot.epoch}.${snapshot.version}${snapshot.stale ? 's' : ''}` : '-';
      })
      .join(',');
  }

  sweep(): void {
    const oldest = this.#options.now() - this.#options.holdMs;
    for (const [topic, used] of this.#held) if (used < oldest) this.#release(topic);
  }

  close(): void {
    clearInterval(this.#sweeper);
    for (const topic of [...this.#held.keys()]) this.#release(topic);
  }

  #release(topic: TopicName): void {
    if (!this.#held.delete(topic)) return;
    this.#options.registry.unsubscribe(topic);
  }

  #coldAllowed(): boolean {
    const second = Math.floor(this.#options.now() / 1000);
    if (second !== this.#coldWindow) {
      this.#coldWindow = second;
      this.#coldCalls = 0;
    }
    this.#coldCalls += 1;
    return this.#coldCalls <= this.#options.coldPerSecond;
  }
}
