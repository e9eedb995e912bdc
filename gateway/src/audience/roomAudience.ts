// Who watches each anchor's room: the connections subscribed to its topic (`room:{anchorId}`, in any
// language), counted by the gateway that holds them and, in a cluster, summed over every gateway through
// Redis. A connection is one viewer: two tabs are two connections, as Socket.IO counts them (and as the
// gateway's `gateway_connected_clients` does); one connection holding the room in two languages is one.
// The origin sees no viewers, so this is the only count there is; where there is none the API says null.
import type { Redis } from 'ioredis';

/** A room topic's name, bare (cn) or with its language: the anchor's id. */
const ROOM_TOPIC = /^room:([1-9][0-9]{0,9})(?:@(?:en|vi))?$/;

/** Socket.IO's local rooms: room name -> ids of this gateway's sockets in it. */
export type LocalRooms = ReadonlyMap<string, ReadonlySet<string>>;

/** The connections of this gateway in each anchor's room, each connection once per room. */
export function localRoomViewers(rooms: LocalRooms): Map<number, number> {
  const sockets = new Map<number, Set<string>>();
  for (const [name, members] of rooms) {
    const match = ROOM_TOPIC.exec(name);
    if (!match || members.size === 0) continue;
    const anchorId = Number(match[1]);
    let set = sockets.get(anchorId);
    if (!set) {
      set = new Set();
      sockets.set(anchorId, set);
    }
    for (const id of members) set.add(id);
  }
  return new Map([...sockets].map(([anchorId, set]) => [anchorId, set.size]));
}

export interface RoomAudience {
  /** Viewers per anchor across the cluster (absent: nobody); null when no count can be had now. */
  counts(): Promise<ReadonlyMap<number, number> | null>;
}

/** One gateway on its own: its own connections are everybody. */
export function localAudience(rooms: () => LocalRooms): RoomAudience {
  return { counts: async () => localRoomViewers(rooms()) };
}

export const AUDIENCE_KEYS = {
  /** Sorted set gateway token -> last time (ms) it wrote its counts. */
  gateways: 'pitchside:audience:gateways',
  /** Hash anchor id -> this gateway's viewers, expiring unless rewritten. */
  of: (token: string) => `pitchside:audience:gateway:${token}`,
} as const;

export type ClusterAudienceOptions = {
  redis: Redis;
  /** This gateway's token (its part in the cluster). */
  token: string;
  rooms: () => LocalRooms;
  /** A gateway's counts not rewritten for this long are no longer counted (it died or lost Redis). */
  ttlMs: number;
  /** A sum is reused for this long (each answer carrying anchors reads it). */
  cacheMs?: number;
  now?: () => number;
};

/**
 * The cluster's audience: each gateway writes its own counts to Redis (`share`, every second with the
 * cluster's interest), and a sum adds this gateway's live counts to the others' last written ones.
 */
export class ClusterAudience implements RoomAudience {
  readonly #options: ClusterAudienceOptions;
  #cached: { at: number; counts: Promise<ReadonlyMap<number, number> | null> } | null = null;

  constructor(options: ClusterAudienceOptions) {
    this.#options = options;
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }

  /** Writes this gateway's counts (replacing the last ones) and notes it alive. */
  async share(): Promise<void> {
    const { redis, token, ttlMs } = this.#options;
    const key = AUDIENCE_KEYS.of(token);
    const own = localRoomViewers(this.#options.rooms());
    const multi = redis.multi().del(key);
    if (own.size > 0) multi.hset(key, ...[...own].flatMap(([id, n]) => [String(id), String(n)]));
    multi.pexpire(key, ttlMs).zadd(AUDIENCE_KEYS.gateways, this.#now(), token);
    await multi.exec().catch(() => {});
  }

  /** Forgets this gateway's counts (it is closing). */
  async leave(): Promise<void> {
    const { redis, token } = this.#options;
    await redis
      .multi()
      .del(AUDIENCE_KEYS.of(token))
      .zrem(AUDIENCE_KEYS.gateways, token)
      .exec()
      .catch(() => {});
  }

  counts(): Promise<ReadonlyMap<number, number> | null> {
    const now = this.#now();
    if (this.#cached && now - this.#cached.at < (this.#options.cacheMs ?? 500)) return this.#cached.counts;
    const counts = this.#sum(now);
    this.#cached = { at: now, counts };
    return counts;
  }

  async #sum(now: number): Promise<ReadonlyMap<number, number> | null> {
    const { redis, token, ttlMs } = this.#options;
    const total = localRoomViewers(this.#options.rooms());
    try {
      await redis.zremrangebyscore(AUDIENCE_KEYS.gateways, '-inf', `(${now - ttlMs}`);
      const others = (await redis.zrangebyscore(AUDIENCE_KEYS.gateways, now - ttlMs, '+inf')).filter(
        (other) => other !== token,
      );
      if (others.length === 0) return total;
      const pipeline = redis.pipeline();
      for (const other of others) pipeline.hgetall(AUDIENCE_KEYS.of(other));
      for (const [error, value] of (await pipeline.exec()) ?? []) {
        if (error) throw error;
        for (const [id, n] of Object.entries(value as Record<string, string>)) {
          const anchorId = Number(id);
          total.set(anchorId, (total.get(anchorId) ?? 0) + Number(n));
        }
      }
      return total;
    } catch {
      // Redis away: the other gateways' viewers are unknown, so the cluster's count is too.
      return null;
    }
  }
}
