// The only poller: once per interval it fetches every watched topic from the origin, decrypts the
// envelope, validates the payload and hands the new state to the registry, which diffs and pushes.
// A fault keeps the last good state, marks the topic stale and backs off; it never throws out.
// What it may ask the origin about at all is bounded (admission.ts): clients choose topic names.
import { parseTopic, type TopicName, type TopicPatch } from '@pitchside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock, TimerHandle } from '../clock';
import type { TopicRegistry } from '../topics/registry';
import { type Refusal, TopicAdmission } from './admission';
import { type FaultKind, TopicMissing, UpstreamFault } from './faults';
import { LogBudget } from './logBudget';
import { topicSource } from './sources';
import { TickPhase } from './tickPhase';
import type { Upstream } from './upstream';
import { openUpstreamAnswer } from './upstreamAnswer';

export type PollObserver = {
  /** Called once per upstream call with its duration and its fault, if any. */
  polled(topicKind: string, seconds: number, fault: FaultKind | null): void;
  /** Called when a poll result became a patch, with the time from its arrival to its broadcast. */
  pushed?(seconds: number, patch: TopicPatch): void;
  /** Called when a topic is not fetched: the origin does not know it, too many topics, too many new. */
  refused?(reason: Refusal): void;
  /** How long before its arrival the origin's engine made the answer's data (its `Engine-Tick` age). */
  aged?(seconds: number): void;
};

export type PollerOptions = {
  registry: TopicRegistry;
  upstream: Upstream;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  intervalMs: number;
  /** Start each cycle just after the origin's tick when its answers tell it (default true). */
  alignToTicks?: boolean;
  timeoutMs: number;
  maxBackoffMs: number;
  envelopeKey?: string;
  /** Upstream calls in flight at once, so many watched matches never become a burst. */
  concurrency?: number;
  /** Distinct topics polled at once (default 2000). */
  maxTopics?: number;
  /** First fetches of topics with no state yet, per second (default 20). */
  newTopicsPerSecond?: number;
  /** How long a topic the origin does not know is not asked for again (default 60 s). */
  missingForMs?: number;
  observer?: PollObserver;
  leadership?: PollLeadership;
  /**
   * Completes a checked answer with what only the gateway knows before it becomes state: the viewers of
   * an anchor's room (audience/fillViewers.ts), so a change of audience is pushed like any other.
   */
  complete?: (path: string, payload: unknown) => Promise<void> | undefined;
};

/**
 * In a cluster (cluster/), only the gateway holding the poll lease asks the origin; the others take
 * a topic's snapshot from the shared store instead.
 */
export type PollLeadership = {
  isLeader(): boolean;
  /** Takes the topic from the leader; 'missing' when the leader found the origin does not know it. */
  follow(topic: TopicName): Promise<FollowOutcome>;
  /** The leader found a topic missing at the origin: the other gateways learn it too. */
  missing?(topic: TopicName, forMs: number): void;
};

export type FollowOutcome = 'done' | 'missing';
/** How a refresh ended: 'done' (state or a stale mark is in the registry), or why nothing was fetched. */
export type RefreshOutcome = 'done' | Refusal;

type TopicHealth = { failures: number; nextAttemptAt: number; lastFault: FaultKind | null };

export class Poller {
  readonly #options: PollerOptions;
  readonly #health = new Map<TopicName, TopicHealth>();
  readonly #inFlight = new Map<TopicName, Promise<RefreshOutcome>>();
  readonly #admission: TopicAdmission;
  /** A few lines per fault kind per 10 s, whatever the number of topics it hits (logBudget.ts). */
  readonly #logBudget: LogBudget;
  #timer: TimerHandle | null = null;
  #running = false;
  #cycle: Promise<void> | null = null;
  /** The origin's tick phase (tickPhase.ts), and the tick the current and the next cycle follow. */
  readonly #phase = new TickPhase();
  #cycleTick: number | null = null;
  #nextTick: number | null = null;

  constructor(options: PollerOptions) {
    this.#options = options;
    this.#admission = new TopicAdmission({
      clock: options.clock,
      maxTopics: options.maxTopics ?? 2000,
      newPerSecond: options.newTopicsPerSecond ?? 20,
      missingForMs: options.missingForMs ?? 60_000,
    });
    this.#logBudget = new LogBudget(options.clock);
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
   * Fixed rate: a cycle is due one interval after the previous one started, not after it ended, so
   * slow answers do not stretch the interval (and a cycle never overlaps the one before). Once the
   * origin has told its tick phase, the cycle moves (by at most half a tick) to start just after the
   * tick nearest to when it is due, so a change waits for no poll (tickPhase.ts).
   */
  #schedule(delayMs = this.#options.intervalMs): void {
    if (!this.#running) return;
    const { clock, intervalMs } = this.#options;
    this.#timer = clock.setTimeout(() => {
      this.#timer = null;
      const startedAt = clock.now();
      this.#cycleTick = this.#nextTick;
      this.#cycle = this.pollOnce().finally(() => {
        this.#cycle = null;
        const dueAt = startedAt + intervalMs;
        this.#nextTick =
          this.#options.alignToTicks === false ? null : this.#phase.tickFor(dueAt, this.#cycleTick);
        this.#cycleTick = null;
        const at = this.#nextTick === null ? dueAt : this.#nextTick + this.#phase.marginMs;
        this.#schedule(Math.max(0, at - clock.now()));
      });
    }, delayMs);
    if (typeof this.#timer === 'object') this.#timer.unref?.();
  }

  /** The origin's tick phase as the poller holds it: its period (null before one is known) and the margin. */
  get tickAlignment(): { everyMs: number | null; marginMs: number } {
    return { everyMs: this.#phase.everyMs, marginMs: this.#phase.marginMs };
  }

  /** Resolves once the cycle in progress (if any) has finished and the next one is scheduled. */
  async whenIdle(): Promise<void> {
    await this.#cycle;
  }

  /** One cycle: every watched topic that is admitted and not backing off is fetched once. */
  async pollOnce(): Promise<void> {
    if (this.#options.leadership?.isLeader() === false) return;
    const { registry, clock } = this.#options;
    const now = clock.now();
    const watched = registry.watchedTopics();
    this.#admission.retain(new Set(watched));
    // Oldest interest first, so a full gateway keeps polling what it polled.
    for (const topic of watched) this.#admission.admit(topic, registry.has(topic));
    const due = watched.filter(
      (topic) => this.#admission.isAdmitted(topic) && (this.#health.get(topic)?.nextAttemptAt ?? 0) <= now,
    );
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
  refresh(topic: TopicName): Promise<RefreshOutcome> {
    const pending = this.#inFlight.get(topic);
    if (pending) return pending;
    const run = this.#refresh(topic).finally(() => this.#inFlight.delete(topic));
    this.#inFlight.set(topic, run);
    return run;
  }

  /** Known missing at the origin: a subscriber is answered so without any call. */
  isMissing(topic: TopicName): boolean {
    return this.#admission.isMissing(topic);
  }

  async #refresh(topic: TopicName): Promise<RefreshOutcome> {
    if (this.#admission.isMissing(topic)) return 'missing';
    const { leadership, registry, observer } = this.#options;
    if (leadership?.isLeader() === false) {
      const outcome = await leadership.follow(topic);
      if (outcome === 'missing') this.#admission.rememberMissing(topic);
      return outcome;
    }
    const refused = this.#admission.admit(topic, registry.has(topic));
    if (refused) {
      observer?.refused?.(refused);
      return refused;
    }
    return this.#fetch(topic);
  }

  isStale(topic: TopicName): boolean {
    return (this.#health.get(topic)?.failures ?? 0) > 0;
  }

  async #fetch(topic: TopicName): Promise<RefreshOutcome> {
    const parsed = parseTopic(topic);
    if (!parsed) return 'missing';
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
      if (response.tick) {
        this.#phase.observe(response.tick, arrivedAt, this.#cycleTick);
        observer?.aged?.(response.tick.ageMs / 1000);
      }
      const payload = openUpstreamAnswer(response.status, response.body, this.#options.envelopeKey);
      const problem = source.check(payload);
      if (problem) throw new UpstreamFault('schema', `payload breaks its schema at ${problem}`);
      // Awaited only when there is something to complete (no extra turn for every other answer).
      const completing = this.#options.complete?.(source.path, payload);
      if (completing) await completing;
      const result = registry.publish(topic, source.toState(payload), arrivedAt);
      if (result.patch) observer?.pushed?.((performance.now() - arrived) / 1000, result.patch);
      this.#recovered(topic);
    } catch (error) {
      if (error instanceof TopicMissing) {
        this.#missing(topic);
        return 'missing';
      }
      fault = error instanceof UpstreamFault ? error : new UpstreamFault('network', String(error));
      this.#failed(topic, fault);
    } finally {
      clock.clearTimeout(timer);
      observer?.polled(parsed.kind, (performance.now() - started) / 1000, fault?.kind ?? null);
    }
    return 'done';
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
    const leftOut = this.#logBudget.take(fault.kind);
    if (leftOut === null) return;
    logger.warn(
      { topic, fault: fault.kind, failures: health.failures, retryInMs: backoffMs, leftOut },
      `upstream ${fault.kind} on ${topic}: ${fault.message}; serving last good state, retry in ${backoffMs} ms` +
        (leftOut > 0 ? ` (${leftOut} more like it not logged)` : ''),
    );
  }

  /**
   * The origin does not know the topic (a made-up or finished match): not polled for a while, and the
   * other gateways are told. Subscribers that had data keep it, marked stale.
   */
  #missing(topic: TopicName): void {
    const { registry, leadership, logger, observer, missingForMs = 60_000 } = this.#options;
    this.#admission.rememberMissing(topic);
    this.#health.delete(topic);
    leadership?.missing?.(topic, missingForMs);
    observer?.refused?.('missing');
    if (registry.has(topic)) {
      registry.markStale(topic);
      if (this.#logBudget.take('missing') === null) return;
      logger.info(
        { topic },
        `the origin no longer knows ${topic}: last state kept, asked again in ${missingForMs} ms`,
      );
    }
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
