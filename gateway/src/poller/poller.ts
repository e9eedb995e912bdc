// The only poller: once per interval it fetches every watched topic from the origin, decrypts the
// envelope, validates the payload and hands the new state to the registry, which diffs and pushes.
// A fault keeps the last good state, marks the topic stale and backs off; it never throws out.
import { parseTopic, type TopicName, type TopicPatch } from '@pitchside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TopicRegistry } from '../topics/registry';
import type { Clock, TimerHandle } from './clock';
import { openEnvelope } from './envelope';
import { type FaultKind, UpstreamFault } from './faults';
import { topicSource } from './sources';
import type { Upstream } from './upstream';

export type PollObserver = {
  /** Called once per upstream call with its duration and its fault, if any. */
  polled(topicKind: string, seconds: number, fault: FaultKind | null): void;
  /** Called when a poll result became a patch, with the time from its arrival to its broadcast. */
  pushed?(seconds: number, patch: TopicPatch): void;
};

export type PollerOptions = {
  registry: TopicRegistry;
  upstream: Upstream;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  intervalMs: number;
  timeoutMs: number;
  maxBackoffMs: number;
  envelopeKey?: string;
  /** Upstream calls in flight at once, so many watched matches never become a burst. */
  concurrency?: number;
  observer?: PollObserver;
  leadership?: PollLeadership;
};

/**
 * In a cluster (cluster/), only the gateway holding the poll lease asks the origin; the others take
 * a topic's snapshot from the shared store instead.
 */
export type PollLeadership = {
  isLeader(): boolean;
  follow(topic: TopicName): Promise<void>;
};

type TopicHealth = { failures: number; nextAttemptAt: number; lastFault: FaultKind | null };

export class Poller {
  readonly #options: PollerOptions;
  readonly #health = new Map<TopicName, TopicHealth>();
  readonly #inFlight = new Map<TopicName, Promise<void>>();
  #timer: TimerHandle | null = null;
  #running = false;
  #cycle: Promise<void> | null = null;

  constructor(options: PollerOptions) {
    this.#options = options;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#schedule();
  }

  /** Stops the loop and waits for the cycle in progress. */
  async stop(): Promise<void> {
    this.#running = false;
    if (this.#timer !== null) this.#options.clock.clearTimeout(this.#timer);
    this.#timer = null;
    await this.#cycle;
  }

  /**
   * Fixed rate: a cycle starts one interval after the previous one started, not after it ended,
   * so slow answers do not stretch the interval (and a cycle never overlaps the one before).
   */
  #schedule(delayMs = this.#options.intervalMs): void {
    if (!this.#running) return;
    this.#timer = this.#options.clock.setTimeout(() => {
      this.#timer = null;
      const startedAt = this.#options.clock.now();
      this.#cycle = this.pollOnce().finally(() => {
        this.#cycle = null;
        const elapsed = this.#options.clock.now() - startedAt;
        this.#schedule(Math.max(0, this.#options.intervalMs - elapsed));
      });
    }, delayMs);
    if (typeof this.#timer === 'object') this.#timer.unref?.();
  }

  /** Resolves once the cycle in progress (if any) has finished and the next one is scheduled. */
  async whenIdle(): Promise<void> {
    await this.#cycle;
  }

  /** One cycle: every watched topic that is not backing off is fetched once. */
  async pollOnce(): Promise<void> {
    if (this.#options.leadership?.isLeader() === false) return;
    const now = this.#options.clock.now();
    const due = this.#options.registry
      .watchedTopics()
      .filter((topic) => (this.#health.get(topic)?.nextAttemptAt ?? 0) <= now);
    const limit = Math.max(1, this.#options.concurrency ?? 16);
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const topic = due[next++] as TopicName;
        await this.refresh(topic);
      }
    };
    await Promise.all(Array.from({ length: Math.min(limit, due.length) }, worker));
    for (const topic of this.#health.keys()) {
      if (this.#options.registry.subscriberCount(topic) === 0) this.#health.delete(topic);
    }
  }

  /** Fetches one topic now, sharing a fetch already in flight (a burst of first subscribers). */
  refresh(topic: TopicName): Promise<void> {
    const pending = this.#inFlight.get(topic);
    if (pending) return pending;
    const leadership = this.#options.leadership;
    const fetched = leadership?.isLeader() === false ? leadership.follow(topic) : this.#fetch(topic);
    const run = fetched.finally(() => this.#inFlight.delete(topic));
    this.#inFlight.set(topic, run);
    return run;
  }

  isStale(topic: TopicName): boolean {
    return (this.#health.get(topic)?.failures ?? 0) > 0;
  }

  async #fetch(topic: TopicName): Promise<void> {
    const parsed = parseTopic(topic);
    if (!parsed) return;
    const { clock, upstream, timeoutMs, registry, observer } = this.#options;
    const source = topicSource(parsed);
    const started = performance.now();
    const controller = new AbortController();
    const timer = clock.setTimeout(() => controller.abort(), timeoutMs);
    let fault: UpstreamFault | null = null;
    try {
      const response = await Promise.race([
        upstream.get(source.path, source.query, controller.signal, source.lang),
        new Promise<never>((_, reject) => {
          controller.signal.addEventListener('abort', () =>
            reject(new UpstreamFault('timeout', `no answer in ${timeoutMs} ms`)),
          );
        }),
      ]);
      const arrivedAt = clock.now();
      const arrived = performance.now();
      const payload = openEnvelope(response.status, response.body, this.#options.envelopeKey);
      const problem = source.check(payload);
      if (problem) throw new UpstreamFault('schema', `payload breaks its schema at ${problem}`);
      const result = registry.publish(topic, source.toState(payload), arrivedAt);
      if (result.patch) observer?.pushed?.((performance.now() - arrived) / 1000, result.patch);
      this.#recovered(topic);
    } catch (error) {
      fault = error instanceof UpstreamFault ? error : new UpstreamFault('network', String(error));
      this.#failed(topic, fault);
    } finally {
      clock.clearTimeout(timer);
      observer?.polled(parsed.kind, (performance.now() - started) / 1000, fault?.kind ?? null);
    }
  }

  #failed(topic: TopicName, fault: UpstreamFault): void {
    const { clock, intervalMs, maxBackoffMs, registry, logger } = this.#options;
    const health = this.#health.get(topic) ?? { failures: 0, nextAttemptAt: 0, lastFault: null };
    health.failures += 1;
    health.lastFault = fault.kind;
    const backoffMs = Math.min(maxBackoffMs, intervalMs * 2 ** (health.failures - 1));
    health.nextAttemptAt = clock.now() + backoffMs;
    this.#health.set(topic, health);
    registry.markStale(topic);
    logger.warn(
      { topic, fault: fault.kind, failures: health.failures, retryInMs: backoffMs },
      `upstream ${fault.kind} on ${topic}: ${fault.message}; serving last good state, retry in ${backoffMs} ms`,
    );
  }

  #recovered(topic: TopicName): void {
    const health = this.#health.get(topic);
    if (!health || health.failures === 0) return;
    this.#options.logger.info(
      { topic, failures: health.failures },
      `upstream recovered on ${topic} after ${health.failures} failed polls`,
    );
    this.#health.delete(topic);
  }
}
