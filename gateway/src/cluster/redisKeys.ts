// Redis keys and Lua scripts of the gateway cluster (README.md, "Operators"). Every write a
// poll leader makes goes through a script that checks its lease token and its fencing epoch in the
// same atomic step, so a leader that lost its lease (paused, cut off, Redis restarted) changes nothing.
import type { TopicName } from '@pitchside/shared';

export const CLUSTER_KEYS = {
  /** `SET NX PX` by the gateway that polls; the value is that gateway's random token. */
  lease: 'pitchside:poller:lease',
  /** Fencing epoch: `INCR` on every acquisition, stamped on every snapshot and patch. */
  epoch: 'pitchside:poller:epoch',
  /** Sorted set topic -> last time (ms) some gateway had a subscriber for it. */
  interest: 'pitchside:topics:interest',
  /** Hash { epoch, version, stale, state } per topic, written by the leader only. */
  topic: (topic: TopicName) => `pitchside:topic:${topic}`,
  /** Set (with an expiry) by the leader when the origin answered "not found" for a topic. */
  missing: (topic: TopicName) => `pitchside:topic:missing:${topic}`,
  /** The leader's epoch, rewritten every beat with a short expiry: while it exists, the feed is live. */
  beat: 'pitchside:poller:beat',
} as const;

/** KEYS lease, beat; ARGV token, epoch, ttlMs. The lease holder's heartbeat: 1 written, 0 not ours. */
export const BEAT_SCRIPT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
return 1
`;

/**
 * KEYS lease, epoch; ARGV token, leaseMs, floor. Acquired: the new epoch (at least `floor`, the highest
 * epoch this gateway has seen, so epochs keep rising even when Redis lost its data). Not acquired:
 * minus the current epoch (0 when there is none).
 */
export const ACQUIRE_SCRIPT = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then
  local epoch = redis.call('INCR', KEYS[2])
  local floor = tonumber(ARGV[3])
  if epoch < floor then
    epoch = floor
    redis.call('SET', KEYS[2], epoch)
  end
  return epoch
end
return -tonumber(redis.call('GET', KEYS[2]) or '0')
`;

/** KEYS lease; ARGV token, leaseMs. 1 renewed, 0 the lease is not ours any more. */
export const RENEW_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
`;

/** KEYS lease; ARGV token. Deletes the lease only if it is still ours. */
export const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`;

/**
 * KEYS topic, epoch, lease; ARGV epoch, version, stale, state, ttlMs, token. Writes the snapshot only
 * for the lease holder and only when its epoch is not older than the current one (the fencing).
 */
export const FENCED_WRITE_SCRIPT = `
if redis.call('GET', KEYS[3]) ~= ARGV[6] then return 0 end
if tonumber(ARGV[1]) < tonumber(redis.call('GET', KEYS[2]) or '0') then return 0 end
redis.call('HSET', KEYS[1], 'epoch', ARGV[1], 'version', ARGV[2], 'stale', ARGV[3], 'state', ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

/** KEYS topic, epoch, lease; ARGV epoch, token. Drops a snapshot nobody watches, under the same fence. */
export const FENCED_DELETE_SCRIPT = `
if redis.call('GET', KEYS[3]) ~= ARGV[2] then return 0 end
if tonumber(ARGV[1]) < tonumber(redis.call('GET', KEYS[2]) or '0') then return 0 end
return redis.call('DEL', KEYS[1])
`;
