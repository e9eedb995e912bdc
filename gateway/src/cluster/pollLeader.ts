// The poll lease: exactly one gateway of a cluster asks the origin. A gateway that is not leading
// tries `SET lease token NX PX leaseMs` (with `INCR epoch`, one script) every `acquireEveryMs`, and
// takes back a lease that holds its own token (an acquire whose answer it never got, redisKeys.ts);
// the leader renews it every `renewEveryMs` with a script that checks its token, and releases it on
// shutdown. A leader that cannot renew for most of a lease (Redis away) steps down by itself, before
// the lease can expire under it, so two gateways never believe they lead at once.
import type { Redis } from 'ioredis';
import type { ClusterRole } from './clusterTopics';
import { ACQUIRE_SCRIPT, CLUSTER_KEYS, RELEASE_SCRIPT, RENEW_SCRIPT } from './redisKeys';

export type PollLeaderOptions = {
  redis: Redis;
  role: ClusterRole;
  leaseMs: number;
  renewEveryMs: number;
  acquireEveryMs: number;
  logger: { info(message: string): void; warn(message: string): void };
  /** Takes the topics over under the new epoch; leadership starts once it resolves. */
  onAcquired(epoch: number): Promise<void>;
  /** Leadership has started (the topics are taken over): time for the first poll. */
  onLeading(epoch: number): void;
  onLost(): void;
};

export class PollLeader {
  readonly #options: PollLeaderOptions;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #running = false;
  #lastRenewedAt = 0;

  constructor(options: PollLeaderOptions) {
    this.#options = options;
  }

  get leading(): boolean {
    return this.#options.role.leaderEpoch !== null;
  }

  start(): void {
    this.#running = true;
    this.#schedule(0);
  }

  /** Stops the loop and releases the lease if this gateway holds it. */
  async stop(): Promise<void> {
    this.#running = false;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (!this.leading) return;
    this.#stepDown('shutting down');
    const { redis, role } = this.#options;
    await redis.eval(RELEASE_SCRIPT, 1, CLUSTER_KEYS.lease, role.token).catch(() => {});
  }

  /** Someone else published under a newer epoch: our lease is gone whatever Redis told us. */
  yieldTo(epoch: number): void {
    if (this.leading) this.#stepDown(`epoch ${epoch} seen from another gateway`);
  }

  #schedule(delayMs: number): void {
    if (!this.#running) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#tick().finally(() =>
        this.#schedule(this.leading ? this.#options.renewEveryMs : this.#options.acquireEveryMs),
      );
    }, delayMs);
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    if (this.leading) await this.#renew();
    else await this.#tryAcquire();
  }

  async #tryAcquire(): Promise<void> {
    const { redis, role, leaseMs } = this.#options;
    let result: number;
    try {
      result = Number(
        await redis.eval(
          ACQUIRE_SCRIPT,
          2,
          CLUSTER_KEYS.lease,
          CLUSTER_KEYS.epoch,
          role.token,
          leaseMs,
          role.knownEpoch + 1,
        ),
      );
    } catch {
      return; // Redis away: keep serving what we have; the client reconnects with backoff.
    }
    if (result <= 0) {
      // Redis holds the authoritative epoch, even when it is lower than one we saw (data lost).
      if (result < 0) role.knownEpoch = -result;
      return;
    }
    const acquiredAt = Date.now();
    role.knownEpoch = result;
    try {
      await this.#options.onAcquired(result);
    } catch (error) {
      this.#options.logger.warn(
        `poll lease: taking over epoch ${result} failed (${String(error)}); releasing`,
      );
      await redis.eval(RELEASE_SCRIPT, 1, CLUSTER_KEYS.lease, role.token).catch(() => {});
      return;
    }
    if (!this.#running || role.knownEpoch !== result) return;
    role.leaderEpoch = result;
    this.#lastRenewedAt = acquiredAt;
    this.#options.logger.info(`poll lease acquired: this gateway polls the origin, epoch ${result}`);
    this.#options.onLeading(result);
  }

  async #renew(): Promise<void> {
    const { redis, role, leaseMs } = this.#options;
    const started = Date.now();
    try {
      const renewed = await redis.eval(RENEW_SCRIPT, 1, CLUSTER_KEYS.lease, role.token, leaseMs);
      if (renewed === 1) {
        this.#lastRenewedAt = started;
        return;
      }
      this.#stepDown('the lease is held by another gateway or expired');
    } catch {
      // Step down while the lease is surely still ours, so the next leader never overlaps us.
      if (Date.now() - this.#lastRenewedAt > leaseMs - this.#options.renewEveryMs)
        this.#stepDown('Redis did not answer the renewals');
    }
  }

  #stepDown(reason: string): void {
    if (!this.leading) return;
    const epoch = this.#options.role.leaderEpoch;
    this.#options.role.leaderEpoch = null;
    this.#options.logger.warn(`poll lease lost (${reason}): epoch ${epoch} stops polling`);
    this.#options.onLost();
  }
}
