// What one visitor's address may spend on this gateway, over all its connections (docs/API.md "Budgets
// per address"). Each connection has budgets of its own (events, topics, chat), but a client may open
// many connections, and one that reconnects starts them afresh: a thousand sockets from one address each
// within its budget sent 19,333 events a second, a flooder reconnected 1,182 times in 15 s, and one
// address asking for unknown topics over ten sockets spent the whole gateway's budget for new topics,
// so other visitors' first subscriptions were refused. So the address is budgeted too:
// - sockets open at once (`socketsPerAddress`) and new sockets per 10 s (`connectsPerAddress`);
// - events per second over all its sockets (`eventsPerAddress`, bursts of three seconds' worth);
// - first subscriptions to topics nobody watches yet (each an origin call) per 10 s over all its
//   sockets (`newTopicsPerAddress`): a share of NEW_TOPICS_PER_SECOND, so no address can starve another.
// The address is the connection's peer, or with TRUST_PROXY the client a load balancer names in
// X-Forwarded-For (the same rule as the proxy's, @fastify/proxy-addr). Kept in memory: nginx's ip_hash
// sends an address to one gateway, so a gateway's count is the address's.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Locale } from '@pitchside/shared';
import { type BucketState, fullAt, refillAndTake, refilled, type TokenBucketRule } from './tokenBucket';

export type AddressLimits = {
  socketsPerAddress: number;
  /** New sockets per 10 s (and at once). */
  connectsPerAddress: number;
  /** Events per second over the address's sockets. */
  eventsPerAddress: number;
  /** First subscriptions to unwatched topics per 10 s (and at once). */
  newTopicsPerAddress: number;
};

export const DEFAULT_ADDRESS_LIMITS: AddressLimits = {
  socketsPerAddress: 100,
  connectsPerAddress: 60,
  eventsPerAddress: 200,
  newTopicsPerAddress: 20,
};

/** What an address ran into: the metric's label (`gateway_address_limited_total{limit}`). */
export type AddressLimit = 'sockets' | 'connects' | 'events' | 'topics';

type Spent = {
  sockets: number;
  connects?: BucketState;
  events?: BucketState;
  topics?: BucketState;
};

export type AddressBudgetOptions = {
  limits?: Partial<AddressLimits>;
  trustProxy: boolean;
  now: () => number;
  /** Counts each refusal. */
  onLimited?: (limit: AddressLimit) => void;
  /** Addresses kept before idle ones are swept (their buckets full, no socket open). */
  sweepAt?: number;
};

const trustAll = () => true;

/** Said to a socket refused at its address's limit (the client retries by itself). */
export const ADDRESS_BUSY: Record<Locale, string> = {
  cn: '来自您网络地址的连接过多，请稍后再试。',
  en: 'Too many connections from your address; please retry in a few seconds.',
  vi: 'Có quá nhiều kết nối từ địa chỉ của bạn; vui lòng thử lại sau vài giây.',
};

export class AddressBudgets {
  readonly limits: AddressLimits;
  readonly #rules: Record<'connects' | 'events' | 'topics', TokenBucketRule>;
  readonly #spent = new Map<string, Spent>();
  readonly #options: AddressBudgetOptions;

  constructor(options: AddressBudgetOptions) {
    this.#options = options;
    const limits = { ...DEFAULT_ADDRESS_LIMITS, ...options.limits };
    this.limits = limits;
    this.#rules = {
      connects: { burst: limits.connectsPerAddress, refillMs: 10_000 / limits.connectsPerAddress },
      events: { burst: limits.eventsPerAddress * 3, refillMs: 1000 / limits.eventsPerAddress },
      topics: { burst: limits.newTopicsPerAddress, refillMs: 10_000 / limits.newTopicsPerAddress },
    };
  }

  /** The visitor's address of a request (a Socket.IO handshake). */
  addressOf(request: IncomingMessage): string {
    if (this.#options.trustProxy) return proxyAddr(request, trustAll);
    return request.socket?.remoteAddress ?? 'unknown';
  }

  /** Addresses held now (a bound test reads it). */
  get size(): number {
    return this.#spent.size;
  }

  /** Open sockets of the address. */
  sockets(address: string): number {
    return this.#spent.get(address)?.sockets ?? 0;
  }

  /** Whether the address may open one more socket now; takes one of its new-socket tokens when it may. */
  admitSocket(address: string): AddressLimit | null {
    const spent = this.#entry(address);
    if (spent.sockets >= this.limits.socketsPerAddress) return this.#limited('sockets');
    return this.#take(spent, 'connects') ? null : this.#limited('connects');
  }

  /** A socket of the address opened (counted whatever let it in) and closed. */
  opened(address: string): void {
    this.#entry(address).sockets += 1;
  }

  closed(address: string): void {
    const spent = this.#spent.get(address);
    if (spent) spent.sockets = Math.max(0, spent.sockets - 1);
  }

  /** Takes one event of the address's budget; false when it is spent. */
  takeEvent(address: string): boolean {
    if (this.#take(this.#entry(address), 'events')) return true;
    this.#limited('events');
    return false;
  }

  /** Takes one first subscription to an unwatched topic; false when the address has spent them. */
  takeNewTopic(address: string): boolean {
    if (this.#take(this.#entry(address), 'topics')) return true;
    this.#limited('topics');
    return false;
  }

  /** Sweeps every minute until the returned function is called. */
  sweepEveryMinute(): () => void {
    const timer = setInterval(() => this.sweep(), 60_000);
    timer.unref();
    return () => clearInterval(timer);
  }

  #limited(limit: AddressLimit): AddressLimit {
    this.#options.onLimited?.(limit);
    return limit;
  }

  #take(spent: Spent, kind: 'connects' | 'events' | 'topics'): boolean {
    const next = refillAndTake(spent[kind], this.#rules[kind], this.#options.now());
    spent[kind] = { tokens: next.tokens, at: next.at };
    return next.admission.ok;
  }

  #entry(address: string): Spent {
    let spent = this.#spent.get(address);
    if (!spent) {
      if (this.#spent.size >= (this.#options.sweepAt ?? 100_000)) this.sweep();
      spent = { sockets: 0 };
      this.#spent.set(address, spent);
    }
    return spent;
  }

  /** Forgets the addresses that hold no socket and whose buckets are full again: they carry nothing. */
  sweep(): void {
    const now = this.#options.now();
    const full = (kind: 'connects' | 'events' | 'topics', held: BucketState | undefined) =>
      !held || fullAt(refilled(held, this.#rules[kind], now), this.#rules[kind]) <= now;
    for (const [address, spent] of this.#spent) {
      if (
        spent.sockets === 0 &&
        full('connects', spent.connects) &&
        full('events', spent.events) &&
        full('topics', spent.topics)
      )
        this.#spent.delete(address);
    }
  }
}
