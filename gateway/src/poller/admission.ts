// Which topics the poller may ask the origin about. Topic names come from clients, so what clients ask
// for must not turn into origin load (docs/API.md, "Upstream load"):
// - at most `maxTopics` distinct topics are polled at once (only the poll leader polls, so this bounds
//   the whole cluster);
// - a topic with no state yet costs a token from a bucket of `newPerSecond` (its first fetch is the
//   one a made-up name costs); a topic that has state is known to exist and needs none;
// - a topic the origin answered "not found" for is remembered for `missingForMs` and not asked for
//   again meanwhile, whoever subscribes to it.
// So the origin sees at most maxTopics calls per interval plus newPerSecond calls per second.
import type { TopicName } from '@pitchside/shared';
import type { Clock } from '../clock';
import { type BucketState, perSecond, refillAndTake, type TokenBucketRule } from '../security/tokenBucket';

export type Refusal = 'missing' | 'full' | 'busy';

export type AdmissionOptions = {
  clock: Pick<Clock, 'now'>;
  maxTopics: number;
  newPerSecond: number;
  missingForMs: number;
  /** Bound of the "not found" memory; the oldest is forgotten first. */
  maxRemembered?: number;
};

export class TopicAdmission {
  readonly #options: AdmissionOptions;
  readonly #admitted = new Set<TopicName>();
  /** Topic -> until when it is known missing. */
  readonly #missing = new Map<TopicName, number>();
  /** Two seconds' worth at once: a page that opens a few new topics at once is not refused. */
  readonly #rule: TokenBucketRule;
  #bucket: BucketState | undefined;

  constructor(options: AdmissionOptions) {
    this.#options = options;
    this.#rule = perSecond(options.newPerSecond, Math.max(1, options.newPerSecond * 2));
  }

  get size(): number {
    return this.#admitted.size;
  }

  isAdmitted(topic: TopicName): boolean {
    return this.#admitted.has(topic);
  }

  isMissing(topic: TopicName): boolean {
    const until = this.#missing.get(topic);
    if (until === undefined) return false;
    if (until > this.#options.clock.now()) return true;
    this.#missing.delete(topic);
    return false;
  }

  /** Admits a topic to polling, or says why not. `known`: it has state already (it exists). */
  admit(topic: TopicName, known: boolean): Refusal | null {
    if (this.#admitted.has(topic)) return null;
    if (this.isMissing(topic)) return 'missing';
    if (this.#admitted.size >= this.#options.maxTopics) return 'full';
    if (!known && !this.#take()) return 'busy';
    this.#admitted.add(topic);
    return null;
  }

  /** Keeps only the topics still watched. */
  retain(watched: ReadonlySet<TopicName>): void {
    for (const topic of this.#admitted) if (!watched.has(topic)) this.#admitted.delete(topic);
  }

  rememberMissing(topic: TopicName): void {
    this.#admitted.delete(topic);
    this.#missing.delete(topic);
    this.#missing.set(topic, this.#options.clock.now() + this.#options.missingForMs);
    const max = this.#options.maxRemembered ?? 10_000;
    while (this.#missing.size > max) {
      const oldest = this.#missing.keys().next().value;
      if (oldest === undefined) break;
      this.#missing.delete(oldest);
    }
  }

  #take(): boolean {
    const next = refillAndTake(this.#bucket, this.#rule, this.#options.clock.now());
    this.#bucket = { tokens: next.tokens, at: next.at };
    return next.admission.ok;
  }
}
